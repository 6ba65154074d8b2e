import { useParams } from 'react-router-dom';
import { canWrite } from '../../contract/squad';
import { NO_SUCH_SQUAD } from '../../contract/squadApi';
import { CapturePage } from '../features/capture/CapturePage';
import { selectPending } from '../features/capture/captureSlice';
import { useGetRosterQuery, useGetSquadMatchesQuery } from '../features/squads/rosterEndpoints';
import { SyncStatus } from '../features/sync/SyncStatus';
import { Spinner } from '../components/Spinner';
import { useAppSelector } from './hooks';
import { allPlayers, useRecordingSquad } from './recordingSquad';
import { SquadFrame } from './SquadFrame';
import { reportPagePath } from '../features/report/reportSource';

/**
 * Recording a match (docs/capture.md), `/squads/:squadId/matches/:matchId/capture`, in the squads'
 * frame: a chunk of its own.
 */

/**
 * The sync status the squad page shows, counting this match's events by name
 * (docs/behaviour.md#sync-status). It reads the count itself, so that a write re-renders it alone,
 * not the route's whole frame (docs/performance.md#tap).
 */
function CaptureSyncStatus() {
  const pendingEvents = useAppSelector(selectPending);
  return <SyncStatus counted={{ pending: pendingEvents, one: 'event', many: 'events' }} />;
}

const CAPTURE_SYNC_STATUS = <CaptureSyncStatus />;

export function CaptureRoute() {
  const { squadId, squad, loading, uid } = useRecordingSquad();
  const { matchId = '' } = useParams();
  const matches = useGetSquadMatchesQuery(squadId);
  const match = matches.data?.entities[matchId];
  const roster = useGetRosterQuery(squadId);
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
      syncStatus={CAPTURE_SYNC_STATUS}
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
