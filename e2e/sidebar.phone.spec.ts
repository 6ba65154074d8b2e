import { expect, test, type Page } from '@playwright/test';
import { signUpToDashboard } from './helpers';

const sidebarOf = (page: Page) => page.getByRole('complementary', { name: 'Sidebar' });

async function openFromHeader(page: Page) {
  await page.getByRole('button', { name: 'Open sidebar' }).tap();
  await expect(sidebarOf(page)).toBeVisible();
}

test.beforeEach(async ({ page }) => {
  await signUpToDashboard(page);
});

test('on a phone the sidebar starts closed and opens over a dimmed page from the header', async ({ page }) => {
  await expect(sidebarOf(page)).toBeHidden();
  await openFromHeader(page);
  const sidebar = await sidebarOf(page).boundingBox();
  expect(sidebar?.x).toBe(0);
  // What shows beside the sidebar is the backdrop, not the page.
  const beside = await page.evaluate(() => document.elementFromPoint(370, 500)?.className);
  expect(beside).toBe('sidebar-backdrop');
  // The focus goes to the sidebar's first control: the choice of data.
  await expect(sidebarOf(page).getByRole('combobox', { name: 'Data' })).toBeFocused();
});

test('Escape closes it and gives the focus back to the toggle', async ({ page }) => {
  await openFromHeader(page);
  await page.keyboard.press('Escape');
  await expect(sidebarOf(page)).toBeHidden();
  await expect(page.getByRole('button', { name: 'Open sidebar' })).toBeFocused();
});

test('a tap outside it closes it', async ({ page }) => {
  await openFromHeader(page);
  await page.touchscreen.tap(370, 500);
  await expect(sidebarOf(page)).toBeHidden();
  await expect(page.getByRole('button', { name: 'Open sidebar' })).toBeFocused();
});

test('while it is open the focus stays in it and its toggle, and the page behind does not scroll', async ({ page }) => {
  await openFromHeader(page);
  const inSidebarOrToggle = () =>
    page.evaluate(
      () =>
        document.getElementById('dashboard-sidebar')?.contains(document.activeElement) === true ||
        document.activeElement?.id === 'dashboard-sidebar-toggle',
    );
  for (let press = 0; press < 10; press += 1) {
    await page.keyboard.press('Tab');
    expect(await inSidebarOrToggle()).toBe(true);
  }
  for (let press = 0; press < 10; press += 1) {
    await page.keyboard.press('Shift+Tab');
    expect(await inSidebarOrToggle()).toBe(true);
  }
  await page.mouse.move(370, 600);
  await page.mouse.wheel(0, 800);
  await page.waitForTimeout(300);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');
});

test("choosing a view closes it and puts the focus on the view's heading; choosing a team closes it", async ({
  page,
}) => {
  await openFromHeader(page);
  await sidebarOf(page).getByRole('button', { name: 'Fixtures' }).tap();
  await expect(sidebarOf(page)).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: 'Fixtures' })).toBeFocused();

  await openFromHeader(page);
  await sidebarOf(page).getByRole('combobox', { name: 'Team' }).selectOption('Kerry');
  await expect(sidebarOf(page)).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Kerry matches' })).toBeVisible();
});
