import type { Position, ShotType } from '../../analytics/shot';
import { angleToGoal, distanceToGoal, GOAL_X, GOAL_Y, PITCH_LENGTH, PITCH_WIDTH } from '../../analytics/geometry';
import { round2 } from '../../analytics/numbers';
import type { Random } from './random';
import type { Roster, SamplePlayer } from './sampleRoster';

/**
 * Team volumes the sample reproduces exactly, and the conversion it aims at: the figures published
 * with the real 2023 championship shot file, shots / scores per county
 * (docs/behaviour.md#sample-data).
 */
export const TEAM_TARGETS: Readonly<Record<string, { shots: number; scores: number }>> = {
  Dublin: { shots: 177, scores: 114 },
  Kerry: { shots: 164, scores: 103 },
  Monaghan: { shots: 129, scores: 70 },
  Armagh: { shots: 109, scores: 58 },
  Mayo: { shots: 104, scores: 57 },
  Derry: { shots: 102, scores: 59 },
  Cork: { shots: 70, scores: 39 },
  Tyrone: { shots: 68, scores: 38 },
  Galway: { shots: 55, scores: 38 },
  Kildare: { shots: 50, scores: 26 },
  Louth: { shots: 45, scores: 26 },
  Clare: { shots: 30, scores: 15 },
  Donegal: { shots: 27, scores: 19 },
  Roscommon: { shots: 25, scores: 13 },
  Westmeath: { shots: 23, scores: 11 },
  Sligo: { shots: 19, scores: 12 },
};

const OVERALL_CONVERSION = 699 / 1199;

export type SampleMatch = { day: string; stage: string; teams: readonly [string, string]; winner?: string };

/**
 * A fictional championship in the 2023 format: provincial finals, three group rounds, then
 * knock-out rounds. Pairings are invented; the knock-out winners are fixed so that every team
 * that plays on won its previous knock-out match. Each county plays about one match per 25 of
 * its published shots, so per-match volumes are alike and no winner is out-shot by far.
 */
export const SAMPLE_MATCHES: readonly SampleMatch[] = [
  { day: '05-06', stage: 'Connaught Final', teams: ['Mayo', 'Sligo'], winner: 'Mayo' },
  { day: '05-07', stage: 'Munster Final', teams: ['Kerry', 'Clare'], winner: 'Kerry' },
  { day: '05-13', stage: 'Leinster Final', teams: ['Dublin', 'Louth'], winner: 'Dublin' },
  { day: '05-14', stage: 'Ulster Final', teams: ['Derry', 'Armagh'], winner: 'Derry' },
  { day: '05-20', stage: 'All Ireland Group R1', teams: ['Dublin', 'Roscommon'] },
  { day: '05-20', stage: 'All Ireland Group R1', teams: ['Kerry', 'Cork'] },
  { day: '05-21', stage: 'All Ireland Group R1', teams: ['Monaghan', 'Donegal'] },
  { day: '05-21', stage: 'All Ireland Group R1', teams: ['Galway', 'Westmeath'] },
  { day: '05-21', stage: 'All Ireland Group R1', teams: ['Armagh', 'Tyrone'] },
  { day: '06-03', stage: 'All Ireland Group R2', teams: ['Dublin', 'Kildare'] },
  { day: '06-03', stage: 'All Ireland Group R2', teams: ['Kerry', 'Mayo'] },
  { day: '06-04', stage: 'All Ireland Group R2', teams: ['Monaghan', 'Derry'] },
  { day: '06-04', stage: 'All Ireland Group R2', teams: ['Galway', 'Louth'] },
  { day: '06-17', stage: 'All Ireland Group R3', teams: ['Dublin', 'Tyrone'] },
  { day: '06-17', stage: 'All Ireland Group R3', teams: ['Kerry', 'Armagh'] },
  { day: '06-18', stage: 'All Ireland Group R3', teams: ['Cork', 'Mayo'] },
  { day: '06-24', stage: 'All Ireland Preliminary Quarter Final', teams: ['Monaghan', 'Kildare'], winner: 'Monaghan' },
  { day: '07-01', stage: 'All Ireland Quarter Final', teams: ['Dublin', 'Mayo'], winner: 'Dublin' },
  { day: '07-01', stage: 'All Ireland Quarter Final', teams: ['Kerry', 'Tyrone'], winner: 'Kerry' },
  { day: '07-02', stage: 'All Ireland Quarter Final', teams: ['Derry', 'Cork'], winner: 'Derry' },
  { day: '07-02', stage: 'All Ireland Quarter Final', teams: ['Monaghan', 'Armagh'], winner: 'Monaghan' },
  { day: '07-15', stage: 'All Ireland Semi Final', teams: ['Dublin', 'Monaghan'], winner: 'Dublin' },
  { day: '07-16', stage: 'All Ireland Semi Final', teams: ['Kerry', 'Derry'], winner: 'Kerry' },
  { day: '07-30', stage: 'All Ireland Final', teams: ['Dublin', 'Kerry'], winner: 'Dublin' },
];

