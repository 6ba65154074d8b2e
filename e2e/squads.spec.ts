import { expect, test, type Browser, type Page } from '@playwright/test';
import { slug } from '../contract/slug';
import { clubFile, rowsOf } from '../server/src/testKit/squadFiles';
import { createSquad, inviteLink, openSidebar, signUp, uniqueEmail } from './helpers';

/**
 * Squads end to end (docs/behaviour.md#squads): people signing up through the form, each in a
 * browser context of their own, sharing a squad through invite links, against the real API and
 * both emulators.
 */

type Person = { page: Page; name: string };

async function newPerson(browser: Browser, name: string): Promise<Person> {
  const page = await (await browser.newContext({ viewport: { width: 1366, height: 900 } })).newPage();
  await signUp(page, {
    // An e-mail address of plain letters: a browser refuses 'órla@…' in an e-mail field.
    email: uniqueEmail(slug(name.split(' ')[0] ?? '') || 'user'),
    fullName: name,
    password: 'pitch-side-7',
  });
  await expect(page.getByRole('heading', { level: 1, name: 'Attacking' })).toBeVisible();
  return { page, name };
}

/** Every <img> in the main area has arrived and decoded: the API's signed URLs work in a browser. */
async function expectImagesLoaded(page: Page) {
  const images = page.locator('main img');
  await expect(images.first()).toBeVisible();
  for (const image of await images.all()) {
    await expect
      .poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0))
      .toBe(true);
  }
}

async function join(person: Person, link: string, squad: string) {
  await person.page.goto(link);
  await expect(person.page.getByRole('heading', { name: `Welcome to ${squad}` })).toBeVisible();
  await person.page.getByRole('button', { name: 'Open its dashboard' }).click();
  await expect(person.page.getByRole('heading', { level: 1, name: 'Attacking' })).toBeVisible();
}

/** The squad's dashboard is the squad's: its name under the title, its team's chart and images. */
async function expectSquadDashboard(page: Page, squad: string, team: string) {
  await expect(page.locator('.dashboard__subtitle')).toContainText(`${squad} · ${team}`);
  await expect(page.getByRole('img', { name: `${team}: success rate by scoring zone` })).toBeVisible();
  await expectImagesLoaded(page);
}

test('an owner shares a squad with an analyst and a viewer, each in their own browser, and removes the analyst', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const squad = `Clifden Seniors ${Date.now().toString(36)}`;
  const owner = await newPerson(browser, 'Órla Owner');
  await createSquad(owner.page, squad, 'Clifden');
  await expect(owner.page.getByText(/has no matches yet: upload a file below/)).toBeVisible();

  const file = clubFile('Clifden', ['Roundstone', 'Letterfrack'], 'Squadonly');
  await owner.page
    .getByLabel('File', { exact: true })
    .setInputFiles({ name: 'season.csv', mimeType: 'text/csv', buffer: Buffer.from(file) });
  const preview = owner.page.getByRole('region', { name: 'Preview of season.csv' });
  await expect(preview.getByText('Rows read').locator('xpath=following-sibling::dd')).toHaveText(String(rowsOf(file)));
  await preview.getByRole('button', { name: 'Import 2 matches' }).click();
  await expect(owner.page.getByRole('status', { name: 'Imported season.csv' })).toBeVisible();
  await expect(owner.page.getByText('v Letterfrack, 4 Jun 2023')).toBeVisible();

  const analystLink = await inviteLink(owner.page, 'Analyst');
  const viewerLink = await inviteLink(owner.page, 'Viewer');
  const analyst = await newPerson(browser, 'Áine Analyst');
  const viewer = await newPerson(browser, 'Vivian Viewer');
  await join(analyst, analystLink, squad);
  await join(viewer, viewerLink, squad);
  await expectSquadDashboard(analyst.page, squad, 'Clifden');
  await expectSquadDashboard(viewer.page, squad, 'Clifden');
  await expect(viewer.page).toHaveURL(/\?squad=[A-Za-z0-9]+&team=Clifden$/);

  // The viewer sees the squad's page and has no way to change anything on it.
  await (await openSidebar(viewer.page)).getByRole('link', { name: 'Squad page' }).click();
  await expect(viewer.page.getByRole('heading', { level: 1, name: squad })).toBeVisible();
  await expect(viewer.page.getByText('Squadonly', { exact: false }).first()).toBeVisible();
  await expect(viewer.page.getByRole('heading', { name: 'Upload a file' })).toHaveCount(0);
  await expect(viewer.page.getByRole('heading', { name: 'Invites' })).toHaveCount(0);
  await expect(viewer.page.getByRole('button', { name: /^(Edit|Remove|Delete)/ })).toHaveCount(0);
  await expect(viewer.page.getByRole('combobox', { name: /Role of/ })).toHaveCount(0);
  await expect(viewer.page.locator('main input:not([type="hidden"])')).toHaveCount(0);

  // The owner sees both in the members list, and removes the analyst.
  await owner.page.reload();
  const members = owner.page.getByRole('region', { name: 'Members' });
  const member = (name: string) => members.getByRole('listitem').filter({ hasText: name });
  await expect(member('Áine Analyst')).toHaveCount(1);
  await expect(member('Vivian Viewer')).toHaveCount(1);
  await members.getByRole('button', { name: 'Remove Áine Analyst' }).click();
  await expect(member('Áine Analyst')).toHaveCount(0);

  // The analyst's next view says they are no longer a member, and shows the public data. The API
  // hears of a removal within 5 s, and a view already seen is not asked for again, so the analyst
  // keeps choosing a period not yet asked for until the squad refuses.
  const period = analyst.page.getByRole('region', { name: 'Filters' }).getByLabel('Period');
  const periods = await period.locator('option').count();
  let next = 1;
  await expect(async () => {
    await period.selectOption({ index: next % periods });
    next += 1;
    await expect(analyst.page.getByText(/You are no longer a member of that squad/)).toBeVisible({ timeout: 1500 });
  }).toPass({ timeout: 30_000 });
  await expect(analyst.page.locator('.dashboard__subtitle')).toHaveText(/^Galway · /);
  await expect((await openSidebar(analyst.page)).getByRole('combobox', { name: 'Data' })).toHaveValue('');

  // Nothing of the squad on the public routes, nor the signed-out /players page.
  const stranger = await browser.newContext();
  const publicPage = await stranger.newPage();
  await publicPage.goto('/players');
  await expect(publicPage.getByRole('table').getByRole('row').nth(1)).toBeVisible();
  expect(await publicPage.locator('main').textContent()).not.toMatch(/Squadonly|Clifden|Roundstone|Letterfrack/);
  for (const path of ['/api/teams', '/api/players', '/api/seasons', '/api/model-quality']) {
    expect(await (await publicPage.request.get(path)).text(), path).not.toMatch(
      /Squadonly|Clifden|Roundstone|Letterfrack/,
    );
  }
});

