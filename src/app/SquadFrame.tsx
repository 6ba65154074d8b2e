import type { ReactNode } from 'react';
import { LogOutButton } from '../features/auth/LogOutButton';
import { UserFullName } from '../features/auth/UserFullName';
import { DashboardLayout } from '../features/dashboard/DashboardLayout';
import { DataSourcePicker } from '../features/squads/DataSourcePicker';
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