/** One row in the 2023 championship file's format. */
export type SampleRow = {
  Date: string;
  Game: string;
  TeamName: string;
  Opposition: string;
  Half: '1st' | '2nd';
  Minute: number;
  Action: string;
  Score: 'Score' | 'Miss';
  PlayerName: string;
  PlayerNumber: number;
  Position: Position;
  Foot: 'right' | 'left' | 'hand';
  Pressure: 'y' | 'n';
  Shot_Distance: number;
  x: number;
  y: number;
  stand_x: number;
  stand_y: number;
};

type Kind = ShotType | 'goal attempt';

/** Shares of each kind of shot in 2023 (814 in play for a point, 73 at goal, 234 frees, ...). */
const KIND_SHARES: ReadonlyArray<readonly [Kind, number]> = [
  ['play', 814],
  ['goal attempt', 73],
  ['free', 234],
  ['45', 42],
  ['mark', 33],
  ['penalty', 3],
];

/** Who takes shots in play, by position (2023: forwards three in four). */
const PLAY_POSITION_SHARES: ReadonlyArray<readonly [Position, number]> = [
  ['forward', 0.74],
  ['back', 0.17],
  ['midfielder', 0.072],
  ['goalkeeper', 0.018],
];

type Draw = {
  kind: Kind;
  player: SamplePlayer;
  foot: 'right' | 'left' | 'hand';
  pressure: boolean;
  distance: number;
  standX: number;
  standY: number;
  half: 1 | 2;
  minute: number;
};

function pickPlayer(random: Random, roster: Roster, position: Position): SamplePlayer {
  const candidates = roster.players.filter((player) => player.position === position && player.weight > 0);
  return candidates[random.weightedIndex(candidates.map((player) => player.weight))] ?? roster.freeTaker;
}

function shooterFor(random: Random, roster: Roster, kind: Kind, distance: number): SamplePlayer {
  if (kind === 'free') {
    // Long frees fall to the goalkeeper now and then; the rest to the free-taker or a forward.
    if (distance > 42 && random.chance(0.3)) return roster.goalkeeper;
    return random.chance(0.85) ? roster.freeTaker : pickPlayer(random, roster, 'forward');
  }
  if (kind === '45') return random.chance(0.3) ? roster.goalkeeper : roster.freeTaker;
  if (kind === 'penalty') return roster.freeTaker;
  const shares =
    kind === 'play' ? PLAY_POSITION_SHARES : PLAY_POSITION_SHARES.filter(([position]) => position !== 'goalkeeper');
  const position = shares[random.weightedIndex(shares.map(([, share]) => share))]?.[0] ?? 'forward';
  return pickPlayer(random, roster, position);
}

/**
 * Metres from goal for each kind of shot, shaped on the 2023 spread: shots in play are either
 * close-range chances (about one in eight, mostly under pressure) or the long-range kicks that
 * make up most of the game.
 */
