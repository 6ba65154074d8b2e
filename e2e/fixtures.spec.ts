import { expect, test, type Page } from '@playwright/test';
import { playersSchema } from '../contract/answers';
import { cellsByHeader, signUpToDashboard } from './helpers';

const rowsOf = (page: Page) => cellsByHeader(page.getByRole('table', { name: /^Kerry: every match/ }));

const fullTime = (rows: ReadonlyArray<Record<string, string>>) =>
  rows.map((row) => [row.Date, row.Opponent, row.Score, row.Result, row.Shots, row.Conversion]);

test("a match's full-time score and result stand under a half filter and a player filter", async ({
  page,
  request,
}) => {
  await signUpToDashboard(page);
  await page.goto('/?team=Kerry&view=fixtures');
  const whole = await rowsOf(page);
  expect(whole.length).toBeGreaterThan(1);
  expect(Object.keys(whole[0] ?? {})).toEqual(['Date', 'Stage', 'Opponent', 'Score', 'Result', 'Shots', 'Conversion']);

  await page.getByRole('region', { name: 'Filters' }).getByRole('combobox', { name: 'Half' }).selectOption('2');
  await expect(page.getByRole('columnheader', { name: 'Score (2nd half)' })).toBeVisible();
  const secondHalf = await rowsOf(page);
  expect(fullTime(secondHalf)).toEqual(fullTime(whole));
  for (const row of secondHalf) expect(row['Score (2nd half)']).toMatch(/^\d+-\d+ to \d+-\d+$/);

  const players = playersSchema.parse(await (await request.get('/api/players?team=Kerry')).json());
  const scorer = players.find((player) => player.Scores > 0);
  if (!scorer) throw new Error('Kerry have no scorer in the sample');
  await page.goto(`/?team=Kerry&view=fixtures&player=${encodeURIComponent(scorer.PlayerName)}`);
  await expect(page.getByRole('columnheader', { name: `Score (${scorer.PlayerName})` })).toBeVisible();
  const mine = await rowsOf(page);
  expect(fullTime(mine)).toEqual(fullTime(whole));
  // A player's part has no opponent's side: a score of their own, never 'x to y'.
  for (const row of mine) expect(row[`Score (${scorer.PlayerName})`]).toMatch(/^\d+-\d+$/);
  await expect(
    page.getByText(
      `Choosing a match keeps the player filter: the attacking view will show only ${scorer.PlayerName}'s shots in it.`,
    ),
  ).toBeVisible();
});
