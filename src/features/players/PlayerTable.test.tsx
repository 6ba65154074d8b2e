import { act, screen, within } from '@testing-library/react';
import { NO_FILTER } from '../../../contract/filters';
import { initialUiState } from '../../app/uiSlice';
import { onAPhone } from '../../testKit/phone';
import { dashboardAnswers, mockApi, player, PLAYERS } from '../../testKit/mockApi';
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

  it('shows points as the rules count them and expected points beside the columns the table always had', async () => {
    // 2025: seven scores, three of them two-pointers, make ten points.
    const twoPointer = player({
      PlayerName: 'Aoife Ní Bhriain',
      TeamName: 'Mayo',
      Scores: 7,
      Shots: 11,
      xPoints: 6.1,
      Difference: 0.9,
      Points: 10,
      xPts: 8.534,
      Points_minus_xPts: 1.466,
    });
    mockApi({ '/players': { body: [twoPointer] } });
    renderWithProviders(
      <PlayerTable squadId={null} table="players" team={null} caption="All" filter={NO_FILTER} csvName="all" />,
    );
    const table = await screen.findByRole('table', { name: 'All' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent.replace(/[↕▲▼]/, ''));
    expect(headers.slice(-4)).toEqual(['Difference', 'Points', 'xPts', 'Points - xPts']);
    const cells = within(within(table).getByRole('row', { name: /Aoife/ }))
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells.slice(1, 2)).toEqual(['7']);
    expect(cells.slice(-4)).toEqual(['0.90', '10', '8.53', '1.47']);
  });

  it("leaves the Team Name out of one team's table on a phone, and keeps it in every player's", async () => {
    onAPhone();
    mockApi({ '/players': { body: PLAYERS } });
    const headersOf = async (name: string) =>
      within(await screen.findByRole('table', { name }))
        .getAllByRole('columnheader')
        .map((header) => header.textContent.replace(/[↕▲▼]/, ''));
    const { unmount } = renderWithProviders(
      <PlayerTable squadId={null} table="attacking" team="Galway" caption="Galway" filter={NO_FILTER} csvName="g" />,
    );
    expect((await headersOf('Galway')).slice(0, 3)).toEqual(['Player Name', 'Scores', 'Shots']);
    unmount();
    renderWithProviders(
      <PlayerTable squadId={null} table="players" team={null} caption="All" filter={NO_FILTER} csvName="all" />,
    );
    expect((await headersOf('All')).slice(0, 2)).toEqual(['Player Name', 'Team Name']);
  });

  it('says no shots match the filters, never that data is loading, and clears them', async () => {
    mockApi({ '/players?pressure=yes': { body: [] } });
    const { store, user } = renderWithProviders(
      <PlayerTable
        squadId={null}
        table="attacking"
        team="Galway"
        caption="Galway"
        filter={{ ...NO_FILTER, pressure: 'yes' }}
        csvName="g"
      />,
      { preloadedState: { ui: { ...initialUiState, filter: { ...NO_FILTER, pressure: 'yes' } } } },
    );
    expect(await screen.findByText('No shots match these filters.')).toBeInTheDocument();
    expect(screen.queryByText(/still loading/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(store.getState().ui.filter).toEqual(NO_FILTER);
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
