import type { Shot } from './shot';

// One collator for every A-Z list, so the team dropdown and any other list agree on order.
const collator = new Intl.Collator('en', { sensitivity: 'variant', numeric: true });

export function compareNames(a: string, b: string): number {
  return collator.compare(a, b) || (a < b ? -1 : a > b ? 1 : 0);
}

/**
 * Every team in the data, A to Z. A team that only ever appears as the opposition is included:
 * its defending maps and fixtures have data even though it took no shots.
 */
export function listTeams(shots: readonly Shot[]): string[] {
  const names = new Set<string>();
  for (const shot of shots) {
    names.add(shot.team);
    names.add(shot.opposition);
  }
  return [...names].sort(compareNames);
}
