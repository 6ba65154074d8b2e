import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ArcZoneEfficiency, ModelQualityAnswer, SeasonInfo } from '../../contract/answers';
import { loadMockedFirebase, mockProfile, signedInFirebase } from '../testKit/firebaseMocks';
import { dashboardAnswers, mockApi, squadDashboardAnswers, TEAMS } from '../testKit/mockApi';
import { renderWithProviders, SIGNED_IN } from '../testKit/renderWithProviders';
import { squadSummary } from '../testKit/squads';
import { AppRoutes } from './AppRoutes';
import { Address, address, goInHistory } from '../testKit/address';

const TWO_SEASONS: SeasonInfo[] = [
  { season: '2023', era: 'pre-2025', shots: 500, matches: 20 },
  { season: '2025', era: '2025', shots: 520, matches: 20 },
];

const ARC_ZONES_2025: ArcZoneEfficiency = {
  two_point_arc: true,
  inside_arc: { attempts: 20, scores: 14, success_rate: 0.7, points: 14, points_per_shot: 0.7 },
  outside_arc: { attempts: 10, scores: 4, success_rate: 0.4, points: 8, points_per_shot: 0.8 },
  goal_attempts: { attempts: 4, scores: 2, success_rate: 0.5, points: 6, points_per_shot: 1.5 },
};

/** What the dashboard asks for when the data holds 2023 and 2025: every call names the season. */
function twoSeasonAnswers() {
  return {
    ...dashboardAnswers('Galway', 'season=2023'),
    ...dashboardAnswers('Galway', 'season=2025'),
    '/seasons': { body: TWO_SEASONS },
    '/teams?season=2023': { body: TEAMS },
    '/teams?season=2025': { body: TEAMS },
    '/arc-zones?team=Galway&season=2025': { body: ARC_ZONES_2025 },
  };
}

function renderDashboard(route = '/') {
  return renderWithProviders(
    <>
      <AppRoutes />
      <Address />
    </>,
    { route, preloadedState: SIGNED_IN, loadFirebase: loadMockedFirebase },
  );
}

// The dashboard is a chunk of its own: loaded once here, so the first test does not wait for it.
beforeAll(() => import('./DashboardPage'));

beforeEach(() => {
  mockProfile({ email: 'c@example.ie', fullName: 'Cian Ó Dónaill' });
});

const optionsOf = (select: HTMLElement) =>
  within(select)
    .getAllByRole('option')
    .map((option) => [option.textContent, (option as HTMLOptionElement).disabled]);