test('a signed-out visitor who opens an invite link signs up and joins', async ({ browser, page }) => {
  const owner = await newPerson(browser, 'Órla Owner');
  const squad = `Letterfrack Ladies ${Date.now().toString(36)}`;
  await createSquad(owner.page, squad, 'Letterfrack');
  const link = await inviteLink(owner.page, 'Viewer');

  await page.goto(link);
  await expect(page).toHaveURL(/\/signin$/);
  await expect(page.getByText('Sign in, or sign up, to join the squad you were invited to.')).toBeVisible();
  await page.getByRole('link', { name: 'Sign Up' }).click();
  await expect(page.getByText('Sign in, or sign up, to join the squad you were invited to.')).toBeVisible();
  await page.getByLabel('Email').fill(uniqueEmail('newcomer'));
  await page.getByLabel('Full Name').fill('Niamh Newcomer');
  await page.getByLabel('Password', { exact: true }).fill('pitch-side-7');
  await page.getByLabel('Confirm Password').fill('pitch-side-7');
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page.getByRole('heading', { name: `Welcome to ${squad}` })).toBeVisible();
  await expect(page.getByText(`You are in ${squad} as viewer.`)).toBeVisible();

  // The invite was for one person: a second use is refused, with the one message.
  const other = await newPerson(browser, 'Oisín Other');
  await other.page.goto(link);
  await expect(other.page.getByRole('alert')).toHaveText(/This invite link is not valid/);
});

test('a newcomer finds the sample squad, clearly labelled, opens its dashboard, and copies it to a squad of their own', async ({
  page,
}) => {
  await signUp(page, { email: uniqueEmail('newcomer'), fullName: 'Nuala Newcomer', password: 'pitch-side-7' });
  await expect(page.getByRole('heading', { level: 1, name: 'Attacking' })).toBeVisible();
  const data = (await openSidebar(page)).getByRole('combobox', { name: 'Data' });
  await expect(data.locator('optgroup[label="Sample"] option')).toHaveText(['Sample squad: Clifden']);
  await data.selectOption({ label: 'Sample squad: Clifden' });
  await expectSquadDashboard(page, 'Sample squad: Clifden', 'Clifden');
  await expect(page.getByRole('img', { name: /Clifden: heat map/ })).toHaveAttribute(
    'src',
    /\/api\/squads\/sample\/images\/.*&sig=/,
  );
  await (await openSidebar(page)).getByRole('link', { name: 'Squad page' }).click();
  await expect(page.getByText(/The sample squad is made up/)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Matches' }).getByRole('listitem')).toHaveCount(3);

  // A copy of their own, to try recording on: they own it, and its matches can be edited.
  await page.getByRole('button', { name: 'Copy into a squad of my own' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Copy of Sample squad: Clifden' })).toBeVisible();
  await expect(page).toHaveURL(/\/squads\/(?!sample$)[A-Za-z0-9]{20}$/);
  await expect(page.getByText(/you are its owner · 3 matches, \d+ shots, 26 players/)).toBeVisible();
  await expect(page.getByText(/The sample squad is made up/)).toHaveCount(0);
  await page.getByRole('region', { name: 'Matches' }).getByRole('link', { name: 'Events' }).first().click();
  await expect(page.getByRole('button', { name: /^Edit / }).first()).toBeVisible();
});
