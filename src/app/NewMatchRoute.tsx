import { useNavigate } from 'react-router-dom';
import { canWrite } from '../../contract/squad';
import { NO_SUCH_SQUAD } from '../../contract/squadApi';
import { NewMatchPage } from '../features/capture/NewMatchPage';
import { useGetRosterQuery } from '../features/squads/rosterEndpoints';
import { Spinner } from '../components/Spinner';
import { allPlayers, useRecordingSquad } from './recordingSquad';
import { SquadFrame } from './SquadFrame';

/**
 * A new match to record (docs/capture.md), `/squads/:squadId/matches/new`, in the squads' frame: a
 * chunk of its own, so the capture screen a phone opens at the pitch side does not download the form.
 */

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
