import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NO_FILTER } from '../../contract/filters';
import { AppRoutes } from './AppRoutes';
import { initialUiState, type View } from './uiSlice';
import { loadMockedFirebase, mockProfile, signedInFirebase } from '../testKit/firebaseMocks';
import { HAND_GLANCE, HAND_RESTARTS as HAND } from '../testKit/handRestarts';
import { dashboardAnswers, mockApi, squadDashboardAnswers } from '../testKit/mockApi';
import { squadSummary } from '../testKit/squads';
import { renderWithProviders, SIGNED_IN } from '../testKit/renderWithProviders';

/**
 * The Restarts view, the Defending view's turnovers and the season at a glance, driven as a user
 * does, over the hand-worked match's answers as the API makes them (src/testKit/handRestarts.json)
 * and the public data's, which records shots only.
 */

beforeEach(() => {
  mockProfile(undefined);
  jest.spyOn(console, 'log').mockImplementation(() => undefined);
});

/** Clifden's dashboard on `view`, its restarts and season those of the hand-worked match unless `recorded` is false. */
function openView(view: View, { recorded = true, filter = NO_FILTER, query = '' } = {}) {
  const answers = dashboardAnswers('Clifden', query);
  const api = mockApi({
    ...answers,
    ...(recorded
      ? {
          [`/restarts?team=Clifden${query ? `&${query}` : ''}`]: {
            body: { ...HAND, ignored: query ? ['shotType'] : [] },
          },
          [`/season-glance?team=Clifden${query ? `&${query}` : ''}`]: { body: HAND_GLANCE },
        }
      : {}),
  });
  renderWithProviders(<AppRoutes />, {
    preloadedState: { ...SIGNED_IN, ui: { ...initialUiState, view, selectedTeam: 'Clifden', filter } },
    loadFirebase: loadMockedFirebase,
  });
  return api;
}

