import type { ReactNode } from 'react';
import type { ShotFilter } from '../../../contract/filters';
import { percentText } from '../../../contract/reportText';
import { OPPONENTS } from '../../../contract/restarts';
import type { SquadId } from '../../app/apiPaths';
import { fileNameOf } from '../../components/download';
import { errorText } from '../../components/errorText';
import { SortableTable } from '../../components/SortableTable';
import { Spinner } from '../../components/Spinner';
import { keptColumns, lengthRows, zoneRows } from './restartRows';
import { useGetRestartsQuery } from './restartsEndpoints';
import { SvgMapCard } from './SvgMapCard';
import './restarts.css';

/** What would fill the view, for data that records no kickouts (docs/behaviour.md#restarts-not-recorded). */
export const KICKOUTS_NOT_RECORDED =
  'Kickouts are not recorded in this data: the public championship data records shots only.';
export const KICKOUTS_FILL =
  "A squad's matches fill this view once their kickouts are recorded: on the capture screen, or uploaded from Gaelic-Stat-Logger or Scorelect files or a Páirc squad file.";

/** Said when the filter names a shot type, pressure or player, which a kickout does not have. */
export const IGNORED_NOTE =
  'Kickouts have no shot type, pressure or shooter: these are every kickout in the matches, halves and minutes chosen.';

type RestartsViewProps = {
  /** Whose data: the public championship's (null) or a squad's. */
  squadId: SquadId;
  team: string;
  filter: ShotFilter;
  /** The filter in words ('2nd half'), for the names of downloaded files; '' for none. */
  filterWords: string;
  /** Where kickouts can be seen when this data records none (the sample squad's), if anywhere. */
  elsewhere?: ReactNode;
};

/**
 * Kickouts, both teams' (docs/behaviour.md#restarts): where they landed by outcome, and how many
 * each team kept by length, contest and zone, over the matches and minutes the filter keeps.
 */
export function RestartsView({ squadId, team, filter, filterWords, elsewhere }: RestartsViewProps) {
  const { data, isLoading, isError, error } = useGetRestartsQuery({ squadId, team, filter });
  if (isLoading) return <Spinner label={`Loading ${team}'s restarts`} />;
  if (isError || !data) return <p className="empty-state">Could not load the restarts: {errorText(error)}</p>;

  const { kickouts, opponent } = data;
  const names = [team, opponent] as const;
  return (
    <div className="view">
      <div className="view__content">
        {data.ignored.length > 0 && kickouts && <p className="table-note">{IGNORED_NOTE}</p>}
        {!kickouts ? (
          <section className="card restarts__none" aria-labelledby="restarts-none">
            <h2 id="restarts-none" className="card__title">
              Kickouts: not recorded
            </h2>
            <p>{KICKOUTS_NOT_RECORDED}</p>
            <p>{KICKOUTS_FILL}</p>
            {elsewhere}
          </section>
        ) : (
          <>
            <section className="card" aria-labelledby="restarts-summary">
              <h2 id="restarts-summary" className="card__title">
                {team} kickouts
              </h2>
              {kickouts.recorded < data.matches && (
                <p className="card__subtitle">
                  Kickouts are recorded in {kickouts.recorded} of the {data.matches} matches: these figures are of
                  those.
                </p>
              )}
              <dl className="restarts__numbers">
                <div>
                  <dt>Own kickouts kept</dt>
                  <dd>
                    {kickouts.teams[0].own.retained} of {kickouts.teams[0].own.kicked}{' '}
                    <span className="restarts__rate">{percentText(kickouts.teams[0].own.rate)}</span>
                  </dd>
                </div>
                <div>
                  <dt>{opponent === OPPONENTS ? "Opponents' kickouts won" : `${opponent}'s kickouts won`}</dt>
                  <dd>
                    {kickouts.teams[0].oppositionWon.won} of {kickouts.teams[0].oppositionWon.kicked}{' '}
                    <span className="restarts__rate">{percentText(kickouts.teams[0].oppositionWon.rate)}</span>
                  </dd>
                </div>
              </dl>
            </section>
            <div className="grid grid--two">
              <SvgMapCard
                title="Kickout landings"
                subtitle={`Both teams' kickouts from their own goal: ${team} attacking right. A disc kept, a cross lost, a ring a broken ball.`}
                svg={kickouts.map}
                downloadName={fileNameOf(team, 'kickout landings', filterWords)}
              />
              <section className="card" aria-labelledby="restarts-length">
                <h2 id="restarts-length" className="card__title">
                  Retention by length and contest
                </h2>
                <SortableTable
                  caption={`${team} and ${opponent}: own kickouts kept by length and contest`}
                  columns={keptColumns('Kickouts', names)}
                  rows={lengthRows(kickouts)}
                  rowKey={(row) => row.key}
                  csvName={fileNameOf(team, 'kickouts by length', filterWords)}
                />
              </section>
            </div>
            <section className="card" aria-labelledby="restarts-zones">
              <h2 id="restarts-zones" className="card__title">
                Retention by zone
              </h2>
              <p className="card__subtitle">
                Where each team&apos;s own kickouts landed, measured from its end line; left and right as its goalkeeper
                looks up the pitch.
              </p>
              <SortableTable
                caption={`${team} and ${opponent}: own kickouts kept by landing zone`}
                columns={keptColumns('Zone', names)}
                rows={zoneRows(kickouts)}
                rowKey={(row) => row.key}
                csvName={fileNameOf(team, 'kickouts by zone', filterWords)}
              />
            </section>
          </>
        )}
      </div>
    </div>
  );
}
