import { expect, test } from '@playwright/test';
import { eventPanel, signUpToDashboard, tapPitch } from './helpers';
import { newMatchForm, startRecording } from './newMatchOfLongName';

/**
 * The capture screens on a laptop (docs/capture.md): the players in an even grid under the pitch, in
 * the window with the pitch and the step's choices; and a match followed in a wide window that then
 * narrows to a phone's still fits it.
 */

test('on a laptop the players are an even grid under the pitch, a shot’s details beside it, all in the window', async ({
  page,
}) => {
  await newMatchForm(page, false);
  await startRecording(page);
  // The analyst scrolls to the desk once; from then on a shot is recorded from the video without scrolling.
  await page.getByRole('region', { name: 'Record an event' }).evaluate((desk) => desk.scrollIntoView());
  await tapPitch(page, 125, 44);
  await eventPanel(page).getByRole('button', { name: 'Point', exact: true }).click();
  const players = eventPanel(page).getByRole('group', { name: 'Player' });
  await expect(players).toBeVisible();
  const people = await players.getByRole('button').all();
  expect(people, 'the 20 numbers and Not known').toHaveLength(21);
  for (const part of [
    page.getByRole('button', { name: /^Pitch/ }),
    eventPanel(page).getByRole('group', { name: 'Pressure' }),
    eventPanel(page).getByRole('group', { name: 'Attempt' }),
    ...people,
    eventPanel(page).getByRole('button', { name: /^Cancel/ }),
  ])
    await expect(part).toBeInViewport({ ratio: 1 });
  const pitch = await page.getByRole('button', { name: /^Pitch/ }).boundingBox();
  const details = await eventPanel(page).getByRole('group', { name: 'Pressure' }).boundingBox();
  const grid = await players.boundingBox();
  if (!pitch || !details || !grid) throw new Error('not laid out');
  expect(details.x, 'the details beside the pitch').toBeGreaterThanOrEqual(pitch.x + pitch.width);
  expect(details.y, 'the details beside the pitch').toBeLessThan(pitch.y + pitch.height);
  expect(grid.y, 'the players under the pitch').toBeGreaterThanOrEqual(pitch.y + pitch.height);
  expect(grid.x, 'the players under the pitch').toBeLessThanOrEqual(pitch.x + 1);

  const boxes = await players.getByRole('button').evaluateAll((buttons) =>
    buttons.map((button) => {
      const box = button.getBoundingClientRect();
      return { x: Math.round(box.x), width: Math.round(box.width) };
    }),
  );
  const columns = new Set(boxes.map((box) => box.x));
  expect(columns.size, 'several columns of players').toBeGreaterThanOrEqual(3);
  const widths = boxes.map((box) => box.width);
  expect(Math.max(...widths) - Math.min(...widths), 'columns of one width').toBeLessThanOrEqual(1);
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
});

test('a match followed in a wide window still fits once the window narrows to a phone’s', async ({ page }) => {
  await signUpToDashboard(page);
  // The sample squad's matches are long enough for most of their events to be off screen.
  await page.goto('/squads/sample');
  await page.locator('a[href^="/squads/sample/matches/"]').first().click();
  await expect(page.getByRole('region', { name: 'Events' }).getByRole('listitem').first()).toBeVisible();
  // Read down the whole list, so every row is laid out at the laptop's width once.
  await page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y);
      await frame();
      await frame();
    }
  });
  await page.setViewportSize({ width: 390, height: 844 });
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth))
    .toBeLessThanOrEqual(0);
  await page.getByRole('region', { name: 'Events' }).getByRole('listitem').last().scrollIntoViewIfNeeded();
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
  ).toBeLessThanOrEqual(0);
});
