import { expect, type Browser, type Locator, type Page } from '@playwright/test';

let counter = 0;

/** A fresh address per test, so tests never depend on each other's accounts. */
export function uniqueEmail(label: string): string {
  counter += 1;
  return `${label}.${Date.now().toString(36)}.${counter}@example.ie`;
}

export async function signUp(page: Page, account: { email: string; fullName: string; password: string }) {
  await page.goto('/signup');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Full Name').fill(account.fullName);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByLabel('Confirm Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign Up' }).click();
}

export async function signIn(page: Page, account: { email: string; password: string }) {
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

export async function expectDashboardFor(page: Page, fullName: string) {
  const sidebar = page.getByRole('complementary', { name: 'Sidebar' });
  await expect(sidebar.getByRole('heading', { name: fullName })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
}

/** A new account, signed up and on the dashboard's first view with its charts drawn, at any width; returns the account. */
export async function signUpToDashboard(page: Page) {
  const account = { email: uniqueEmail('analyst'), fullName: 'Nuala Ní Dhomhnaill', password: 'pitch-side-7' };
  await signUp(page, account);
  await expect(page.getByRole('heading', { level: 1, name: 'Attacking' })).toBeVisible();
  // The view's cards are hidden until its charts have drawn. Beside the other worker's 400 events
  // arriving, on two cores, that took over 10 s after the heading in a CI run (1 December), and the
  // shot map test's own 10 s wait for its marks ran out.
  await expect(page.getByRole('heading', { level: 2, name: 'Scoring Zone Efficiency' })).toBeVisible({
    timeout: 30_000,
  });
  return account;
}

/** The sidebar, opened from the header first if it is closed (as it starts on a phone). */
export async function openSidebar(page: Page) {
  const open = page.getByRole('button', { name: 'Open sidebar' });
  if (await open.isVisible()) await open.click();
  const sidebar = page.getByRole('complementary', { name: 'Sidebar' });
  await expect(sidebar).toBeVisible();
  return sidebar;
}

/** A new squad of the signed-in user's, made on the squads page; its page is open. Answers its id. */
export async function createSquad(page: Page, name: string, team: string): Promise<string> {
  const sidebar = await openSidebar(page);
  await sidebar.getByRole('link', { name: /Squads/ }).click();
  await page.getByLabel('Squad name').fill(name);
  await page.getByLabel('Team, as your data spells it').fill(team);
  await page.getByRole('button', { name: 'Create squad' }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  return new URL(page.url()).pathname.split('/').at(-1) ?? '';
}

/**
 * From a squad's page: a match against Oughterard, on a date under the two-point rules (a kick from
 * outside the 40 m arc is worth two), with halves of 30 minutes, created and its clock started.
 */
export async function startNewMatch(page: Page) {
  await page.getByRole('link', { name: 'Record a match' }).click();
  await page.getByLabel('Opponent', { exact: true }).fill('Oughterard');
  await page.getByLabel('Date').fill('2025-06-01');
  await page.getByLabel('Competition and stage').fill('Galway SFC Round 1');
  await page.getByLabel('30 minutes').check();
  await page.getByRole('button', { name: 'Create and start recording' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Clifden v Oughterard' })).toBeVisible();
  await page.getByRole('button', { name: 'Start', exact: true }).click();
  await expect(page.getByText('running')).toBeVisible();
}

/** Players added to the roster of the squad page that is open, each a name and a shirt number. */
export async function addRosterPlayers(page: Page, players: ReadonlyArray<readonly [name: string, number: string]>) {
  for (const [name, number] of players) {
    // The roster's form folds away once a player is added.
    if (!(await page.getByLabel('Name', { exact: true }).isVisible())) {
      await page.getByText('Add a player', { exact: true }).click();
    }
    await page.getByLabel('Name', { exact: true }).fill(name);
    await page.getByLabel('Number').first().fill(number);
    await page.getByRole('button', { name: 'Add player' }).click();
    await expect(page.locator('.roster__name', { hasText: name })).toBeVisible();
  }
}

/** Switches the dashboard's view from the sidebar, at any width. */
export async function chooseView(page: Page, label: 'Attacking' | 'Defending' | 'Players' | 'Restarts' | 'Fixtures') {
  const sidebar = await openSidebar(page);
  await sidebar.getByRole('button', { name: label, exact: true }).click();
}

/** A table's body rows as shown, each cell's text by its column's header (sort marks left off). */
export async function cellsByHeader(table: Locator): Promise<Array<Record<string, string>>> {
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  return table.evaluate((element: HTMLTableElement) => {
    const headers = [...(element.tHead?.rows[0]?.cells ?? [])].map((cell) => cell.textContent.replace(/[▲▼↕]$/, ''));
    return [...(element.tBodies[0]?.rows ?? [])].map((row) =>
      Object.fromEntries([...row.cells].map((cell, k) => [headers[k] ?? '', cell.textContent])),
    );
  });
}

/** An invite link for `role`, made on the squad page an owner has open. */
export async function inviteLink(page: Page, role: 'Analyst' | 'Viewer'): Promise<string> {
  const link = page.getByLabel(/Send this link/);
  // The link of an invite made before stays shown until the new one's answer replaces it.
  const before = (await link.count()) > 0 ? await link.inputValue() : '';
  await page.getByLabel('Invite someone as').selectOption({ label: role });
  await page.getByRole('button', { name: 'Create invite link' }).click();
  await expect(link).toHaveValue(/\/join\/[A-Za-z0-9_-]{32}$/);
  await expect(link).not.toHaveValue(before);
  return link.inputValue();
}

/**
 * Waits until the page would let itself be left without asking: every change made on it is stored
 * on the device (docs/behaviour.md#leave-guard). The screen confirms a change at once and stores it
 * a frame later, so a reload or a `goto` straight after a tap could otherwise lose it.
 */
export async function untilStoredOnDevice(page: Page) {
  await page.waitForFunction(() => {
    const leaving = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(leaving);
    return !leaving.defaultPrevented;
  });
}

/** Where (x, y) metres as the capture pitch draws them (the right-hand goal at x = 145, y up) are in its `box`. */
export function pitchPosition(
  box: { x: number; y: number; width: number; height: number },
  x: number,
  y: number,
): { x: number; y: number } {
  return { x: box.x + ((x + 3) / 151) * box.width, y: box.y + ((88 - y + 3) / 94) * box.height };
}

/**
 * A tap on the capture pitch at (x, y) metres as drawn (`pitchPosition`). `scope` is where the
 * pitch is looked for: the page, or the part of it that holds the pitch.
 */
export async function tapPitch(page: Page, x: number, y: number, scope: Page | Locator = page) {
  const pitch = scope.getByRole('button', { name: /^Pitch/ });
  // A mouse click lands only inside the viewport: on a phone the pitch may be below the fold.
  await pitch.scrollIntoViewIfNeeded();
  const box = await pitch.boundingBox();
  if (!box) throw new Error('no pitch');
  const at = pitchPosition(box, x, y);
  await page.mouse.click(at.x, at.y);
}

/** The capture screen's open event, new or being edited. */
export const eventPanel = (page: Page) => page.getByRole('group', { name: /^(New|Edit)/ });

/** Someone new, on a device of their own of `viewport`'s size, who signs up and takes the invite `link`: their page. */
export async function joinedMember(
  browser: Browser,
  link: string,
  fullName: string,
  viewport: { width: number; height: number },
): Promise<Page> {
  const person = await (await browser.newContext({ viewport })).newPage();
  await signUp(person, { email: uniqueEmail('member'), fullName, password: 'pitch-side-7' });
  await expect(person.getByRole('heading', { level: 1, name: 'Attacking' })).toBeVisible();
  await person.goto(link);
  await person.getByRole('button', { name: 'Open its dashboard' }).click();
  await expect(person.getByRole('heading', { level: 1, name: 'Attacking' })).toBeVisible();
  return person;
}
