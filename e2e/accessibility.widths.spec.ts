import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { chooseView, signUpToDashboard } from './helpers';

/** Nothing is loading: no spinner (role status, text 'Páirc') and nothing marked busy. */
async function settled(page: Page) {
  await expect(page.getByRole('status').filter({ hasText: 'Páirc' })).toHaveCount(0);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

/** axe finds nothing serious or critical on the screen as it is now. */
async function expectAccessible(page: Page, screen: string) {
  await settled(page);
  const { violations } = await new AxeBuilder({ page }).analyze();
  const grave = violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id}: ${violation.help} at ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
  expect(grave, screen).toEqual([]);
}

test('axe finds nothing serious on the signed-out screens', async ({ page }) => {
  for (const path of ['/signin', '/signup', '/players']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectAccessible(page, path);
  }
});

test('axe finds nothing serious on any dashboard view, with the sidebar open or closed', async ({ page }) => {
  // Six sweeps, one over every player's table (270 rows of 16 columns): over a minute on a busy machine.
  test.setTimeout(180_000);
  await signUpToDashboard(page);
  for (const view of ['Attacking', 'Defending', 'Players', 'Fixtures'] as const) {
    await chooseView(page, view);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(view === 'Players' ? 'Players Stats' : view);
    // As the view is left: on a desktop the sidebar open, on a phone closed (it closes on a choice).
    await expectAccessible(page, view);
    if (view === 'Players') {
      await page.getByRole('button', { name: 'Model' }).click();
      await expect(page.getByRole('region', { name: /^Reliability by decile/ }).first()).toBeVisible();
      await expectAccessible(page, 'Players with the model card open');
    }
  }
  await page.getByRole('button', { name: /sidebar/ }).click();
  await expectAccessible(page, 'Fixtures with the sidebar toggled');
});

test('axe finds nothing serious on the error page', async ({ page }) => {
  await signUpToDashboard(page);
  await page.route('**/api/teams', (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"Internal server error"}' }),
  );
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('An error occurred: Internal server error');
  await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
  await expectAccessible(page, 'error page');
});

test('axe finds nothing serious on the page shown when the app’s code fails to download, and Reload mends it', async ({
  page,
}) => {
  await signUpToDashboard(page);
  // Routing also turns off the browser's cache, so the reload asks the network for the chunk again.
  const dashboardChunk = /\/assets\/dashboard\.[0-9a-f]+\.js$/;
  await page.route(dashboardChunk, (route) => route.abort('internetdisconnected'));
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Part of Páirc could not be downloaded');
  await expect(page.getByRole('alert')).toContainText('Check your connection and reload the page.');
  await expectAccessible(page, 'the page for code that failed to download');

  await page.unroute(dashboardChunk);
  await page.getByRole('button', { name: 'Reload' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Attacking' })).toBeVisible();
});
