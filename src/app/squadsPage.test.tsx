import { screen, within } from '@testing-library/react';
import { AppRoutes } from './AppRoutes';
import { mockProfile, signedInFirebase } from '../testKit/firebaseMocks';
import { mockApi } from '../testKit/mockApi';
import { renderWithProviders, SIGNED_IN } from '../testKit/renderWithProviders';
import { squadSummary } from '../testKit/squads';

const SAMPLE = squadSummary({ id: 'sample', name: 'Sample squad: Clifden', role: 'viewer', sample: true });
const UNREACHABLE = 'The server could not be reached; check your connection';

// The squads' pages are a chunk of their own: loaded once here, so no test waits for it.
beforeAll(() => import('./SquadPages'));

beforeEach(() => {
  mockProfile({ email: 'c@example.ie', fullName: 'Cian Ó Dónaill' });
});

describe('the squads page with no network', () => {
  it('keeps the list as last read when a squad cannot be created, says why in words, and keeps what was typed', async () => {
    const api = mockApi({ '/squads': { body: [SAMPLE] } });
    const { user } = renderWithProviders(<AppRoutes />, {
      route: '/squads',
      preloadedState: SIGNED_IN,
      loadFirebase: signedInFirebase('u1'),
    });
    const list = await screen.findByRole('region', { name: 'Your squads' }, { timeout: 10_000 });
    expect(await within(list).findByRole('link', { name: 'Sample squad: Clifden' })).toBeInTheDocument();
    expect(within(list).getByText(/You are in no squad of your own yet/)).toBeInTheDocument();

    api.restore();
    jest.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
    await user.type(screen.getByLabelText('Squad name'), 'Clifden Seniors');
    await user.type(screen.getByLabelText('Team, as your data spells it'), 'Clifden');
    await user.click(screen.getByRole('button', { name: 'Create squad' }));

    const form = screen.getByRole('region', { name: 'Create a squad' });
    expect(await within(form).findByRole('alert')).toHaveTextContent(UNREACHABLE);
    expect(screen.getByLabelText('Squad name')).toHaveValue('Clifden Seniors');
    // The list was asked for again (the answer to the create may have been lost) and that failed too.
    expect(await within(list).findByRole('note')).toHaveTextContent(`Could not refresh this list: ${UNREACHABLE}`);
    expect(within(list).getByRole('link', { name: 'Sample squad: Clifden' })).toBeInTheDocument();
    expect(screen.queryByText(/Could not load your squads/)).not.toBeInTheDocument();
  });
});
