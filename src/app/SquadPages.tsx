import type { ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import { LogOutButton } from '../features/auth/LogOutButton';
import { selectAuthUser } from '../features/auth/authSlice';
import { UserFullName } from '../features/auth/UserFullName';
import { DashboardLayout } from '../features/dashboard/DashboardLayout';
import { DataSourcePicker } from '../features/squads/DataSourcePicker';
import { JoinPage } from '../features/squads/JoinPage';
import { SquadPage } from '../features/squads/SquadPage';
import { SquadsPage } from '../features/squads/SquadsPage';
import { useSquad } from '../features/squads/useSquad';
import { SyncStatus } from '../features/sync/SyncStatus';
import { reportPagePath } from '../features/report/reportSource';
import { useAppSelector } from './hooks';
import { useOpenDashboard } from './useOpenDashboard';

/**
 * The squads' pages in the dashboard's frame (docs/behaviour.md#squad-page): the same header and
 * sidebar, where any choice of data, team or view goes to the dashboard.
 */
export function SquadFrame({ title, subtitle, children }: { title: string; subtitle: string; children: ReactNode }) {
  const openDashboard = useOpenDashboard();
  const toDashboard = () => openDashboard();
  return (
    <DashboardLayout
      title={title}
      subtitle={subtitle}
      userName={<UserFullName />}
      logOut={<LogOutButton />}
      dataSource={(afterChoice) => (
        <DataSourcePicker
          onChosen={() => {
            afterChoice();
            toDashboard();
          }}
        />
      )}
      afterChoice={toDashboard}
      teamChoice={false}
    >
      {children}
    </DashboardLayout>
  );
}

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
