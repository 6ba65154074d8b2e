import { skipToken } from '@reduxjs/toolkit/query';
import { memo, useEffect, useMemo, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { NO_SUCH_SQUAD, type SquadSummary } from '../../contract/squadApi';
import type { SquadId, TeamFilterArg } from './apiPaths';
import type { Match, PlayerRecord } from '../../contract/answers';
import { describeFilter, NO_FILTER, type ShotFilter } from '../../contract/filters';
import { imageFootnote } from '../../contract/images';
import { hasTwoPointArc } from '../../contract/scoring';
import { ErrorPage } from '../components/ErrorPage';
import { errorText } from '../components/errorText';
import { Spinner } from '../components/Spinner';
import { useGetHeatMapUrlQuery, useGetScoringZoneEfficiencyQuery } from '../features/attacking/attackingEndpoints';
import { AttackingView, preloadScoringZoneChart } from '../features/attacking/AttackingView';
import { LogOutButton } from '../features/auth/LogOutButton';
import { UserFullName } from '../features/auth/UserFullName';
import { useGetHealthQuery } from '../features/dashboard/healthEndpoints';
import { DashboardLayout } from '../features/dashboard/DashboardLayout';
import { useGetSeasonsQuery } from '../features/dashboard/seasonsEndpoints';
import { useGetTeamsQuery } from '../features/dashboard/teamsEndpoints';
import { DefendingView } from '../features/defending/DefendingView';
import { FilterBar } from '../features/filters/FilterBar';
import { FixturesView } from '../features/fixtures/FixturesView';
import { SeasonGlance } from '../features/fixtures/SeasonGlance';
import { reportPagePath } from '../features/report/reportSource';
import { useGetMatchesQuery } from '../features/fixtures/matchesEndpoints';
import { selectMatchNames } from '../features/fixtures/selectors';
import { PlayerTable } from '../features/players/PlayerTable';
import { ShotMapCard } from '../features/shotMap/ShotMapCard';
import { RestartsView } from '../features/restarts/RestartsView';
import { usePaintedValue } from './afterPaint';
import { useOpenDashboard } from './useOpenDashboard';
import { TurnoversCard } from '../features/restarts/TurnoversCard';
import { PlayersPage } from '../features/players/PlayersPage';
import { useGetPlayersQuery } from '../features/players/playersEndpoints';
import { DataSourcePicker } from '../features/squads/DataSourcePicker';
import { useLiveFigures } from '../features/capture/liveFigures';
import { useConnection } from '../features/sync/useSyncStatus';
import { selectMySquad, selectMySquads, selectSquadsLoaded } from '../features/squads/selectors';
import { useGetSquadsQuery } from '../features/squads/squadsEndpoints';
import { selectPlayers } from '../features/players/selectors';
import { useAppDispatch, useAppSelector } from './hooks';
import { fileNameOf } from '../components/download';
import {
  DEFAULT_TEAM,
  linkCorrected,
  linkTeamSpelled,
  matchChosen,
  noticeDismissed,
  playerChosen,
  selectFilter,
  selectHeatMapType,
  selectNotice,
  selectSeason,
  selectSeasonParam,
  seasonsLoaded,
  selectSelectedTeam,
  selectSquadId,
  selectView,
  squadLost,
  VIEW_TITLES,
  type View,
} from './uiSlice';
import { NewDataStatus, useNewData } from './newData';
import { useDashboardLink } from './useDashboardLink';

/** Team names compared as a link may spell them: case aside, accents still count. */
const sameName = new Intl.Collator('en', { sensitivity: 'accent' });

function Prompt({ children }: { children: ReactNode }) {
  return <p className="empty-state">{children}</p>;
}

/** What the dashboard says when the squad shown has no shot yet, and where to bring some. */
function EmptySquad({ squad }: { squad: SquadSummary }) {
  return (
    <p className="empty-state">
      {squad.name} has no shots yet.{' '}
      {squad.role === 'viewer' ? 'Its analysts add its matches; check back soon.' : 'Upload a file of its matches on '}
      {squad.role !== 'viewer' && <Link to={`/squads/${encodeURIComponent(squad.id)}`}>its squad page</Link>}
      {squad.role !== 'viewer' && '.'}
    </p>
  );
}

/** Whether an answer is the API's refusal of a squad the user may not see (not, say, an unknown team of it). */
function refusedSquad(error: FetchBaseQueryError | SerializedError | undefined): boolean {
  return error !== undefined && 'status' in error && error.status === 404 && errorText(error) === NO_SUCH_SQUAD;
}

/** Said when a link names a squad that is not one of the user's. */
export const NOT_MY_SQUAD = "The link's squad is not one of yours; showing the public championship data.";
/** Said when the squad shown is refused: the user was removed from it, or it was deleted. */
export const LOST_SQUAD =
  'You are no longer a member of that squad (or it was deleted); showing the public championship data.';

/**
 * Whether the data knows what the filter names. A link may carry a match of another team or a
 * player who never shot: the API would refuse those, so they are checked first and, if unknown,
 * dropped with a notice. Until the lists arrive the filter is not sent anywhere.
 */
type CheckedFilter = {
  /** The filter to send, once every value it names is known; null while checking or when refused. */
  filter: ShotFilter | null;
  /** What to drop from the filter, and the notice that says so. */
  rejected: { filter: Partial<ShotFilter>; notice: string } | null;
};

function useCheckedFilter(
  squadId: SquadId,
  team: string | null,
  filter: ShotFilter,
  matchIds: readonly string[] | undefined,
  seasonOnly: ShotFilter,
): CheckedFilter {
  const playersArg = useMemo(() => ({ squadId, filter: seasonOnly }), [squadId, seasonOnly]);
  const players = useGetPlayersQuery(filter.player !== null ? playersArg : skipToken);
  const allPlayers = useAppSelector((state) => selectPlayers(state, playersArg));
  const playersLoaded = players.data !== undefined;
  return useMemo((): CheckedFilter => {
    if (team === null) return { filter: null, rejected: null };
    const unknownMatches = matchIds ? filter.match.filter((id) => !matchIds.includes(id)) : null;
    const { player } = filter;
    const playerKnown =
      player === null
        ? true
        : playersLoaded
          ? allPlayers.some((row) => row.TeamName === team && row.PlayerName === player)
          : null;
    if ((filter.match.length > 0 && unknownMatches === null) || playerKnown === null) {
      return { filter: null, rejected: null };
    }
    if ((unknownMatches ?? []).length === 0 && playerKnown) return { filter, rejected: null };
    const notices = [
      ...(unknownMatches ?? []).map((id) => `The link's match '${id}' is not one of ${team}'s; showing every match.`),
      ...(playerKnown ? [] : [`The link's player '${player ?? ''}' did not shoot for ${team}; showing every player.`]),
    ];
    return {
      filter: null,
      rejected: {
        filter: {
          match: filter.match.filter((id) => !unknownMatches?.includes(id)),
          player: playerKnown ? player : null,
        },
        notice: notices.join(' '),
      },
    };
  }, [team, filter, matchIds, playersLoaded, allPlayers]);
}

/** Fetches the first view's code before it is shown, while the sign-in's confirmation is read. */
export const preloadFirstView = preloadScoringZoneChart;

/** The signed-in dashboard, started afresh for each dataset version it follows (docs/behaviour.md#new-data). */
export function DashboardPage() {
  const generation = useNewData();
  return <Dashboard key={generation} />;
}

/**
 * The dashboard of one dataset version. Teams, the scoring-zone figures and the heat map are its top-level
 * loads: they start at sign-in, follow the team, heat-map type and filter, and any failure among
 * them replaces the whole dashboard with the error page (docs/behaviour.md#error-page). The team,
 * view and filter live in the address too, so a copied link opens the same view.
 */
function Dashboard() {
  const dispatch = useAppDispatch();
  const correct = useDashboardLink();
  const squadId = useAppSelector(selectSquadId);
  // A squad's figures follow its matches as they are recorded (docs/behaviour.md#live-figures),
  // through listeners started again should a reconnect leave them behind.
  useLiveFigures(squadId);
  useConnection();
  const squads = useGetSquadsQuery();
  // The public data records no kickouts or turnovers; the sample squad's matches do.
  const sampleSquad = useAppSelector(selectMySquads).find((summary) => summary.sample) ?? null;
  const openDashboard = useOpenDashboard();
  const squad = useAppSelector((state) => selectMySquad(state, squadId));
  const squadsLoaded = useAppSelector(selectSquadsLoaded);
  const view = useAppSelector(selectView);
  const team = useAppSelector(selectSelectedTeam);
  const heatMapType = useAppSelector(selectHeatMapType);
  const filter = useAppSelector(selectFilter);
  // The title, subtitle and chips follow the view, team and filter at once; the views and their
  // requests once that is painted, so a choice shows before the views' work (docs/performance.md#choices-first).
  const shownView = usePaintedValue(view);
  const shownFilter = usePaintedValue(filter);
  // Another squad's data comes with its own team at once: never a squad's figures of the last one's team.
  const chosen = useMemo(() => ({ squadId, team }), [squadId, team]);
  const shownChoice = usePaintedValue(chosen);
  const shownTeam = shownChoice.squadId === squadId ? shownChoice.team : team;
  const notice = useAppSelector(selectNotice);
  const season = useAppSelector(selectSeason);
  const seasonParam = useAppSelector(selectSeasonParam);
  const seasonsAnswer = useGetSeasonsQuery(squadId);
  useEffect(() => {
    // Without an answer (an older API, say) the dashboard goes on as with one season. A link's
    // season the data lacks is put right in place, so Back never returns to it.
    // The current source's answer only: while another source's seasons load, the last ones stay in `data`.
    const answer = seasonsAnswer.currentData;
    if (answer) correct(seasonsLoaded(answer.map((info) => info.season)));
    else if (seasonsAnswer.isError && !refusedSquad(seasonsAnswer.error)) correct(seasonsLoaded([]));
  }, [seasonsAnswer.currentData, seasonsAnswer.isError, seasonsAnswer.error, correct]);
  // Every call waits for the seasons, and names the selected one when the data holds several.
  const seasonOnly = useMemo(() => ({ ...NO_FILTER, season: seasonParam ?? null }), [seasonParam]);
  const teams = useGetTeamsQuery(seasonParam === undefined ? skipToken : { squadId, season: seasonParam });
  const health = useGetHealthQuery();
  // The current source's teams only (`data` keeps the last source's while the new one loads).
  const teamList = teams.currentData;
  const knownTeam = shownTeam !== '' && teamList?.includes(shownTeam) ? shownTeam : null;
  const teamMatches = useGetMatchesQuery(knownTeam ? { squadId, team: knownTeam, filter: seasonOnly } : skipToken);
  const matchNames = useAppSelector((state) =>
    knownTeam ? selectMatchNames(state, { squadId, team: knownTeam, filter: seasonOnly }) : null,
  );
  const seasonFilter = useMemo(() => ({ ...shownFilter, season: seasonOnly.season }), [shownFilter, seasonOnly]);
  const checked = useCheckedFilter(squadId, knownTeam, seasonFilter, teamMatches.data?.ids, seasonOnly);
  const arg = useMemo(
    () => (knownTeam && checked.filter ? { squadId, team: knownTeam, filter: checked.filter } : null),
    [squadId, knownTeam, checked.filter],
  );
  const efficiency = useGetScoringZoneEfficiencyQuery(arg ?? skipToken);
  const heatMap = useGetHeatMapUrlQuery(arg ? { ...arg, heatMapType } : skipToken);

  // A squad the user is not (or no longer) a member of: the link's, or one whose member they were
  // until a moment ago. The dashboard goes back to the public data and says why (docs/behaviour.md#data-source).
  // The API answers a squad one is not a member of exactly as one that does not exist, so only the
  // list of my squads tells the two notices apart: a squad in it that now refuses me is one I was
  // removed from (or that was deleted); one not in it is a link to a squad that is not mine, even
  // when the refusal arrives before the list (after a reload, say).
  const squadRefused = [teams, seasonsAnswer, efficiency, heatMap].some((query) => refusedSquad(query.error));
  const notMine = squadId !== null && squadsLoaded && squad === undefined;
  const lost = squadId !== null && squadsLoaded && squad !== undefined && squadRefused;
  const refetchSquads = squads.refetch;
  useEffect(() => {
    if (lost) {
      correct(squadLost(LOST_SQUAD));
      void refetchSquads();
    } else if (notMine) correct(squadLost(NOT_MY_SQUAD));
  }, [lost, notMine, correct, refetchSquads]);

  const unknownTeam = team !== '' && teamList !== undefined && !teamList.includes(team);
  // A link's team matches whatever its case: 'kerry' is Kerry (the API matches names exactly).
  const spelledTeam = unknownTeam ? teamList.find((name) => sameName.compare(name, team) === 0) : undefined;
  useEffect(() => {
    if (spelledTeam !== undefined) correct(linkTeamSpelled(spelledTeam));
  }, [spelledTeam, correct]);
  useEffect(() => {
    if (!unknownTeam || spelledTeam !== undefined) return;
    // A squad's dashboard falls back to the squad's own team, the public data's to Galway.
    const preferred = squad?.team ?? DEFAULT_TEAM;
    const fallback = teamList.includes(preferred) ? preferred : (teamList[0] ?? '');
    const showing = fallback === '' ? 'no team' : fallback;
    correct(
      linkCorrected({ team: fallback, notice: `The link's team '${team}' is not in the data; showing ${showing}.` }),
    );
  }, [unknownTeam, spelledTeam, teamList, team, squad, correct]);
  const { rejected } = checked;
  useEffect(() => {
    if (rejected) correct(linkCorrected(rejected));
  }, [rejected, correct]);

  const failed = [teams, efficiency, heatMap].filter((query) => query.isError);
  if (failed[0] && !(squadId !== null && squadRefused)) {
    const retry = () => failed.forEach((query) => void query.refetch());
    return <ErrorPage message={errorText(failed[0].error)} onRetry={retry} />;
  }

  const nameOfMatch = (id: string) => matchNames?.[id] ?? id;
  const filterWords = describeFilter(filter, nameOfMatch);
  // The views' words name the filter they show, which is a render behind while they catch up.
  const shownWords = describeFilter(shownFilter, nameOfMatch);
  // A downloaded picture says what it shows, as the API's images do (docs/behaviour.md#downloads).
  const seasonNote = seasonParam === undefined ? [] : [`${season} season`];
  const footnote = imageFootnote([...shownWords, ...seasonNote], squadId === null && health.data?.isSample === true);
  // The 40 m arc counts in a season under the two-point rules (docs/behaviour.md#scoring-rules).
  const seasonEra = seasonsAnswer.data?.find((info) => info.season === season)?.era;
  const twoPointArc = seasonParam !== undefined && seasonEra !== undefined && hasTwoPointArc(seasonEra);

  // A squad without a shot yet: its page is where the data comes in.
  const emptySquad = squad !== undefined && teamList !== undefined && teamList.length === 0;

  const teamLabel = view === 'players' && filter.player === null ? 'All teams' : team || 'No team selected';
  // What the data is, once the current data has said which seasons it holds.
  const dataKnown = seasonParam !== undefined;
  const seasonWords = dataKnown ? `${season} championship` : null;
  // Whose data it is comes first: the squad's name, or nothing for the public data as the spec has it.
  // A sample squad's name says it is one.
  const isSample = squadId === null && dataKnown && health.data?.isSample === true;
  const subtitle = [squad?.name, teamLabel, ...filterWords, seasonWords, isSample ? 'Sample data' : null]
    .filter(Boolean)
    .join(' · ');
  const matchOptions = Object.entries(matchNames ?? {}).map(([id, label]) => ({ id, label }));

  return (
    <DashboardLayout
      title={VIEW_TITLES[view]}
      subtitle={subtitle}
      userName={<UserFullName />}
      logOut={<LogOutButton />}
      dataSource={(afterChoice) => <DataSourcePicker onChosen={afterChoice} />}
    >
      <NewDataStatus />
      {notice && (
        <div className="notice" role="status">
          <p className="notice__text">{notice}</p>
          <button type="button" className="button button--small" onClick={() => dispatch(noticeDismissed())}>
            Dismiss
          </button>
        </div>
      )}
      <FilterBar matches={matchOptions} />
      <DashboardViews
        view={shownView}
        squadId={squadId}
        team={shownTeam}
        arg={arg}
        checkedFilter={checked.filter}
        seasonFilter={seasonFilter}
        emptySquad={emptySquad ? squad : null}
        words={shownWords.join(' ')}
        matchNames={matchNames}
        footnote={footnote}
        twoPointArc={twoPointArc}
        sampleSquad={squadId === null ? sampleSquad : null}
        openDashboard={openDashboard}
      />
    </DashboardLayout>
  );
}

type DashboardViewsProps = {
  view: View;
  squadId: SquadId;
  /** The team chosen, '' for none; `arg` names it once the data knows it and the filter is checked. */
  team: string;
  arg: TeamFilterArg | null;
  checkedFilter: ShotFilter | null;
  seasonFilter: ShotFilter;
  /** The squad shown, when it has no shot yet. */
  emptySquad: SquadSummary | null;
  /** The filter's words, for the names of downloaded files. */
  words: string;
  matchNames: Record<string, string> | null;
  footnote: string | null;
  twoPointArc: boolean;
  /** On the public data, the sample squad, which records what the public data does not. */
  sampleSquad: SquadSummary | null;
  openDashboard: ReturnType<typeof useOpenDashboard>;
};

/**
 * The view chosen. Memoised with props that keep their identity while only the title, subtitle and
 * chips change, so the render that paints a choice first does not render the views too.
 */
const DashboardViews = memo(function DashboardViews({
  view,
  squadId,
  team,
  arg,
  checkedFilter,
  seasonFilter,
  emptySquad,
  words,
  matchNames,
  footnote,
  twoPointArc,
  sampleSquad,
  openDashboard,
}: DashboardViewsProps) {
  const dispatch = useAppDispatch();
  const seeSample = (label: string) =>
    sampleSquad ? (
      <button
        type="button"
        className="button"
        onClick={() => openDashboard({ id: sampleSquad.id, team: sampleSquad.team })}
      >
        {label}
      </button>
    ) : null;
  const chooseMatch = (match: Match) => dispatch(matchChosen(match.id));
  const choosePlayer = (player: PlayerRecord) =>
    dispatch(playerChosen({ team: player.TeamName, player: player.PlayerName }));
  const waiting = <Spinner label={team ? `Loading ${team}` : 'Loading the teams'} />;
  const teamContent = (content: (arg: TeamFilterArg) => ReactNode, prompt: string) =>
    emptySquad ? (
      <EmptySquad squad={emptySquad} />
    ) : team === '' ? (
      <Prompt>{prompt}</Prompt>
    ) : arg ? (
      content(arg)
    ) : (
      waiting
    );

  const content: Record<View, ReactNode> = {
    attacking: teamContent(
      ({ team: name, filter: active }) => (
        <AttackingView
          key={`${squadId ?? ''}\u0000${name}`}
          squadId={squadId}
          team={name}
          filter={active}
          filterWords={words}
          shotMap={
            <ShotMapCard
              squadId={squadId}
              team={name}
              filter={active}
              matchNames={matchNames ?? {}}
              filterWords={words}
              footnote={footnote}
              twoPointArc={twoPointArc}
            />
          }
          playerTable={
            <PlayerTable
              table="attacking"
              squadId={squadId}
              team={name}
              filter={active}
              caption={`${name} players' shooting`}
              onPlayerChosen={choosePlayer}
              csvName={fileNameOf(name, 'players', words)}
            />
          }
        />
      ),
      'Please select a team to view its attacking analysis.',
    ),
    defending: emptySquad ? (
      <EmptySquad squad={emptySquad} />
    ) : team === '' ? (
      <DefendingView key="" squadId={squadId} team="" filter={NO_FILTER} filterWords="" />
    ) : arg ? (
      <DefendingView
        key={`${squadId ?? ''}\u0000${arg.team}`}
        squadId={squadId}
        team={arg.team}
        filter={arg.filter}
        filterWords={words}
        turnovers={
          <TurnoversCard
            squadId={squadId}
            team={arg.team}
            filter={arg.filter}
            filterWords={words}
            elsewhere={seeSample("See the sample squad's turnovers")}
          />
        }
      />
    ) : (
      waiting
    ),
    restarts: teamContent(
      ({ team: name, filter: active }) => (
        <RestartsView
          squadId={squadId}
          team={name}
          filter={active}
          filterWords={words}
          elsewhere={seeSample("See the sample squad's kickouts")}
        />
      ),
      'Please select a team to view its restarts.',
    ),
    players: emptySquad ? (
      <EmptySquad squad={emptySquad} />
    ) : checkedFilter || team === '' ? (
      <PlayersPage
        squadId={squadId}
        filter={checkedFilter ?? seasonFilter}
        onPlayerChosen={choosePlayer}
        filterWords={words}
      />
    ) : (
      waiting
    ),
    fixtures: teamContent(
      ({ team: name, filter: active }) => (
        <div className="view__content">
          <FixturesView
            squadId={squadId}
            team={name}
            filter={active}
            filterWords={words}
            onMatchChosen={chooseMatch}
            reportPath={(match) => reportPagePath(squadId, match.id, name)}
          />
          <SeasonGlance squadId={squadId} team={name} filter={active} filterWords={words} />
        </div>
      ),
      'Please select a team to view its fixtures.',
    ),
  };

  return content[view];
});