function distanceFor(random: Random, kind: Kind, closeRange: boolean, pressure: boolean): number {
  switch (kind) {
    case 'play':
      return closeRange
        ? random.truncatedNormal(13, 4, 5, 22)
        : random.truncatedNormal(pressure ? 32.5 : 35, 7.5, 14, 58);
    case 'goal attempt':
      return random.truncatedNormal(10.5, 3.5, 3, 20);
    case 'free':
      return random.truncatedNormal(31, 11, 11, 56);
    case 'mark':
      return random.truncatedNormal(36, 9, 18, 55);
    case '45':
    case 'penalty':
      return 0; // placed by the rules, see placeShot
  }
}

/** A point on the turned pitch at the given distance; 45s from the 45 m line, penalties the spot. */
function placeShot(random: Random, kind: Kind, distance: number): { standX: number; standY: number } {
  if (kind === 'penalty') return { standX: GOAL_X - 11, standY: GOAL_Y };
  if (kind === '45') return { standX: GOAL_X - 45, standY: GOAL_Y + random.between(-22, 22) };
  const widest = Math.min(
    (kind === 'goal attempt' ? 50 : 65) * (Math.PI / 180),
    Math.asin(Math.min(1, (GOAL_Y - 1) / distance)),
  );
  const angle = random.between(0, widest) * (random.chance(0.5) ? 1 : -1);
  return { standX: GOAL_X - distance * Math.cos(angle), standY: GOAL_Y + distance * Math.sin(angle) };
}

/** Fisted points come from close in; set pieces are kicked. */
function footFor(random: Random, kind: Kind, player: SamplePlayer, distance: number): 'right' | 'left' | 'hand' {
  const handChance = kind === 'goal attempt' ? 0.16 : kind === 'play' ? (distance < 20 ? 0.4 : 0.012) : 0;
  if (random.chance(handChance)) return 'hand';
  if (random.chance(0.88)) return player.foot;
  return player.foot === 'right' ? 'left' : 'right';
}

/** 35-minute halves with stoppage time; the 70-80 period holds the late scores of a tight game. */
function timeFor(random: Random): { half: 1 | 2; minute: number } {
  if (random.chance(0.5))
    return { half: 1, minute: random.integer(0, 34) + (random.chance(0.08) ? random.integer(1, 3) : 0) };
  return { half: 2, minute: random.integer(35, 69) + (random.chance(0.14) ? random.integer(1, 10) : 0) };
}

function pressureFor(random: Random, kind: Kind, closeRange: boolean): boolean {
  if (kind === 'play') return random.chance(closeRange ? 0.7 : 0.53);
  return kind === 'goal attempt' ? random.chance(0.66) : false;
}

function drawShot(random: Random, roster: Roster): Draw {
  const kind = KIND_SHARES[random.weightedIndex(KIND_SHARES.map(([, share]) => share))]?.[0] ?? 'play';
  const closeRange = kind === 'play' && random.chance(0.12);
  const pressure = pressureFor(random, kind, closeRange);
  const { standX, standY } = placeShot(random, kind, distanceFor(random, kind, closeRange, pressure));
  const distance = distanceToGoal(standX, standY);
  const player = shooterFor(random, roster, kind, distance);
  return {
    kind,
    player,
    foot: footFor(random, kind, player, distance),
    pressure,
    distance,
    standX,
    standY,
    ...timeFor(random),
  };
}

const POSITION_EFFECT: Readonly<Record<Position, number>> = {
  forward: 0,
  midfielder: 0.3,
  back: -0.5,
  goalkeeper: -0.4,
};

/**
 * The log-odds of scoring: falls with distance (less steeply at long range) and with the angle,
 * lower under pressure (much more so close in, where a defender can get a hand to it), higher for
 * dead balls, plus the team's own edge. Tuned so the season's conversion by distance band,
 * pressure, foot and position lands near the published 2023 figures (checked in sample.test.ts).
 */
