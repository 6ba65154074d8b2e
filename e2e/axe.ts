import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * What axe finds serious or critical on the page as it is now (within `include`, a CSS selector,
 * when given), one line per rule: its id, what it asks and where.
 *
 * axe runs in the page by itself, gathering only violations: the builder's default sends every
 * node of every check out to Node and into a blank page to be put together, which on a players'
 * table of 4,000 cells took 9 to 13 s against 3. That way exists for frames from other origins,
 * and the app has no frames.
 */
export async function graveViolations(page: Page, include?: string): Promise<string[]> {
  const builder = new AxeBuilder({ page }).setLegacyMode().options({ resultTypes: ['violations'] });
  const { violations } = await (include ? builder.include(include) : builder).analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id}: ${violation.help} at ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
}
