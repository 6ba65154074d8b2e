import { expect, type Page } from '@playwright/test';
import { addRosterPlayers, createSquad, signUpToDashboard, startNewMatch } from './helpers';
import { documentsInFirestore, type FirestoreValue } from './onDevice';

/** The match-day panel's steps and readings, for its specs at each width (docs/capture.md#the-panel-during-the-match). */

export const ROSTER = [
  ['Ruairí Lavelle', '1'],
  ['Pádraig Joyce', '11'],
  ['Seán Ó Sé', '14'],
  ['Darragh Ó Críodáin', '16'],
] as const;

export const card = (page: Page) => page.getByRole('group', { name: 'Match-day panel' });

/** Each player a list of the card shows, as read out: who, then when they came on or went off, if they did. */
export const shownIn = (page: Page, list: 'On the pitch' | 'Bench') =>
  card(page).getByRole('region', { name: list }).getByRole('listitem').allTextContents();

export async function expectCardToShow(page: Page, onPitch: readonly string[], bench: readonly string[]) {
  await expect.poll(() => shownIn(page, 'On the pitch')).toEqual(onPitch);
  await expect.poll(() => shownIn(page, 'Bench')).toEqual(bench);
}

/** The panel as the match document on the server holds it: each number, with its moves as half/seconds. */
export async function panelOnServer(squadId: string): Promise<string[]> {
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
export async function startedMatch(page: Page): Promise<string> {
  await signUpToDashboard(page);
  const squadId = await createSquad(page, 'Clifden Seniors', 'Clifden');
  await addRosterPlayers(page, ROSTER);
  await startNewMatch(page);
  return squadId;
}

/** The clock stopped at the referee's `time`, so a change to the panel is made at a known moment. */
export async function stopClockAt(page: Page, time: string) {
  await page.getByRole('region', { name: 'Match clock' }).getByRole('button', { name: 'Pause' }).click();
  await setStoppedClock(page, time);
}

/** The stopped clock set to the referee's `time`. */
export async function setStoppedClock(page: Page, time: string) {
  const clock = page.getByRole('region', { name: 'Match clock' });
  await clock.getByRole('button', { name: 'Set clock' }).click();
  await clock.getByLabel('Clock (minutes:seconds)').fill(time);
  await clock.getByRole('button', { name: 'Set', exact: true }).click();
  await expect(clock).toContainText(time);
  await expect(clock.getByText('stopped')).toBeVisible();
}

export async function openCard(page: Page) {
  await page.getByText('Match-day panel', { exact: true }).click();
  await expect(card(page).getByRole('region', { name: 'On the pitch' })).toBeVisible();
}

export async function substitute(page: Page, off: string, on: string) {
  const form = card(page).getByRole('form', { name: 'Substitution' });
  await form.getByLabel('Coming off').selectOption({ label: off });
  await form.getByLabel('Coming on').selectOption({ label: on });
  await form.getByRole('button', { name: 'Make the substitution' }).click();
}

export async function addLate(page: Page, number: string, name: string) {
  const form = card(page).getByRole('form', { name: 'Late change' });
  await form.getByLabel('Number').fill(number);
  await form.getByLabel('Name (optional)').fill(name);
  await form.getByRole('button', { name: 'Add to the panel' }).click();
}

export const confirmation = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });
