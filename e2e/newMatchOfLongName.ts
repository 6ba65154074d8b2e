import { expect, type Page } from '@playwright/test';
import { signUpToDashboard } from './helpers';

/** A squad whose team has a long name, for the capture screens' layout at each width (docs/capture.md). */

export const TEAM = 'Naomh Abán Baile Mhúirne';

/**
 * A new squad whose team has a long name, and the new-match form filled in; with `player`, one
 * player added to its panel, else the match is recorded by shirt numbers alone (20 of them).
 */
export async function newMatchForm(page: Page, player: boolean) {
  await signUpToDashboard(page);
  await page.goto('/squads');
  await page.getByLabel('Squad name').fill('Baile Mhúirne Seniors');
  await page.getByLabel('Team, as your data spells it').fill(TEAM);
  await page.getByRole('button', { name: 'Create squad' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Baile Mhúirne Seniors' })).toBeVisible();
  await page.getByRole('link', { name: 'Record a match' }).click();
  await page.getByLabel('Opponent', { exact: true }).fill('Cill na Martra');
  await page.getByLabel('Date').fill('2025-06-01');
  await page.getByLabel('Competition and stage').fill('Cork SFC Round 1');
  if (!player) return;
  await page.getByLabel('A player not on the roster').fill('Darragh Ó Críodáin');
  await page.getByLabel('Number', { exact: true }).fill('14');
  await page.getByRole('button', { name: 'Add to the panel' }).click();
  await expect(page.getByRole('checkbox', { name: 'starts' })).toHaveCount(1);
}

export async function startRecording(page: Page) {
  await page.getByRole('button', { name: 'Create and start recording' }).click();
  await expect(page.getByRole('button', { name: /^Pitch/ })).toBeVisible();
  await page.getByRole('button', { name: 'Start', exact: true }).click();
  await expect(page.getByText('running')).toBeVisible();
}
