import { act, screen } from '@testing-library/react';
import { NO_FILTER } from '../../../contract/filters';
import { dashboardAnswers, mockApi, PLAYERS } from '../../testKit/mockApi';
import { renderWithProviders } from '../../testKit/renderWithProviders';
import { PlayerTable } from './PlayerTable';

describe('Player table', () => {
  it('logs and ignores an answer that is not a list', async () => {
    mockApi({ '/players': { body: { players: 'nope' } } });
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderWithProviders(
      <PlayerTable squadId={null} table="players" team={null} caption="All" filter={NO_FILTER} csvName="all" />,
    );
    expect(
      await screen.findByText('No players found for the selected team or data is still loading.'),
    ).toBeInTheDocument();
    expect(log).toHaveBeenCalledWith('The players answer was not a list; ignoring it', { players: 'nope' });
  });

  it('logs a failed player fetch', async () => {
    mockApi({ '/players': { status: 503, body: { error: 'Service unavailable' } } });
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderWithProviders(
      <PlayerTable squadId={null} table="players" team={null} caption="All" filter={NO_FILTER} csvName="all" />,
    );
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
      renderWithProviders(
        <PlayerTable
          squadId={null}
          table={table}
          team={table === 'players' ? null : 'Galway'}
          caption="All"
          filter={NO_FILTER}
          csvName="all"
        />,
        { minLoadingScale: 1 },
      );
      expect(screen.getByRole('status', { name: 'Loading players' })).toHaveTextContent('Páirc');
      await act(() => jest.advanceTimersByTimeAsync(minimumMs - 1));
      expect(screen.getByRole('status', { name: 'Loading players' })).toBeInTheDocument();
      await act(() => jest.advanceTimersByTimeAsync(1));
      expect(screen.getByRole('table', { name: 'All' })).toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });

  it('asks for the filtered table and drops a record that breaks the contract, saying so', async () => {
    const broken = { ...PLAYERS[0], Shots: 'twelve' };
    mockApi({ '/players?half=2': { body: [broken, PLAYERS[1]] } });
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderWithProviders(
      <PlayerTable
        squadId={null}
        table="players"
        team={null}
        caption="All"
        filter={{ ...NO_FILTER, half: '2' }}
        csvName="all"
      />,
    );
    expect(await screen.findByRole('rowheader', { name: 'Ciarán Breathnach' })).toBeInTheDocument();
    expect(screen.queryByRole('rowheader', { name: PLAYERS[0]?.PlayerName })).not.toBeInTheDocument();
    expect(log).toHaveBeenCalledWith('Ignored 1 malformed player records');
  });

  it('makes each name a button that filters to the player when the table is on the dashboard', async () => {
    mockApi({ '/players': { body: PLAYERS } });
    const chosen = jest.fn();
    const { user } = renderWithProviders(
      <PlayerTable
        squadId={null}
        table="attacking"
        team="Galway"
        caption="Galway"
        filter={NO_FILTER}
        csvName="g"
        onPlayerChosen={chosen}
      />,
    );
    await user.click(await screen.findByRole('button', { name: /^Aodh Mac Diarmada: show only/ }));
    expect(chosen).toHaveBeenCalledWith(PLAYERS[2]);
  });
});
