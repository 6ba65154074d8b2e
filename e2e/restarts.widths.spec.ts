import fs from 'node:fs';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { sampleSquadBundle } from '../server/src/data/sample/sampleSquad';
import { cellsByHeader, chooseView, signIn, signUpToDashboard, uniqueEmail } from './helpers';

/**
 * Restarts and turnovers in the dashboard, the season at a glance, and sign-in returning to a
 * report (docs/behaviour.md#restarts), at a desktop's width and a phone's.
 */

/** The sample squad's own kickouts, counted from its data rather than by the app: kept and kicked. */
function sampleKickouts(): { kept: number; kicked: number } {
  const ours = sampleSquadBundle().matches.flatMap((match) =>
    match.events.filter((event) => event.kind === 'kickout' && event.side === 'us'),
  );
  return { kept: ours.filter((event) => event.kind === 'kickout' && event.won).length, kicked: ours.length };
}

async function download(page: Page, button: Locator) {
  const [file] = await Promise.all([page.waitForEvent('download'), button.click()]);
  return { name: file.suggestedFilename(), text: fs.readFileSync(await file.path(), 'utf8') };
}

test("the sample squad's Restarts view maps its kickouts, counts what it kept, and downloads as CSV", async ({
  page,
}) => {
  await signUpToDashboard(page);
  await page.goto('/?squad=sample&team=Clifden');
  // The header's sidebar toggle is there once the dashboard is.
  await expect(page.locator('.dashboard__subtitle')).toContainText('Sample squad: Clifden · Clifden');
  await chooseView(page, 'Restarts');
  await expect(page).toHaveURL(/view=restarts/);
  await expect(page.getByRole('heading', { level: 1, name: 'Restarts' })).toBeVisible();
  const { kept, kicked } = sampleKickouts();
  const summary = page.getByRole('region', { name: 'Clifden kickouts' });
  await expect(summary.getByRole('definition').first()).toContainText(`${kept} of ${kicked}`);
  await expect(page.getByRole('img', { name: /^Kickout landings: Clifden v Opponents/ })).toBeVisible();

  const byLength = page.getByRole('table', { name: /own kickouts kept by length and contest/ });
  const rows = await cellsByHeader(byLength);
  expect(rows[0]).toMatchObject({
    Kickouts: 'All kickouts',
    'Clifden kept': expect.stringMatching(`^${kept} of ${kicked} \\(`),
  });
  const csv = await download(page, page.getByRole('button', { name: /^Download CSV: .*by length and contest/ }));
  expect(csv.name).toBe('clifden-kickouts-by-length.csv');
  expect(csv.text).toContain('Kickouts,Clifden kept,Opponents kept');
  expect(csv.text).toContain(`All kickouts,${kept} of ${kicked} (${Math.round((100 * kept) / kicked)}%),`);
  await expect(page.getByRole('table', { name: /kept by landing zone/ })).toBeVisible();

  // The map downloads as a picture, as every map does.
  const png = await download(page, page.getByRole('group', { name: 'Download the Kickout landings' }).getByText('PNG'));
  expect(png.name).toBe('clifden-kickout-landings.png');

  // Filtered to the second half the link says so, and the numbers are the half's.
  await page.goto('/?squad=sample&team=Clifden&view=restarts&half=2');
  await expect(page.getByRole('img', { name: /^Kickout landings/ })).toBeVisible();
  const secondHalf = await cellsByHeader(page.getByRole('table', { name: /by length and contest/ }));
  const [, keptInHalf = 0, kickedInHalf = 0] = (
    /^(\d+) of (\d+)/.exec(secondHalf[0]?.['Clifden kept'] ?? '') ?? []
  ).map(Number);
  expect(kickedInHalf).toBeGreaterThan(0);
  expect(kickedInHalf).toBeLessThan(kicked);
  expect(keptInHalf).toBeLessThanOrEqual(kept);
});

