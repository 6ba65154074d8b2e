import type { Outcome, ShotType } from '../../analytics/shot';

/**
 * What an `Action` says about a shot (docs/behaviour.md#actions). `value` is its worth before 2025;
 * the rules of the match's era decide a point's worth from then on (contract/scoring.ts).
 */
export type ActionMeaning = { outcome: Outcome; shotType: ShotType; goalAttempt: boolean; value: 0 | 1 | 3 };

const score = (shotType: ShotType, value: 1 | 3): ActionMeaning => ({
  outcome: 'score',
  shotType,
  goalAttempt: value === 3,
  value,
});
const miss = (shotType: ShotType, goalAttempt = false): ActionMeaning => ({
  outcome: 'miss',
  shotType,
  goalAttempt,
  value: 0,
});

/** The 2023 file's vocabulary. A goal is worth 3, a point 1; a miss is worth nothing. */
export const ACTIONS: ReadonlyMap<string, ActionMeaning> = new Map([
  ['point', score('play', 1)],
  ['goal', score('play', 3)],
  ['free', score('free', 1)],
  ['fortyfive', score('45', 1)],
  ['offensive mark', score('mark', 1)],
  ['penalty goal', score('penalty', 3)],
  ['wide', miss('play')],
  ['short', miss('play')],
  ['blocked', miss('play')],
  ['post', miss('play')],
  ['goal miss', miss('play', true)],
  ['free wide', miss('free')],
  ['free short', miss('free')],
  ['free post', miss('free')],
  ['fortyfive wide', miss('45')],
  ['fortyfive short', miss('45')],
  ['fortyfive post', miss('45')],
  ['offensive mark wide', miss('mark')],
  ['offensive mark short', miss('mark')],
  ['offensive mark post', miss('mark')],
  // A penalty is always a shot at goal, scored or not.
  ['pen miss', miss('penalty', true)],
]);

/**
 * Lower-cases and tidies an Action, accepting the spellings people type for the same thing
 * ('45 wide', 'forty-five', 'penalty miss'). Returns the vocabulary word or null.
 */
export function canonicalAction(raw: string): string | null {
  const tidy = raw
    .trim()
    .toLowerCase()
    .replace(/[_-]+/g, ' ')
    .replace(/\s+/g, ' ')
    .replace(/^(45|forty five)(?= |$)/, 'fortyfive')
    .replace(/^penalty miss$/, 'pen miss');
  return ACTIONS.has(tidy) ? tidy : null;
}
