import { lazy, Suspense, type ReactNode } from 'react';
import { useAppConfig } from '../../app/ConfigContext';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import type { ShotFilter } from '../../../contract/filters';
import type { HeatMapType } from '../../../contract/images';
import type { SquadId } from '../../app/apiPaths';
import { heatMapTypeChanged, selectHeatMapType } from '../../app/uiSlice';
import { fileNameOf } from '../../components/download';
import { ImagePanel } from '../../components/ImagePanel';
import { Spinner } from '../../components/Spinner';
import { useImagesSettled } from '../../components/useImagesSettled';
import {
  useGetArcZonesQuery,
  useGetAsdMapUrlQuery,
  useGetHeatMapUrlQuery,
  useGetScoringZoneEfficiencyQuery,
  useGetSdpmChartUrlQuery,
} from './attackingEndpoints';

// Victory is a third of the app's JavaScript; load it only when a chart is on screen, or about to be.
const loadScoringZoneChart = () => import(/* webpackChunkName: "chart" */ './ScoringZoneChart');
const ScoringZoneChart = lazy(loadScoringZoneChart);
/** A head start only: if it fails, the chart asks again when it is shown. */
export const preloadScoringZoneChart = () => void loadScoringZoneChart().catch(() => undefined);
const ArcZoneChart = lazy(() => import(/* webpackChunkName: "chart" */ './ArcZoneChart'));

/** The view waits this long after its chart images load (docs/behaviour.md#min-waits). */
const SETTLE_AFTER_IMAGES_MS = 2000;

const HEAT_MAP_BUTTONS: ReadonlyArray<{ type: HeatMapType; label: string }> = [
  { type: 'shots', label: 'Shots' },
  { type: 'miss', label: 'Misses' },
  { type: 'score', label: 'Scores' },
];

const HEAT_MAP_NAMES: Record<HeatMapType, string> = { shots: 'all shots', miss: 'missed shots', score: 'scores' };

type AttackingViewProps = {
  /** Whose data: the public championship's (null) or a squad's. */
  squadId: SquadId;
  team: string;
  filter: ShotFilter;
  /** Words for the filter ('2nd half · frees'), for the names of downloaded files; '' for none. */
  filterWords: string;
  /** The team's player table, from the players feature. */
  playerTable: ReactNode;
  /** The team's shot map, from the shot map feature. */
  shotMap: ReactNode;
};

export function AttackingView({ squadId, team, filter, filterWords, playerTable, shotMap }: AttackingViewProps) {
  const dispatch = useAppDispatch();
  const { minLoadingScale } = useAppConfig();
  const heatMapType = useAppSelector(selectHeatMapType);
  const arg = { squadId, team, filter };
  const efficiency = useGetScoringZoneEfficiencyQuery(arg);
  const arcZones = useGetArcZonesQuery(arg);
  const heatMap = useGetHeatMapUrlQuery({ ...arg, heatMapType });
  const sdpm = useGetSdpmChartUrlQuery(arg);
  const asd = useGetAsdMapUrlQuery(arg);
  const fileName = (what: string) => fileNameOf(team, what, filterWords);
  // A failed URL fetch counts as settled (null): that image stays empty, not the page (docs/behaviour.md#image-failures).
  const chartUrls = [sdpm, asd].map((query) => (query.isError ? null : query.data));
  const charts = useImagesSettled(chartUrls, SETTLE_AFTER_IMAGES_MS * minLoadingScale);

  return (
    <div className="view" aria-busy={!charts.ready}>
      {!charts.ready && <Spinner label={`Loading ${team}'s charts`} />}
      <div className={charts.ready ? 'view__content' : 'view__content view__content--loading'}>
        <div className="grid grid--two">
          <section className="card" aria-labelledby="zone-chart-title">
            <div className="card__header">
              <h2 id="zone-chart-title" className="card__title">
                Scoring Zone Efficiency
              </h2>
            </div>
            {efficiency.data ? (
              <Suspense fallback={<Spinner label="Loading the chart" />}>
                <ScoringZoneChart efficiency={efficiency.data} team={team} />
              </Suspense>
            ) : (
              <Spinner label="Loading the scoring-zone figures" />
            )}
          </section>
          <ImagePanel
            title="Heat Map"
            alt={`${team}: heat map of ${HEAT_MAP_NAMES[heatMapType]}`}
            url={heatMap.currentData}
            downloadName={fileName(`heat map ${HEAT_MAP_NAMES[heatMapType]}`)}
            actions={
              <div className="segmented" role="group" aria-label="Heat map type">
                {HEAT_MAP_BUTTONS.map((button) => (
                  <button
                    key={button.type}
                    type="button"
                    className="segmented__button"
                    aria-pressed={heatMapType === button.type}
                    onClick={() => dispatch(heatMapTypeChanged(button.type))}
                  >
                    {button.label}
                  </button>
                ))}
              </div>
            }
          />
        </div>
        <div className="grid grid--two arc-zones__row">
          <section className="card" aria-labelledby="arc-chart-title">
            <div className="card__header">
              <h2 id="arc-chart-title" className="card__title">
                Points per Shot by Zone
              </h2>
            </div>
            {arcZones.data ? (
              <Suspense fallback={<Spinner label="Loading the chart" />}>
                <ArcZoneChart efficiency={arcZones.data} team={team} />
              </Suspense>
            ) : arcZones.isError ? (
              <p className="empty-state">The zone figures could not be loaded.</p>
            ) : (
              <Spinner label="Loading the zone figures" />
            )}
          </section>
        </div>
        {shotMap}
        <section className="card" aria-labelledby="team-players-title">
          <div className="card__header">
            <h2 id="team-players-title" className="card__title">
              {team} players
            </h2>
          </div>
          {playerTable}
        </section>
        <div className="grid grid--two">
          <ImagePanel
            title="Shot Distance per Period"
            alt={`${team}: mean shot distance in each 10-minute period`}
            url={sdpm.currentData}
            error={sdpm.error}
            downloadName={fileName('shot distance per period')}
            onSettled={charts.markSettled}
          />
          <ImagePanel
            title="Average Shot Positions"
            alt={`${team}: leading shooters at their average shot position`}
            url={asd.currentData}
            error={asd.error}
            downloadName={fileName('average shot positions')}
            onSettled={charts.markSettled}
          />
        </div>
      </div>
    </div>
  );
}
