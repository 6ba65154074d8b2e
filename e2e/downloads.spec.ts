import fs from 'node:fs';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { parseCsv } from '../server/src/data/import/csv';
import { chooseView, signUpToDashboard } from './helpers';

/**
 * Every button that saves something (a table as CSV, a picture as SVG or PNG) clicked in a real
 * browser, under the page's real content security policy, and the file it gives read back:
 * a CSV holds the rows as shown, an SVG parses and carries its footnote, a PNG is a PNG at least
 * twice the picture's size and wide enough for a slide. The buttons are found, not listed, so a
 * new one is tested the day it appears.
 */

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

async function download(page: Page, button: Locator) {
  const [file] = await Promise.all([page.waitForEvent('download'), button.click()]);
  const path = await file.path();
  return { name: file.suggestedFilename(), bytes: fs.readFileSync(path) };
}

/** The SVG's root size and footnote, read by the browser's own XML parser. */
async function readSvg(page: Page, text: string) {
  return page.evaluate((svg) => {
    const doc = new DOMParser().parseFromString(svg, 'image/svg+xml');
    const root = doc.documentElement;
    return {
      errors: doc.getElementsByTagName('parsererror').length,
      root: root.nodeName,
      width: Number.parseFloat(root.getAttribute('width') ?? ''),
      height: Number.parseFloat(root.getAttribute('height') ?? ''),
      footnote: [...doc.querySelectorAll('.image-footnote')].map((line) => line.textContent).join(' '),
    };
  }, text);
}

/** A PNG's size from its IHDR chunk, after checking the signature. */
function pngSize(bytes: Buffer) {
  expect([...bytes.subarray(0, 8)]).toEqual(PNG_SIGNATURE);
  expect(bytes.subarray(12, 16).toString('ascii')).toBe('IHDR');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/** Each picture on screen saved as SVG and as PNG; returns the file names. */
async function savePictures(page: Page, footnote: RegExp): Promise<string[]> {
  // A view still waiting for its pictures keeps them (and their buttons) hidden.
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  const groups = page.getByRole('main').getByRole('group', { name: /^Download the / });
  const names: string[] = [];
  for (const group of await groups.all()) {
    const what = ((await group.getAttribute('aria-label')) ?? '').replace(/^Download the /, '');
    const svgFile = await download(page, group.getByRole('button', { name: 'SVG', exact: true }));
    expect(svgFile.name, what).toMatch(/\.svg$/);
    const svg = await readSvg(page, svgFile.bytes.toString('utf8'));
    expect(svg, what).toMatchObject({ errors: 0, root: 'svg' });
    expect(svg.footnote, what).toMatch(footnote);

    const pngFile = await download(page, group.getByRole('button', { name: 'PNG', exact: true }));
    expect(pngFile.name, what).toBe(svgFile.name.replace(/\.svg$/, '.png'));
    const png = pngSize(pngFile.bytes);
    expect(png.width, what).toBeGreaterThanOrEqual(Math.max(2 * svg.width, 1600));
    expect(png.height / png.width, what).toBeCloseTo(svg.height / svg.width, 2);
    await expect(group.getByRole('alert')).toHaveCount(0);
    names.push(svgFile.name, pngFile.name);
  }
  return names;
}

/** Each table's CSV, checked row by row against the table as shown; returns the file names. */
async function saveTables(page: Page): Promise<string[]> {
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  const buttons = page.getByRole('main').getByRole('button', { name: /^Download CSV: / });
  const names: string[] = [];
  for (const button of await buttons.all()) {
    const caption = ((await button.getAttribute('aria-label')) ?? '').replace(/^Download CSV: /, '');
    const table = page.getByRole('table', { name: caption, exact: true });
    const header = await table
      .locator('thead th')
      .evaluateAll((cells) => cells.map((cell) => cell.textContent.replace(/[▲▼↕]$/, '')));
    // A cell's data as shown, without the links beside it (Fixtures' 'Report'), which are actions.
    const shown = await table.locator('tbody tr').evaluateAll((rows) =>
      rows.map((row) =>
        [...row.querySelectorAll('th, td')].map((cell) => {
          const data = cell.cloneNode(true) as Element;
          for (const action of data.querySelectorAll('.table__action')) action.remove();
          return data.textContent;
        }),
      ),
    );
    const file = await download(page, button);
    expect(file.name, caption).toMatch(/\.csv$/);
    const text = file.bytes.toString('utf8');
    expect(text.startsWith('\uFEFF'), caption).toBe(true);
    expect(text.endsWith('\r\n'), caption).toBe(true);
    const [head, ...rows] = parseCsv(text);
    expect(head, caption).toEqual(header);
    expect(rows, caption).toEqual(shown);
    expect(shown.length, caption).toBeGreaterThan(0);
    names.push(file.name);
  }
  return names;
}

test('every download of every view arrives: CSV as shown, SVG that parses, PNG for a slide', async ({ page }) => {
  test.setTimeout(120_000);
  await signUpToDashboard(page);
  const sample = /2023 season · Sample data: synthetic, not real matches$/;

  await expect(page.getByRole('main').locator('img')).toHaveCount(3);
  await expect(page.getByRole('listbox', { name: 'Galway shots' })).toBeVisible();
  expect(await savePictures(page, sample)).toEqual([
    'galway-heat-map-all-shots.svg',
    'galway-heat-map-all-shots.png',
    'galway-shot-map.svg',
    'galway-shot-map.png',
    'galway-shot-distance-per-period.svg',
    'galway-shot-distance-per-period.png',
    'galway-average-shot-positions.svg',
    'galway-average-shot-positions.png',
  ]);
  expect(await saveTables(page)).toEqual(['galway-players.csv']);

  await page.getByRole('region', { name: 'Filters' }).getByRole('combobox', { name: 'Half' }).selectOption('2');
  await chooseView(page, 'Defending');
  await expect(page.getByRole('main').locator('img')).toHaveCount(4);
  expect(await savePictures(page, /^2nd half · 2023 season · Sample data/)).toEqual(
    ['blocked', 'pp', 'pressure', 'tackle'].flatMap((map) => [
      `galway-${map}-map-2nd-half.svg`,
      `galway-${map}-map-2nd-half.png`,
    ]),
  );

  await chooseView(page, 'Players');
  await expect(page.getByRole('table', { name: /^Every player/ })).toBeVisible();
  expect(await saveTables(page)).toEqual(['players-2nd-half.csv']);

  await chooseView(page, 'Fixtures');
  await expect(page.getByRole('table', { name: /^Galway: every match/ })).toBeVisible();
  expect(await saveTables(page)).toEqual(['galway-matches-2nd-half.csv', 'galway-season-at-a-glance-2nd-half.csv']);
});
