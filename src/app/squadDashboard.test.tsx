import { screen, waitFor, within } from '@testing-library/react';
import type { SquadSummary } from '../../contract/squadApi';
import { NO_SUCH_SQUAD } from '../../contract/squadApi';
import { AppRoutes } from './AppRoutes';
import { Address, address } from '../testKit/address';
import { mockProfile, signedInFirebase } from '../testKit/firebaseMocks';
import { dashboardAnswers, mockApi, squadDashboardAnswers } from '../testKit/mockApi';
import { renderWithProviders, SIGNED_IN } from '../testKit/renderWithProviders';
import { squadSummary } from '../testKit/squads';
import { initialAuthState } from '../features/auth/authSlice';

const CLIFDEN = squadSummary();
const SAMPLE = squadSummary({ id: 'sample', name: 'Sample squad: Clifden', role: 'viewer', sample: true });

/** The dashboard's calls for the squad, whose teams are Clifden and one opponent. */
const squadAnswers = (squad: SquadSummary) => squadDashboardAnswers(squad.id, squad.team, ['Clifden', 'Roundstone']);

function renderApp(route: string) {
  return renderWithProviders(
    <>
      <AppRoutes />
      <Address />
    </>,
    { route, preloadedState: SIGNED_IN, loadFirebase: signedInFirebase('u1') },
  );
}

// The dashboard and the squads' pages are chunks of their own: loaded once here, so no test waits for them.
beforeAll(() => Promise.all([import('./DashboardPage'), import('./SquadPages')]));

beforeEach(() => {
  mockProfile({ email: 'c@example.ie', fullName: 'Cian Ó Dónaill' });
});

describe("a squad's dashboard", () => {
  it("asks every figure of the squad, with the user's token, and names the squad under the title", async () => {
    const api = mockApi({ ...dashboardAnswers(), '/squads': { body: [CLIFDEN, SAMPLE] }, ...squadAnswers(CLIFDEN) });
    renderApp('/?squad=sq1&team=Clifden');
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 1 }).nextElementSibling).toHaveTextContent(
        'Clifden Seniors · Clifden · 2023 championship',
      ),
    );
    await waitFor(() => expect(api.requested).toContain('/squads/sq1/scoring-zone-efficiency?team=Clifden'));
    const squadCalls = api.calls.filter((call) => call.path.startsWith('/squads'));
    expect(squadCalls.every((call) => call.authorization === 'Bearer token-of-u1')).toBe(true);
    // Not one figure of the public data is asked for while the squad is shown.
    expect(api.requested.filter((path) => path.startsWith('/scoring-zone-efficiency'))).toEqual([]);
    expect(screen.getByRole('combobox', { name: 'Data' })).toHaveValue('sq1');
    expect(address()).toBe('/?squad=sq1&team=Clifden');
  });

  it("switches to a squad from the sidebar, showing the squad's team, and back to the public data", async () => {
    const api = mockApi({ ...dashboardAnswers(), '/squads': { body: [CLIFDEN, SAMPLE] }, ...squadAnswers(SAMPLE) });
    const { user } = renderApp('/');
    const data = await screen.findByRole('combobox', { name: 'Data' });
    await screen.findByRole('option', { name: 'Sample squad: Clifden' });
    expect(
      within(data)
        .getAllByRole('group')
        .map((group) => group.getAttribute('label')),
    ).toEqual(['My squads', 'Sample']);
    await user.selectOptions(data, 'Sample squad: Clifden');
    await waitFor(() => expect(address()).toBe('/?squad=sample&team=Clifden'));
    await waitFor(() => expect(api.requested).toContain('/squads/sample/heatmaps/Clifden/shots'));
    expect(screen.getByRole('link', { name: 'Squad page' })).toHaveAttribute('href', '/squads/sample');
    await user.selectOptions(data, 'Public championship');
    await waitFor(() => expect(address()).toBe('/'));
    expect(screen.getByRole('combobox', { name: 'Team' })).toHaveValue('Galway');
  });

  it('goes back to the public data, saying why, when the squad refuses the user (removed, or deleted)', async () => {
    mockApi({
      ...dashboardAnswers(),
      '/squads': { body: [CLIFDEN] },
      ...squadAnswers(CLIFDEN),
      '/squads/sq1/seasons': { status: 404, body: { error: NO_SUCH_SQUAD } },
    });
    renderApp('/?squad=sq1&team=Clifden');
    expect(await screen.findByText(/You are no longer a member of that squad/)).toBeInTheDocument();
    await waitFor(() => expect(address()).toBe('/'));
    expect(screen.queryByRole('heading', { name: /An error occurred/ })).not.toBeInTheDocument();
  });

  it("says so when a link names a squad that is not one of the user's", async () => {
    mockApi({ ...dashboardAnswers(), '/squads': { body: [SAMPLE] }, ...squadAnswers(CLIFDEN) });
    renderApp('/?squad=sq1&team=Clifden');
    expect(
      await screen.findByText("The link's squad is not one of yours; showing the public championship data."),
    ).toBeInTheDocument();
    await waitFor(() => expect(address()).toBe('/'));
  });

  it('tells a member of an empty squad where its data comes in', async () => {
    const empty = { ...CLIFDEN, matches: 0, shots: 0 };
    mockApi({
      ...dashboardAnswers(),
      '/squads': { body: [empty] },
      ...squadAnswers(empty),
      '/squads/sq1/teams': { body: [] },
      '/squads/sq1/seasons': { body: [] },
    });
    renderApp('/?squad=sq1&team=Clifden');
    expect(await screen.findByText(/Clifden Seniors has no shots yet/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'its squad page' })).toHaveAttribute('href', '/squads/sq1');
  });
});

describe('an invite link', () => {
  it('takes a signed-out visitor to the sign-in form, which says why', async () => {
    renderWithProviders(
      <>
        <AppRoutes />
        <Address />
      </>,
      { route: '/join/abcDEF123', preloadedState: { auth: { ...initialAuthState, status: 'signedOut' } } },
    );
    expect(await screen.findByText('Sign in, or sign up, to join the squad you were invited to.')).toBeInTheDocument();
    expect(address()).toBe('/signin');
  });

  it('joins a signed-in user and offers the squad’s dashboard', async () => {
    const api = mockApi({
      ...dashboardAnswers(),
      '/squads': { body: [CLIFDEN] },
      'POST /invites/abcDEF123/accept': { body: { squadId: 'sq1', name: 'Clifden Seniors', role: 'analyst' } },
      ...squadAnswers(CLIFDEN),
    });
    const { user } = renderApp('/join/abcDEF123');
    expect(await screen.findByRole('heading', { name: 'Welcome to Clifden Seniors' })).toBeInTheDocument();
    expect(screen.getByText('You are in Clifden Seniors as analyst.')).toBeInTheDocument();
    expect(api.calls.filter((call) => call.method === 'POST')).toEqual([
      { method: 'POST', path: '/invites/abcDEF123/accept', authorization: 'Bearer token-of-u1' },
    ]);
    await user.click(screen.getByRole('button', { name: 'Open its dashboard' }));
    await waitFor(() => expect(address()).toBe('/?squad=sq1&team=Clifden'));
  });

  it('says what the API says of a code that does not work', async () => {
    mockApi({
      ...dashboardAnswers(),
      '/squads': { body: [] },
      'POST /invites/used/accept': {
        status: 404,
        body: { error: 'This invite link is not valid: it may have been used' },
      },
    });
    renderApp('/join/used');
    expect(await screen.findByRole('alert')).toHaveTextContent('This invite link is not valid: it may have been used');
  });
});
