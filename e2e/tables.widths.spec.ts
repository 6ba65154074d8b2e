import { expect, test, type Locator, type Page } from '@playwright/test';
import { chooseView, signUpToDashboard } from './helpers';

type Box = { x: number; y: number; width: number; height: number };

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  if (!box) throw new Error('not on screen');
  return box;
}

/** Whether `inner` lies within `outer`'s visible area (to the pixel). */
function within(inner: Box, outer: Box): boolean {
  return (
    inner.x >= outer.x - 1 &&
    inner.y >= outer.y - 1 &&
    inner.x + inner.width <= outer.x + outer.width + 1 &&
    inner.y + inner.height <= outer.y + outer.height + 1
  );
}

/**
 * Scrolls a table's region down (when it can) and as far right as it goes, and checks that the
 * header row and the name column are still in view, and the last column with them.
 */
async function expectPinnedWhileScrolled(page: Page, region: Locator, lastColumn: RegExp) {
  const table = region.getByRole('table');
  await expect(table.getByRole('row').nth(10)).toBeAttached();
  await region.scrollIntoViewIfNeeded();
  await region.evaluate((element) => {
    element.scrollTop = 400;
    element.scrollLeft = element.scrollWidth;
  });
  const view = await boxOf(region);
  const nameHeader = table.getByRole('columnheader', { name: /Player Name/ });
  const nameHeaderBox = await boxOf(nameHeader);
  expect(within(nameHeaderBox, view)).toBe(true);
  expect(nameHeaderBox.y).toBeLessThanOrEqual(view.y + 2);
  expect(nameHeaderBox.x).toBeLessThanOrEqual(view.x + 2);
  expect(within(await boxOf(table.getByRole('columnheader', { name: lastColumn })), view)).toBe(true);

  // The row in the middle of the region still shows its name at the region's left edge.
  const middle = { x: view.x + view.width / 2, y: view.y + view.height / 2 };
  const rowName = await page.evaluate(({ x, y }) => {
    const row = document.elementFromPoint(x, y)?.closest('tr');
    return row?.querySelector('th')?.textContent ?? null;
  }, middle);
  if (!rowName) throw new Error('no row in the middle of the region');
  // A name cell is a button named for what it does; its text is the name.
  const nameBox = await boxOf(table.getByRole('rowheader').filter({ hasText: rowName }).first());
  expect(within(nameBox, view)).toBe(true);
  expect(nameBox.x).toBeLessThanOrEqual(view.x + 2);
}

test('the players table keeps its header row and names in view while it scrolls both ways, and every column is reachable', async ({
  page,
}) => {
  await signUpToDashboard(page);
  await chooseView(page, 'Players');
  const region = page.getByRole('region', { name: /Every player/ });
  await expectPinnedWhileScrolled(page, region, /Points - xPts/);
  expect(await region.evaluate((element) => element.scrollTop)).toBeGreaterThan(0);
  expect(await region.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
});

test("the attacking view's player table keeps its names in view while every column is reached", async ({ page }) => {
  await signUpToDashboard(page);
  const region = page.getByRole('region', { name: "Galway players' shooting" });
  await expectPinnedWhileScrolled(page, region, /Points - xPts/);
});

test('a table region is reached with Tab and scrolled with the keyboard', async ({ page }) => {
  await signUpToDashboard(page);
  await chooseView(page, 'Players');
  const region = page.getByRole('region', { name: /Every player/ });
  await expect(region.getByRole('row').nth(30)).toBeAttached();
  await page.getByRole('button', { name: /Download CSV: Every player/ }).focus();
  await page.keyboard.press('Tab');
  await expect(region).toBeFocused();
  await page.keyboard.press('PageDown');
  await expect.poll(() => region.evaluate((element) => element.scrollTop)).toBeGreaterThan(0);
  // Chromium drops a scrolling key pressed while an earlier one's smooth scroll is still under way
  // (End after PageDown, ArrowRight after End), so each key is pressed again until it has scrolled:
  // End until the end is reached, ArrowRight until the table has moved sideways. The end can be
  // reached within a pixel while End's scroll is still finishing, so ArrowRight too may be dropped.
  await expect
    .poll(async () => {
      await page.keyboard.press('End');
      return region.evaluate((element) => element.scrollHeight - element.clientHeight - element.scrollTop);
    })
    .toBeLessThan(1);
  await expect
    .poll(async () => {
      await page.keyboard.press('ArrowRight');
      return region.evaluate((element) => element.scrollLeft);
    })
    .toBeGreaterThan(0);
});

test('Fixtures shows each opponent, score and result without scrolling sideways', async ({ page }) => {
  await signUpToDashboard(page);
  await chooseView(page, 'Fixtures');
  const region = page.getByRole('region', { name: /^Galway: every match/ });
  await expect(region.getByRole('row').nth(1)).toBeVisible();
  const view = await boxOf(region);
  const cells = await region.getByRole('table').evaluate((table: HTMLTableElement) => {
    const headers = [...table.tHead!.rows[0]!.cells].map((cell) => cell.textContent);
    const wanted = ['Opponent', 'Match', 'Score', 'Result'];
    return [...table.tBodies[0]!.rows].flatMap((row) =>
      [...row.cells]
        .filter((_cell, k) => wanted.includes(headers[k] ?? ''))
        .map((cell) => {
          const box = cell.getBoundingClientRect();
          return { text: cell.textContent, x: box.x, y: box.y, width: box.width, height: box.height };
        }),
    );
  });
  expect(cells.length).toBeGreaterThan(5);
  for (const cell of cells) expect(within({ ...cell, y: view.y, height: 0 }, view), cell.text).toBe(true);
  expect(await region.evaluate((element) => element.scrollLeft)).toBe(0);
});
