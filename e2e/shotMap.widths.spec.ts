import { expect, test } from '@playwright/test';
import { signUpToDashboard } from './helpers';

test('a tap near a shot picks it: every shot is a 44 px target unless a nearer shot takes the tap', async ({
  page,
  isMobile,
}) => {
  await signUpToDashboard(page);
  const map = page.getByRole('listbox', { name: 'Galway shots' });
  await expect(map.getByRole('option').first()).toBeAttached();
  await map.scrollIntoViewIfNeeded();
  // A point 18 px from a shot, off its mark, where that shot is the nearest: inside the 44 px
  // target round it, where a finger would miss the mark itself.
  const target = await map.evaluate((layer) => {
    const centres = [...layer.children].map((mark) => {
      const box = mark.getBoundingClientRect();
      return { x: box.x + box.width / 2, y: box.y + box.height / 2, r: box.width / 2 };
    });
    const stage = layer.closest('svg')!.getBoundingClientRect();
    for (const [index, centre] of centres.entries()) {
      if (centre.r > 12) continue;
      for (let turn = 0; turn < 8; turn += 1) {
        const x = centre.x + 18 * Math.cos((turn * Math.PI) / 4);
        const y = centre.y + 18 * Math.sin((turn * Math.PI) / 4);
        const inside = x > stage.left + 2 && x < stage.right - 2 && y > stage.top + 2 && y < stage.bottom - 2;
        const nearest = centres.every((other, k) => k === index || Math.hypot(other.x - x, other.y - y) > 24);
        if (inside && nearest) return { index, x, y };
      }
    }
    return null;
  });
  if (!target) throw new Error('no shot on its own on the map');
  if (isMobile) await page.touchscreen.tap(target.x, target.y);
  else await page.mouse.click(target.x, target.y);
  await expect(map.getByRole('option').nth(target.index)).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('region', { name: 'Shot details' })).toContainText('Chance of scoring (xP)');
});
