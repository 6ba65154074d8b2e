import { expect, test, type Page } from '@playwright/test';
import { graveViolations } from './axe';
import {
  addRosterPlayers,
  cellsByHeader,
  chooseView,
  eventPanel,
  inviteLink,
  joinedMember,
  signUp,
  startNewMatch,
  tapPitch,
  untilStoredOnDevice,
  uniqueEmail,
} from './helpers';
import { documentsInFirestore, holdWritesOnDevice, squadOnDevice, workerInControl } from './onDevice';
import { builtFile, builtJsBytes, builtSizes, CAPTURE_JS_BUDGET_BYTES } from './wire';

/**
 * Recording a match end to end (docs/capture.md): a new squad's analyst creates a match and records
 * it by taps on a phone and by keys on a laptop, against the real API and both emulators; on the
 * phone it goes on with no network (the persistent cache and the service worker), and a teammate's
 * dashboard follows.
 */

test.setTimeout(180_000);

async function newSquad(page: Page) {
  await signUp(page, { email: uniqueEmail('recorder'), fullName: 'Nuala Ní Dhomhnaill', password: 'pitch-side-7' });
  await expect(page.getByRole('heading', { level: 1, name: 'Attacking' })).toBeVisible();
  await page.goto('/squads');
  await page.getByLabel('Squad name').fill('Clifden Seniors');
  await page.getByLabel('Team, as your data spells it').fill('Clifden');
  await page.getByRole('button', { name: 'Create squad' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Clifden Seniors' })).toBeVisible();
}

async function newMatch(page: Page, squadMade = false) {
  if (!squadMade) await newSquad(page);
  await startNewMatch(page);
}

/** The squad whose page is open: its id. */
const squadIdOf = (page: Page) => new URL(page.url()).pathname.split('/').at(-1) ?? '';

/** A match of the squad `squadId` started from its page: the match's address, and its events' path and count on the server. */
async function startedMatch(page: Page, squadId: string) {
  await newMatch(page, true);
  const address = new URL(page.url()).pathname;
  const eventsPath = `squads/${squadId}/matches/${address.split('/').at(-2) ?? ''}/events`;
  const eventsOnServer = async () => (await documentsInFirestore(eventsPath)).length;
  return { address, eventsPath, eventsOnServer };
}

/** A new squad with an invite link for `role`, and a match started: its address, and its events on the server. */
async function invitedMatch(page: Page, role: 'Analyst' | 'Viewer') {
  await newSquad(page);
  const squadId = squadIdOf(page);
  const link = await inviteLink(page, role);
  return { squadId, link, ...(await startedMatch(page, squadId)) };
}

const press = (page: Page, name: string) => eventPanel(page).getByRole('button', { name, exact: true }).click();

async function kind(page: Page, name: string) {
  await page.getByRole('group', { name: 'Kind of event' }).getByRole('button', { name, exact: true }).click();
}

async function shot(page: Page, x: number, y: number, outcome: string, player: string) {
  await kind(page, 'Shot');
  await tapPitch(page, x, y);
  await press(page, outcome);
  await press(page, player);
  await expect(page.getByRole('status').filter({ hasText: /^Saved:/ })).toBeVisible();
}

async function steps(page: Page, name: string, x: number, y: number, choices: readonly string[]) {
  await kind(page, name);
  await tapPitch(page, x, y);
  for (const choice of choices) await press(page, choice);
  await expect(page.getByRole('status').filter({ hasText: /^Saved:/ })).toBeVisible();
}

/** The match's events listed under the pitch. */
const eventRows = (page: Page) =>
  page
    .getByRole('list')
    .filter({ has: page.getByText(/^H[12] /) })
    .getByRole('listitem');

/** The capture screen's sync status: how many events wait, and the offline line. */
const syncLine = (page: Page) => page.getByRole('region', { name: 'Sync' }).getByRole('status');

/** The squad's match as the teammate's dashboard lists it: its full-time score and shots. */
async function fixtureOf(coach: Page) {
  const [row] = await cellsByHeader(coach.getByRole('table', { name: /^Clifden: every match/ }));
  return { score: row?.Score, shots: row?.Shots };
}

test.describe('on a phone', () => {
  // The worker serves the app's shell with no network (docs/behaviour.md#offline-shell).
  test.use({ viewport: { width: 390, height: 844 }, serviceWorkers: 'allow' });

  test('records twenty events by taps, with a two-pointer, an undo and an edit, then ten with no network that a reload keeps and the server gets once, and a teammate sees them without a reload', async ({
    page,
    context,
    browser,
  }, testInfo) => {
    test.setTimeout(360_000);
    const { squadId, link, address, eventsOnServer } = await invitedMatch(page, 'Viewer');

    await shot(page, 130, 44, 'Point', '#14');
    await shot(page, 100, 44, '2 points', '#11');
    await shot(page, 128, 20, 'Wide', '#14');
    await shot(page, 138, 44, 'Goal', '#14');
    await shot(page, 125, 50, 'Point', '#12');
    // Oughterard attack the left-hand goal in the first half: a tap there is their shot.
    await shot(page, 15, 44, 'Point', '#9');
    await shot(page, 20, 30, 'Wide', '#10');
    await shot(page, 120, 40, 'Point', '#14');
    await shot(page, 126, 60, 'Wide', '#15');
    await shot(page, 110, 44, 'Short', '#11');
    for (const at of [60, 70, 80]) await steps(page, 'Kickout', at, 40, ['Clifden', 'Won clean', '#8']);
    for (const at of [50, 60, 70]) await steps(page, 'Turnover', at, 30, ['Clifden won it', 'Tackle', '#6']);
    for (const at of [90, 100]) await steps(page, 'Free', at, 44, ['Clifden', '#14']);
    for (const at of [40, 50]) await steps(page, 'Card', at, 60, ['Yellow', 'Oughterard', '#5']);
    await expect(page.getByTestId('score-us')).toHaveText('1-05 (8)');
    await expect(page.getByTestId('score-them')).toHaveText('0-01 (1)');

    // One more point, taken back with one tap.
    await shot(page, 130, 40, 'Point', '#14');
    await expect(page.getByTestId('score-us')).toHaveText('1-06 (9)');
    await page.getByRole('button', { name: 'Undo' }).click();
    await expect(page.getByRole('status').filter({ hasText: /^Undone:/ })).toBeVisible();
    await expect(page.getByTestId('score-us')).toHaveText('1-05 (8)');

    // An earlier wide was a point after all.
    await page.getByRole('button', { name: 'Edit Clifden wide, #15' }).click();
    await press(page, 'Point');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByTestId('score-us')).toHaveText('1-06 (9)');

    await expect(eventRows(page)).toHaveCount(20);
    await untilStoredOnDevice(page);
    await expect(syncLine(page)).toHaveText('All events synced');
    await expect.poll(eventsOnServer).toBe(20);
    // What was written is what a reload reads back.
    await page.reload();
    await expect(page.getByTestId('score-us')).toHaveText('1-06 (9)');
    await expect(page.getByRole('button', { name: 'Edit Clifden 2 points, #11' })).toBeVisible();

    // A teammate follows the match on their dashboard, on a laptop.
    const coach = await joinedMember(browser, link, 'Cóilín Coach', { width: 1366, height: 900 });
    await chooseView(coach, 'Fixtures');
    await expect.poll(() => fixtureOf(coach)).toEqual({ score: '1-6 to 0-1', shots: '8' });

    // The signal goes: the app's shell and the squad must be on the phone already.
    await workerInControl(page);
    await expect.poll(() => squadOnDevice(page, squadId), { timeout: 20_000 }).toBe(true);
    await context.setOffline(true);
    for (const y of [30, 40, 50]) await shot(page, 125, y, 'Point', '#14');
    await shot(page, 128, 25, 'Wide', '#11');
    await shot(page, 25, 44, 'Point', '#9');
    for (const at of [60, 70]) await steps(page, 'Kickout', at, 40, ['Clifden', 'Won clean', '#8']);
    for (const at of [50, 60]) await steps(page, 'Turnover', at, 30, ['Clifden won it', 'Tackle', '#6']);
    await steps(page, 'Free', 90, 44, ['Clifden', '#14']);
    await expect(page.getByTestId('score-us')).toHaveText('1-09 (12)');
    await expect(page.getByTestId('score-them')).toHaveText('0-02 (2)');
    await expect(syncLine(page)).toContainText('10 events waiting to sync');
    await expect(syncLine(page)).toContainText(
      'Offline: changes are kept on this device and sync when you are back online.',
    );
    await page.screenshot({ path: testInfo.outputPath('capture-offline.png'), fullPage: true });
    expect(await graveViolations(page, 'main')).toEqual([]);

    // A reload with no network: the worker serves the shell, Firestore's cache the match.
    await page.reload();
    await expect(page.getByTestId('score-us')).toHaveText('1-09 (12)');
    await expect(eventRows(page)).toHaveCount(30);
    await expect(syncLine(page)).toContainText('10 events waiting to sync');
    expect(await eventsOnServer()).toBe(20);
    await page.close();

    await context.setOffline(false);
    const online = await context.newPage();
    await online.goto(address);
    // The emulator takes the ten writes one by one: seconds on a loaded machine.
    await expect(syncLine(online)).toHaveText('All events synced', { timeout: 60_000 });
    await expect(online.getByTestId('score-us')).toHaveText('1-09 (12)');
    await expect(eventRows(online)).toHaveCount(30);
    // Each event reached the server exactly once: its id was made on the phone.
    await expect.poll(eventsOnServer).toBe(30);
    // The teammate's figures followed, with no reload.
    await expect.poll(() => fixtureOf(coach), { timeout: 30_000 }).toEqual({ score: '1-9 to 0-2', shots: '12' });
    expect(await eventsOnServer()).toBe(30);
    await coach.context().close();
  });
});

test('at a laptop, records a shot with the keyboard alone after the click on the pitch', async ({ page }, testInfo) => {
  await newMatch(page);
  await tapPitch(page, 125, 35);
  await page.keyboard.press('f');
  await page.keyboard.press('p');
  await page.keyboard.press('r');
  await page.keyboard.press('1');
  await page.keyboard.press('4');
  await expect(page.getByRole('status').filter({ hasText: 'Saved: Clifden point (free), #14' })).toBeVisible();
  await expect(page.getByTestId('score-us')).toHaveText('0-01 (1)');
  await expect(syncLine(page)).toHaveText('All events synced');
  await page.screenshot({ path: testInfo.outputPath('capture-laptop.png'), fullPage: true });
  // Editing, a digit alone is still a shirt number, and Shift with a digit the choice showing it (⇧4: a 45).
  await page.getByRole('button', { name: 'Edit Clifden point (free), #14' }).click();
  await expect(page.getByRole('group', { name: 'Edit the event' }).getByText(/^Editing H1/)).toBeFocused();
  await page.keyboard.press('Shift+Digit4');
  await page.keyboard.press('1');
  await page.keyboard.press('1');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'Changed: Clifden point (45), #11' })).toBeVisible();
  // A choice clicked keeps the focus, and Enter after it still saves the edit.
  await page.getByRole('button', { name: 'Edit Clifden point (45), #11' }).click();
  await eventPanel(page).getByRole('button', { name: 'Wide', exact: true }).click();
  await expect(eventPanel(page).getByRole('button', { name: 'Wide', exact: true })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'Changed: Clifden wide (45), #11' })).toBeVisible();
  await page.keyboard.press('z');
  await expect(page.getByTestId('score-us')).toHaveText('0-01 (1)');
  await page.keyboard.press('z');
  await expect(page.getByRole('status').filter({ hasText: 'Undone: Clifden point (45), #11 put back' })).toBeVisible();
  await page.keyboard.press('z');
  await expect(page.getByTestId('score-us')).toHaveText('0-00 (0)');
});

