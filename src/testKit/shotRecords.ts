import type { ShotRecord } from '../../contract/answers';

/** One shot as /shots answers it: a point from play 20 m out in front of the posts, unless told. */
export function shotRecord(overrides: Partial<ShotRecord> & Pick<ShotRecord, 'id'>): ShotRecord {
  return {
    matchId: 'm1',
    half: 1,
    minute: 10,
    period: '10-20',
    player: 'Éanna Ó Flaithearta',
    position: 'forward',
    foot: 'right',
    pressure: false,
    action: 'point',
    outcome: 'score',
    shotType: 'play',
    goalAttempt: false,
    x: 125,
    y: 44,
    distance: 20,
    xPoints: 0.5,
    xP_adv_shot: 0.5,
    twoPointAttempt: false,
    ...overrides,
    value: overrides.value ?? ((overrides.outcome ?? 'score') === 'score' ? (overrides.valueIfScored ?? 1) : 0),
    valueIfScored: overrides.valueIfScored ?? 1,
    xPts: overrides.xPts ?? (overrides.xPoints ?? 0.5) * (overrides.valueIfScored ?? 1),
  };
}

/** Four Galway shots over two matches, one of each outcome and several types, in match order. */
export const SHOTS: ShotRecord[] = [
  shotRecord({ id: 's1', minute: 3, action: 'point', x: 120, y: 40, distance: 25.32, xPoints: 0.456 }),
  shotRecord({
    id: 's2',
    minute: 17,
    player: 'Ciarán Breathnach',
    action: 'free wide',
    outcome: 'miss',
    shotType: 'free',
    x: 110,
    y: 30,
    distance: 37.71,
    xPoints: 0.2149,
  }),
  shotRecord({
    id: 's3',
    matchId: 'm2',
    minute: null,
    period: null,
    player: null,
    action: 'fortyfive',
    shotType: '45',
    x: 100,
    y: 44,
    distance: 45,
    xPoints: 0.1,
  }),
  shotRecord({
    id: 's4',
    matchId: 'm2',
    half: 2,
    minute: 61,
    period: '60-70',
    action: 'goal',
    shotType: 'play',
    goalAttempt: true,
    x: 138,
    y: 46,
    distance: 7.28,
    xPoints: 0.81,
    valueIfScored: 3,
  }),
];

/** A kicked point from 44 m out in a 2025 match: a two-point attempt, scored for two. */
export const TWO_POINTER: ShotRecord = shotRecord({
  id: 't1',
  matchId: 'm3',
  minute: 52,
  period: '50-60',
  player: 'Aodh Mac Diarmada',
  x: 101,
  y: 44,
  distance: 44,
  xPoints: 0.39,
  twoPointAttempt: true,
  valueIfScored: 2,
});

/** The action a shot of each type records when scored and when missed. */
const ACTIONS = {
  play: ['point', 'wide'],
  free: ['free', 'free wide'],
  '45': ['fortyfive', 'fortyfive short'],
  mark: ['offensive mark', 'offensive mark wide'],
  penalty: ['penalty goal', 'pen miss'],
} as const;

/**
 * `count` shots spread over the attacking half the way real ones cluster (most between 15 and
 * 45 m out, towards the middle; 45s on the 45 m line, penalties on the spot), the same every run:
 * for looking at the map and timing it.
 */
export function syntheticShotRecords(count: number): ShotRecord[] {
  let seed = 7;
  const random = () => {
    seed = (seed * 16807) % 2147483647;
    return (seed - 1) / 2147483646;
  };
  const shots: ShotRecord[] = [];
  for (let k = 0; k < count; k++) {
    const roll = random();
    const shotType =
      roll < 0.72 ? 'play' : roll < 0.9 ? 'free' : roll < 0.95 ? 'mark' : roll < 0.985 ? '45' : 'penalty';
    const reach = 9 + 41 * random() ** 0.9;
    const angle = (random() - 0.5) * Math.PI * 0.9;
    let x = Math.max(72.5, 145 - reach * Math.cos(angle));
    let y = Math.min(88, Math.max(0, 44 + reach * Math.sin(angle)));
    if (shotType === '45') [x, y] = [100, 22 + 44 * random()];
    if (shotType === 'penalty') [x, y] = [134, 44];
    const distance = Math.hypot(145 - x, 44 - y);
    const xPoints = Math.max(0.02, Math.min(0.95, 1.05 - distance / 48 + (random() - 0.5) * 0.2));
    const scored = random() < xPoints;
    shots.push(
      shotRecord({
        id: `syn-${k}`,
        matchId: `m${1 + Math.floor((k * 8) / count)}`,
        minute: random() < 0.05 ? null : Math.floor(random() * 75),
        period: null,
        player: ['Éanna Ó Flaithearta', 'Ciarán Breathnach', 'Aodh Mac Diarmada', null][k % 4] ?? null,
        action: ACTIONS[shotType][scored ? 0 : 1],
        outcome: scored ? 'score' : 'miss',
        shotType,
        goalAttempt: shotType === 'penalty',
        x: Math.round(x * 100) / 100,
        y: Math.round(y * 100) / 100,
        distance: Math.round(distance * 100) / 100,
        xPoints: Math.round(xPoints * 10000) / 10000,
      }),
    );
  }
  return shots;
}
