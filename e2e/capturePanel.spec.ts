import { expect, test } from '@playwright/test';
import { addRosterPlayers, createSquad, inviteLink, joinedMember, signUpToDashboard, startNewMatch } from './helpers';
import {
  ROSTER,
  addLate,
  card,
  confirmation,
  openCard,
  panelOnServer,
  setStoppedClock,
  shownIn,
  stopClockAt,
  substitute,
} from './matchDayPanel';

/**
 * The match-day panel kept by two analysts at once (docs/capture.md#the-panel-during-the-match): one
 * on a laptop, this project's page, and one on a phone, a context of its own, so it runs once, here.
 */

test.setTimeout(180_000);

test('two analysts changing the panel at once, one of them offline, keep both changes, a player both changed shows once, and the one overruled is told and its undo leaves that player', async ({
  page,
  browser,
}) => {
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