test('Undo after a reload takes back the last change made before it, and each before it after another', async ({
  page,
}) => {
  await newSquad(page);
  const { eventsOnServer } = await startedMatch(page, squadIdOf(page));
  await shot(page, 130, 44, 'Point', '#14');
  await shot(page, 128, 20, 'Wide', '#14');
  await expect(page.getByTestId('score-us')).toHaveText('0-01 (1)');
  await untilStoredOnDevice(page);
  await expect.poll(eventsOnServer).toBe(2);

  const undo = page.getByRole('button', { name: 'Undo' });
  await page.reload();
  await undo.click();
  await expect(page.getByRole('status').filter({ hasText: 'Undone: Clifden wide, #14 removed' })).toBeVisible();
  await expect(eventRows(page)).toHaveCount(1);
  await expect.poll(eventsOnServer).toBe(1);
  await page.reload();
  await undo.click();
  await expect(page.getByRole('status').filter({ hasText: 'Undone: Clifden point, #14 removed' })).toBeVisible();
  await expect(page.getByTestId('score-us')).toHaveText('0-00 (0)');
  await expect.poll(eventsOnServer).toBe(0);
  // Before both, the clock was started.
  await undo.click();
  await expect(page.getByRole('status').filter({ hasText: /^Undone: back to/ })).toBeVisible();
  await expect(undo).toBeDisabled();
});

