import { act, screen, waitFor, within } from '@testing-library/react';
import { getDoc } from 'firebase/firestore';
import { loadMockedFirebase, mockProfile, snapshotOf } from '../testKit/firebaseMocks';
import { dashboardAnswers, mockApi, TEAMS } from '../testKit/mockApi';
import { renderWithProviders, SIGNED_IN } from '../testKit/renderWithProviders';
import { AppRoutes } from './AppRoutes';
import { onAPhone } from '../testKit/phone';

function renderDashboard(route = '/') {
  return renderWithProviders(<AppRoutes />, { route, preloadedState: SIGNED_IN, loadFirebase: loadMockedFirebase });
}

/** Most tests are about something else; let the profile read settle first so nothing updates late. */
async function renderLoadedDashboard(route = '/') {
  const rendered = renderDashboard(route);
  // Hidden too: a phone's sidebar starts closed.
  await screen.findByRole('heading', { name: 'Cian Ó Dónaill', hidden: true });
  return rendered;
}

beforeEach(() => {
  mockProfile({ email: 'c@example.ie', fullName: 'Cian Ó Dónaill' });
});

describe('Dashboard shell', () => {
  it("shows the user's full name from their profile, with the fallback until it loads", async () => {
    mockApi(dashboardAnswers());
    let answer: (snapshot: ReturnType<typeof snapshotOf>) => void = () => undefined;
    jest.mocked(getDoc).mockReturnValue(
      new Promise((resolve) => {
        answer = resolve;
      }),
    );
    renderDashboard();
    const sidebar = await screen.findByRole('complementary', { name: 'Sidebar' });
    expect(within(sidebar).getByRole('heading', { level: 2 })).toHaveTextContent("User's Name");
    act(() => answer(snapshotOf({ email: 'c@example.ie', fullName: 'Cian Ó Dónaill' })));
    expect(await within(sidebar).findByRole('heading', { name: 'Cian Ó Dónaill' })).toBeInTheDocument();
  });

  it("keeps \"User's Name\" and logs 'No such document!' when the profile is missing", async () => {
    mockApi(dashboardAnswers());
    mockProfile(undefined);
    const log = jest.spyOn(console, 'log').mockImplementation(() => undefined);
    renderDashboard();
    await waitFor(() => expect(log).toHaveBeenCalledWith('No such document!'));
    const sidebar = screen.getByRole('complementary', { name: 'Sidebar' });
    expect(within(sidebar).getByRole('heading', { level: 2 })).toHaveTextContent("User's Name");
  });

  it("offers seasons '2023' and a disabled '2024 - Coming Soon'", async () => {
    mockApi(dashboardAnswers());
    await renderLoadedDashboard();
    const season = screen.getByRole('combobox', { name: 'Season' });
    expect(season).toHaveValue('2023');
    expect(within(season).getByRole('option', { name: '2024 - Coming Soon' })).toBeDisabled();
  });

  it("lists 'Select a team' then the API's teams, with Galway selected", async () => {
    mockApi(dashboardAnswers());
    const { user, store } = await renderLoadedDashboard();
    const team = screen.getByRole('combobox', { name: 'Team' });
    await screen.findByRole('option', { name: 'Kerry' });
    expect(
      within(team)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Select a team', ...TEAMS]);
    expect(within(team).getByRole('option', { name: 'Select a team' })).toHaveValue('');
    expect(team).toHaveValue('Galway');
    await user.selectOptions(team, 'Kerry');
    expect(store.getState().ui.selectedTeam).toBe('Kerry');
  });

  it('switches the view with the navigation buttons', async () => {
    mockApi(dashboardAnswers());
    const { user } = await renderLoadedDashboard();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Attacking');
    await user.click(screen.getByRole('button', { name: 'Defending' }));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Defending');
    expect(screen.getByRole('button', { name: 'Defending' })).toHaveAttribute('aria-current', 'page');
    await user.click(screen.getByRole('button', { name: 'Players' }));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Players Stats');
    await user.click(screen.getByRole('button', { name: 'Fixtures' }));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Fixtures');
  });

  it('starts with the sidebar open and toggles it from the header', async () => {
    mockApi(dashboardAnswers());
    const { user } = await renderLoadedDashboard();
    const toggle = screen.getByRole('button', { name: 'Close sidebar' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.click(toggle);
    expect(screen.queryByRole('complementary', { name: 'Sidebar' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Open sidebar' }));
    expect(screen.getByRole('complementary', { name: 'Sidebar' })).toBeVisible();
  });

  it("replaces the dashboard with 'An error occurred: ' and the API's message when teams fail, and retries", async () => {
    const api = mockApi({ ...dashboardAnswers(), '/teams': { status: 500, body: { error: 'Internal server error' } } });
    const { user } = await renderLoadedDashboard();
    expect(await screen.findByRole('alert')).toHaveTextContent('An error occurred: Internal server error');
    api.restore();
    mockApi(dashboardAnswers());
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('option', { name: 'Kerry' })).toBeInTheDocument();
  });

  it('shows the dashboard at any path when signed in', async () => {
    mockApi(dashboardAnswers());
    await renderLoadedDashboard('/signin');
    expect(screen.getByRole('button', { name: 'Log Out' })).toBeInTheDocument();
  });

  it("moves the focus to the new view's heading when the view changes", async () => {
    mockApi(dashboardAnswers());
    const { user } = await renderLoadedDashboard();
    await user.click(screen.getByRole('button', { name: 'Fixtures' }));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Fixtures');
    expect(screen.getByRole('heading', { level: 1 })).toHaveFocus();
  });

  it('skips to the content from a link that comes first', async () => {
    mockApi(dashboardAnswers());
    const { user } = await renderLoadedDashboard();
    await user.tab();
    expect(screen.getByRole('link', { name: 'Skip to content' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('main')).toHaveFocus();
  });
});

describe('Dashboard shell on a phone', () => {
  beforeEach(() => {
    onAPhone();
    mockApi(dashboardAnswers());
  });

  const sidebar = () => screen.queryByRole('complementary', { name: 'Sidebar' });

  it('starts with the sidebar closed, as it would cover the page, and opens it from the header', async () => {
    const { user } = await renderLoadedDashboard();
    expect(sidebar()).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Open sidebar' }));
    expect(sidebar()).toBeVisible();
    expect(screen.getByRole('combobox', { name: 'Data' })).toHaveFocus();
  });

  it('closes the sidebar after a view or a team is chosen', async () => {
    const { user } = await renderLoadedDashboard();
    await user.click(screen.getByRole('button', { name: 'Open sidebar' }));
    await user.click(screen.getByRole('button', { name: 'Players' }));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Players Stats');
    expect(sidebar()).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Open sidebar' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Team' }), 'Kerry');
    expect(sidebar()).not.toBeInTheDocument();
  });

  it('closes on Escape and on a tap outside, giving the focus back to the toggle', async () => {
    const { user } = await renderLoadedDashboard();
    await user.click(screen.getByRole('button', { name: 'Open sidebar' }));
    await user.keyboard('{Escape}');
    expect(sidebar()).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open sidebar' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Open sidebar' }));
    // The dimmed page behind: in a browser the tap lands on the backdrop over it.
    await user.click(document.body);
    expect(sidebar()).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open sidebar' })).toHaveFocus();
  });

  it('keeps the focus in the sidebar and its toggle while it is open, and the page behind inert', async () => {
    const { user } = await renderLoadedDashboard();
    await user.click(screen.getByRole('button', { name: 'Open sidebar' }));
    expect(screen.getByRole('main', { hidden: true })).toHaveAttribute('inert');
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Close sidebar' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Log Out' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Close sidebar' })).toHaveFocus();
  });
});
