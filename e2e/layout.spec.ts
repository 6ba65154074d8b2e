import { expect, test } from '@playwright/test';
import { chooseView, signUpToDashboard } from './helpers';

test('on a desktop the sidebar is as tall as the window and Log Out stays on screen however far the page scrolls', async ({
  page,
}) => {
  await signUpToDashboard(page);
  await expect(page.getByRole('img', { name: /Galway: leading shooters/ })).toBeVisible();
  const screen = page.viewportSize();
  if (!screen) throw new Error('no viewport');
  const logOut = page.getByRole('button', { name: 'Log Out' });
  for (const scrolled of ['top', 'bottom'] as const) {
    await page.evaluate((to) => window.scrollTo(0, to === 'top' ? 0 : document.body.scrollHeight), scrolled);
    const box = await logOut.boundingBox();
    expect(box, scrolled).not.toBeNull();
    expect((box?.y ?? 0) + (box?.height ?? 0), scrolled).toBeLessThanOrEqual(screen.height);
    expect(box?.y ?? -1, scrolled).toBeGreaterThanOrEqual(0);
    const sidebar = await page.getByRole('complementary', { name: 'Sidebar' }).boundingBox();
    expect((sidebar?.y ?? 0) + (sidebar?.height ?? 0), scrolled).toBeCloseTo(screen.height, 0);
  }
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
});

test("a view change moves the focus to the new view's heading, and the skip link to the content", async ({ page }) => {
  await signUpToDashboard(page);
  await chooseView(page, 'Defending');
  await expect(page.getByRole('heading', { level: 1, name: 'Defending' })).toBeFocused();

  await page.goto('/');
  // Until the sign-in is checked and the dashboard's code is in, the page is a spinner with a <main>
  // of its own, which the dashboard's then replaces, focus and all.
  await expect(page.getByRole('heading', { level: 1, name: 'Attacking' })).toBeVisible();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
});