/**
 * A real video file, made in the page itself (a canvas drawn for `seconds` and recorded as WebM, as
 * a phone's camera app would save one), so the test downloads nothing.
 */
async function recordedWebm(page: Page, seconds: number): Promise<Buffer> {
  const bytes = await page.evaluate(async (milliseconds) => {
    const canvas = document.createElement('canvas');
    canvas.width = 320;
    canvas.height = 180;
    const drawing = canvas.getContext('2d');
    if (!drawing) throw new Error('no 2d canvas');
    const recorder = new MediaRecorder(canvas.captureStream(25), { mimeType: 'video/webm;codecs=vp8' });
    const chunks: Blob[] = [];
    recorder.ondataavailable = (event) => chunks.push(event.data);
    const stopped = new Promise((resolve) => (recorder.onstop = resolve));
    recorder.start(250);
    const start = performance.now();
    await new Promise<void>((resolve) => {
      const frame = () => {
        const elapsed = performance.now() - start;
        drawing.fillStyle = `hsl(${String(Math.round(elapsed / 20) % 360)} 60% 35%)`;
        drawing.fillRect(0, 0, canvas.width, canvas.height);
        drawing.fillStyle = '#fff';
        drawing.font = '48px sans-serif';
        drawing.fillText((elapsed / 1000).toFixed(1), 110, 110);
        if (elapsed < milliseconds) requestAnimationFrame(frame);
        else resolve();
      };
      frame();
    });
    recorder.stop();
    await stopped;
    return [...new Uint8Array(await new Blob(chunks).arrayBuffer())];
  }, seconds * 1000);
  return Buffer.from(bytes);
}

