import { useParams } from 'react-router-dom';
import { selectAuthUser } from '../features/auth/authSlice';
import { JoinPage } from '../features/squads/JoinPage';
import { SquadPage } from '../features/squads/SquadPage';
import { SquadsPage } from '../features/squads/SquadsPage';
import { useSquad } from '../features/squads/useSquad';
import { SyncStatus } from '../features/sync/SyncStatus';
import { reportPagePath } from '../features/report/reportSource';
import { useAppSelector } from './hooks';
import { SquadFrame } from './SquadFrame';

export function SquadsRoute() {
  return (
    <SquadFrame title="Squads" subtitle="Your team's own data, seen only by the people you invite">
      <SquadsPage />
    </SquadFrame>
  );
}

export function SquadRoute() {
  const { squadId = '' } = useParams();
  const uid = useAppSelector(selectAuthUser)?.uid ?? '';
  const squad = useSquad(squadId, uid).squad?.summary;
  return (
    <SquadFrame title={squad?.name ?? 'Squad'} subtitle={squad ? `Squad page · ${squad.team}` : 'Squad page'}>
      <SquadPage myUid={uid} syncStatus={<SyncStatus />} reportPath={reportPagePath} />
    </SquadFrame>
  );
}

export function JoinRoute() {
  return (
    <SquadFrame title="Join a squad" subtitle="An invite link">
      <JoinPage />
    </SquadFrame>
  );
}
