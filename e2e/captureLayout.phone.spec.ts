import { expect, test, type Locator, type Page } from '@playwright/test';
import { eventPanel, tapPitch } from './helpers';
import { newMatchForm, startRecording, TEAM } from './newMatchOfLongName';

/**
 * The capture screens on a phone (docs/capture.md): targets big enough for a thumb, a shot's details
 * before the players (choosing a player saves the shot), a long team name kept inside its button,
 * and the DOM's order the order seen.
 */

/**
 * Every button, button-like link, summary and checkbox or radio of the page's content smaller than
 * 44 px either way; a box inside a label is measured by its label, which a tap on also ticks.
 */
async function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const small: string[] = [];
    const controls = document.querySelectorAll(
      'main button, main a.button, main summary, main [role="button"], main input[type="checkbox"], main input[type="radio"]',
    );
    for (const control of controls) {
      const target = (control instanceof HTMLInputElement && control.closest('label')) || control;
      const box = target.getBoundingClientRect();
      if (box.width === 0 && box.height === 0) continue;
      if (box.width < 44 || box.height < 44) {
        const name = (control.getAttribute('aria-label') ?? control.textContent).trim().slice(0, 40);
        small.push(
          `${control.tagName.toLowerCase()} "${name || (control as HTMLInputElement).type}" ${Math.round(box.width)}x${Math.round(box.height)}`,
        );
      }
    }
    return small;
  });
}

async function expectThumbSized(page: Page, screen: string) {
  expect(await smallTargets(page), screen).toEqual([]);
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, `${screen}: no wider than the window`).toBeLessThanOrEqual(0);
}

/** How far the button's words reach past its content box (inside border and padding), in px: 0 when inside. */
async function textOverflow(button: Locator): Promise<number> {
  return button.evaluate((element) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    const words = range.getBoundingClientRect();
    const box = element.getBoundingClientRect();
    const style = getComputedStyle(element);
    const left = box.left + parseFloat(style.borderLeftWidth) + parseFloat(style.paddingLeft);
    const right = box.right - parseFloat(style.borderRightWidth) - parseFloat(style.paddingRight);
    return Math.max(0, left - words.left, words.right - right);
  });
}

/**
 * The open event's parts (its groups, its head when editing, Back and Cancel), each named by its label
 * or its first words, in the DOM's order and in the order seen, top to bottom (then left to right).
 */
async function panelOrders(page: Page): Promise<{ dom: string[]; seen: string[] }> {
  return eventPanel(page).evaluate((panel) => {
    const parts = [...panel.children].map((part) => {
      const box = part.getBoundingClientRect();
      const name = part.getAttribute('aria-label') ?? part.textContent.trim().slice(0, 20);
      return { name, top: Math.round(box.top), left: Math.round(box.left) };
    });
    const seen = [...parts].sort((a, b) => a.top - b.top || a.left - b.left);
    return { dom: parts.map((part) => part.name), seen: seen.map((part) => part.name) };
  });
}

test('on a phone every control of the new-match form and the capture screen is at least 44 px each way', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await newMatchForm(page, true);
  await expectThumbSized(page, 'the new-match form and its panel');
  await startRecording(page);
  await expectThumbSized(page, 'the capture screen, the clock running');

  await tapPitch(page, 125, 44);
  await expect(eventPanel(page)).toBeVisible();
  await expectThumbSized(page, "a shot's outcome step");
  const swap = eventPanel(page).getByRole('button', { name: `${TEAM}'s shot: swap` });
  expect(await textOverflow(swap), 'the swap button’s words inside its padding').toBeLessThanOrEqual(0.5);

  await eventPanel(page).getByRole('button', { name: 'Point', exact: true }).click();
  await expect(eventPanel(page).getByRole('group', { name: 'Player' })).toBeVisible();
  await expectThumbSized(page, "a shot's player step");
  // Choosing a player saves the shot: its details come first on screen, the players after them.
  const detailsEnd = await eventPanel(page).getByRole('group', { name: 'Attempt' }).boundingBox();
  const playersStart = await eventPanel(page).getByRole('group', { name: 'Player' }).boundingBox();
  expect(detailsEnd && playersStart && detailsEnd.y + detailsEnd.height <= playersStart.y).toBe(true);
  const pressure = await eventPanel(page).getByRole('group', { name: 'Pressure' }).boundingBox();
  const pitch = await page.getByRole('button', { name: /^Pitch/ }).boundingBox();
  expect((pressure?.y ?? 1e6) - ((pitch?.y ?? 0) + (pitch?.height ?? 0)), 'pressure just under the pitch').toBeLessThan(
    60,
  );
  // Tab and a screen reader meet the groups in the order seen (WCAG 1.3.2, 2.4.3).
  const shotOrders = await panelOrders(page);
  expect(shotOrders.dom.slice(0, 4)).toEqual(['Pressure', 'Foot', 'Attempt', 'Player']);
  expect(shotOrders.seen, "a shot's player step: the DOM's order is the order seen").toEqual(shotOrders.dom);

  await eventPanel(page).getByRole('button', { name: 'Heavy pressure' }).click();
  await eventPanel(page).getByRole('button', { name: '#14 Darragh Ó Críodáin' }).click();
  await page.getByRole('button', { name: /^Edit Naomh Abán Baile Mhúirne point/ }).click();
  await expect(page.getByRole('group', { name: 'Edit the event' })).toBeVisible();
  await expectThumbSized(page, 'the edit panel and an event’s Edit');
  const editOrders = await panelOrders(page);
  expect(editOrders.seen, "an edit: the DOM's order is the order seen").toEqual(editOrders.dom);
  await page.getByRole('button', { name: /^Cancel/ }).click();

  await page.getByRole('button', { name: 'End half' }).click();
  await page.getByRole('button', { name: /^Start second half/ }).click();
  await page.getByRole('button', { name: 'End half' }).click();
  await page.getByRole('button', { name: 'Set clock' }).click();
  await expectThumbSized(page, 'the clock being set');
  await page.getByRole('button', { name: 'Set', exact: true }).click();
  await page.getByRole('button', { name: 'End match' }).click();
  await expect(page.getByRole('link', { name: 'Match report' })).toBeVisible();
  await expectThumbSized(page, 'full time, the match report’s link');
});
