import { fireEvent, screen, waitFor } from '@testing-library/react';
import { AppRoutes } from './AppRoutes';
import { initialUiState } from './uiSlice';
import { loadMockedFirebase, mockProfile } from '../testKit/firebaseMocks';
import { dashboardAnswers, mockApi } from '../testKit/mockApi';
import { renderWithProviders, SIGNED_IN } from '../testKit/renderWithProviders';

beforeEach(() => {
  mockProfile(undefined);
  jest.spyOn(console, 'log').mockImplementation(() => undefined);
});

async function openDefending(team: string) {
  const rendered = renderWithProviders(<AppRoutes />, {
    preloadedState: {
      ...SIGNED_IN,
      ui: { ...initialUiState, view: 'defending', selectedTeam: team },
    },
    loadFirebase: loadMockedFirebase,
  });
  await screen.findByRole('heading', { level: 1, name: 'Defending' });
  return rendered;
}

describe('Defending view', () => {
  it('shows the Blocked, PP, Pressure and Tackle maps of the selected team once they load', async () => {
    mockApi(dashboardAnswers('Ros Comáin'));
    await openDefending('Ros Comáin');
    const names = [/shots the team blocked/, /put under pressure/, /shots conceded by zone/, /frees conceded/];
    for (const name of names) fireEvent.load(await screen.findByRole('img', { name }));
    await waitFor(() => expect(screen.queryByRole('status', { name: /defending maps/ })).not.toBeInTheDocument());
    const subtitles = {
      'Blocked Map': "Opponents' shots blocked",
      'PP Map': 'Shots conceded under pressure',
      'Pressure Map': 'Shots conceded by zone',
      'Tackle Map': 'Frees conceded',
    };
    for (const [title, subtitle] of Object.entries(subtitles)) {
      // The owner's title, exactly, and under it what the map draws.
      const heading = screen.getByRole('heading', { name: title });
      expect(heading).toHaveTextContent(new RegExp(`^${title}$`));
      expect(heading.nextElementSibling).toHaveTextContent(subtitle);
    }
    expect(screen.getByRole('img', { name: /shots the team blocked/ })).toHaveAttribute(
      'src',
      'http://api.test/api/images/defending/blocked/Ros%20Com%C3%A1in.svg?v=1',
    );
  });

  it('asks for a team on each map when none is selected, and requests no map', async () => {
    const api = mockApi(dashboardAnswers());
    await openDefending('');
    for (const name of ['Blocked', 'PP', 'Pressure', 'Tackle']) {
      expect(await screen.findByText(`Please select a team to view the ${name} map.`)).toBeInTheDocument();
    }
    expect(api.requested.filter((path) => path.includes('maps/'))).toEqual([]);
  });

  it('logs a map that fails to load and leaves it empty', async () => {
    mockApi(dashboardAnswers());
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await openDefending('Galway');
    fireEvent.error(await screen.findByRole('img', { name: /frees conceded/ }));
    expect(log).toHaveBeenCalledWith(
      'Failed to load the Tackle Map image',
      expect.stringContaining('defending/tackles'),
    );
  });

  it('logs a map whose address cannot be fetched, leaves it empty and still finishes loading', async () => {
    mockApi({ ...dashboardAnswers(), '/ppmaps/Galway': { status: 500, body: { error: 'Internal server error' } } });
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await openDefending('Galway');
    for (const name of [/shots the team blocked/, /shots conceded by zone/, /frees conceded/]) {
      fireEvent.load(await screen.findByRole('img', { name }));
    }
    await waitFor(() => expect(screen.queryByRole('status', { name: /defending maps/ })).not.toBeInTheDocument());
    expect(log).toHaveBeenCalledWith('Failed to fetch the PP Map image:', 'Internal server error');
    expect(screen.queryByRole('img', { name: /put under pressure/ })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'PP Map' })).toBeInTheDocument();
  });
});