function scoringLogOdds(draw: Draw, teamEdge: number): number {
  const angle = angleToGoal(draw.standX, draw.standY) - 0.5;
  const pressure = draw.pressure ? 1 : 0;
  const tens = (draw.distance - 30) / 10;
  switch (draw.kind) {
    case 'play': {
      const hand = draw.foot === 'hand' ? 0.7 : 0;
      const pressureCost = pressure * (0.45 + 0.7 * Math.max(0, -tens));
      return (
        0.6 -
        tens +
        0.2 * tens ** 2 -
        0.5 * angle -
        pressureCost +
        hand +
        POSITION_EFFECT[draw.player.position] +
        teamEdge
      );
    }
    case 'goal attempt':
      return 0.5 - 0.22 * (draw.distance - 7.5) - 0.2 * pressure + teamEdge;
    case 'free':
      return 1.5 - 1.5 * ((draw.distance - 37.5) / 10) - 0.3 * angle + teamEdge;
    case '45':
      return 0.2 - 0.8 * ((draw.distance - 47) / 10) + teamEdge;
    case 'mark':
      return 0.45 - 0.8 * ((draw.distance - 36) / 10) + teamEdge;
    case 'penalty':
      return 1.1 + teamEdge;
  }
}

function logit(p: number): number {
  return Math.log(p / (1 - p));
}

export function teamEdge(team: string): number {
  const target = TEAM_TARGETS[team];
  return target ? 0.8 * (logit(target.scores / target.shots) - logit(OVERALL_CONVERSION)) : 0;
}

/** How a miss of each kind went, in 2023 proportions; blocks come mostly under pressure. */
function missAction(random: Random, draw: Draw): string {
  switch (draw.kind) {
    case 'play': {
      const blocked = draw.pressure ? 0.19 : 0.05;
      return ['blocked', 'wide', 'short', 'post'][random.weightedIndex([blocked, 0.6, 0.25, 0.026])] ?? 'wide';
    }
    case 'goal attempt':
      return 'goal miss';
    case 'free':
      return ['free wide', 'free short', 'free post'][random.weightedIndex([19, 15, 4])] ?? 'free wide';
    case '45':
      return (
        ['fortyfive wide', 'fortyfive short', 'fortyfive post'][random.weightedIndex([14, 4, 1])] ?? 'fortyfive wide'
      );
    case 'mark':
      return ['offensive mark wide', 'offensive mark short'][random.weightedIndex([7, 6])] ?? 'offensive mark wide';
    case 'penalty':
      return 'pen miss';
  }
}

const SCORE_ACTIONS: Readonly<Record<Kind, string>> = {
  play: 'point',
  'goal attempt': 'goal',
  free: 'free',
  '45': 'fortyfive',
  mark: 'offensive mark',
  penalty: 'penalty goal',
};

export type MatchContext = {
  date: string;
  stage: string;
  team: string;
  opposition: string;
  /** Whether the team attacks the goal at x = 145 in the first half; ends change at half time. */
  attacksHighEndFirst: boolean;
};

function toRow(random: Random, draw: Draw, context: MatchContext): SampleRow {
  const scored = random.chance(1 / (1 + Math.exp(-scoringLogOdds(draw, teamEdge(context.team)))));
  const highEnd = context.attacksHighEndFirst === (draw.half === 1);
  const standX = round2(draw.standX);
  const standY = round2(draw.standY);
  return {
    Date: context.date,
    Game: context.stage,
    TeamName: context.team,
    Opposition: context.opposition,
    Half: draw.half === 1 ? '1st' : '2nd',
    Minute: draw.minute,
    Action: scored ? SCORE_ACTIONS[draw.kind] : missAction(random, draw),
    Score: scored ? 'Score' : 'Miss',
    PlayerName: draw.player.name,
    PlayerNumber: draw.player.number,
    Position: draw.player.position,
    Foot: draw.foot,
    Pressure: draw.pressure ? 'y' : 'n',
    Shot_Distance: round2(distanceToGoal(standX, standY)),
    // Raw coordinates keep the end the team was attacking, as a tracker records them.
    x: highEnd ? standX : round2(PITCH_LENGTH - standX),
    y: highEnd ? standY : round2(PITCH_WIDTH - standY),
    stand_x: standX,
    stand_y: standY,
  };
}

/** `count` shots by one team in one match. */
export function teamShots(random: Random, roster: Roster, context: MatchContext, count: number): SampleRow[] {
  return Array.from({ length: count }, () => toRow(random, drawShot(random, roster), context));
}
