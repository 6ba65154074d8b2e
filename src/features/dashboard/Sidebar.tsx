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
  selectView,
  sidebarToggled,
  teamSelected,
  viewChanged,
  type View,
} from '../../app/uiSlice';
import { SIDEBAR_ID } from './Header';
import { SeasonOptions } from './SeasonOptions';
import { useGetTeamsQuery } from './teamsEndpoints';

const NAVIGATION: ReadonlyArray<{ view: View; label: string }> = [
  { view: 'attacking', label: 'Attacking' },
  { view: 'defending', label: 'Defending' },
  { view: 'players', label: 'Players' },
  { view: 'fixtures', label: 'Fixtures' },
];

/** Matches the stylesheet's breakpoint below which the sidebar overlays the page. */
export const OVERLAY_MEDIA_QUERY = '(max-width: 720px)';

type SidebarProps = {
  /** The signed-in user's name; the auth feature owns where it comes from. */
  heading: ReactNode;
  /** The Log Out control. */
  footer: ReactNode;
};

export function Sidebar({ heading, footer }: SidebarProps) {
  const dispatch = useAppDispatch();
  const open = useAppSelector(selectSidebarOpen);
  const season = useAppSelector(selectSeason);
  const selectedTeam = useAppSelector(selectSelectedTeam);
  const view = useAppSelector(selectView);
  const seasons = useAppSelector(selectSeasons);
  const seasonParam = useAppSelector(selectSeasonParam);
  const { data: teams = [] } = useGetTeamsQuery(seasonParam === undefined ? skipToken : seasonParam);

  return (
    <aside id={SIDEBAR_ID} className="sidebar" hidden={!open} aria-label="Sidebar">
      <h2 className="sidebar__heading">{heading}</h2>
      <label className="field field--dark">
        <span className="field__label">Season</span>
        <select
          className="field__input"
          value={season}
          onChange={(event) => dispatch(seasonChanged(event.target.value))}
        >
          <SeasonOptions seasons={seasons} />
        </select>
      </label>
      <label className="field field--dark">
        <span className="field__label">Team</span>
        <select
          className="field__input"
          value={selectedTeam}
          onChange={(event) => dispatch(teamSelected(event.target.value))}
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
              // On a phone the sidebar covers the view it just opened; get it out of the way.
              if (window.matchMedia(OVERLAY_MEDIA_QUERY).matches) dispatch(sidebarToggled());
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
