import { screen, waitFor, within } from '@testing-library/react';
import type { Health, SeasonInfo } from '../../contract/answers';
import { loadMockedFirebase, mockProfile } from '../testKit/firebaseMocks';
import { dashboardAnswers, mockApi, TEAMS } from '../testKit/mockApi';
import { renderWithProviders, SIGNED_IN } from '../testKit/renderWithProviders';
import { AppRoutes } from './AppRoutes';
import { isNewerDataset, VERSION_POLL_MS } from './newData';

const health = (version: string, importedAt: string | null, isSample = false): Health => ({
  status: 'ok',
  version,
  isSample,
  importedAt,
  counts: { shots: 500, matches: 20, teams: 4, players: 60 },
});

describe('which dataset is newer', () => {
  it('takes a new version as new, and an older import (a replica not yet caught up) as not', () => {
    const shown = health('a', '2026-05-01T10:00:00.000Z');
    expect(isNewerDataset(shown, health('a', '2026-05-01T10:00:00.000Z'))).toBe(false);
    expect(isNewerDataset(shown, health('b', '2026-05-01T10:00:05.000Z'))).toBe(true);
    expect(isNewerDataset(shown, health('b', '2026-05-01T09:59:00.000Z'))).toBe(false);
    expect(isNewerDataset(health('a', null), health('b', '2026-05-01T09:59:00.000Z'))).toBe(true);
  });
});

const TWO_SEASONS: SeasonInfo[] = [
  { season: '2023', era: 'pre-2025', shots: 500, matches: 20 },
  { season: '2025', era: '2025', shots: 520, matches: 20 },
];

describe('a new dataset while the dashboard is open', () => {
  beforeEach(() => {
    mockProfile({ email: 'c@example.ie', fullName: 'Cian Ó Dónaill' });
  });

  it(
    'drops every answer of the old data at once, asks again only once the new seasons are known, and says so',
    async () => {
      const answers = dashboardAnswers();
      const api = mockApi(answers);
      renderWithProviders(<AppRoutes />, { preloadedState: SIGNED_IN, loadFirebase: loadMockedFirebase });
      const subtitle = () => screen.getByRole('heading', { level: 1 }).nextElementSibling?.textContent;
      await waitFor(() => expect(subtitle()).toBe('Galway · 2023 championship · Sample data'), { timeout: 5000 });
      const oldChart = await screen.findByRole(
        'img',
        { name: 'Galway: success rate by scoring zone' },
        { timeout: 5000 },
      );
      expect(within(oldChart).getByText('87.50%')).toBeInTheDocument();

      // An import lands: the server now holds 2023 and 2025, and is no longer the sample.
      Object.assign(answers, dashboardAnswers('Galway', 'season=2025'), {
        '/health': { body: health('2', '2026-05-01T10:00:00.000Z') },
        '/seasons': { body: TWO_SEASONS },
        '/teams?season=2025': { body: TEAMS },
        '/scoring-zone-efficiency?team=Galway&season=2025': {
          body: {
            inside_scoring_zone: { Score: 3, Miss: 1, success_rate: 0.75 },
            outside_scoring_zone: { Score: 1, Miss: 4, success_rate: 0.2 },
          },
        },
      });
      api.requested.length = 0;

      expect(await screen.findByText('New data loaded', {}, { timeout: VERSION_POLL_MS + 3000 })).toBeVisible();
      const chart = await screen.findByRole('img', { name: 'Galway: success rate by scoring zone' });
      await waitFor(() => expect(within(chart).getByText('75.00%')).toBeInTheDocument());
      expect(subtitle()).toBe('Galway · 2025 championship');
      // After the new version was seen, no figure was asked for under the old seasons (the list of
      // my squads is not the dataset's).
      const asked = api.requested.filter((path) => !['/health', '/seasons', '/squads'].includes(path));
      expect(asked.length).toBeGreaterThan(5);
      expect(asked.filter((path) => !path.includes('season=2025'))).toEqual([]);
      expect(api.requested.indexOf('/seasons')).toBeLessThan(api.requested.indexOf(asked[0] ?? ''));
    },
    VERSION_POLL_MS + 10_000,
  );
});
