import { expect, test, type Page } from '@playwright/test';
import { chooseView, signUpToDashboard } from './helpers';

/**
 * Every letter of every chart and picture, as drawn on this screen: its font size times the scale
 * the picture is drawn at, in CSS pixels. The app's charts are read off the page; the API's
 * pictures are fetched and their smallest text scaled by the width each is shown at.
 */
async function smallestText(page: Page) {
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  const charts = await page.getByRole('main').evaluate((main) =>
    [...main.querySelectorAll('svg text')].flatMap((text) => {
      const runs = text.querySelectorAll('tspan');
      return [...(runs.length > 0 ? runs : [text])].map((run) => {
        const matrix = (run as SVGGraphicsElement).getScreenCTM();
        // A rotated label (the y axis's) scales as much as any other.
        const scale = matrix ? Math.hypot(matrix.a, matrix.b) : 0;
        return { text: run.textContent, px: Number.parseFloat(getComputedStyle(run).fontSize) * scale };
      });
    }),
  );
  const images = await page.getByRole('main').evaluate(async (main) =>
    Promise.all(
      [...main.querySelectorAll('img')].map(async (image) => {
        const svg = new DOMParser().parseFromString(await (await fetch(image.src)).text(), 'image/svg+xml');
        const viewBox = Number(svg.documentElement.getAttribute('viewBox')?.split(' ')[2]);
        const sizes = [...svg.querySelectorAll('[font-size]')].map((e) => Number(e.getAttribute('font-size')));
        return { text: image.alt, px: (Math.min(...sizes) * image.getBoundingClientRect().width) / viewBox };
      }),
    ),
  );
  return [...charts, ...images];
}

test('no text in a chart or picture is smaller than 11 px', async ({ page }) => {
  await signUpToDashboard(page);
  // The chart's code may come after the figures: measure once it has drawn its labels.
  const chart = page.getByRole('img', { name: 'Galway: success rate by scoring zone' });
  await expect(chart.locator('text', { hasText: /Inside/ }).first()).toBeVisible();
  const attacking = await smallestText(page);
  expect(attacking.length).toBeGreaterThan(20);
  expect(attacking.filter((text) => !(text.px >= 11))).toEqual([]);
  await chooseView(page, 'Defending');
  const defending = await smallestText(page);
  expect(defending).toHaveLength(4);
  expect(defending.filter((text) => !(text.px >= 11))).toEqual([]);
});
