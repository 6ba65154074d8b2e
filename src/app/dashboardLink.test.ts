import { NO_FILTER } from '../../contract/filters';
import { dashboardSearch, readDashboardLink } from './dashboardLink';
import { initialUiState } from './uiSlice';

describe('the dashboard in its address', () => {
  it('writes nothing for the defaults, so the dashboard starts at a bare /', () => {
    expect(dashboardSearch(initialUiState)).toBe('');
  });

  it('writes the team, the view and the filter in one order', () => {
    const state = {
      squadId: null,
      selectedTeam: 'Ros Comáin',
      view: 'defending' as const,
      filter: { ...NO_FILTER, shotType: 'free' as const, half: '2' as const, match: ['b', 'a'] },
      season: '2023',
      seasons: ['2023'],
    };
    expect(dashboardSearch(state)).toBe('?team=Ros+Com%C3%A1in&view=defending&match=b&match=a&half=2&shotType=free');
  });

  it('reads back what it writes', () => {
    const state = {
      squadId: null,
      selectedTeam: 'Kerry',
      view: 'fixtures' as const,
      filter: { ...NO_FILTER, period: '70+' as const, player: 'Dara Ó Sé' },
      season: '2023',
      seasons: ['2023', '2025'],
    };
    expect(readDashboardLink(dashboardSearch(state))).toEqual({
      squadId: null,
      team: 'Kerry',
      view: 'fixtures',
      filter: state.filter,
      season: '2023',
      notice: null,
    });
  });

  it('writes the season only when it is not the data’s default', () => {
    const base = { squadId: null, selectedTeam: 'Galway', view: 'attacking' as const, filter: NO_FILTER };
    // The newest season is the default.
    expect(dashboardSearch({ ...base, season: '2025', seasons: ['2023', '2025'] })).toBe('');
    expect(dashboardSearch({ ...base, season: '2023', seasons: ['2023', '2025'] })).toBe('?season=2023');
    expect(dashboardSearch({ ...base, season: '2023', seasons: ['2023'] })).toBe('');
    expect(readDashboardLink('?season=twenty').notice).toBe(
      "The link's season 'twenty' is not one we know; it was left out.",
    );
  });

  it("names a squad and always its team, and reads them back; a squad's link without a team asks for one", () => {
    const state = { ...initialUiState, squadId: 'abc123', selectedTeam: 'Galway', seasons: ['2023'] };
    expect(dashboardSearch(state)).toBe('?squad=abc123&team=Galway');
    expect(readDashboardLink('?squad=abc123&team=Galway')).toMatchObject({ squadId: 'abc123', team: 'Galway' });
    expect(readDashboardLink('?squad=abc123')).toMatchObject({ squadId: 'abc123', team: '' });
  });

  it('opens the Restarts view from a link, and writes it back the same', () => {
    const link = readDashboardLink('?squad=sample&team=Clifden&view=restarts&half=2');
    expect(link).toMatchObject({ squadId: 'sample', team: 'Clifden', view: 'restarts', notice: null });
    expect(
      dashboardSearch({
        squadId: link.squadId,
        selectedTeam: link.team,
        view: link.view,
        filter: link.filter,
        season: '2023',
        seasons: null,
      }),
    ).toBe('?squad=sample&team=Clifden&view=restarts&half=2');
  });

  it('reads no team as Galway, and an empty team as no team selected', () => {
    expect(readDashboardLink('?view=players').team).toBe('Galway');
    expect(readDashboardLink('?team=').team).toBe('');
  });

  it('falls back to the default for what is malformed, and says so', () => {
    expect(readDashboardLink('?team=Kerry&view=graphs&half=3&period=70%2B&shotType=goal')).toEqual({
      squadId: null,
      team: 'Kerry',
      view: 'attacking',
      filter: { ...NO_FILTER, period: '70+' },
      season: null,
      notice:
        "The link's view 'graphs' does not exist; showing Attacking. The link's half '3' is not one we know; it was left out. " +
        "The link's shotType 'goal' is not one we know; it was left out.",
    });
  });

  it('ignores parameters that are not the dashboard’s, such as a campaign tag', () => {
    expect(readDashboardLink('?utm_source=mail&team=Mayo')).toEqual({
      squadId: null,
      team: 'Mayo',
      view: 'attacking',
      filter: NO_FILTER,
      season: null,
      notice: null,
    });
  });
});
