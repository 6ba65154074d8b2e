import { expect, test, type Page } from '@playwright/test';
import { graveViolations } from './axe';
import { createSquad, eventPanel, openSidebar, signUpToDashboard, startNewMatch, tapPitch } from './helpers';
import { shotsFromAnotherDevice } from './anotherDevice';
import { documentsInFirestore, squadOnDevice, workerInControl } from './onDevice';
import { E2E_ENV } from './stackPorts';

/**
 * No signal, nothing lost (docs/behaviour.md#offline), in Chromium with its service worker: the app
 * installs, opens with no network, keeps roster changes, a match made at the ground and a match's
 * events from another device on the device across a reload, and sends each exactly once when the
 * network returns.
 */
test.use({ serviceWorkers: 'allow' });

/** A squad's players as Firestore holds them on the server. */
async function playersInFirestore(squadId: string): Promise<string[]> {
  const documents = await documentsInFirestore(`squads/${squadId}/players`);
  return documents.map((document) => document.fields.name?.stringValue ?? '').sort();
}

/** A new account's squad, Clifden Seniors, once the service worker controls the page: its id. */
async function newSquadWithWorker(page: Page): Promise<string> {
  await signUpToDashboard(page);
  const squadId = await createSquad(page, 'Clifden Seniors', 'Clifden');
  await workerInControl(page);
  return squadId;
}

/** On the capture screen: a point by #14, from 15 m out in front of the goal. */
async function recordPoint(page: Page) {
  await tapPitch(page, 130, 44);
  await eventPanel(page).getByRole('button', { name: 'Point', exact: true }).click();
  await eventPanel(page).getByRole('button', { name: '#14', exact: true }).click();
}

/** Every request the page's caches hold, by path. */
function cachedPaths(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const paths: string[] = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) paths.push(new URL(request.url).pathname);
    }
    return paths;
  });
}

/** A player's line in the roster, by name. */
const rosterRow = (page: Page, name: string) =>
  page.getByRole('region', { name: 'Roster' }).getByRole('listitem').filter({ hasText: name });

async function addPlayer(page: Page, name: string, number: number) {
  const roster = page.getByRole('region', { name: 'Roster' });
  await roster.getByLabel('Name').fill(name);
  await roster.getByLabel('Number').fill(String(number));
  await roster.getByRole('button', { name: 'Add player' }).click();
  await expect(rosterRow(page, name)).toBeVisible();
}

test('the app installs: its manifest is linked and whole, its icons load, and its service worker controls the page', async ({
  page,
}) => {
  await page.goto('/signin');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBe('/manifest.webmanifest');
  const response = await page.request.get(href ?? '');
  expect(response.headers()['content-type']).toContain('application/manifest+json');
  const manifest = (await response.json()) as {
    name: string;
    start_url: string;
    display: string;
    theme_color: string;
    background_color: string;
    icons: Array<{ src: string; sizes: string; type: string; purpose: string }>;
  };
  expect(manifest).toMatchObject({ name: 'Páirc', start_url: '/', display: 'standalone', theme_color: '#0f172a' });
  for (const size of ['192x192', '512x512']) {
    const icon = manifest.icons.find((candidate) => candidate.sizes === size && candidate.type === 'image/png');
    expect(icon, size).toBeDefined();
    const image = await page.request.get(icon?.src ?? '');
    expect(image.headers()['content-type']).toBe('image/png');
    const png = await image.body();
    // A PNG's width and height are its IHDR chunk's first eight bytes.
    expect(`${png.readUInt32BE(16)}x${png.readUInt32BE(20)}`).toBe(size);
  }
  expect(manifest.icons.some((icon) => icon.purpose === 'maskable')).toBe(true);

  await workerInControl(page);
  await expect.poll(() => cachedPaths(page)).toContain('/index.html');
  const cached = await cachedPaths(page);
  const scripts = await page.evaluate(() =>
    [...document.scripts].map((script) => new URL(script.src || location.href).pathname),
  );
  for (const script of scripts.filter((path) => path.startsWith('/assets/'))) expect(cached).toContain(script);
  expect(cached.filter((path) => path.startsWith('/assets/') && path.endsWith('.js')).length).toBeGreaterThan(5);
  expect(cached.filter((path) => /\.(?:map|br|gz)$/.test(path) || path.startsWith('/api'))).toEqual([]);
});

test('a dashboard that could not reach the server says so, and fills in by itself once back online', async ({
  page,
  context,
}) => {
  await signUpToDashboard(page);
  await expect(page.getByRole('status').filter({ hasText: 'Páirc' })).toHaveCount(0);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await context.setOffline(true);
  // The sample squad's figures were never asked for: with no network, every one of them fails.
  const sidebar = await openSidebar(page);
  await sidebar.getByLabel('Data').selectOption({ label: 'Sample squad: Clifden' });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'An error occurred: The server could not be reached; check your connection',
  );
  await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();

  await context.setOffline(false);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Attacking');
});

