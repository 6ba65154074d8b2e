import { useNavigate, useParams } from 'react-router-dom';
import { canWrite } from '../../contract/squad';
import { NO_SUCH_SQUAD } from '../../contract/squadApi';
import { selectAuthUser } from '../features/auth/authSlice';
import { CapturePage } from '../features/capture/CapturePage';
import { selectPending } from '../features/capture/captureSlice';
import { NewMatchPage } from '../features/capture/NewMatchPage';
import { rosterAdapter, useGetRosterQuery, useGetSquadMatchesQuery } from '../features/squads/rosterEndpoints';
import { useSquad } from '../features/squads/useSquad';
import { SyncStatus } from '../features/sync/SyncStatus';
import { Spinner } from '../components/Spinner';
import { useAppSelector } from './hooks';
import { SquadFrame } from './SquadFrame';
import { reportPagePath } from '../features/report/reportSource';

/**
 * Recording a match (docs/capture.md), a chunk of its own: `/squads/:squadId/matches/new` and
 * `/squads/:squadId/matches/:matchId/capture`, in the squads' frame.
 */

const { selectAll: allPlayers } = rosterAdapter.getSelectors();

/**
 * The squad at the address, from the API or, with no network, as this device last read it from
 * Firestore: a match is recorded at the pitch side with no signal (docs/behaviour.md#offline).
 */
function useRecordingSquad() {
  const { squadId = '' } = useParams();
  const uid = useAppSelector(selectAuthUser)?.uid ?? '';
  const { squad, isLoading } = useSquad(squadId, uid);
  return { squadId, squad: squad?.summary, loading: isLoading, uid };
}

export function NewMatchRoute() {
  const { squadId, squad, loading, uid } = useRecordingSquad();
  const navigate = useNavigate();
  const roster = useGetRosterQuery(squadId);
  const body = loading ? (
    <Spinner label="Loading the squad" />
  ) : !squad ? (
    <p className="empty-state">{NO_SUCH_SQUAD}.</p>
  ) : !canWrite(squad.role) ? (
    <p className="empty-state">Only the squad’s owners and analysts record matches.</p>
  ) : (
    <NewMatchPage
      squadId={squadId}
      team={squad.team}
      uid={uid}
      roster={roster.data?.loaded ? allPlayers(roster.data) : null}
      onCreated={(matchId) => void navigate(`/squads/${encodeURIComponent(squadId)}/matches/${matchId}/capture`)}
    />
  );
  return (
    <SquadFrame title="Record a match" subtitle={squad ? `${squad.name} · a new match` : 'A new match'}>
      {body}
    </SquadFrame>
  );
}

export function CaptureRoute() {
  const { squadId, squad, loading, uid } = useRecordingSquad();
  const { matchId = '' } = useParams();
  const matches = useGetSquadMatchesQuery(squadId);
  const match = matches.data?.entities[matchId];
  const roster = useGetRosterQuery(squadId);
  // The sync status the squad page shows, counting this match's events by name (docs/behaviour.md#sync-status).
  const pendingEvents = useAppSelector(selectPending);
  const body = loading ? (
    <Spinner label="Loading the squad" />
  ) : !squad ? (
    <p className="empty-state">{NO_SUCH_SQUAD}.</p>
  ) : (
    <CapturePage
      squadId={squadId}
      matchId={matchId}
      uid={uid}
      team={squad.team}
      canWrite={canWrite(squad.role)}
      roster={roster.data?.loaded ? allPlayers(roster.data) : null}
      reportHref={reportPagePath(squadId, matchId)}
      syncStatus={<SyncStatus counted={{ pending: pendingEvents, one: 'event', many: 'events' }} />}
    />
  );
  return (
    <SquadFrame
      title={match ? `${squad?.team ?? 'Us'} v ${match.opponent}` : 'A match'}
      subtitle={match ? `${match.competition} · ${match.date}` : (squad?.name ?? 'Squad')}
    >
      {body}
    </SquadFrame>
  );
}
