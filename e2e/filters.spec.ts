import fs from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { signIn, signUpToDashboard } from './helpers';

const filters = (page: Page) => page.getByRole('region', { name: 'Filters' });
const subtitle = (page: Page) => page.locator('.dashboard__subtitle');

test('a filtered view is a link: it opens the same view in a fresh session after signing in', async ({
  page,
  browser,
}) => {
  const account = await signUpToDashboard(page);
  await page.getByRole('combobox', { name: 'Team' }).selectOption('Kerry');
  await filters(page).getByRole('combobox', { name: 'Half' }).selectOption('2');
  await filters(page).getByRole('combobox', { name: 'Shot type' }).selectOption('play');
  await page.getByRole('button', { name: 'Defending' }).click();
  await expect(page).toHaveURL(/\/\?team=Kerry&view=defending&half=2&shotType=play$/);
  await expect(subtitle(page)).toHaveText(/^Kerry · 2nd half · from play · /);
  await expect(page.getByRole('img', { name: /Kerry: opponents' shots the team blocked/ })).toHaveAttribute(
    'src',
    /\/api\/images\/defending\/blocked\/Kerry\.svg\?v=[^&]+&half=2&shotType=play$/,
  );
  const link = page.url();

  const fresh = await browser.newContext();
  const other = await fresh.newPage();
  await other.goto(link);
  await expect(other).toHaveURL(/\/signin$/);
  await signIn(other, account);
  await expect(other.getByRole('heading', { level: 1, name: 'Defending' })).toBeVisible();
  await expect(other).toHaveURL(link);
  await expect(other.getByRole('combobox', { name: 'Team' })).toHaveValue('Kerry');
  await expect(filters(other).getByRole('combobox', { name: 'Half' })).toHaveValue('2');
  await expect(subtitle(other)).toHaveText(/^Kerry · 2nd half · from play · /);

  // Back steps through the changes made in the first session, as the browser's own button does.
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: 'Attacking' })).toBeVisible();
  await expect(page).toHaveURL(/\/\?team=Kerry&half=2&shotType=play$/);
  await fresh.close();
});

test('a shot on the map can be read by keyboard', async ({ page }) => {
  await signUpToDashboard(page);
  const map = page.getByRole('listbox', { name: /Galway shots/ });
  await expect(map.getByRole('option').first()).toBeAttached();
  await map.getByRole('option').first().focus();
  await page.keyboard.press('ArrowRight');
  const second = map.getByRole('option').nth(1);
  await expect(second).toBeFocused();
  const name = await second.getAttribute('aria-label');
  expect(name).toMatch(
    /^(Scored|Missed): .+, minute (\d+|unknown), \d+\.\d m, chance of scoring \d\.\d\d, expected points \d\.\d\d$/,
  );
  const details = page.getByRole('region', { name: 'Shot details' });
  await expect(details).toContainText(/\d+\.\d m/);
  await expect(details).toContainText(/Chance of scoring \(xP\)\s*\d\.\d\d/);
});

test('a table downloads as CSV with the rows as shown, filtered and sorted', async ({ page }) => {
  await signUpToDashboard(page);
  await filters(page).getByRole('combobox', { name: 'Pressure' }).selectOption('yes');
  const table = page.getByRole('table', { name: "Galway players' shooting" });
  await table.getByRole('button', { name: /^Shots/ }).click();
  await table.getByRole('button', { name: /^Shots/ }).click();
  await expect(table.getByRole('columnheader', { name: /^Shots/ })).toHaveAttribute('aria-sort', 'descending');
  const shown = await table
    .locator('tbody tr')
    .evaluateAll((rows) => rows.map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent)));

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: "Download CSV: Galway players' shooting" }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('galway-players-under-pressure.csv');
  const file = await download.path();
  const lines = fs
    .readFileSync(file, 'utf8')
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n');
  expect(lines[0]).toBe(
    'Player Name,Team Name,Scores,Shots,xP Adv Shot,xPoints,Success UP,Scored Right,Scored Left,Scored Hand,Average Shot Distance,Points,xPts,Points - xPts',
  );
  expect(lines.slice(1).map((line) => line.split(','))).toEqual(shown);
});
