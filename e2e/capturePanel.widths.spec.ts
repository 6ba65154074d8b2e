import { expect, test } from '@playwright/test';
import { eventPanel, tapPitch, untilStoredOnDevice } from './helpers';
import {
  addLate,
  card,
  confirmation,
  expectCardToShow,
  openCard,
  panelOnServer,
  startedMatch,
  stopClockAt,
  substitute,
} from './matchDayPanel';

/**
 * The match-day panel during the match (docs/capture.md#the-panel-during-the-match), on a phone and
 * on a laptop: an analyst brings a substitute on and adds someone late, is refused a number already
 * worn, takes the substitution back with Undo and makes it again; the match document keeps it, and
 * a shot's players then offer the substitute among those on the pitch.
 */

test.setTimeout(180_000);

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
