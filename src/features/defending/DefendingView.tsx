import type { ReactNode } from 'react';
import { skipToken } from '@reduxjs/toolkit/query';
import { useAppConfig } from '../../app/ConfigContext';
import { fileNameOf } from '../../components/download';
import { ImagePanel } from '../../components/ImagePanel';
import { Spinner } from '../../components/Spinner';
import { useImagesSettled } from '../../components/useImagesSettled';
import type { ShotFilter } from '../../../contract/filters';
import type { DefendingMap } from '../../../contract/images';
import type { SquadId } from '../../app/apiPaths';
import { useGetDefendingMapUrlQuery } from './defendingEndpoints';

/** The view waits this long after its maps load (docs/behaviour.md#min-waits). */
const SETTLE_AFTER_IMAGES_MS = 1000;

/**
 * The owner's four titles, each with a subtitle saying what it draws: the titles alone do not say
 * that every map is of shots conceded (docs/behaviour.md#defending-view).
 */
const MAPS: ReadonlyArray<{ map: DefendingMap; name: string; subtitle: string; alt: string }> = [
  { map: 'blocked', name: 'Blocked', subtitle: "Opponents' shots blocked", alt: "opponents' shots the team blocked" },
  {
    map: 'pp',
    name: 'PP',
    subtitle: 'Shots conceded under pressure',
    alt: 'conceded shots the team put under pressure, scored and missed',
  },
  { map: 'pressure', name: 'Pressure', subtitle: 'Shots conceded by zone', alt: 'shots conceded by zone' },
  { map: 'tackles', name: 'Tackle', subtitle: 'Frees conceded', alt: 'frees conceded, scored and missed' },
];

/** With no team, each map says 'Please select a team to view the ... map.' (docs/behaviour.md#defending-view). */
export const selectTeamPrompt = (name: string) => `Please select a team to view the ${name} map.`;

/** `latest`: the last address answered, for any choice; `current`: this choice's, once it is answered. */
function useMapUrl(map: DefendingMap, squadId: SquadId, team: string, filter: ShotFilter) {
  const query = useGetDefendingMapUrlQuery(team ? { map, squadId, team, filter } : skipToken);
  return { latest: query.data, current: query.currentData, failed: query.isError, error: query.error };
}

type DefendingViewProps = {
  /** Whose data: the public championship's (null) or a squad's. */
  squadId: SquadId;
  team: string;
  filter: ShotFilter;
  /** Words for the filter ('2nd half · frees'), for the names of downloaded files; '' for none. */
  filterWords: string;
  /** Where the team won the ball back, from the app (docs/behaviour.md#defending-turnovers). */
  turnovers?: ReactNode;
};

export function DefendingView({ squadId, team, filter, filterWords, turnovers }: DefendingViewProps) {
  const { minLoadingScale } = useAppConfig();
  const urls = {
    blocked: useMapUrl('blocked', squadId, team, filter),
    pp: useMapUrl('pp', squadId, team, filter),
    pressure: useMapUrl('pressure', squadId, team, filter),
    tackles: useMapUrl('tackles', squadId, team, filter),
  };
  const settled = useImagesSettled(
    team ? MAPS.map(({ map }) => (urls[map].failed ? null : urls[map].latest)) : [],
    team ? SETTLE_AFTER_IMAGES_MS * minLoadingScale : 0,
  );

  return (
    <div className="view" aria-busy={!settled.ready}>
      {!settled.ready && <Spinner label={`Loading ${team}'s defending maps`} />}
      <div className={settled.ready ? 'view__content' : 'view__content view__content--loading'}>
        <div className="grid grid--two">
          {MAPS.map(({ map, name, subtitle, alt }) => (
            <ImagePanel
              key={map}
              title={`${name} Map`}
              subtitle={subtitle}
              alt={`${team}: ${alt}`}
              url={urls[map].current}
              error={urls[map].error}
              placeholder={team ? undefined : selectTeamPrompt(name)}
              downloadName={fileNameOf(team, `${name} map`, filterWords)}
              onSettled={settled.markSettled}
            />
          ))}
        </div>
        {turnovers}
      </div>
    </div>
  );
}