describe('the Restarts view', () => {
  it("counts the team's kickouts kept and the opponent's won, maps where they landed, and keeps each by length and zone", async () => {
    openView('restarts');
    const summary = await screen.findByRole('region', { name: 'Clifden kickouts' });
    expect(
      within(summary)
        .getAllByRole('definition')
        .map((figure) => figure.textContent),
    ).toEqual(['2 of 3 67%', '1 of 1 100%']);
    expect(within(summary).getByText("Oughterard's kickouts won")).toBeInTheDocument();
    expect(screen.getByRole('img', { name: /^Kickout landings: Clifden v Oughterard\. / })).toBeInTheDocument();
    const byLength = screen.getByRole('table', { name: /own kickouts kept by length and contest/ });
    expect(within(byLength).getByRole('row', { name: /^Short/ })).toHaveTextContent('Short2 of 2 (100%)0 of 0 (–)');
    const byZone = screen.getByRole('table', { name: /kept by landing zone/ });
    expect(
      within(byZone)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Inside the 45, right wing', 'Beyond the 65, left wing', 'Beyond the 65, centre']);
    expect(screen.getByRole('button', { name: /^Download CSV: .*by length and contest/ })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Download the Kickout landings' })).toBeInTheDocument();
  });

  it('says a filter by shot type leaves the kickouts as they are', async () => {
    openView('restarts', { filter: { ...NO_FILTER, shotType: 'free' }, query: 'shotType=free' });
    expect(await screen.findByText(/Kickouts have no shot type, pressure or shooter/)).toBeInTheDocument();
  });

  it('says which data would fill it when the data records shots only, with no figure that looks measured', async () => {
    openView('restarts', { recorded: false });
    expect(await screen.findByRole('heading', { name: 'Kickouts: not recorded' })).toBeInTheDocument();
    expect(screen.getByText(/the public championship data records shots only/)).toBeInTheDocument();
    expect(screen.getByText(/A squad's matches fill this view once their kickouts are recorded/)).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByText(/0%/)).not.toBeInTheDocument();
  });

  it('is a button of the sidebar, after Players', async () => {
    openView('attacking');
    const sidebar = await screen.findByRole('complementary', { name: 'Sidebar' });
    const views = within(sidebar)
      .getAllByRole('button')
      .map((button) => button.textContent)
      .filter((name) => ['Attacking', 'Defending', 'Players', 'Restarts', 'Fixtures'].includes(name));
    expect(views).toEqual(['Attacking', 'Defending', 'Players', 'Restarts', 'Fixtures']);
    await userEvent.click(within(sidebar).getByRole('button', { name: 'Restarts' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Restarts' })).toBeInTheDocument();
  });
});

describe("the Defending view's turnovers", () => {
  it('maps where the team won the ball back and counts it by third', async () => {
    openView('defending');
    expect(await screen.findByRole('img', { name: /^Turnovers won: Clifden v Oughterard\. / })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: /turnovers won by third/ });
    expect(within(table).getByRole('row', { name: /^Won in middle third/ })).toHaveTextContent('10');
    expect(within(table).getByRole('row', { name: /^All lost/ })).toHaveTextContent('21');
  });

  it('says which data would fill the map when the data records no turnovers', async () => {
    openView('defending', { recorded: false });
    expect(await screen.findByRole('heading', { name: 'Turnovers won: not recorded' })).toBeInTheDocument();
    expect(screen.getByText(/fill this map once their turnovers are recorded/)).toBeInTheDocument();
  });
});

describe("the public data's empty Restarts view and turnovers map", () => {
  it.each([
    [
      'restarts',
      'Kickouts: not recorded',
      "See the sample squad's kickouts",
      { role: 'region', name: 'Clifden kickouts' },
    ],
    [
      'defending',
      'Turnovers won: not recorded',
      "See the sample squad's turnovers",
      { role: 'img', name: /^Turnovers won: Clifden v Oughterard\. / },
    ],
  ] as const)('on %s, offer the sample squad, whose figures a press shows', async (view, heading, label, figure) => {
    const api = mockApi({
      ...dashboardAnswers('Clifden'),
      ...squadDashboardAnswers('sample', 'Clifden'),
      '/squads': {
        body: [squadSummary({ id: 'sample', name: 'Sample squad: Clifden', sample: true, role: 'viewer' })],
      },
      '/squads/sample/restarts?team=Clifden': { body: { ...HAND, ignored: [] } },
    });
    renderWithProviders(<AppRoutes />, {
      preloadedState: { ...SIGNED_IN, ui: { ...initialUiState, view, selectedTeam: 'Clifden' } },
      loadFirebase: signedInFirebase('coach-1'),
    });
    await screen.findByRole('heading', { name: heading });
    await userEvent.click(await screen.findByRole('button', { name: label }));
    expect(await screen.findByRole(figure.role, { name: figure.name })).toBeInTheDocument();
    expect(api.requested).toContain('/squads/sample/restarts?team=Clifden');
    expect(screen.queryByRole('button', { name: label })).not.toBeInTheDocument();
  });
});

describe('the season at a glance', () => {
  it('has a row per match under the fixtures, and a trend of the figure chosen', async () => {
    openView('fixtures');
    const table = await screen.findByRole('table', { name: 'Clifden: season at a glance, one row per match' });
    const [row] = within(table).getAllByRole('row').slice(1);
    expect(within(row as HTMLElement).getByRole('rowheader')).toHaveTextContent('v Oughterard, 1 Jun 2025');
    expect(
      within(row as HTMLElement)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['0-2 to 1-2', '67%', expect.stringMatching(/^[+−]\d+\.\d$/), '2 of 3 (67%)', '1 / 2']);
    const conversion = screen.getByRole('button', { name: 'Conversion' });
    expect(conversion).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Kickout retention' }));
    expect(screen.getByRole('button', { name: 'Kickout retention' })).toHaveAttribute('aria-pressed', 'true');
    expect(conversion).toHaveAttribute('aria-pressed', 'false');
    expect(screen.queryByText(/'–' marks what/)).not.toBeInTheDocument();
  });

  it("reads '–' where the public data lacks kickouts and turnovers, says why, and draws no kickout trend", async () => {
    openView('fixtures', { recorded: false });
    const table = await screen.findByRole('table', { name: /season at a glance/ });
    for (const row of within(table).getAllByRole('row').slice(1)) {
      const cells = within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
      expect(cells.slice(-2)).toEqual(['–', '–']);
    }
    expect(screen.getByText(/'–' marks what a match's data does not record/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Kickout retention' }));
    expect(screen.getByText('Kickout retention: not recorded in this data.')).toBeInTheDocument();
  });
});
