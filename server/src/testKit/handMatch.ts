import type { Both, MatchReport } from '../../../contract/report';
import type { MatchEvent, SquadBundle } from '../../../contract/squad';
import { computeAnalytics, type DatasetAnalytics } from '../analytics/datasetAnalytics';
import { fitShotModels, type FittedShotModels } from '../analytics/expectedPoints';
import type { SquadState } from '../data/squads/readModel';
import { squadMatchReport, squadReportEvents } from '../data/squads/squadReport';
import type { ReportEvent } from '../analytics/matchEvents';
import { shotsOfSquad } from '../data/squads/squadShots';
import { sampleSeasonShots, SAMPLE_SEED } from './shots';
import { squadStateOf } from './squads';

/**
 * A small recorded match, worked out by hand (docs/report.md): Clifden v Oughterard, 2025, halves
 * of 30 minutes. Every figure of its report in data/squads/squadReport.test.ts was counted from this list, not
 * from the code.
 *
 *  1st half  0:00 kickout ours, won clean and short by Ciarán (4)
 *            1:00 point from play by Seán (7), 25 m: 1 point, from the kickout won
 *            1:30 their kickout, long, broken and won by Dara (8)
 *            2:00 they turn it over (a tackle by their 5) 100 m up in their frame: their attacking third
 *            2:30 their 11 kicks a two-pointer from 45 m: 2 points, from the turnover
 *            3:20 a free to us; 3:50 Dara's free from 45 m goes wide (a two-point attempt, missed)
 *            4:00 their 3 is shown a yellow card
 *  2nd half  0:30 our interception (Ciarán) 60 m up: our middle third
 *            1:00 Seán's goal attempt from 10 m goes over the bar: a point, a goal attempt with no goal
 *            2:00 our kickout, long, broken and won by their 8
 *            2:30 their 14 scores a goal: from the kickout they won
 *            3:20 our kickout won clean and short by Eoin (2)
 *            3:40 their 6 blocks and wins it 30 m up in their frame (their defensive third)
 *            4:20 their 15 goes wide from 42 m (a two-point attempt)
 */

const AT = '2025-06-01T18:00:00.000Z';
const base = { videoTime: null, recordedBy: 'analyst', recordedAt: AT };
const us = (number: number, playerId: string | null = null) => ({ playerId, name: null, number });
const them = (number: number) => ({ playerId: null, name: null, number });
const shot = (
  id: string,
  side: 'us' | 'them',
  half: 1 | 2,
  clock: number,
  x: number,
  y: number,
  player: ReturnType<typeof us>,
  fields: Partial<Extract<MatchEvent, { kind: 'shot' }>>,
) => ({
  id,
  kind: 'shot' as const,
  side,
  half,
  clock,
  x,
  y,
  ...base,
  player,
  outcome: 'point' as const,
  shotKind: 'play' as const,
  goalAttempt: false,
  pressure: null,
  foot: 'right' as const,
  touched: null,
  points: null,
  ...fields,
});

