import { expect, test, type Page } from '@playwright/test';
import { scorelectWorkbook, testFile } from '../server/src/testKit/toolFileMakers';
import { createSquad, signUpToDashboard } from './helpers';

/**
 * Other tools' files brought into a squad through its page (docs/behaviour.md#tool-files): each
 * format found from its content, previewed with its report, imported when asked, against the real
 * API and both emulators. The files are the hand-made ones of the readers' tests, and a Scorelect
 * workbook made here.
 */

type Upload = { name: string; mimeType: string; buffer: Buffer };

/** Chooses the file on the squad page; the preview, once shown. */
async function chooseFile(page: Page, file: Upload) {
  await page.getByLabel('File', { exact: true }).setInputFiles(file);
  const preview = page.getByRole('region', { name: `Preview of ${file.name}` });
  await expect(preview).toBeVisible();
  return preview;
}

/** Imports the previewed file; the squad's summary then counts what it brought. */
async function importIt(page: Page, file: Upload, summary: RegExp) {
  await page
    .getByRole('region', { name: `Preview of ${file.name}` })
    .getByRole('button', { name: 'Import 1 match' })
    .click();
  await expect(page.getByRole('status', { name: `Imported ${file.name}` })).toBeVisible();
  await expect(page.getByRole('region', { name: 'The squad', exact: true })).toContainText(summary);
}

/** A squad of a new account's, its page open, for the team the file's match is of. */
async function squadFor(page: Page, team: string) {
  await signUpToDashboard(page);
  await createSquad(page, `${team} ${Date.now().toString(36)}`, team);
}

test("Gaelic-Stat-Logger's match bundle: previewed with the pitch it was drawn on, imported with every kind of event", async ({
  page,
}) => {
  await squadFor(page, 'Sligo');
  const file = { name: 'final.json', mimeType: 'application/json', buffer: testFile('gaelic-stat-logger-match.json') };
  const preview = await chooseFile(page, file);
  await expect(preview.getByText(/Gaelic-Stat-Logger's match bundle/).first()).toBeVisible();
  const pitch = preview.getByRole('region', { name: 'How the coordinates were mapped' });
  await expect(pitch).toContainText('145 x 85 m');
  for (const [kind, count] of [
    ['Shots', '4'],
    ['Kickouts', '1'],
    ['Turnovers', '1'],
    ['Frees', '2'],
    ['Cards', '1'],
  ] as const) {
    await expect(preview.getByText(kind, { exact: true }).locator('xpath=following-sibling::dd')).toHaveText(count);
  }
  await expect(preview.getByRole('region', { name: 'Values not understood' })).toContainText("'screamer'");
  await expect(preview.getByRole('region', { name: 'Not imported' })).toContainText('1 pass');
  await importIt(page, file, /1 match, 4 shots, 4 players/);
  await expect(page.getByText('v Ros Comáin, 14 Jun 2025')).toBeVisible();
});

test("Scorelect's CSV: dated at the preview, since the file has no date", async ({ page }) => {
  await squadFor(page, 'Clifden');
  const file = { name: 'game.csv', mimeType: 'text/csv', buffer: testFile('scorelect-game.csv') };
  const preview = await chooseFile(page, file);
  await expect(preview.getByText(/Scorelect's CSV export/).first()).toBeVisible();
  await expect(preview.getByRole('region', { name: 'Values read as ours' }).getByRole('row')).not.toHaveCount(0);
  await page.getByLabel('Date of the match (the file has none)').fill('2026-05-10');
  await page.getByRole('button', { name: 'Use this date' }).click();
  await expect(preview.getByText(/^2026-05-10 \(the date given here/)).toBeVisible();
  await importIt(page, file, /1 match, 4 shots, 2 players/);
  await expect(page.getByText('v Oughterard, 10 May 2026')).toBeVisible();
});

test("Scorelect's XLSX, made here with exceljs", async ({ page }) => {
  await squadFor(page, 'Clifden');
  const buffer = await scorelectWorkbook([
    ['point', 'Right', '', 12, 14, 'Seán Ó Sé', 'forward', '2', 'Clifden', '', 'point', 100, 44],
    ['wide', 'Left', '', 40, 14, 'Seán Ó Sé', 'forward', '0', 'Clifden', '', 'wide', 40, 30],
    ['goal', 'Hand', '', 65, 11, 'Pádraig Mac Donncha', 'forward', '1', 'Oughterard', '', 'goal', 10, 40],
  ]);
  const file = {
    name: 'game.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer,
  };
  const preview = await chooseFile(page, file);
  await expect(preview.getByText(/Scorelect's XLSX export/).first()).toBeVisible();
  await expect(preview.getByText(/sheet 'Data'/)).toBeVisible();
  await importIt(page, file, /1 match, 3 shots, 1 players?/);
});

test("Scorelect's saved games: the squad's game, dated by the file, its xP kept beside ours", async ({ page }) => {
  await squadFor(page, 'Clifden');
  const file = { name: 'games.json', mimeType: 'application/json', buffer: testFile('scorelect-saved-games.json') };
  const preview = await chooseFile(page, file);
  await expect(preview.getByText(/Scorelect's saved games/).first()).toBeVisible();
  await expect(preview.getByRole('region', { name: 'Notes' })).toContainText(
    'Expected points from Scorelect (xP_adv) kept beside ours on 1 shot, never in their place.',
  );
  await expect(page.getByLabel('Date of the match (the file has none)')).toHaveCount(0);
  await importIt(page, file, /1 match, 3 shots, 2 players/);
  await expect(page.getByText('v Oughterard, 10 May 2026')).toBeVisible();
});

test("shot-plotter's CSV on a phone: which of the file's teams is the squad's, then the preview and the import", async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  await squadFor(page, 'Galway');
  const homeAndAway = testFile('shot-plotter-gaa.csv')
    .toString('utf8')
    .replaceAll('Galway', 'Home')
    .replaceAll('Mayo', 'Away');
  const file = { name: 'plot.csv', mimeType: 'text/csv', buffer: Buffer.from(homeAndAway) };
  await page.getByLabel('File', { exact: true }).setInputFiles(file);
  const chooser = page.getByRole('group', { name: 'Which of these is Galway?' });
  await expect(chooser).toBeVisible();
  await chooser.getByRole('radio', { name: 'Home' }).check();
  await page.getByRole('button', { name: 'Preview with this team' }).click();
  const preview = page.getByRole('region', { name: 'Preview of plot.csv' });
  await expect(preview.getByText(/chosen at the upload as the squad's team 'Galway'/)).toBeVisible();
  await expect(preview.getByRole('region', { name: 'How the coordinates were mapped' })).toContainText('145 x 90 m');
  await page.getByLabel('Date of the match (the file has none)').fill('2025-08-01');
  await page.getByRole('button', { name: 'Use this date' }).click();
  await expect(preview.getByText(/^2025-08-01 \(the date given here/)).toBeVisible();
  await importIt(page, file, /1 match, 5 shots, 2 players/);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await context.close();
});
