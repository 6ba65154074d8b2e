import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { healthSchema, matchesSchema, playersSchema, shotsSchema } from '../contract/answers';
import { cellsByHeader, chooseView, signUpToDashboard } from './helpers';

/**
 * A real `npm run import` into the running test stack's database while a page is open: the page
 * must follow within 5 s, and never show one dataset's labels beside another's pictures. The
 * stack's database is copied first and put back after (through SQLite's backup, which the server
 * sees as one more import), so the other tests keep the sample season.
 */

const root = path.resolve(__dirname, '..');
const database = () => {
  const file = process.env.PAIRC_E2E_DB;
  if (!file) throw new Error('PAIRC_E2E_DB is not set: run the end-to-end tests through Playwright (global setup)');
  return file;
};

async function servedVersion(request: APIRequestContext): Promise<string> {
  return healthSchema.parse(await (await request.get('/api/health')).json()).version;
}

function npm(args: readonly string[]) {
  execFileSync('npm', ['run', '--silent', ...args], {
    cwd: root,
    env: { ...process.env, PAIRC_DB: database() },
    stdio: 'pipe',
  });
}

/** What the page shows at every change of its DOM: the dataset versions of its pictures and the subtitle. */
async function recordEveryFrame(page: Page) {
  await page.evaluate(() => {
    const seen: Array<{ versions: string[]; subtitle: string }> = [];
    Object.assign(window, { seen });
    const record = () => {
      const images = [...document.querySelectorAll<HTMLImageElement>('main img')];
      const versions = new Set(images.map((image) => new URL(image.src).searchParams.get('v') ?? ''));
      seen.push({
        versions: [...versions],
        subtitle: document.querySelector('.dashboard__subtitle')?.textContent ?? '',
      });
    };
    new MutationObserver(record).observe(document.body, {
      subtree: true,
      childList: true,
      attributes: true,
      characterData: true,
    });
    record();
  });
  return async () =>
    page.evaluate(() => (window as unknown as { seen: Array<{ versions: string[]; subtitle: string }> }).seen);
}

