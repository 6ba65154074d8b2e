import { act, screen, within } from '@testing-library/react';
import { AppRoutes } from '../../app/AppRoutes';
import { initialAuthState } from '../auth/authSlice';
import { loadMockedFirebase, mockProfile } from '../../test/firebaseMocks';
import { dashboardAnswers, mockApi, PLAYERS } from '../../test/mockApi';
import { renderWithProviders, SIGNED_IN } from '../../test/renderWithProviders';
import { PlayerTable } from './PlayerTable';

jest.mock('firebase/app');
jest.mock('firebase/auth');
jest.mock('firebase/firestore');

beforeEach(() => {
  jest.resetAllMocks();
  mockProfile(undefined);
  jest.spyOn(console, 'log').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

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
    await user.click(screen.getByRole('button', { name: 'Players' }));
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
    ]);
    const eanna = within(table).getByRole('row', { name: /Éanna/ });
    expect(
      within(eanna)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Galway', '9', '12', '7.50', '7.25', '0', '0', '6', '3', '0', '24.46', '1.75']);
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
    expect(screen.getByRole('heading', { level: 1, name: 'Players Stats' })).toBeInTheDocument();
    expect(await screen.findByRole('table', { name: /Every player/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/signin');
  });

  it('logs and ignores an answer that is not a list', async () => {
    mockApi({ '/players': { body: { players: 'nope' } } });
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderWithProviders(<PlayerTable table="players" team={null} caption="All" />);
    expect(
      await screen.findByText('No players found for the selected team or data is still loading.'),
    ).toBeInTheDocument();
    expect(log).toHaveBeenCalledWith('The players answer was not a list; ignoring it', { players: 'nope' });
  });

  it('logs a failed player fetch', async () => {
    mockApi({ '/players': { status: 503, body: { error: 'Service unavailable' } } });
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderWithProviders(<PlayerTable table="players" team={null} caption="All" />);
    expect(
      await screen.findByText('No players found for the selected team or data is still loading.'),
    ).toBeInTheDocument();
    expect(log).toHaveBeenCalledWith('Failed to load players:', 'Service unavailable');
  });

  it.each([
    ['players', 500],
    ['attacking', 1000],
  ] as const)('keeps the %s table spinner up for %i ms even when the data is quick', async (table, minimumMs) => {
    jest.useFakeTimers();
    try {
      mockApi(dashboardAnswers());
      renderWithProviders(<PlayerTable table={table} team={table === 'players' ? null : 'Galway'} caption="All" />, {
        minLoadingScale: 1,
      });
      expect(screen.getByRole('status', { name: 'Loading players' })).toHaveTextContent('Páirc');
      await act(() => jest.advanceTimersByTimeAsync(minimumMs - 1));
      expect(screen.getByRole('status', { name: 'Loading players' })).toBeInTheDocument();
      await act(() => jest.advanceTimersByTimeAsync(1));
      expect(screen.getByRole('table', { name: 'All' })).toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });
});