test("the public data's Restarts view says it records shots only, and which data would fill it", async ({ page }) => {
  await signUpToDashboard(page);
  await chooseView(page, 'Restarts');
  await expect(page.getByRole('heading', { name: 'Kickouts: not recorded' })).toBeVisible();
  await expect(page.getByText(/records shots only/)).toBeVisible();
  await expect(page.getByText(/A squad's matches fill this view once their kickouts are recorded/)).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
});

test("the Defending view maps where the sample squad won the ball back; the public data's says it is not recorded", async ({
  page,
}) => {
  await signUpToDashboard(page);
  await chooseView(page, 'Defending');
  await expect(page.getByRole('heading', { name: 'Turnovers won: not recorded' })).toBeVisible();
  await page.goto('/?squad=sample&team=Clifden&view=defending');
  await expect(page.getByRole('img', { name: /^Turnovers won: Clifden v Opponents/ })).toBeVisible();
  const won = sampleSquadBundle().matches.flatMap((match) =>
    match.events.filter((event) => event.kind === 'turnover' && event.side === 'us'),
  ).length;
  const rows = await cellsByHeader(page.getByRole('table', { name: /turnovers won by third/ }));
  expect(rows.find((row) => row.Turnovers === 'All won')).toMatchObject({ Clifden: String(won) });
});

test('the season at a glance has a row per match under the fixtures, and says what the public data lacks', async ({
  page,
}) => {
  await signUpToDashboard(page);
  await page.goto('/?squad=sample&team=Clifden&view=fixtures');
  const glance = page.getByRole('table', { name: 'Clifden: season at a glance, one row per match' });
  const rows = await cellsByHeader(glance);
  expect(rows).toHaveLength(sampleSquadBundle().matches.length);
  for (const row of rows) {
    expect(row['Kickouts kept']).toMatch(/^\d+ of \d+ \(\d+%\)$/);
    expect(row['Turnovers won / lost']).toMatch(/^\d+ \/ \d+$/);
  }
  // The trend follows the figure chosen.
  await page.getByRole('button', { name: 'Kickout retention' }).click();
  await expect(page.getByRole('img', { name: 'Clifden: kickout retention by match' })).toBeVisible();

  await page.goto('/?team=Kerry&view=fixtures');
  // The spec's fixtures table is still the first table, as it was.
  await expect(page.getByRole('table').first()).toHaveAccessibleName(/^Kerry: every match in the data/);
  const publicRows = await cellsByHeader(page.getByRole('table', { name: /^Kerry: season at a glance/ }));
  expect(publicRows.length).toBeGreaterThan(0);
  expect(publicRows.every((row) => row['Kickouts kept'] === '–' && row['Turnovers won / lost'] === '–')).toBe(true);
  await expect(page.getByText(/'–' marks what a match's data does not record/)).toBeVisible();
});

test('a signed-out visitor who opens a report and signs in (or up) lands back on that report', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const account = await signUpToDashboard(page);
  const [match] = (await (await request.get('/api/matches?team=Kerry')).json()) as Array<{ id: string }>;
  const address = `/matches/${match?.id ?? ''}/report?team=Kerry`;

  const signedOut = await browser.newPage();
  await signedOut.goto(address);
  await expect(signedOut).toHaveURL(/\/signin$/);
  await expect(signedOut.getByText('Sign in, or sign up, to open the match report you were sent.')).toBeVisible();
  await signIn(signedOut, account);
  await expect(signedOut).toHaveURL(new RegExp(`${address.replace(/[?]/g, '\\?')}$`));
  await expect(signedOut.getByRole('heading', { level: 2, name: /^Kerry \d+-\d+/ })).toBeVisible();
  await signedOut.close();

  // A squad's report, and signing up rather than in.
  await page.goto('/squads/sample');
  const squadReport = new URL(
    (await page
      .getByRole('link', { name: /^Report on the match v / })
      .first()
      .getAttribute('href')) ?? '',
    page.url(),
  ).pathname;
  expect(squadReport).toMatch(/^\/squads\/sample\/matches\/[^/]+\/report$/);
  const newcomer = await browser.newPage();
  await newcomer.goto(squadReport);
  await expect(newcomer).toHaveURL(/\/signin$/);
  await newcomer.getByRole('link', { name: 'Sign Up' }).click();
  await expect(newcomer.getByText('Sign in, or sign up, to open the match report you were sent.')).toBeVisible();
  const fresh = { email: uniqueEmail('manager'), fullName: 'Máire Ní Bhriain', password: 'pitch-side-7' };
  await newcomer.getByLabel('Email').fill(fresh.email);
  await newcomer.getByLabel('Full Name').fill(fresh.fullName);
  await newcomer.getByLabel('Password', { exact: true }).fill(fresh.password);
  await newcomer.getByLabel('Confirm Password').fill(fresh.password);
  await newcomer.getByRole('button', { name: 'Sign Up' }).click();
  await expect(newcomer).toHaveURL(new RegExp(`${squadReport}$`));
  await expect(newcomer.getByRole('heading', { level: 2, name: /^Clifden \d+-\d+/ })).toBeVisible();
  await newcomer.close();
});