describe('Seasons', () => {
  it("offers exactly '2023' and a disabled '2024 - Coming Soon' with the 2023 season alone, and sends no season", async () => {
    const api = mockApi(dashboardAnswers());
    renderDashboard();
    await waitFor(() => expect(api.requested).toContain('/scoring-zone-efficiency?team=Galway'));
    const season = screen.getByRole('combobox', { name: 'Season' });
    expect(optionsOf(season)).toEqual([
      ['2023', false],
      ['2024 - Coming Soon', true],
    ]);
    expect(api.requested.filter((path) => path.includes('season='))).toEqual([]);
    expect(await screen.findByText(/2023 championship/)).toBeInTheDocument();
  });

  it('opens on the newest season the data holds, and every call, the subtitle and the link follow the one chosen', async () => {
    const api = mockApi(twoSeasonAnswers());
    const { user } = renderDashboard();
    await screen.findByRole('img', { name: 'Galway: success rate by scoring zone' });
    const season = screen.getByRole('combobox', { name: 'Season' });
    expect(optionsOf(season)).toEqual([
      ['2023', false],
      ['2025', false],
    ]);
    expect(season).toHaveValue('2025');
    expect(api.requested).toContain('/scoring-zone-efficiency?team=Galway&season=2025');
    expect(api.requested.some((path) => path.includes('season=2023'))).toBe(false);
    expect(address()).toBe('/');
    expect(await screen.findByText(/2025 championship/)).toBeInTheDocument();
    for (const name of [/mean shot distance/, /leading shooters/])
      fireEvent.load(await screen.findByRole('img', { name }));
    const arcChart = await screen.findByRole('table', { name: 'Galway: shots by zone' });
    expect(
      within(arcChart)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Inside the arc', 'Outside the arc (kicked)', 'Goal attempts']);
    expect(
      within(within(arcChart).getByRole('row', { name: /Outside/ }))
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['10', '4', '40.00%', '0.80']);

    await user.selectOptions(season, '2023');
    await waitFor(() => expect(api.requested).toContain('/scoring-zone-efficiency?team=Galway&season=2023'));
    expect(await screen.findByText(/2023 championship/)).toBeInTheDocument();
    expect(address()).toBe('/?season=2023');
    expect(api.requested).toEqual(
      expect.arrayContaining([
        '/teams?season=2023',
        '/arc-zones?team=Galway&season=2023',
        '/heatmaps/Galway/shots?season=2023',
      ]),
    );
  });

  it('opens the season a link names', async () => {
    const api = mockApi(twoSeasonAnswers());
    renderDashboard('/?season=2023');
    await waitFor(() => expect(api.requested).toContain('/scoring-zone-efficiency?team=Galway&season=2023'));
    expect(screen.getByRole('combobox', { name: 'Season' })).toHaveValue('2023');
    expect(api.requested.some((path) => path.includes('season=2025'))).toBe(false);
  });

  it('shows the default season with a notice for a link naming a season the data lacks, and Back never returns to that link', async () => {
    mockApi(twoSeasonAnswers());
    renderDashboard('/?season=2019');
    expect(await screen.findByText("The link's season '2019' is not in the data; showing 2025.")).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Season' })).toHaveValue('2025');
    await waitFor(() => expect(address()).toBe('/'));
    await act(async () => {
      goInHistory(-1);
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(address()).toBe('/');
    expect(screen.getByRole('combobox', { name: 'Season' })).toHaveValue('2025');
  });

  it('charts a season before 2025 as point attempts and goal attempts', async () => {
    mockApi(dashboardAnswers());
    renderDashboard();
    const table = await screen.findByRole('table', { name: 'Galway: shots by zone' });
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Point attempts', 'Goal attempts']);
  });
});

const QUALITY_XPTS = {
  shots: 1197,
  meanSquaredError: 0.45,
  baselineMeanSquaredError: 0.4943,
  auc: 0.6119,
  expectedPoints: 870.96,
  points: 861,
  calibration: [{ decile: 1, count: 120, meanExpected: 0.2, meanPoints: 0.25 }],
  features: ['distance'],
};

const QUALITY: ModelQualityAnswer = {
  version: '1',
  folds: 5,
  foldsGroupedBy: 'match',
  l2: 1,
  xPoints: summary(2394, 0.2029, 0.241),
  xP_adv_shot: summary(2394, 0.2005, 0.241),
  xPts: {
    shots: 2394,
    meanSquaredError: 0.3834,
    baselineMeanSquaredError: 0.4362,
    auc: 0.6481,
    expectedPoints: 1648.93,
    points: 1638,
    calibration: [{ decile: 1, count: 240, meanExpected: 0.2, meanPoints: 0.25 }],
    features: ['distance'],
  },
  seasons: [
    { season: '2023', era: 'pre-2025', ...models(0.2021, 0.2402) },
    { season: '2025', era: '2025', ...models(0.2038, 0.2419) },
  ],
};

function summary(shots: number, brier: number, baselineBrier: number) {
  return {
    shots,
    brier,
    baselineBrier,
    logLoss: 0.5835,
    baselineLogLoss: 0.6734,
    auc: 0.7352,
    calibration: Array.from({ length: 10 }, (_, i) => ({
      decile: i + 1,
      count: 120,
      meanPredicted: 0.1 * i + 0.05,
      observedRate: 0.1 * i + 0.04,
    })),
    features: ['distance', 'era_two_point', 'two_point_attempt'],
  };
}

function models(brier: number, baselineBrier: number) {
  return {
    xPoints: summary(1197, brier, baselineBrier),
    xP_adv_shot: summary(1197, brier, baselineBrier),
    xPts: QUALITY_XPTS,
  };
}

describe('The model card', () => {
  it('shows each model’s figures beside the baseline, by season, from /model-quality', async () => {
    mockApi({ ...dashboardAnswers(), '/model-quality': { body: QUALITY } });
    const { user } = renderDashboard('/?view=players');
    await user.click(await screen.findByRole('button', { name: 'Model' }));
    const card = await screen.findByRole('region', { name: /Model card/ });
    const figures = await within(card).findByRole('region', { name: 'xPoints, All seasons' });
    expect(figures).toHaveTextContent('Brier score0.2029 baseline 0.2410');
    expect(figures).toHaveTextContent('Log loss0.5835 baseline 0.6734');
    expect(figures).toHaveTextContent('AUC0.7352 baseline 0.5000');
    expect(figures).toHaveTextContent('Shots2394');
    const reliability = within(figures).getByRole('table', { name: 'Reliability by decile: xPoints, All seasons' });
    expect(within(reliability).getAllByRole('row')).toHaveLength(11);
    expect(within(figures).getByRole('img', { name: /reliability by decile/ })).toBeInTheDocument();
    expect(within(figures).getByText('era_two_point')).toBeInTheDocument();

    await user.selectOptions(within(card).getByRole('combobox', { name: 'Seasons' }), '2025');
    const season = within(card).getByRole('region', { name: 'xPoints, 2025 (2025 rules)' });
    expect(season).toHaveTextContent('Brier score0.2038 baseline 0.2419');
    expect(season).toHaveTextContent('Shots1197');

    await user.selectOptions(within(card).getByRole('combobox', { name: 'Model' }), 'xPts');
    const points = within(card).getByRole('region', { name: 'xPts (expected points in points), 2025 (2025 rules)' });
    expect(points).toHaveTextContent('Mean squared error (points²)0.4500 baseline 0.4943');
    expect(points).toHaveTextContent('Points expected / scored870.96 / 861');
  });

  it("says a squad's models were fitted on the public data, and grades them on the squad's shots", async () => {
    const squad = squadSummary({ team: 'Galway', role: 'viewer', shots: 100 });
    const squadQuality = { ...QUALITY, fittedOn: { version: 'a16a', shots: 1197, matches: 24 }, folds: 0 };
    mockApi({
      ...dashboardAnswers(),
      '/squads': { body: [squad] },
      ...squadDashboardAnswers('sq1', 'Galway', TEAMS),
      '/squads/sq1/model-quality': { body: squadQuality },
    });
    const { user } = renderWithProviders(<AppRoutes />, {
      route: '/?squad=sq1&team=Galway&view=players',
      preloadedState: SIGNED_IN,
      loadFirebase: signedInFirebase('u1'),
    });
    await user.click(await screen.findByRole('button', { name: 'Model' }));
    const card = await screen.findByRole('region', { name: /Model card/ });
    expect(
      await within(card).findByText(/fitted on the public championship data \(1197 shots in 24 matches\)/),
    ).toBeInTheDocument();
    expect(within(card).queryByText(/out of fold/)).not.toBeInTheDocument();
  });
});
