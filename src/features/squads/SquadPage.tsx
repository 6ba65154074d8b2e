import type { ReactNode } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { canWrite } from '../../../contract/squad';
import { NO_SUCH_SQUAD } from '../../../contract/squadApi';
import { useOpenDashboard } from '../../app/useOpenDashboard';
import { errorText } from '../../components/errorText';
import { RequestFailure } from '../../components/RequestFailure';
import { Spinner } from '../../components/Spinner';
import { InvitesCard } from './InvitesCard';
import { MatchesCard } from './MatchesCard';
import { MembersCard } from './MembersCard';
import { ROLE_NAMES } from './roles';
import { RosterCard } from './RosterCard';
import { SquadDataCard } from './SquadDataCard';
import { UploadCard } from './UploadCard';
import { useCopySampleMutation } from './squadsEndpoints';
import { useSquad } from './useSquad';

/**
 * What the sample squad is, and a copy of it for the user to own: to try recording, uploads and
 * invites on its matches before their own team's data is in.
 */
function SampleNotice({ squadId }: { squadId: string }) {
  const navigate = useNavigate();
  const [copySample, copying] = useCopySampleMutation();
  const copy = async () => {
    const result = await copySample(squadId);
    if ('data' in result && result.data) void navigate(`/squads/${encodeURIComponent(result.data.id)}`);
  };
  return (
    <div className="notice" role="note">
      <p className="notice__text">
        The sample squad is made up (its players are fictional): look around, then create a squad of your own to bring
        your team’s data, or copy this one to try recording, uploads and invites on it.
      </p>
      <button type="button" className="button" disabled={copying.isLoading} onClick={() => void copy()}>
        {copying.isLoading ? 'Copying…' : 'Copy into a squad of my own'}
      </button>
      <RequestFailure error={copying.error} />
    </div>
  );
}

/**
 * One squad's page (docs/behaviour.md#squad-page): its members, invites, roster and matches, an
 * upload with its preview, the export and deletion; each part as the user's role allows.
 */
export function SquadPage({
  myUid,
  syncStatus,
  reportPath,
}: {
  myUid: string;
  syncStatus: ReactNode;
  /** The address of one of the squad's matches' report (docs/report.md), from the app. */
  reportPath: (squadId: string, matchId: string) => string;
}) {
  const { squadId = '' } = useParams();
  const navigate = useNavigate();
  const openDashboard = useOpenDashboard();
  const { squad: shown, isLoading, error } = useSquad(squadId, myUid);

  if (isLoading) return <Spinner label="Loading the squad" />;
  if (!shown && error) return <p className="empty-state">Could not load your squads: {errorText(error)}</p>;
  if (!shown) return <p className="empty-state">{NO_SUCH_SQUAD}.</p>;

  const squad = shown.summary;
  const writer = canWrite(squad.role);
  const owner = squad.role === 'owner';
  return (
    <div className="squad-page">
      <section className="card squad-summary" aria-label="The squad">
        <p className="squad-summary__facts">
          Studies <strong>{squad.team}</strong> · you are{' '}
          {squad.sample ? 'a viewer of the sample squad' : `its ${ROLE_NAMES[squad.role].toLowerCase()}`} ·{' '}
          {shown.fromDevice
            ? 'its matches, shots and players are counted by the server, which cannot be reached now'
            : `${shown.summary.matches} ${shown.summary.matches === 1 ? 'match' : 'matches'}, ${shown.summary.shots} shots, ${shown.summary.players} players`}
        </p>
        <button type="button" className="button button--primary" onClick={() => openDashboard(squad)}>
          Open its dashboard
        </button>
      </section>
      {writer && syncStatus}
      {squad.sample && <SampleNotice squadId={squad.id} />}
      {!shown.fromDevice && shown.summary.matches === 0 && (
        <p className="notice notice__text" role="note">
          {writer
            ? `${squad.name} has no matches yet: upload a file below to bring in ${squad.team}'s matches${owner ? ', and invite your analysts and coaches' : ''}.`
            : `${squad.name} has no matches yet: its analysts add them.`}
        </p>
      )}
      {writer && !shown.fromDevice && <UploadCard squadId={squad.id} team={squad.team} />}
      <div className="grid grid--two">
        <MatchesCard squadId={squad.id} canWrite={writer} reportPath={(matchId) => reportPath(squad.id, matchId)} />
        <RosterCard squadId={squad.id} canWrite={writer} />
      </div>
      <div className="grid grid--two">
        {!shown.fromDevice && <MembersCard squad={shown.summary} myUid={myUid} />}
        {owner && !shown.fromDevice && <InvitesCard squadId={squad.id} />}
      </div>
      {owner && !shown.fromDevice && (
        <SquadDataCard squad={shown.summary} onDeleted={() => openDashboard({ id: null, team: '' })} />
      )}
      {!owner && !squad.sample && (
        <p className="squad-page__hint">
          Only an owner downloads the squad’s data or deletes it.{' '}
          <button type="button" className="button button--link" onClick={() => void navigate('/squads')}>
            All squads
          </button>
        </p>
      )}
    </div>
  );
}
