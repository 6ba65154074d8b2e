import { useEffect, useId, useMemo, useState } from 'react';
import { isFiltered, type ShotFilter } from '../../../contract/filters';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { filtersCleared } from '../../app/uiSlice';
import { NoMatchingShots } from '../../components/NoMatchingShots';
import { errorText } from '../../components/errorText';
import { downloadSvg, fileNameOf } from '../../components/download';
import { DownloadButtons } from '../../components/ImagePanel';
import { Spinner } from '../../components/Spinner';
import { shotMapSvgDocument } from './shotMapSvgDocument';
import { selectShotById, selectShotCounts, selectShotsOf } from './selectors';
import { ShotDetails } from './ShotDetails';
import { ShotMap } from './ShotMap';
import { ShotMapLegend } from './ShotMapLegend';
import { nameOfMatch, summaryOf } from './shotFacts';
import type { SquadId } from '../../app/apiPaths';
import { useGetShotsQuery } from './shotsEndpoints';

type ShotMapCardProps = {
  /** Whose data: the public championship's (null) or a squad's. */
  squadId: SquadId;
  team: string;
  filter: ShotFilter;
  /** Match names by match id, e.g. 'v Kerry, 25 Jun 2023'; a match without one is shown by its id. */
  matchNames: Readonly<Record<string, string>>;
  /** The filter in words ('2nd half · frees'); '' for none. Written on a downloaded map. */
  filterWords: string;
  /** The downloaded map's footnote, as the API's images carry one: filter, season, sample data. */
  footnote: string | null;
  /** The season is played under the two-point rules: draw the 40 m arc and mark two-point attempts. */
  twoPointArc: boolean;
};

/**
 * The shot map card: every shot of the team that passes the filter, drawn in the browser from
 * /shots, with its legend and the details of the shot pointed at, focused or tapped. A failed
 * fetch is logged and leaves the card empty, as a failed image does (docs/behaviour.md#image-failures).
 */
export function ShotMapCard({
  squadId,
  team,
  filter,
  matchNames,
  filterWords,
  footnote,
  twoPointArc,
}: ShotMapCardProps) {
  const dispatch = useAppDispatch();
  const arg = useMemo(() => ({ squadId, team, filter }), [squadId, team, filter]);
  const query = useGetShotsQuery(arg);
  const shots = useAppSelector((state) => selectShotsOf(state, arg));
  const counts = useAppSelector((state) => selectShotCounts(state, arg));
  const [hoveredId, setHoveredId] = useState<string | null>(null);
  const [pinnedId, setPinnedId] = useState<string | null>(null);
  const shownId = hoveredId ?? pinnedId;
  const shown = useAppSelector((state) => (shownId === null ? undefined : selectShotById(state, arg, shownId)));
  const id = useId();

  useEffect(() => {
    if (query.error) console.error('Failed to fetch the shot map:', errorText(query.error));
  }, [query.error]);

  let body;
  if (query.isError) {
    body = <p className="empty-state">The shots could not be loaded.</p>;
  } else if (query.currentData === undefined) {
    body = <Spinner label="Loading the shot map" />;
  } else if (shots.length === 0) {
    body = isFiltered({ ...filter, season: null }) ? (
      <NoMatchingShots onClear={() => dispatch(filtersCleared())} />
    ) : (
      <p className="empty-state">No shots for {team} in this data.</p>
    );
  } else {
    body = (
      <div className="shot-map__body">
        <div className="shot-map__layout">
          <div className="shot-map__figure">
            <ShotMap
              shots={shots}
              matchNames={matchNames}
              label={`${team} shots`}
              describedBy={`${id}-keys`}
              twoPointArc={twoPointArc}
              pinnedId={pinnedId}
              hoveredId={hoveredId}
              onHover={setHoveredId}
              onPin={setPinnedId}
            />
            <p id={`${id}-keys`} className="visually-hidden">
              Arrow keys move from shot to shot in match order, Home and End go to the first and last, Escape clears the
              details.
            </p>
          </div>
          <ShotDetails shot={shown} matchName={shown ? nameOfMatch(matchNames, shown.matchId) : ''} />
          <ShotMapLegend counts={counts} twoPointArc={twoPointArc} />
        </div>
      </div>
    );
  }

  return (
    <section className="card shot-map" aria-labelledby={`${id}-title`}>
      <div className="card__header">
        <h2 id={`${id}-title`} className="card__title">
          Shot Map
        </h2>
        {counts.total > 0 && !query.isError && <p className="shot-map__summary">{summaryOf(counts)}</p>}
        {shots.length > 0 && (
          <DownloadButtons
            what="Shot Map"
            save={(format) => {
              const svg = shotMapSvgDocument({
                title: `${team}: every shot`,
                subtitle: filterWords,
                shots,
                matchNames,
                footnote,
                twoPointArc,
              });
              return downloadSvg(fileNameOf(team, 'shot map', filterWords), svg, format);
            }}
          />
        )}
      </div>
      {body}
    </section>
  );
}
