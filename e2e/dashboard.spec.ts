import { expect, test, type Page } from '@playwright/test';
import { signUpToDashboard } from './helpers';

/** Every <img> in the page has arrived and decoded: the server's SVGs are real pictures. */
async function expectImagesLoaded(page: Page, count: number) {
  const images = page.locator('main img');
  await expect(images).toHaveCount(count);
  for (const image of await images.all()) {
    await expect
      .poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0))
      .toBe(true);
  }
}

test('the attacking view shows the chart, heat map, players and both charts for Galway', async ({ page }) => {
  await signUpToDashboard(page);
  await expect(page.getByRole('heading', { name: 'Scoring Zone Efficiency' })).toBeVisible();
  const chart = page.getByRole('img', { name: 'Galway: success rate by scoring zone' });
  await expect(chart.getByText(/^\d{1,3}\.\d{2}%$/)).toHaveCount(2);
  await expect(chart.locator('text', { hasText: 'Inside Scoring Zone' })).toBeVisible();
  await expectImagesLoaded(page, 3);

  const heatMap = page.getByRole('img', { name: /Galway: heat map of all shots/ });
  await expect(heatMap).toHaveAttribute('src', /\/api\/images\/heatmap\/shots\/Galway\.svg\?v=/);
  await page.getByRole('group', { name: 'Heat map type' }).getByRole('button', { name: 'Misses' }).click();
  await expect(page.getByRole('img', { name: /Galway: heat map of missed shots/ })).toHaveAttribute(
    'src',
    /\/heatmap\/miss\/Galway\.svg/,
  );

  const table = page.getByRole('table', { name: "Galway players' shooting" });
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  const names = await table.getByRole('rowheader').allTextContents();
  expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })));
  await expect(table.getByRole('cell').first()).toHaveText('Galway');
  await expect(table.getByRole('cell').nth(1)).toHaveText(/^\d+\.\d{2}$/);
});

test('another team reloads the views, and the defending maps load', async ({ page }) => {
  await signUpToDashboard(page);
  await page.getByRole('combobox', { name: 'Team' }).selectOption('Kerry');
  await expect(page.getByRole('img', { name: 'Kerry: success rate by scoring zone' })).toBeVisible();

  await page.getByRole('button', { name: 'Defending' }).click();
  for (const title of ['Blocked Map', 'PP Map', 'Pressure Map', 'Tackle Map']) {
    await expect(page.getByRole('heading', { name: title })).toBeVisible();
  }
  await expectImagesLoaded(page, 4);

  await page.getByRole('combobox', { name: 'Team' }).selectOption('');
  await expect(page.getByText('Please select a team to view the Blocked map.')).toBeVisible();
  await expect(page.getByText('Please select a team to view the Tackle map.')).toBeVisible();
});

test('Players Stats lists every player, sorts by a column and is open when signed out', async ({ page }) => {
  await page.goto('/players');
  await expect(page.getByRole('heading', { level: 1, name: 'Players Stats' })).toBeVisible();
  const table = page.getByRole('table', { name: /Every player/ });
  await expect(table.getByRole('row').nth(20)).toBeVisible();
  const shots = table.getByRole('columnheader', { name: /^Shots/ });
  await shots.getByRole('button').click();
  await expect(shots).toHaveAttribute('aria-sort', 'ascending');
  await shots.getByRole('button').click();
  await expect(shots).toHaveAttribute('aria-sort', 'descending');
  const column = await table.locator('tbody tr td:nth-child(4)').allTextContents();
  const values = column.map(Number);
  expect(values).toEqual([...values].sort((a, b) => b - a));
});
