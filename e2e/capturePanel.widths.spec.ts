import { expect, test, type Page } from '@playwright/test';
import {
  addRosterPlayers,
  createSquad,
  eventPanel,
  inviteLink,
  joinedMember,
  signUpToDashboard,
  startNewMatch,
  tapPitch,
  untilStoredOnDevice,
} from './helpers';
import { documentsInFirestore, type FirestoreValue } from './onDevice';

/**
 * The match-day panel during the match (docs/capture.md#the-panel-during-the-match), on a phone and
 * on a laptop: an analyst brings a substitute on and adds someone late, is refused a number already
 * worn, takes the substitution back with Undo and makes it again; the match document keeps it, and
 * a shot's players then offer the substitute among those on the pitch.
 */

test.setTimeout(180_000);

const ROSTER = [
  ['Ruairí Lavelle', '1'],
  ['Pádraig Joyce', '11'],
  ['Seán Ó Sé', '14'],
  ['Darragh Ó Críodáin', '16'],
] as const;

const card = (page: Page) => page.getByRole('group', { name: 'Match-day panel' });

/** Each player a list of the card shows, as read out: who, then when they came on or went off, if they did. */
const shownIn = (page: Page, list: 'On the pitch' | 'Bench') =>
  card(page).getByRole('region', { name: list }).getByRole('listitem').allTextContents();

async function expectCardToShow(page: Page, onPitch: readonly string[], bench: readonly string[]) {
  await expect.poll(() => shownIn(page, 'On the pitch')).toEqual(onPitch);
  await expect.poll(() => shownIn(page, 'Bench')).toEqual(bench);
}

/** The panel as the match document on the server holds it: each number, with its moves as half/seconds. */
async function panelOnServer(squadId: string): Promise<string[]> {
  const [match] = await documentsInFirestore(`squads/${squadId}/matches`);
  const moment = (value: FirestoreValue | undefined) => {
    const fields = value?.mapValue?.fields;
    return fields ? `${fields.half?.integerValue ?? ''}/${fields.clock?.integerValue ?? ''}` : null;
  };
  // A change is written as the entries it took out and put in, so the stored order is not the panel's.
  return (match?.fields.panel?.arrayValue?.values ?? [])
    .sort((a, b) => Number(a.mapValue?.fields?.number?.integerValue) - Number(b.mapValue?.fields?.number?.integerValue))
    .map((entry) => {
      const fields = entry.mapValue?.fields ?? {};
      const on = moment(fields.cameOn);
      const off = moment(fields.wentOff);
      return [fields.number?.integerValue, on && `on ${on}`, off && `off ${off}`].filter(Boolean).join(' ');
    })
    .sort((a, b) => parseInt(a, 10) - parseInt(b, 10));
}

/** A new squad with ROSTER, and a match of it created from the roster, its clock started: the squad's id. */
async function startedMatch(page: Page): Promise<string> {
  await signUpToDashboard(page);
  const squadId = await createSquad(page, 'Clifden Seniors', 'Clifden');
  await addRosterPlayers(page, ROSTER);
  await startNewMatch(page);
  return squadId;
}

/** The clock stopped at the referee's `time`, so a change to the panel is made at a known moment. */
async function stopClockAt(page: Page, time: string) {
  await page.getByRole('region', { name: 'Match clock' }).getByRole('button', { name: 'Pause' }).click();
  await setStoppedClock(page, time);
}

/** The stopped clock set to the referee's `time`. */
async function setStoppedClock(page: Page, time: string) {
  const clock = page.getByRole('region', { name: 'Match clock' });
  await clock.getByRole('button', { name: 'Set clock' }).click();
  await clock.getByLabel('Clock (minutes:seconds)').fill(time);
  await clock.getByRole('button', { name: 'Set', exact: true }).click();
  await expect(clock).toContainText(time);
  await expect(clock.getByText('stopped')).toBeVisible();
}

async function openCard(page: Page) {
  await page.getByText('Match-day panel', { exact: true }).click();
  await expect(card(page).getByRole('region', { name: 'On the pitch' })).toBeVisible();
}

async function substitute(page: Page, off: string, on: string) {
  const form = card(page).getByRole('form', { name: 'Substitution' });
  await form.getByLabel('Coming off').selectOption({ label: off });
  await form.getByLabel('Coming on').selectOption({ label: on });
  await form.getByRole('button', { name: 'Make the substitution' }).click();
}

async function addLate(page: Page, number: string, name: string) {
  const form = card(page).getByRole('form', { name: 'Late change' });
  await form.getByLabel('Number').fill(number);
  await form.getByLabel('Name (optional)').fill(name);
  await form.getByRole('button', { name: 'Add to the panel' }).click();
}

const confirmation = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });

const STARTED_ON = ['#1 Ruairí Lavelle', '#11 Pádraig Joyce', '#14 Seán Ó Sé'];
const SUBSTITUTED_ON = ['#1 Ruairí Lavelle', '#11 Pádraig Joyce', '#16 Darragh Ó Críodáin on H1 12:30'];
const SUBSTITUTED_BENCH = ['#14 Seán Ó Sé off H1 12:30', '#26 Tomás Mac Diarmada'];

test('a substitution and a late change show on the card with their times, a worn number is refused, Undo takes the substitution back, and the match keeps the panel for a reload and a shot', async ({
  page,
}) => {
  const squadId = await startedMatch(page);
  await stopClockAt(page, '12:30');
  await openCard(page);
  await expectCardToShow(page, STARTED_ON, ['#16 Darragh Ó Críodáin']);

  await addLate(page, '26', 'Tomás Mac Diarmada');
  await expect(confirmation(page, 'Added to the panel: #26 Tomás Mac Diarmada')).toBeVisible();
  await substitute(page, '#14 Seán Ó Sé', '#16 Darragh Ó Críodáin');
  await expect(confirmation(page, 'Substitution: #16 Darragh Ó Críodáin on for #14 Seán Ó Sé')).toBeVisible();
  await expectCardToShow(page, SUBSTITUTED_ON, SUBSTITUTED_BENCH);

  // A player gone off still wears his number in the panel.
  const late = card(page).getByRole('form', { name: 'Late change' });
  await addLate(page, '14', 'Colm Ó Cuinn');
  await expect(late.getByRole('alert')).toHaveText('#14 Seán Ó Sé already wears 14 in the panel: give another number');
  await expectCardToShow(page, SUBSTITUTED_ON, SUBSTITUTED_BENCH);

  // Undo takes back the last change, the substitution, and leaves the late change.
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(confirmation(page, 'Undone: substitution taken back')).toBeVisible();
  await expectCardToShow(page, STARTED_ON, ['#16 Darragh Ó Críodáin', '#26 Tomás Mac Diarmada']);

  await substitute(page, '#14 Seán Ó Sé', '#16 Darragh Ó Críodáin');
  await expectCardToShow(page, SUBSTITUTED_ON, SUBSTITUTED_BENCH);
  await untilStoredOnDevice(page);
  await expect.poll(() => panelOnServer(squadId)).toEqual(['1', '11', '14 off 1/750', '16 on 1/750', '26']);

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Clifden v Oughterard' })).toBeVisible();
  await openCard(page);
  await expectCardToShow(page, SUBSTITUTED_ON, SUBSTITUTED_BENCH);

  // With no events yet, a shot offers those on the pitch now, the substitute among them, before the bench.
  await tapPitch(page, 130, 44);
  await eventPanel(page).getByRole('button', { name: 'Point', exact: true }).click();
  await expect(eventPanel(page).getByRole('group', { name: 'Player' })).toMatchAriaSnapshot(`
    - group "Player":
      - paragraph: Player
      - button "#1 Ruairí Lavelle"
      - button "#11 Pádraig Joyce"
      - button "#16 Darragh Ó Críodáin"
      - button "#14 Seán Ó Sé"
      - button "#26 Tomás Mac Diarmada"
      - button "Not known"
  `);
  await eventPanel(page).getByRole('button', { name: '#16 Darragh Ó Críodáin', exact: true }).click();
  await expect(confirmation(page, 'Saved: Clifden point, #16 Darragh Ó Críodáin')).toBeVisible();
});

