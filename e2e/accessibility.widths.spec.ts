import { expect, test, type Page } from '@playwright/test';
import { clubFile } from '../server/src/testKit/squadFiles';
import { testFile } from '../server/src/testKit/toolFileMakers';
import { graveViolations } from './axe';
import { chooseView, openSidebar, signUpToDashboard } from './helpers';

/** Nothing is loading: no spinner (role status, text 'Páirc') and nothing marked busy. */
async function settled(page: Page) {
  await expect(page.getByRole('status').filter({ hasText: 'Páirc' })).toHaveCount(0);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

/** axe finds nothing serious or critical on the screen as it is now. */
async function expectAccessible(page: Page, screen: string) {
  await settled(page);
  expect(await graveViolations(page), screen).toEqual([]);
}

test('axe finds nothing serious on the signed-out screens', async ({ page }) => {
  // Four sweeps: on a busy two-core machine they ran past the usual 60 s.
  test.slow();
  // An invite link opened signed out: the sign-in form, saying why.
  for (const path of ['/signin', '/signup', '/players', '/join/some-invite-code']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectAccessible(page, path);
  }
});

test('axe finds nothing serious on any dashboard view, with the sidebar open or closed', async ({ page }) => {
  // Six sweeps, one over every player's table (270 rows of 16 columns): over a minute on a busy
  // machine, and three when other test stacks share its two cores.
  test.setTimeout(300_000);
  await signUpToDashboard(page);
  for (const view of ['Attacking', 'Defending', 'Players', 'Restarts', 'Fixtures'] as const) {
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

test("axe finds nothing serious on the sample squad's restarts, turnovers and season at a glance", async ({ page }) => {
  test.setTimeout(120_000);
  await signUpToDashboard(page);
  await page.goto('/?squad=sample&team=Clifden&view=restarts');
  await expect(page.getByRole('img', { name: /^Kickout landings/ })).toBeVisible();
  await expectAccessible(page, "the sample squad's Restarts view");
  await expectNoSidewaysScroll(page, 'the Restarts view');
  await chooseView(page, 'Defending');
  await expect(page.getByRole('img', { name: /^Turnovers won/ })).toBeVisible();
  await expectAccessible(page, "the sample squad's Defending view, turnovers included");
  await chooseView(page, 'Fixtures');
  await expect(page.getByRole('table', { name: /season at a glance/ })).toBeVisible();
  await expectAccessible(page, "the sample squad's fixtures and season at a glance");
  await expectNoSidewaysScroll(page, 'the season at a glance');
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

/** The page is no wider than the window: nothing to scroll sideways for, at a phone's width too. */
async function expectNoSidewaysScroll(page: Page, screen: string) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, screen).toBeLessThanOrEqual(0);
}

test("axe finds nothing serious on the squads' screens, and none is wider than the window", async ({ page }) => {
  test.setTimeout(120_000);
  await signUpToDashboard(page);
  await page.goto('/squads');
  await expect(page.getByRole('heading', { level: 1, name: 'Squads' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sample squad: Clifden' })).toBeVisible();
  await expectAccessible(page, 'squads');
  await expectNoSidewaysScroll(page, 'squads');

  await page.getByLabel('Squad name').fill('Clifden Seniors');
  await page.getByLabel('Team, as your data spells it').fill('Clifden');
  await page.getByRole('button', { name: 'Create squad' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Clifden Seniors' })).toBeVisible();
  // The sync status is part of the sweep (its waiting and offline states: e2e/offline.widths.spec.ts).
  await expect(page.getByRole('region', { name: 'Sync' }).getByRole('status')).toHaveText('All changes saved');
  await expectAccessible(page, 'an empty squad, as its owner');
  await expectNoSidewaysScroll(page, 'an empty squad');

  const file = clubFile('Clifden', ['Roundstone', 'Letterfrack'], 'Axe');
  await page
    .getByLabel('File', { exact: true })
    .setInputFiles({ name: 'season.csv', mimeType: 'text/csv', buffer: Buffer.from(file) });
  await expect(page.getByRole('region', { name: 'Preview of season.csv' })).toBeVisible();
  await expectAccessible(page, 'an upload previewed');
  await page.getByRole('button', { name: 'Import 2 matches' }).click();
  await expect(page.getByRole('status', { name: 'Imported season.csv' })).toBeVisible();

  // Another tool's file whose teams are not the squad's as spelt: the chooser, then its report.
  const plotted = testFile('shot-plotter-gaa.csv').toString('utf8').replaceAll('Galway', 'Home');
  await page
    .getByLabel('File', { exact: true })
    .setInputFiles({ name: 'plot.csv', mimeType: 'text/csv', buffer: Buffer.from(plotted) });
  await expect(page.getByRole('group', { name: 'Which of these is Clifden?' })).toBeVisible();
  await expectAccessible(page, "the chooser of a tool file's team");
  await expectNoSidewaysScroll(page, "the chooser of a tool file's team");
  await page.getByRole('radio', { name: 'Home' }).check();
  await page.getByRole('button', { name: 'Preview with this team' }).click();
  await expect(page.getByRole('region', { name: 'How the coordinates were mapped' })).toBeVisible();
  await expectAccessible(page, "a tool file's preview, its report and the date it asks for");
  await expectNoSidewaysScroll(page, "a tool file's preview");

  await page.getByRole('button', { name: 'Create invite link' }).click();
  await expect(page.getByLabel(/Send this link/)).toBeVisible();
  await page.getByText('Add a player').click();
  await expectAccessible(page, 'a squad with its matches, an invite and the roster form');
  await expectNoSidewaysScroll(page, 'a squad with its matches');

  await page.getByRole('button', { name: 'Open its dashboard' }).click();
  await expect(page.locator('.dashboard__subtitle')).toContainText('Clifden Seniors · Clifden');
  await expectAccessible(page, "a squad's dashboard");
  await (
    await openSidebar(page)
  )
    .getByRole('combobox', { name: 'Data' })
    .selectOption({ label: 'Sample squad: Clifden' });
  await expect(page.locator('.dashboard__subtitle')).toContainText('Sample squad: Clifden · Clifden');
  await expectAccessible(page, "the sample squad's dashboard");

  await page.goto('/squads/sample');
  await expect(page.getByText(/The sample squad is made up/)).toBeVisible();
  await expectAccessible(page, 'the sample squad, as a viewer');
  await expectNoSidewaysScroll(page, 'the sample squad');

  await page.goto('/join/not-a-real-code');
  await expect(page.getByRole('alert')).toHaveText(/This invite link is not valid/);
  await expectAccessible(page, 'a join link that does not work');
});

test('axe finds nothing serious on a match report, and it is no wider than the window', async ({ page, request }) => {
  test.setTimeout(120_000);
  await signUpToDashboard(page);
  const matches = (await (await request.get('/api/matches?team=Kerry')).json()) as Array<{ id: string }>;
  await page.goto(`/matches/${matches[0]?.id ?? ''}/report?team=Kerry`);
  await expect(page.getByRole('img', { name: /^Expected-points race/ })).toBeVisible();
  await expectAccessible(page, 'a public match report');
  await expectNoSidewaysScroll(page, 'a public match report');
  await page.goto('/squads/sample');
  await page
    .getByRole('link', { name: /^Report on the match v / })
    .first()
    .click();
  await expect(page.getByRole('table', { name: 'Kickouts by half' })).toBeVisible();
  await expect(page.getByRole('img', { name: /^Kickout landings/ })).toBeVisible();
  await page.getByText(/How the score grew/).click();
  await expectAccessible(page, "a squad's match report, kickouts and turnovers recorded");
  await expectNoSidewaysScroll(page, "a squad's match report");
  await page.goto('/r/not-a-code');
  await expect(page.getByRole('alert')).toBeVisible();
  await expectAccessible(page, "a share link's not-found page");
});

test('axe finds nothing serious on the capture screens, and none is wider than the window', async ({ page }) => {
  test.setTimeout(120_000);
  await signUpToDashboard(page);
  await page.goto('/squads');
  await page.getByLabel('Squad name').fill('Clifden Seniors');
  await page.getByLabel('Team, as your data spells it').fill('Clifden');
  await page.getByRole('button', { name: 'Create squad' }).click();
  await page.getByRole('link', { name: 'Record a match' }).click();
  await expect(page.getByRole('form', { name: 'New match' })).toBeVisible();
  await page.getByLabel('Opponent', { exact: true }).fill('Oughterard');
  await page.getByRole('button', { name: 'Create and start recording' }).click();
  await expect(page.getByRole('alert')).toHaveText('Name the competition (and stage)');
  await expectAccessible(page, 'a new match, with what is missing');
  await expectNoSidewaysScroll(page, 'a new match');

  await page.getByLabel('Competition and stage').fill('Galway SFC Round 1');
  await page.getByRole('button', { name: 'Create and start recording' }).click();
  const pitch = page.getByRole('button', { name: /^Pitch/ });
  await expect(pitch).toBeVisible();
  await expectAccessible(page, 'the capture screen');
  await pitch.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('group', { name: 'New shot' })).toBeVisible();
  await expectAccessible(page, 'the capture screen with a shot being built');
  await page.getByRole('button', { name: 'Point', exact: true }).click();
  await page.getByRole('button', { name: '#14', exact: true }).click();
  await page.getByRole('button', { name: /^Edit Clifden point/ }).click();
  await expect(page.getByRole('group', { name: 'Edit the event' })).toBeVisible();
  await expectAccessible(page, 'the capture screen editing an event');
  await expectNoSidewaysScroll(page, 'the capture screen');
});
