import { NO_FILTER } from '../../contract/filters';
import { dashboardSearch, readDashboardLink } from './dashboardLink';
import { initialUiState } from './uiSlice';

describe('the dashboard in its address', () => {
  it('writes nothing for the defaults, so the dashboard starts at a bare /', () => {
    expect(dashboardSearch(initialUiState)).toBe('');
  });

  it('writes the team, the view and the filter in one order', () => {
    const state = {
      selectedTeam: 'Ros Comáin',
      view: 'defending' as const,
      filter: { ...NO_FILTER, shotType: 'free' as const, half: '2' as const, match: ['b', 'a'] },
    };
    expect(dashboardSearch(state)).toBe('?team=Ros+Com%C3%A1in&view=defending&match=b&match=a&half=2&shotType=free');
  });

  it('reads back what it writes', () => {
    const state = {
      selectedTeam: 'Kerry',
      view: 'fixtures' as const,
      filter: { ...NO_FILTER, period: '70+' as const, player: 'Dara Ó Sé' },
    };
    expect(readDashboardLink(dashboardSearch(state))).toEqual({
      team: 'Kerry',
      view: 'fixtures',
      filter: state.filter,
      notice: null,
    });
  });

  it('reads no team as Galway, and an empty team as no team selected', () => {
    expect(readDashboardLink('?view=players').team).toBe('Galway');
    expect(readDashboardLink('?team=').team).toBe('');
  });

  it('falls back to the default for what is malformed, and says so', () => {
    expect(readDashboardLink('?team=Kerry&view=graphs&half=3&period=70%2B&shotType=goal')).toEqual({
      team: 'Kerry',
      view: 'attacking',
      filter: { ...NO_FILTER, period: '70+' },
      notice:
        "The link's view 'graphs' does not exist; showing Attacking. The link's half '3' is not one we know; it was left out. " +
        "The link's shotType 'goal' is not one we know; it was left out.",
    });
  });

  it('ignores parameters that are not the dashboard’s, such as a campaign tag', () => {
    expect(readDashboardLink('?utm_source=mail&team=Mayo')).toEqual({
      team: 'Mayo',
      view: 'attacking',
      filter: NO_FILTER,
      notice: null,
    });
  });
});