test('at a laptop, plays a video file of the device and tags an event at its time from the marked kick-off', async ({
  page,
}, testInfo) => {
  const blocked: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) blocked.push(message.text());
  });
  await page.exposeFunction('reportViolation', (said: string) => blocked.push(said));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as { reportViolation: (said: string) => void }).reportViolation(
        `${event.violatedDirective} ${event.blockedURI}`,
      );
    });
  });
  await newMatch(page);
  const [, , squadId, , matchId] = new URL(page.url()).pathname.split('/');
  // Recording the file takes its length in real time, so the match clock has run longer than the
  // video times below by the time the event is tagged: an event on the match clock would show it.
  const webm = await recordedWebm(page, 8);

  const panelOfVideo = page.locator('details').filter({ hasText: 'Record from a video' });
  await page.getByText('Record from a video', { exact: true }).click();
  await page
    .getByLabel('A video file on this device (it is not uploaded)')
    .setInputFiles({ name: 'clifden-v-oughterard.webm', mimeType: 'video/webm', buffer: webm });
  const video = panelOfVideo.locator('video');
  await expect(video).toBeVisible();
  const videoTime = () => video.evaluate((element: HTMLVideoElement) => element.currentTime);

  // V plays it: its time moves on. V again pauses it.
  await page.keyboard.press('v');
  await expect.poll(videoTime).toBeGreaterThan(0.5);
  await page.keyboard.press('v');
  await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.paused)).toBe(true);

  // Back to the start, on to the throw-in at 00:03, and on to a point at 00:06 of the video.
  await page.keyboard.press('Shift+ArrowLeft');
  await expect.poll(videoTime).toBe(0);
  await page.keyboard.press('ArrowRight');
  await expect.poll(videoTime).toBe(3);
  await page.getByRole('button', { name: 'First half kicks off now' }).click();
  await expect(panelOfVideo.getByText('First half: kicked off at 00:03 of the video')).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await expect.poll(videoTime).toBe(6);
  await page.screenshot({ path: testInfo.outputPath('capture-video.png'), fullPage: true });

  await shot(page, 130, 44, 'Point', '#14');
  await expect(eventRows(page).first()).toContainText('H1 00:03');
  await expect(eventRows(page).first()).toContainText('Clifden point, #14');
  const stored = async () => {
    const [event] = await documentsInFirestore(`squads/${squadId ?? ''}/matches/${matchId ?? ''}/events`);
    return { clock: event?.fields.clock?.integerValue, videoTime: event?.fields.videoTime?.integerValue };
  };
  await expect.poll(stored).toEqual({ clock: '3', videoTime: '6' });

  // Floated, it stays in view over the desk, and V still plays it.
  const floating = () => page.evaluate(() => document.pictureInPictureElement?.tagName ?? null);
  await panelOfVideo.getByRole('button', { name: 'Float the video' }).click();
  await expect.poll(floating).toBe('VIDEO');
  await page.keyboard.press('v');
  await expect.poll(videoTime).toBeGreaterThan(6.5);
  await page.keyboard.press('v');
  await panelOfVideo.getByRole('button', { name: 'Float the video' }).click();
  await expect.poll(floating).toBeNull();

  await expect(panelOfVideo.getByRole('alert')).toHaveCount(0);
  expect(blocked).toEqual([]);
});

