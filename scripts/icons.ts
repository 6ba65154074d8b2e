/**
 * Draws the app's PNG icons (public/icons/*.png, named in public/manifest.webmanifest) from their
 * SVGs (public/favicon.svg, public/icons/icon-maskable.svg) in headless Chromium: `node --import tsx scripts/icons.ts`. The PNGs are committed, so the
 * build needs no image library; run this again when an SVG changes.
 */
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM_LAUNCH_OPTIONS } from '../e2e/chromium';

const PUBLIC = path.resolve(__dirname, '..', 'public');
/** The favicon is the icon; the maskable one keeps the mark inside the circle a launcher may cut out. */
const DRAWN = [
  { svg: 'favicon.svg', png: 'icons/icon-192.png', size: 192 },
  { svg: 'favicon.svg', png: 'icons/icon-512.png', size: 512 },
  { svg: 'icons/icon-maskable.svg', png: 'icons/icon-maskable-512.png', size: 512 },
];

async function main() {
  const browser = await chromium.launch(CHROMIUM_LAUNCH_OPTIONS);
  try {
    for (const { svg, png, size } of DRAWN) {
      const page = await browser.newPage({ viewport: { width: size, height: size } });
      const source = fs.readFileSync(path.join(PUBLIC, svg), 'base64');
      await page.setContent(
        `<style>html,body{margin:0;background:transparent}img{display:block;width:${size}px;height:${size}px}</style>` +
          `<img src="data:image/svg+xml;base64,${source}">`,
      );
      await page.locator('img').screenshot({ path: path.join(PUBLIC, png), omitBackground: true });
      await page.close();
      console.log(`${png}: ${size}x${size}`);
    }
  } finally {
    await browser.close();
  }
}

void main();
