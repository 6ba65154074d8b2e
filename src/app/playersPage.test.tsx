import { screen, within } from '@testing-library/react';
import { AppRoutes } from './AppRoutes';
import { initialAuthState } from '../features/auth/authSlice';
import { loadMockedFirebase, mockProfile } from '../testKit/firebaseMocks';
import { dashboardAnswers, mockApi, PLAYERS } from '../testKit/mockApi';
import { renderWithProviders, SIGNED_IN } from '../testKit/renderWithProviders';

beforeEach(() => {
  mockProfile(undefined);
  jest.spyOn(console, 'log').mockImplementation(() => undefined);
});

const rowHeaders = (table: HTMLElement) =>
  within(table)
    .getAllByRole('rowheader')
    .map((cell) => cell.textContent);

describe('Players Stats', () => {
  it('opens from the sidebar with every player in the API order, counts raw and model figures to 2 decimals', async () => {
    mockApi(dashboardAnswers());
    const { user } = renderWithProviders(<AppRoutes />, {
      preloadedState: SIGNED_IN,
      loadFirebase: loadMockedFirebase,
    });
    await user.click(await screen.findByRole('button', { name: 'Players' }));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Players Stats');

    const table = await screen.findByRole('table', { name: /Every player/ });
    expect(rowHeaders(table)).toEqual(PLAYERS.map((row) => row.PlayerName));
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent.replace(/[↕▲▼]/, '')),
    ).toEqual([
      'Player Name',
      'Team Name',
      'Scores',
      'Shots',
      'xP Adv Shot',
      'xPoints',
      'Success UP',
      'Failed UP',
      'Scored Right',
      'Scored Left',
      'Scored Hand',
      'Shot Distance',
      'Difference',
      'Points',
      'xPts',
      'Points - xPts',
    ]);
    const eanna = within(table).getByRole('row', { name: /Éanna/ });
    expect(
      within(eanna)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Galway', '9', '12', '7.50', '7.25', '0', '0', '6', '3', '0', '24.46', '1.75', '9', '7.25', '1.75']);
    for (const header of within(table).getAllByRole('columnheader')) {
      expect(header).toHaveAttribute('aria-sort', 'none');
    }
  });

  it('is open to signed-out visitors at /players', async () => {
    mockApi(dashboardAnswers());
    renderWithProviders(<AppRoutes />, {
      route: '/players',
      preloadedState: { auth: { ...initialAuthState, status: 'signedOut' } },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Players Stats' })).toBeInTheDocument();
    expect(await screen.findByRole('table', { name: /Every player/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/signin');
  });
});