test.describe.serial('a new dataset while the page is open', () => {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'pairc-new-data-'));
  const saved = path.join(work, 'before.sqlite');
  const season2025 = path.join(work, 'season-2025.csv');
  let sampleVersion = '';

  test.beforeAll(async ({ request }) => {
    sampleVersion = await servedVersion(request);
    const db = new Database(database(), { readonly: true });
    await db.backup(saved);
    db.close();
    npm(['sample:2025', '--', season2025]);
  });

  test.afterAll(async ({ request }) => {
    const copy = new Database(saved, { readonly: true });
    await copy.backup(database());
    copy.close();
    await expect.poll(() => servedVersion(request), { timeout: 30_000 }).toBe(sampleVersion);
    fs.rmSync(work, { recursive: true, force: true });
  });

  test('follows an import within 5 s, says so, and never shows two datasets side by side', async ({
    page,
    request,
  }) => {
    await signUpToDashboard(page);
    const subtitle = page.locator('.dashboard__subtitle');
    await expect(subtitle).toHaveText('Galway · 2023 championship · Sample data');
    await expect(page.getByRole('main').locator('img')).toHaveCount(3);
    const seen = await recordEveryFrame(page);

    npm(['import', '--', season2025]);
    const imported = Date.now();
    await expect(subtitle).toHaveText('Galway · 2025 championship');
    await expect(page.getByRole('status').filter({ hasText: 'New data loaded' })).toBeVisible();
    const newVersion = await servedVersion(request);
    expect(newVersion).not.toBe(sampleVersion);
    test.info().annotations.push({ type: 'followed after', description: `${Date.now() - imported} ms` });
    await expect(page.getByRole('main').locator('img')).toHaveCount(3);
    for (const image of await page.getByRole('main').locator('img').all()) {
      await expect(image).toHaveAttribute('src', new RegExp(`[?&]v=${newVersion}(&|$)`));
    }

    const frames = await seen();
    expect(frames.length).toBeGreaterThan(1);
    for (const frame of frames) {
      expect(frame.versions.length, JSON.stringify(frame)).toBeLessThanOrEqual(1);
      if (frame.versions.includes(sampleVersion)) expect(frame.subtitle).toMatch(/2023 championship · Sample data$/);
      if (frame.versions.includes(newVersion)) expect(frame.subtitle).toBe('Galway · 2025 championship');
    }
  });

  test("shows a 2025 season's points as the rules count them, and expected points, as the API gives them", async ({
    page,
    request,
  }) => {
    await signUpToDashboard(page);
    await expect(page.locator('.dashboard__subtitle')).toHaveText('Galway · 2025 championship');
    const api = playersSchema.parse(await (await request.get('/api/players')).json());
    const byName = new Map(api.map((player) => [`${player.TeamName}|${player.PlayerName}`, player]));
    // Two-pointers make a player's points more than his scores.
    expect(api.some((player) => player.Points > player.Scores)).toBe(true);

    const table = page.getByRole('table', { name: "Galway players' shooting" });
    const rows = await cellsByHeader(table);
    expect(rows.length).toBeGreaterThan(3);
    for (const row of rows) {
      const player = byName.get(`Galway|${row['Player Name'] ?? ''}`);
      if (!player) throw new Error(`${row['Player Name'] ?? ''} is not in /api/players`);
      expect(row.Scores).toBe(player.Scores.toFixed(2));
      expect([row.Points, row.xPts, row['Points - xPts']]).toEqual([
        player.Points.toFixed(2),
        player.xPts.toFixed(2),
        player.Points_minus_xPts.toFixed(2),
      ]);
    }

    await chooseView(page, 'Players');
    const everyone = await cellsByHeader(page.getByRole('table', { name: /^Every player/ }));
    expect(everyone).toHaveLength(api.length);
    for (const row of everyone) {
      const player = byName.get(`${row['Team Name'] ?? ''}|${row['Player Name'] ?? ''}`);
      expect([row.Scores, row.Points, row.xPts, row['Points - xPts']]).toEqual([
        String(player?.Scores),
        String(player?.Points),
        player?.xPts.toFixed(2),
        player?.Points_minus_xPts.toFixed(2),
      ]);
    }
  });

  test('draws the 40 m arc on the shot map, rings each two-point attempt and gives its value and expected points', async ({
    page,
    request,
  }) => {
    await signUpToDashboard(page);
    const map = page.getByRole('listbox', { name: 'Galway shots' });
    await expect(map.getByRole('option').first()).toBeAttached();
    const pitch = page.locator('.shot-map__svg > g[aria-hidden="true"]');
    // The arc: a 40 m radius, 6 map units a metre.
    await expect(pitch.locator('path[d*="A240 240 0 0 0"]')).toHaveCount(2);

    const shots = shotsSchema.parse(await (await request.get('/api/shots?team=Galway')).json());
    const twoPointers = shots.filter((shot) => shot.twoPointAttempt);
    expect(twoPointers.length).toBeGreaterThan(0);
    const options = map.getByRole('option', { name: /a two-point attempt/ });
    await expect(options).toHaveCount(twoPointers.length);
    const shot = twoPointers.find((candidate) => candidate.outcome === 'score') ?? twoPointers[0]!;
    const index = shots.indexOf(shot);
    const option = map.getByRole('option').nth(index);
    await expect(option).toHaveAccessibleName(
      new RegExp(
        `^(Scored|Missed): [^,]+, (${shot.value} points|worth ${shot.valueIfScored} if scored), a two-point attempt\\. .*` +
          `chance of scoring ${shot.xPoints.toFixed(2)}, expected points ${shot.xPts.toFixed(2)}$`,
      ),
    );
    await option.focus();
    const details = page.getByRole('region', { name: 'Shot details' });
    await expect(details).toContainText(`Expected points (xPts)${shot.xPts.toFixed(2)}`);
    await expect(details).toContainText('ArcTwo-point attempt');
    await expect(details).toContainText(shot.outcome === 'score' ? `Scored${shot.value} points` : 'Value');
    const legend = page.getByRole('group', { name: 'Legend' });
    await expect(legend.getByRole('list', { name: 'The 40 m arc' })).toContainText(String(twoPointers.length));
  });

  test("puts each match's two-pointers beside its score line", async ({ page, request }) => {
    await signUpToDashboard(page);
    await chooseView(page, 'Fixtures');
    const matches = matchesSchema.parse(await (await request.get('/api/matches?team=Galway')).json());
    const rows = await cellsByHeader(page.getByRole('table', { name: /^Galway: every match/ }));
    expect(rows.map((row) => row['Two-pointers'])).toEqual(
      matches.map((match) => `${match.twoPointersFor} to ${match.twoPointersAgainst}`),
    );
    expect(matches.some((match) => match.twoPointersFor > 0)).toBe(true);
  });
});
