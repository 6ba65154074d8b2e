import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { AppRoutes } from './AppRoutes';
import { loadMockedFirebase, mockProfile } from '../testKit/firebaseMocks';
import { dashboardAnswers, mockApi } from '../testKit/mockApi';
import { renderWithProviders, SIGNED_IN } from '../testKit/renderWithProviders';

function renderAttacking() {
  return renderWithProviders(<AppRoutes />, { preloadedState: SIGNED_IN, loadFirebase: loadMockedFirebase });
}

/** jsdom loads no images; the browser would fire these once the SVGs arrive. */
async function loadChartImages() {
  for (const name of [/mean shot distance/, /leading shooters/]) {
    fireEvent.load(await screen.findByRole('img', { name }));
  }
}

beforeEach(() => {
  mockProfile({ email: 'c@example.ie', fullName: 'Cian Ó Dónaill' });
});

describe('Attacking view', () => {
  it('charts the success rate inside and outside the scoring zone with two decimals and %', async () => {
    mockApi(dashboardAnswers());
    renderAttacking();
    await loadChartImages();
    const chart = await screen.findByRole('img', { name: 'Galway: success rate by scoring zone' });
    expect(within(chart).getByText('87.50%')).toBeInTheDocument();
    expect(within(chart).getByText('45.00%')).toBeInTheDocument();
    expect(within(chart).getByText('Inside Scoring Zone')).toBeInTheDocument();
    expect(within(chart).getByText('Outside Scoring Zone')).toBeInTheDocument();
    expect(within(chart).getByText('100%')).toBeInTheDocument();
  });

  it('shows the spinner until the chart images have loaded', async () => {
    mockApi(dashboardAnswers());
    renderAttacking();
    expect(await screen.findByRole('status', { name: "Loading Galway's charts" })).toBeInTheDocument();
    await loadChartImages();
    expect(await screen.findByRole('heading', { name: 'Scoring Zone Efficiency' })).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('status', { name: "Loading Galway's charts" })).not.toBeInTheDocument(),
    );
  });

  it('switches the heat map between shots, misses and scores', async () => {
    const api = mockApi(dashboardAnswers());
    const { user } = renderAttacking();
    await loadChartImages();
    expect(await screen.findByRole('img', { name: 'Galway: heat map of all shots' })).toHaveAttribute(
      'src',
      'http://api.test/api/images/heatmap/shots/Galway.svg?v=1',
    );
    const heatMapType = screen.getByRole('group', { name: 'Heat map type' });
    expect(within(heatMapType).getByRole('button', { name: 'Shots' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(within(heatMapType).getByRole('button', { name: 'Misses' }));
    expect(await screen.findByRole('img', { name: 'Galway: heat map of missed shots' })).toHaveAttribute(
      'src',
      'http://api.test/api/images/heatmap/miss/Galway.svg?v=1',
    );
    await user.click(within(heatMapType).getByRole('button', { name: 'Scores' }));
    expect(await screen.findByRole('img', { name: 'Galway: heat map of scores' })).toBeInTheDocument();
    expect(api.requested).toEqual(expect.arrayContaining(['/heatmaps/Galway/miss', '/heatmaps/Galway/score']));
  });

  it('while a new heat map is asked for, keeps the last one named, marked and saved as what it shows', async () => {
    let answerMisses = () => undefined as void;
    const misses = new Promise<void>((resolve) => (answerMisses = resolve));
    const answers = dashboardAnswers();
    mockApi({
      ...answers,
      '/heatmaps/Galway/miss': { ...answers['/heatmaps/Galway/miss']!, after: misses },
      '/images/heatmap/shots/Galway.svg?v=1': { body: '<svg xmlns="http://www.w3.org/2000/svg"/>' },
    });
    const saved: string[] = [];
    URL.createObjectURL = jest.fn(() => 'blob:picture');
    URL.revokeObjectURL = jest.fn();
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const { user } = renderAttacking();
    await loadChartImages();
    await screen.findByRole('img', { name: 'Galway: heat map of all shots' });
    await user.click(screen.getByRole('button', { name: 'Misses' }));

    expect(screen.getByRole('button', { name: 'Misses' })).toHaveAttribute('aria-pressed', 'true');
    const last = screen.getByRole('img', { name: 'Galway: heat map of all shots' });
    expect(last).toHaveAttribute('src', 'http://api.test/api/images/heatmap/shots/Galway.svg?v=1');
    expect(screen.queryByRole('img', { name: /missed shots/ })).not.toBeInTheDocument();
    const card = screen.getByRole('figure', { name: 'Heat Map' });
    expect(card).toHaveAttribute('aria-busy', 'true');
    await user.click(within(card).getByRole('button', { name: 'SVG' }));
    await waitFor(() => expect(saved).toEqual(['galway-heat-map-all-shots.svg']));

    act(() => answerMisses());
    expect(await screen.findByRole('img', { name: 'Galway: heat map of missed shots' })).toHaveAttribute(
      'src',
      'http://api.test/api/images/heatmap/miss/Galway.svg?v=1',
    );
    expect(card).not.toHaveAttribute('aria-busy');
  });

  it("leaves a chart's card empty, not the last team's picture under the new name, when the new team's fails", async () => {
    mockApi({
      ...dashboardAnswers('Galway'),
      ...dashboardAnswers('Kerry'),
      '/sdpmchart/Kerry': { status: 500, body: { error: 'The chart could not be drawn' } },
    });
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user } = renderAttacking();
    await loadChartImages();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Team' }), 'Kerry');
    fireEvent.load(await screen.findByRole('img', { name: 'Kerry: leading shooters at their average shot position' }));
    await waitFor(() => expect(screen.queryByRole('img', { name: /mean shot distance/ })).not.toBeInTheDocument());
    expect(screen.getByRole('figure', { name: 'Shot Distance per Period' })).not.toHaveAttribute('aria-busy');
  });

  it("lists the team's players by name with every number to two decimals, and sorts by a clicked column", async () => {
    mockApi(dashboardAnswers());
    const { user } = renderAttacking();
    await loadChartImages();
    const table = await screen.findByRole('table', { name: "Galway players' shooting" });
    const firstCells = () =>
      within(table)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent);
    expect(firstCells()).toEqual(['Aodh Mac Diarmada', 'Ciarán Breathnach', 'Éanna Ó Flaithearta']);
    expect(within(table).getByRole('columnheader', { name: /Player Name/ })).toHaveAttribute('aria-sort', 'ascending');
    const eanna = within(table).getByRole('row', { name: /Éanna/ });
    expect(
      within(eanna)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      'Galway',
      '9.00',
      '12.00',
      '7.50',
      '7.25',
      '0.00',
      '6.00',
      '3.00',
      '0.00',
      '24.46',
      '9.00',
      '7.25',
      '1.75',
    ]);

    await user.click(within(table).getByRole('button', { name: /^Scores/ }));
    expect(within(table).getByRole('columnheader', { name: /^Scores/ })).toHaveAttribute('aria-sort', 'ascending');
    expect(firstCells()).toEqual(['Ciarán Breathnach', 'Aodh Mac Diarmada', 'Éanna Ó Flaithearta']);
    await user.click(within(table).getByRole('button', { name: /^Scores/ }));
    expect(within(table).getByRole('columnheader', { name: /^Scores/ })).toHaveAttribute('aria-sort', 'descending');
    expect(firstCells()).toEqual(['Éanna Ó Flaithearta', 'Aodh Mac Diarmada', 'Ciarán Breathnach']);
  });

  it('says so when the team has no players', async () => {
    mockApi({ ...dashboardAnswers(), '/players': { body: [] } });
    renderAttacking();
    await loadChartImages();
    expect(
      await screen.findByText('No players found for the selected team or data is still loading.'),
    ).toBeInTheDocument();
  });

  it('replaces the dashboard with the error page when the scoring-zone figures fail', async () => {
    mockApi({
      ...dashboardAnswers(),
      '/scoring-zone-efficiency?team=Galway': { status: 404, body: { error: 'Unknown team: Galway' } },
    });
    renderAttacking();
    expect(await screen.findByRole('alert')).toHaveTextContent('An error occurred: Unknown team: Galway');
  });

  it('asks for a team, and requests nothing for one, when none is selected', async () => {
    const api = mockApi(dashboardAnswers());
    const { user } = renderAttacking();
    await loadChartImages();
    const before = api.requested.length;
    await user.selectOptions(screen.getByRole('combobox', { name: 'Team' }), 'Select a team');
    expect(await screen.findByText('Please select a team to view its attacking analysis.')).toBeInTheDocument();
    expect(api.requested.slice(before).filter((path) => path.includes('team=') || path.includes('/%'))).toEqual([]);
  });
});