test("the capture screen's JavaScript is within its 250 KB budget, by the build's own figures", async ({
  page,
  context,
}) => {
  await newMatch(page);
  const scripts: string[] = [];
  const screen = await context.newPage();
  screen.on('response', (response) => {
    const file = builtFile(response);
    if (response.request().resourceType() === 'script' && file in builtSizes()) scripts.push(file);
  });
  await screen.goto(page.url());
  await expect(screen.getByText('running')).toBeVisible();
  await expect(syncLine(screen)).toHaveText('All events synced');
  const { bytes, said } = builtJsBytes(scripts);
  expect(bytes, said).toBeLessThanOrEqual(CAPTURE_JS_BUDGET_BYTES);
  // Counted with Firestore, which the screen reads and writes through.
  expect(
    scripts.filter((file) => /\/firestore\./.test(file)),
    said,
  ).toHaveLength(1);
  // Without the sign-in and sign-up forms, which a signed-in phone never shows.
  expect(
    scripts.filter((file) => /\/auth-forms\./.test(file)),
    said,
  ).toEqual([]);
});

test("a second member's dashboard shows what is recorded without a reload", async ({ page, browser }) => {
  await newSquad(page);
  await addRosterPlayers(page, [
    ['Seán Ó Sé', '14'],
    ['Pádraig Joyce', '11'],
  ]);
  const link = await inviteLink(page, 'Viewer');
  await newMatch(page, true);
  await shot(page, 130, 44, 'Point', '#14 Seán Ó Sé');

  const coach = await joinedMember(browser, link, 'Cóilín Coach', { width: 1366, height: 900 });
  const table = coach.getByRole('table', { name: "Clifden players' shooting" });
  await expect(table.getByRole('row').filter({ hasText: 'Seán Ó Sé' })).toBeVisible();
  await expect(table.getByRole('row').filter({ hasText: 'Pádraig Joyce' })).toHaveCount(0);

  await shot(page, 100, 44, '2 points', '#11 Pádraig Joyce');
  // No reload: the coach's dashboard follows the match's events (docs/behaviour.md#live-figures).
  await expect(table.getByRole('row').filter({ hasText: 'Pádraig Joyce' })).toBeVisible();
  await coach.context().close();
});