const EVENTS: SquadBundle['matches'][number]['events'] = [
  {
    id: 'e01',
    kind: 'kickout',
    side: 'us',
    half: 1,
    clock: 0,
    x: 30,
    y: 20,
    ...base,
    kicker: us(1),
    won: true,
    contest: 'clean',
    length: 'short',
    winner: us(4, 'p4'),
  },
  shot('e02', 'us', 1, 60, 120, 44, us(7, 'p7'), {}),
  {
    id: 'e03',
    kind: 'kickout',
    side: 'them',
    half: 1,
    clock: 90,
    x: 80,
    y: 40,
    ...base,
    kicker: them(1),
    won: false,
    contest: 'break',
    length: 'long',
    winner: us(8, 'p8'),
  },
  {
    id: 'e04',
    kind: 'turnover',
    side: 'them',
    half: 1,
    clock: 120,
    x: 100,
    y: 30,
    ...base,
    how: 'tackle',
    wonBy: them(5),
    lostBy: us(8, 'p8'),
  },
  shot('e05', 'them', 1, 150, 100, 44, them(11), {}),
  {
    id: 'e06',
    kind: 'free',
    side: 'us',
    half: 1,
    clock: 200,
    x: 90,
    y: 44,
    ...base,
    fouled: us(7, 'p7'),
    fouler: them(3),
  },
  shot('e07', 'us', 1, 230, 100, 44, us(8, 'p8'), { shotKind: 'free', outcome: 'wide' }),
  {
    id: 'e08',
    kind: 'card',
    side: 'them',
    half: 1,
    clock: 240,
    x: 90,
    y: 44,
    ...base,
    colour: 'yellow',
    player: them(3),
  },
  {
    id: 'e09',
    kind: 'turnover',
    side: 'us',
    half: 2,
    clock: 30,
    x: 60,
    y: 40,
    ...base,
    how: 'interception',
    wonBy: us(4, 'p4'),
    lostBy: them(9),
  },
  shot('e10', 'us', 2, 60, 135, 44, us(7, 'p7'), { goalAttempt: true }),
  {
    id: 'e11',
    kind: 'kickout',
    side: 'us',
    half: 2,
    clock: 120,
    x: 90,
    y: 60,
    ...base,
    kicker: us(1),
    won: false,
    contest: 'break',
    length: 'long',
    winner: them(8),
  },
  shot('e12', 'them', 2, 150, 138, 44, them(14), { outcome: 'goal', goalAttempt: true }),
  {
    id: 'e13',
    kind: 'kickout',
    side: 'us',
    half: 2,
    clock: 200,
    x: 25,
    y: 10,
    ...base,
    kicker: us(1),
    won: true,
    contest: 'clean',
    length: 'short',
    winner: us(2, 'p2'),
  },
  {
    id: 'e14',
    kind: 'turnover',
    side: 'them',
    half: 2,
    clock: 220,
    x: 30,
    y: 44,
    ...base,
    how: 'block',
    wonBy: them(6),
    lostBy: us(4, 'p4'),
  },
  shot('e15', 'them', 2, 260, 110, 20, them(15), { outcome: 'wide' }),
];

const player = (id: string, name: string, number: number) => ({
  id,
  name,
  number,
  position: null,
  preferredFoot: null,
});

export const HAND_MATCH: SquadBundle = {
  format: 'pairc-squad',
  version: 1,
  squad: { name: 'Clifden Seniors', team: 'Clifden' },
  players: [
    player('p2', 'Eoin Ó Máille', 2),
    player('p4', 'Ciarán Joyce', 4),
    player('p7', 'Seán Ó Sé', 7),
    player('p8', 'Dara King', 8),
  ],
  matches: [
    {
      id: 'm1',
      date: '2025-06-01',
      opponent: 'Oughterard',
      competition: 'Galway SFC Round 1',
      venue: 'Clifden',
      halfLength: 30,
      firstHalfAttack: 'right',
      panel: [],
      opponentPanel: [],
      status: 'final',
      source: 'capture',
      createdAt: AT,
      createdBy: 'analyst',
      events: EVENTS,
    },
  ],
};

let models: FittedShotModels | null = null;

/** The models a squad's shots are scored by: fitted on the sample season, once per test file. */
export function sampleModels(): FittedShotModels {
  models ??= fitShotModels(sampleSeasonShots(SAMPLE_SEED));
  return models;
}

/** A squad's state and analytics as the API would build them, scored by the sample season's models. */
export function squadFigures(bundle: SquadBundle): { state: SquadState; analytics: DatasetAnalytics } {
  const state = squadStateOf(bundle);
  const analytics = computeAnalytics({
    version: 'hand',
    shots: shotsOfSquad(state, bundle.squad.team),
    scoredBy: { models: sampleModels(), version: 'public', shots: 1, matches: 1 },
  });
  return { state, analytics };
}

/** The hand-worked match's events as the report reads them, `teams[0]` as team 0. */
export function handMatchEvents(state: SquadState, publicId: string, teams: Both<string>): ReportEvent[] {
  return squadReportEvents(state, 'm1', publicId, teams, HAND_MATCH.squad.team);
}

/** The report of the hand-worked match. */
export function handMatchReport(): MatchReport {
  const { state, analytics } = squadFigures(HAND_MATCH);
  const report = squadMatchReport(state, analytics, 'm1', null);
  if (!report) throw new Error('The hand-worked match has no report');
  return report;
}
