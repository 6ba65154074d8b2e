import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { healthSchema } from '../contract/answers';
import { signUpToDashboard } from './helpers';

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
    await expect(subtitle).toHaveText('Galway · 2025 championship', { timeout: 5_000 });
    await expect(page.getByRole('status').filter({ hasText: 'New data loaded' })).toBeVisible({ timeout: 1_000 });
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
});