test('two analysts recording one match, one per team, each see both events and lose neither', async ({
  page,
  browser,
}) => {
  const { link, address, eventsOnServer } = await invitedMatch(page, 'Analyst');
  const other = await joinedMember(browser, link, 'Máire Mhic Ghiolla', { width: 390, height: 844 });
  await other.goto(address);
  await expect(other.getByRole('region', { name: 'Record an event' })).toBeVisible();

  // Each records their team's point, neither waiting for the other.
  await Promise.all([shot(page, 130, 44, 'Point', '#14'), shot(other, 15, 44, 'Point', '#9')]);
  for (const recorder of [page, other]) {
    await expect(recorder.getByTestId('score-us')).toHaveText('0-01 (1)');
    await expect(recorder.getByTestId('score-them')).toHaveText('0-01 (1)');
    await expect(eventRows(recorder)).toHaveCount(2);
  }
  await expect.poll(eventsOnServer).toBe(2);
  await other.context().close();
});

test('Undo leaves an event another analyst has changed since, and says so', async ({ page, browser }) => {
  const { link, address, eventsPath, eventsOnServer } = await invitedMatch(page, 'Analyst');
  const other = await joinedMember(browser, link, 'Máire Mhic Ghiolla', { width: 390, height: 844 });
  await other.goto(address);
  await shot(page, 130, 44, 'Point', '#14');
  await expect.poll(eventsOnServer).toBe(1);

  // The other analyst saw it go wide.
  await other.getByRole('button', { name: 'Edit Clifden point, #14' }).click();
  await press(other, 'Wide');
  await other.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByRole('button', { name: 'Edit Clifden wide, #14' })).toBeVisible();

  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: 'Not undone: another device has since changed the event to Clifden wide, #14' }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Edit Clifden wide, #14' })).toBeVisible();
  await untilStoredOnDevice(other);
  const outcomes = async () => (await documentsInFirestore(eventsPath)).map((document) => document.fields.outcome);
  await expect.poll(outcomes).toEqual([{ stringValue: 'wide' }]);
  // The next undo goes on to the change before: the clock's start.
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(page.getByRole('status').filter({ hasText: /^Undone: back to/ })).toBeVisible();
  await expect.poll(eventsOnServer).toBe(1);
  await other.context().close();
});

test('leaving the screen before a change is stored on the device asks first, and staying keeps the change', async ({
  page,
}) => {
  await newMatch(page);
  await expect(syncLine(page)).toHaveText('All events synced');
  // Paused within its first second the clock reads 00:00 and offers Start again, so its state is what tells.
  const clockState = page.getByRole('region', { name: 'Match clock' }).getByText(/^(running|stopped)$/);
  // A slow phone: the pause waits to reach IndexedDB while the reload is asked for.
  const release = await holdWritesOnDevice(page);
  const asked: string[] = [];
  /** The next dialog, if any, is noted and answered by staying on the page. */
  const stayOnNextDialog = () =>
    page.once('dialog', (dialog) => {
      asked.push(dialog.type());
      void dialog.dismiss();
    });
  stayOnNextDialog();
  await page.getByRole('button', { name: 'Pause' }).click();
  // Kept on the page, the reload never comes.
  await page.reload({ timeout: 3000 }).catch(() => undefined);
  expect(asked).toEqual(['beforeunload']);
  await release();
  await expect(clockState).toHaveText('stopped');

  // Stored now: the page goes without a word, and the pause is what it reads back.
  await expect(syncLine(page)).toHaveText('All events synced');
  stayOnNextDialog();
  await page.reload();
  await expect(clockState).toHaveText('stopped');
  expect(asked).toEqual(['beforeunload']);
});
