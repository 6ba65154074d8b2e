import type { ReactNode } from 'react';
import { useAppSelector } from '../../app/hooks';
import { selectSelectedTeam, selectView, type View } from '../../app/uiSlice';
import { ErrorPage } from '../../components/ErrorPage';
import { errorText } from '../../components/errorText';
import { Header } from './Header';
import { Sidebar } from './Sidebar';
import { useGetTeamsQuery } from './teamsEndpoints';

const VIEW_TITLES: Record<View, string> = {
  attacking: 'Attacking',
  defending: 'Defending',
  players: 'Players Stats',
  fixtures: 'Fixtures',
};

type DashboardProps = {
  userName: ReactNode;
  logOut: ReactNode;
};

export function Dashboard({ userName, logOut }: DashboardProps) {
  const view = useAppSelector(selectView);
  const selectedTeam = useAppSelector(selectSelectedTeam);
  const teams = useGetTeamsQuery();

  if (teams.isError) {
    return <ErrorPage message={errorText(teams.error)} onRetry={() => void teams.refetch()} />;
  }

  return (
    <div className="dashboard">
      <Header />
      <div className="dashboard__body">
        <Sidebar heading={userName} footer={logOut} />
        <main className="dashboard__main" aria-labelledby="view-title">
          <h1 id="view-title" className="dashboard__title">
            {VIEW_TITLES[view]}
          </h1>
          <p className="dashboard__subtitle">{selectedTeam || 'No team selected'} · 2023 championship</p>
        </main>
      </div>
    </div>
  );
}