test('two analysts changing the panel at once, one of them offline, keep both changes, a player both changed shows once, and the one overruled is told and its undo leaves that player', async ({
  page,
  browser,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'two devices, one of each width, once');
  await signUpToDashboard(page);
  const squadId = await createSquad(page, 'Clifden Seniors', 'Clifden');
  await addRosterPlayers(page, ROSTER);
  const link = await inviteLink(page, 'Analyst');
  await startNewMatch(page);
  const other = await joinedMember(browser, link, 'Máire Mhic Ghiolla', { width: 390, height: 844 });
  await other.goto(new URL(page.url()).pathname);
  await openCard(other);
  await openCard(page);

  // At the pitch with no signal, one makes a substitution; in the stand, the other a late change.
  await other.context().setOffline(true);
  await substitute(other, '#14 Seán Ó Sé', '#16 Darragh Ó Críodáin');
  await expect(confirmation(other, 'Substitution: #16 Darragh Ó Críodáin on for #14 Seán Ó Sé')).toBeVisible();
  await addLate(page, '26', 'Tomás Mac Diarmada');
  await expect.poll(() => panelOnServer(squadId)).toEqual(['1', '11', '14', '16', '26']);

  await other.context().setOffline(false);
  await expect
    .poll(() => panelOnServer(squadId), { timeout: 30_000 })
    .toEqual(['1', '11', expect.stringMatching(/^14 off 1\//), expect.stringMatching(/^16 on 1\//), '26']);
  for (const device of [page, other]) {
    await expect(card(device).getByRole('region', { name: 'Bench' })).toContainText('#26 Tomás Mac Diarmada');
    await expect(card(device).getByRole('region', { name: 'On the pitch' })).toContainText('#16 Darragh Ó Críodáin on');
  }

  // Both take #11 off, the offline one at 20:00 for #14 back on, the other at 21:00 for #26: the
  // server keeps both entries of #11, the one it took last (the offline phone's) shows everywhere,
  // and both substitutes stand.
  await stopClockAt(page, '20:00');
  await expect(other.getByRole('region', { name: 'Match clock' })).toContainText('20:00');
  await other.context().setOffline(true);
  await substitute(other, '#11 Pádraig Joyce', '#14 Seán Ó Sé');
  await setStoppedClock(page, '21:00');
  await substitute(page, '#11 Pádraig Joyce', '#26 Tomás Mac Diarmada');
  await expect
    .poll(async () => (await panelOnServer(squadId)).filter((entry) => entry.startsWith('11 ')))
    .toEqual(['11 off 1/1260']);
  await other.context().setOffline(false);
  await expect
    .poll(async () => (await panelOnServer(squadId)).filter((entry) => entry.startsWith('11 ')), { timeout: 30_000 })
    .toEqual(['11 off 1/1260', '11 off 1/1200']);
  for (const device of [page, other]) {
    await expect
      .poll(async () => (await shownIn(device, 'On the pitch')).map((entry) => entry.split(' ')[0]))
      .toEqual(['#1', '#14', '#16', '#26']);
    await expect.poll(() => shownIn(device, 'Bench')).toEqual(['#11 Pádraig Joyce off H1 20:00']);
  }
  // The laptop's change of #11 did not stand, and it says so; the phone's did.
  await expect(
    confirmation(page, 'Not kept: another device changed #11 Pádraig Joyce at the same time, and their change stands'),
  ).toBeVisible();
  await expect(confirmation(other, 'Not kept')).toHaveCount(0);
  // The next change, on either device, takes the earlier #11 out of the document.
  await addLate(page, '27', 'Colm Ó Neachtain');
  await expect
    .poll(async () => (await panelOnServer(squadId)).filter((entry) => /^(11|27) /.test(entry) || entry === '27'))
    .toEqual(['11 off 1/1200', '27']);

  // The laptop undoes #27, then its substitution: #26 goes back to the bench, and #11 stays as the phone left him.
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(confirmation(page, 'Undone: #27 Colm Ó Neachtain taken off the panel')).toBeVisible();
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(
    confirmation(page, 'Undone: substitution taken back, but another device has since changed #11 Pádraig Joyce'),
  ).toBeVisible();
  await expect
    .poll(async () => (await panelOnServer(squadId)).filter((entry) => /^(11|26|27)\b/.test(entry)))
    .toEqual(['11 off 1/1200', '26']);
  await expect
    .poll(() => shownIn(other, 'Bench'))
    .toEqual(['#11 Pádraig Joyce off H1 20:00', '#26 Tomás Mac Diarmada']);
  await other.context().close();
});