test('a squad page opens with no network, keeps two new players across a reload, and syncs each once when back online', async ({
  page,
  context,
}, testInfo) => {
  test.setTimeout(120_000);
  await signUpToDashboard(page);
  const squadName = `Offline Seniors ${Date.now().toString(36)}`;
  const squadId = await createSquad(page, squadName, 'Clifden');
  const status = page.getByRole('region', { name: 'Sync' }).getByRole('status');
  await expect(status).toHaveText('All changes saved');
  await expect(page.getByText(/No players yet/)).toBeVisible();
  await workerInControl(page);
  await expect.poll(() => squadOnDevice(page, squadId), { timeout: 20_000 }).toBe(true);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: squadName })).toBeVisible();
  await expect(page.getByText(/counted by the server, which cannot be reached now/)).toBeVisible();
  await page.getByText('Add a player').click();
  await addPlayer(page, 'Seán Ó Sé', 7);
  await addPlayer(page, 'Dara Mac Giolla', 11);
  await expect(status).toContainText('2 changes waiting to sync');
  await expect(status).toContainText('Offline: changes are kept on this device and sync when you are back online.');
  await page.screenshot({ path: testInfo.outputPath('squad-offline.png'), fullPage: true });
  expect(await graveViolations(page, 'main')).toEqual([]);

  await page.reload();
  await expect(rosterRow(page, 'Seán Ó Sé')).toBeVisible();
  await expect(rosterRow(page, 'Dara Mac Giolla')).toBeVisible();
  await expect(status).toContainText('2 changes waiting to sync');
  expect(await playersInFirestore(squadId)).toEqual([]);

  await page.close();
  await context.setOffline(false);
  const online = await context.newPage();
  await online.goto(`/squads/${squadId}`);
  await expect(online.getByRole('region', { name: 'Sync' }).getByRole('status')).toHaveText('All changes saved');
  await expect.poll(() => playersInFirestore(squadId)).toEqual(['Dara Mac Giolla', 'Seán Ó Sé']);
  await expect(online.getByRole('region', { name: 'Roster' })).toContainText('2 players');
  await online.screenshot({ path: testInfo.outputPath('squad-synced.png'), fullPage: true });
  // Nothing the API answered was kept by the worker.
  expect((await cachedPaths(online)).filter((path) => path.startsWith('/api'))).toEqual([]);
});

test('a match made at the ground with no network opens for recording, keeps its events across a reload, and reaches the server once back online', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  const squadId = await newSquadWithWorker(page);
  await expect.poll(() => squadOnDevice(page, squadId), { timeout: 20_000 }).toBe(true);

  // The new-match form and the capture screen are chunks of their own: the service worker has both.
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Clifden Seniors' })).toBeVisible();
  await startNewMatch(page);
  await recordPoint(page);
  await expect(page.getByRole('status').filter({ hasText: 'Saved: Clifden point, #14' })).toBeVisible();
  const sync = page.getByText(/events? waiting to sync|All events synced/);
  await expect(sync).toContainText('1 event waiting to sync');
  const [, , , , matchId = ''] = new URL(page.url()).pathname.split('/');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Clifden v Oughterard' })).toBeVisible();
  await expect(sync).toContainText('1 event waiting to sync');
  expect(await documentsInFirestore(`squads/${squadId}/matches`)).toEqual([]);

  await context.setOffline(false);
  await expect(sync).toHaveText('All events synced', { timeout: 30_000 });
  await expect
    .poll(async () => (await documentsInFirestore(`squads/${squadId}/matches`)).map((match) => match.fields.opponent))
    .toEqual([{ stringValue: 'Oughterard' }]);
  const events = await documentsInFirestore(`squads/${squadId}/matches/${matchId}/events`);
  expect(events.map((event) => event.fields.outcome)).toEqual([{ stringValue: 'point' }]);
});

test('400 events arriving at once from another device are all kept on the device: a reload with no network shows every one, and recording goes on', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  const squadId = await newSquadWithWorker(page);
  await startNewMatch(page);
  const sync = page.getByText(/events? waiting to sync|All events synced/);
  await expect(sync).toHaveText('All events synced', { timeout: 30_000 });
  const [, , , , matchId = ''] = new URL(page.url()).pathname.split('/');

  // Firestore keeps the 400 in its IndexedDB cache in one transaction of about 1,600 requests:
  // every one of them must be there for a reload with no network.
  await shotsFromAnotherDevice(E2E_ENV, squadId, matchId, 400);
  const score = page.getByRole('region', { name: 'Score' });
  const figures = [page.getByTestId('score-us'), page.getByTestId('score-them'), score.getByText(/^Wides/)];
  await expect(score).toContainText('events 400', { timeout: 30_000 });
  const shown = await Promise.all(figures.map((figure) => figure.textContent()));
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Clifden v Oughterard' })).toBeVisible();
  for (const [k, figure] of figures.entries()) await expect(figure).toHaveText(shown[k] ?? '');

  await recordPoint(page);
  await expect(score).toContainText('events 401');
  await expect(sync).toContainText('1 event waiting to sync');
  await context.setOffline(false);
  // The server's copy first, then the screen: a failure says whether the event never reached the
  // server or the device never heard back that it had (Firestore's listener, not the write's answer,
  // clears a pending write).
  await expect
    .poll(async () => (await documentsInFirestore(`squads/${squadId}/matches/${matchId}/events`)).length, {
      timeout: 30_000,
    })
    .toBe(401);
  await expect(sync).toHaveText('All events synced', { timeout: 30_000 });
});
