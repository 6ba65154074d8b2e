import fs from 'node:fs';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { SHARE_NOT_FOUND } from '../contract/report';
import { clubFile } from '../server/src/testKit/squadFiles';
import { signUpToDashboard } from './helpers';

/**
 * The match report end to end (docs/report.md): opened from Fixtures, printed, downloaded as the
 * server's PDF and share image, and shared with someone who has no account.
 */

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

async function download(page: Page, button: Locator) {
  const [file] = await Promise.all([page.waitForEvent('download'), button.click()]);
  return { name: file.suggestedFilename(), bytes: fs.readFileSync(await file.path()) };
}

/** A PDF's pages, counted by their page objects (`/Type /Page`, not the `/Pages` tree). */
const pagesOf = (pdf: Buffer): number => pdf.toString('latin1').match(/\/Type\s*\/Page(?!s)/g)?.length ?? 0;

/** The report's headline: `Galway 2-14 (20) v 1-14 (17) Westmeath`. */
const headline = (page: Page) =>
  page.getByRole('heading', { level: 2, name: /^.+ \d+-\d+ \(\d+\) v \d+-\d+ \(\d+\) .+$/ });

test('a report opened from Fixtures prints on two A4 pages and downloads as the PDF and the share image', async ({
  page,
}) => {
  await signUpToDashboard(page);
  await page.goto('/?team=Kerry&view=fixtures');
  const table = page.getByRole('table', { name: /^Kerry: every match/ });
  const first = table.getByRole('link', { name: /^Report: v / }).first();
  const name = (await first.getAttribute('aria-label')) ?? '';
  await first.click();
  await expect(page).toHaveURL(/\/matches\/[^/]+\/report\?team=Kerry$/);
  await expect(headline(page)).toContainText(`Kerry `);
  await expect(headline(page)).toContainText(name.replace(/^Report: v /, '').replace(/, .*$/, ''));
  await expect(page.getByRole('img', { name: /^Expected-points race/ })).toBeVisible();
  await expect(page.getByText('Kickouts: not recorded for this match.')).toBeVisible();

  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('complementary', { name: 'Sidebar' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Download PDF' })).toBeHidden();
  await expect(headline(page)).toBeVisible();
  const printed = await page.pdf({ format: 'A4', printBackground: true });
  expect(pagesOf(printed)).toBeGreaterThanOrEqual(1);
  expect(pagesOf(printed)).toBeLessThanOrEqual(2);
  await page.emulateMedia({ media: 'screen' });

  const pdf = await download(page, page.getByRole('button', { name: 'Download PDF' }));
  expect(pdf.name).toMatch(/^kerry-v-[a-z-]+-2023-\d\d-\d\d-report\.pdf$/);
  expect(pdf.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(pagesOf(pdf.bytes)).toBeLessThanOrEqual(2);
  const image = await download(page, page.getByRole('button', { name: 'Download image' }));
  expect(image.name).toMatch(/^kerry-v-[a-z-]+-2023-\d\d-\d\d\.png$/);
  expect([...image.bytes.subarray(0, 8)]).toEqual(PNG_SIGNATURE);
  expect([image.bytes.readUInt32BE(16), image.bytes.readUInt32BE(20)]).toEqual([1200, 630]);
  // The browser decodes it, as a group chat's preview would.
  const decoded = await page.evaluate(async (base64) => {
    const picture = new Image();
    picture.src = `data:image/png;base64,${base64}`;
    await picture.decode();
    return [picture.naturalWidth, picture.naturalHeight];
  }, image.bytes.toString('base64'));
  expect(decoded).toEqual([1200, 630]);
});

test("an owner's share link opens the report for someone with no account; revoked, or mistyped, it is not found", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await signUpToDashboard(page);
  await page.goto('/squads');
  await page.getByLabel('Squad name').fill('Clifden Seniors');
  await page.getByLabel('Team, as your data spells it').fill('Clifden');
  await page.getByRole('button', { name: 'Create squad' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Clifden Seniors' })).toBeVisible();
  await page.getByLabel('File', { exact: true }).setInputFiles({
    name: 'season.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(clubFile('Clifden', ['Roundstone', 'Letterfrack'], 'Share')),
  });
  await page.getByRole('button', { name: 'Import 2 matches' }).click();
  await expect(page.getByRole('status', { name: 'Imported season.csv' })).toBeVisible();

  await page
    .getByRole('link', { name: /^Report on the match v / })
    .first()
    .click();
  await expect(headline(page)).toContainText('Clifden ');
  const title = (await headline(page).textContent()) ?? '';
  await page.getByLabel('Link works').selectOption({ label: 'for 7 days' });
  await page.getByRole('button', { name: 'Make a link' }).click();
  const made = page.getByLabel(/The new link/);
  await expect(made).toHaveValue(/\/r\/[A-Za-z0-9_-]{43}$/);
  const link = await made.inputValue();

  const stranger = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const visitor = await stranger.newPage();
  await visitor.goto(link);
  await expect(visitor.getByRole('heading', { level: 1, name: 'Shared match report' })).toBeVisible();
  await expect(headline(visitor)).toHaveText(title);
  await expect(visitor.getByRole('table', { name: 'Score and shots by half' })).toBeVisible();
  await expect(visitor.getByRole('complementary', { name: 'Sidebar' })).toHaveCount(0);
  await expect(visitor.getByRole('link', { name: 'Sign In' })).toBeVisible();
  const pdf = await download(visitor, visitor.getByRole('button', { name: 'Download PDF' }));
  expect(pdf.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  // Every other address still goes to the sign-in page.
  await visitor.goto(new URL('/squads', link).toString());
  await expect(visitor).toHaveURL(/\/signin$/);

  await page.getByRole('button', { name: /^Revoke the link made / }).click();
  await expect(page.getByText(/: revoked$/)).toBeVisible();
  await visitor.goto(link);
  await expect(visitor.getByRole('alert')).toContainText(SHARE_NOT_FOUND);
  await visitor.goto(link.replace(/[A-Za-z0-9_-]{43}$/, 'A'.repeat(43)));
  await expect(visitor.getByRole('alert')).toContainText(SHARE_NOT_FOUND);
  await stranger.close();
});
