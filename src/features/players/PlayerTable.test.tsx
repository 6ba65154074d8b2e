import { act, screen } from '@testing-library/react';
import { dashboardAnswers, mockApi } from '../../testKit/mockApi';
import { renderWithProviders } from '../../testKit/renderWithProviders';
import { PlayerTable } from './PlayerTable';

describe('Player table', () => {
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
