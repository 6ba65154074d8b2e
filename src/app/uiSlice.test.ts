import { authStateChanged } from '../features/auth/authSlice';
import {
  heatMapTypeChanged,
  initialUiState,
  seasonChanged,
  sidebarToggled,
  teamSelected,
  uiSlice,
  viewChanged,
} from './uiSlice';

const reduce = uiSlice.reducer;

describe('ui slice', () => {
  it('starts on the spec defaults: attacking, sidebar open, shots, 2023, Galway', () => {
    expect(reduce(undefined, { type: 'init' })).toEqual({
      view: 'attacking',
      sidebarOpen: true,
      heatMapType: 'shots',
      season: '2023',
      selectedTeam: 'Galway',
    });
  });

  it('switches the view', () => {
    expect(reduce(initialUiState, viewChanged('defending')).view).toBe('defending');
    expect(reduce(initialUiState, viewChanged('players')).view).toBe('players');
  });

  it('closes and reopens the sidebar', () => {
    const closed = reduce(initialUiState, sidebarToggled());
    expect(closed.sidebarOpen).toBe(false);
    expect(reduce(closed, sidebarToggled()).sidebarOpen).toBe(true);
  });

  it('sets the heat map type', () => {
    expect(reduce(initialUiState, heatMapTypeChanged('miss')).heatMapType).toBe('miss');
    expect(reduce(initialUiState, heatMapTypeChanged('score')).heatMapType).toBe('score');
  });

  it('keeps 2023 when 2024, which is only coming soon, is chosen', () => {
    expect(reduce(initialUiState, seasonChanged('2024')).season).toBe('2023');
  });

  it('selects a team, or none', () => {
    expect(reduce(initialUiState, teamSelected('Kerry')).selectedTeam).toBe('Kerry');
    expect(reduce(initialUiState, teamSelected('')).selectedTeam).toBe('');
  });

  it('returns to the defaults when the user signs out', () => {
    const changed = [viewChanged('players'), sidebarToggled(), teamSelected('Mayo')].reduce(reduce, initialUiState);
    expect(reduce(changed, authStateChanged(null))).toEqual(initialUiState);
  });

  it('keeps the choices when the auth listener reports the same user again', () => {
    const changed = reduce(initialUiState, teamSelected('Mayo'));
    expect(reduce(changed, authStateChanged({ uid: 'u1', email: 'a@b.ie' })).selectedTeam).toBe('Mayo');
  });
});
