import { skipToken } from '@reduxjs/toolkit/query';
import type { ReactNode } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import {
  seasonChanged,
  selectSeason,
  selectSeasonParam,
  selectSeasons,
  selectSelectedTeam,
  selectSidebarOpen,
  selectSquadId,
  selectView,
  sidebarClosed,
  teamSelected,
  viewChanged,
  type View,
} from '../../app/uiSlice';
import { SeasonOptions } from './SeasonOptions';
import { useGetTeamsQuery } from './teamsEndpoints';
import { SIDEBAR_ID, useSidebarIsOverlay } from './useSidebarOverlay';

const NAVIGATION: ReadonlyArray<{ view: View; label: string }> = [
  { view: 'attacking', label: 'Attacking' },
  { view: 'defending', label: 'Defending' },
  { view: 'players', label: 'Players' },
  // Kickouts and turnovers (docs/behaviour.md#restarts): beside the spec's four.
  { view: 'restarts', label: 'Restarts' },
  { view: 'fixtures', label: 'Fixtures' },
];

type SidebarProps = {
  /** The signed-in user's name; the auth feature owns where it comes from. */
  heading: ReactNode;
  /**
   * The choice of data above the team (the public data or a squad's), from the squads feature; it
   * is given what a choice should do after itself (close the sidebar on a phone, and so on).
   */
  dataSource: (afterChoice: () => void) => ReactNode;
  /** The Log Out control. */
  footer: ReactNode;
  /** Called after a choice of team or view: a page other than the dashboard goes to the dashboard. */
  afterChoice?: () => void;
  /** Whether the season and team are chosen here: on the dashboard, not on a squad's page. */
  teamChoice?: boolean;
};

export function Sidebar({ heading, dataSource, footer, afterChoice, teamChoice = true }: SidebarProps) {
  const dispatch = useAppDispatch();
  const open = useAppSelector(selectSidebarOpen);
  const season = useAppSelector(selectSeason);
  const selectedTeam = useAppSelector(selectSelectedTeam);
  const view = useAppSelector(selectView);
  const seasons = useAppSelector(selectSeasons);
  const seasonParam = useAppSelector(selectSeasonParam);
  const squadId = useAppSelector(selectSquadId);
  const { data: teams = [] } = useGetTeamsQuery(
    seasonParam === undefined ? skipToken : { squadId, season: seasonParam },
  );
  const overlay = useSidebarIsOverlay();
  // On a phone the sidebar covers what the user just chose; get it out of the way.
  const closeOnPhone = () => {
    if (overlay) dispatch(sidebarClosed());
  };
  const chosen = () => {
    closeOnPhone();
    afterChoice?.();
  };

  return (
    <aside id={SIDEBAR_ID} className="sidebar" hidden={!open} aria-label="Sidebar">
      <h2 className="sidebar__heading">{heading}</h2>
      {dataSource(chosen)}
      <label className="field field--dark" hidden={!teamChoice}>
        <span className="field__label">Season</span>
        <select
          className="field__input"
          value={season}
          onChange={(event) => dispatch(seasonChanged(event.target.value))}
        >
          <SeasonOptions seasons={seasons} />
        </select>
      </label>
      <label className="field field--dark" hidden={!teamChoice}>
        <span className="field__label">Team</span>
        <select
          className="field__input"
          value={selectedTeam}
          onChange={(event) => {
            dispatch(teamSelected(event.target.value));
            chosen();
          }}
        >
          <option value="">Select a team</option>
          {teams.map((team) => (
            <option key={team} value={team}>
              {team}
            </option>
          ))}
        </select>
      </label>
      <nav className="sidebar__nav" aria-label="Views">
        {NAVIGATION.map((item) => (
          <button
            key={item.view}
            type="button"
            className="sidebar__nav-button"
            aria-current={view === item.view ? 'page' : undefined}
            onClick={() => {
              dispatch(viewChanged(item.view));
              chosen();
            }}
          >
            {item.label}
          </button>
        ))}
      </nav>
      <div className="sidebar__footer">{footer}</div>
    </aside>
  );
}
