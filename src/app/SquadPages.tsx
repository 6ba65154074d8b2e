import { useParams } from 'react-router-dom';
import { selectAuthUser } from '../features/auth/authSlice';
import { JoinPage } from '../features/squads/JoinPage';
import { selectMySquad } from '../features/squads/selectors';
import { SquadPage } from '../features/squads/SquadPage';
import { SquadsPage } from '../features/squads/SquadsPage';
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
  const squad = useAppSelector((state) => selectMySquad(state, squadId));
  const uid = useAppSelector(selectAuthUser)?.uid ?? '';
  return (
    <SquadFrame title={squad?.name ?? 'Squad'} subtitle={squad ? `Squad page · ${squad.team}` : 'Squad page'}>
      <SquadPage myUid={uid} />
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
