import { skipToken } from '@reduxjs/toolkit/query';
import type { ReactNode } from 'react';
import { ErrorPage } from '../components/ErrorPage';
import { errorText } from '../components/errorText';
import { useGetHeatMapUrlQuery, useGetScoringZoneEfficiencyQuery } from '../features/attacking/attackingEndpoints';
import { AttackingView } from '../features/attacking/AttackingView';
import { LogOutButton } from '../features/auth/LogOutButton';
import { UserFullName } from '../features/auth/UserFullName';
import { useGetHealthQuery } from '../features/dashboard/healthEndpoints';
import { DashboardLayout } from '../features/dashboard/DashboardLayout';
import { useGetTeamsQuery } from '../features/dashboard/teamsEndpoints';
import { DefendingView } from '../features/defending/DefendingView';
import { FixturesView } from '../features/fixtures/FixturesView';
import { PlayerTable } from '../features/players/PlayerTable';
import { PlayersPage } from '../features/players/PlayersPage';
import { useAppSelector } from './hooks';
import { selectHeatMapType, selectSelectedTeam, selectView, type View } from './uiSlice';

const VIEW_TITLES: Record<View, string> = {
  attacking: 'Attacking',
  defending: 'Defending',
  players: 'Players Stats',
  fixtures: 'Fixtures',
};

function Prompt({ children }: { children: ReactNode }) {
  return <p className="empty-state">{children}</p>;
}

/**
 * The signed-in dashboard. Teams, the scoring-zone figures and the heat map are its top-level
 * loads: they start at sign-in, follow the team and heat-map type, and any failure among them
 * replaces the whole dashboard with the error page (docs/behaviour.md#error-page).
 */
export function DashboardPage() {
  const view = useAppSelector(selectView);
  const team = useAppSelector(selectSelectedTeam);
  const heatMapType = useAppSelector(selectHeatMapType);
  const teams = useGetTeamsQuery();
  const efficiency = useGetScoringZoneEfficiencyQuery(team || skipToken);
  const heatMap = useGetHeatMapUrlQuery(team ? { team, heatMapType } : skipToken);
  const health = useGetHealthQuery();

  const failed = [teams, efficiency, heatMap].filter((query) => query.isError);
  if (failed[0]) {
    const retry = () => failed.forEach((query) => void query.refetch());
    return <ErrorPage message={errorText(failed[0].error)} onRetry={retry} />;
  }

  const content: Record<View, ReactNode> = {
    attacking: team ? (
      <AttackingView
        key={team}
        team={team}
        playerTable={<PlayerTable table="attacking" team={team} caption={`${team} players' shooting`} />}
      />
    ) : (
      <Prompt>Please select a team to view its attacking analysis.</Prompt>
    ),
    defending: <DefendingView key={team} team={team} />,
    players: <PlayersPage />,
    fixtures: team ? <FixturesView team={team} /> : <Prompt>Please select a team to view its fixtures.</Prompt>,
  };

  const teamLabel = view === 'players' ? 'All teams' : team || 'No team selected';
  const subtitle = [teamLabel, '2023 championship', health.data?.isSample ? 'Sample data' : null]
    .filter(Boolean)
    .join(' · ');

  return (
    <DashboardLayout
      title={VIEW_TITLES[view]}
      subtitle={subtitle}
      userName={<UserFullName />}
      logOut={<LogOutButton />}
    >
      {content[view]}
    </DashboardLayout>
  );
}
