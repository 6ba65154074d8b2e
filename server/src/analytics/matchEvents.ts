import type { ShotRecord } from '../../../contract/answers';
import type {
  Both,
  Discipline,
  KickoutBlock,
  KickoutFigures,
  Kept,
  KickoutLanding,
  ReportCard,
  ScoresFrom,
  TeamIndex,
  TurnoverBlock,
  TurnoverCounts,
  TurnoverFigures,
  TurnoverSpot,
} from '../../../contract/report';
import type { CARD_COLOURS } from '../../../contract/squad';
import { TURNOVER_KINDS } from '../../../contract/squad';
import { PITCH_LENGTH } from './geometry';
import { inHalf, NOT_NAMED, shareOf, splitOf, TEAMS, type ReportSide } from './reportParts';

/**
 * The report's blocks of a match's events other than shots (docs/report.md): kickouts, turnovers,
 * frees and cards, and the possessions they start. A kind of event the match does not record gives
 * null, never zeros (docs/behaviour.md#report-not-recorded).
 */

type EventBase = {
  team: TeamIndex;
  half: 1 | 2;
  minute: number;
  /** Metres, in the frame of `team` (it attacks the goal at x = 145). */
  x: number;
  y: number;
};

/**
 * One recorded event of a match as the report reads it: `team` is the event's side (the shooting,
 * kicking, ball-winning, awarded or carded team), people are their names (or 'No. 7'), and a shot
 * names its record in the team's `/shots`.
 */
export type ReportEvent =
  | (EventBase & { kind: 'shot'; recordId: string; shooter: string | null })
  | (EventBase & {
      kind: 'kickout';
      won: boolean;
      contest: 'clean' | 'break';
      length: 'short' | 'long';
      winner: string | null;
    })
  | (EventBase & { kind: 'turnover'; how: (typeof TURNOVER_KINDS)[number]; wonBy: string | null })
  | (EventBase & { kind: 'free' })
  | (EventBase & { kind: 'card'; colour: (typeof CARD_COLOURS)[number]; player: string | null });

/** What each team's people won: by name, for the players' table; null for a kind not recorded. */
export type EventPlayers = {
  turnoversWon: Both<Map<string, number>> | null;
  kickoutsWon: Both<Map<string, number>> | null;
};

export type EventBlocks = {
  kickouts: KickoutBlock | null;
  turnovers: TurnoverBlock | null;
  discipline: Discipline;
  players: EventPlayers;
  /** The name (or 'No. 7') of each shot's shooter whose record has no name, by record id. */
  unnamedShooters: Map<string, string>;
};

export const other = (team: TeamIndex): TeamIndex => (team === 0 ? 1 : 0);

export type Kickout = Extract<ReportEvent, { kind: 'kickout' }>;
export type Turnover = Extract<ReportEvent, { kind: 'turnover' }>;
type Card = Extract<ReportEvent, { kind: 'card' }>;

export function kept(kickouts: readonly Kickout[]): Kept {
  const retained = kickouts.filter((kickout) => kickout.won).length;
  return { kicked: kickouts.length, retained, rate: shareOf(retained, kickouts.length) };
}

export function kickoutFiguresOf(own: readonly Kickout[], theirs: readonly Kickout[]): KickoutFigures {
  const won = theirs.filter((kickout) => !kickout.won).length;
  return {
    own: kept(own),
    clean: kept(own.filter((kickout) => kickout.contest === 'clean')),
    break: kept(own.filter((kickout) => kickout.contest === 'break')),
    short: kept(own.filter((kickout) => kickout.length === 'short')),
    long: kept(own.filter((kickout) => kickout.length === 'long')),
    oppositionWon: { kicked: theirs.length, won, rate: shareOf(won, theirs.length) },
  };
}

export const landingOf = ({ team, half, minute, x, y, won, contest, length }: Kickout): KickoutLanding => ({
  team,
  half,
  minute,
  x,
  y,
  won,
  contest,
  length,
});

export const spotOf = ({ team, half, minute, x, y, how }: Turnover): TurnoverSpot => ({
  team,
  half,
  minute,
  x,
  y,
  how,
});

/** Thirds of the pitch in a team's own frame: its own goal at x = 0. */
export function thirdOf(x: number): 'defensive' | 'middle' | 'attacking' {
  if (x < PITCH_LENGTH / 3) return 'defensive';
  return x < (2 * PITCH_LENGTH) / 3 ? 'middle' : 'attacking';
}

const noThirds = () => ({ defensive: 0, middle: 0, attacking: 0 });

/** Turnovers a team won and lost: where (in its own frame) and how. */
export function turnoverCountsOf(won: readonly Turnover[], lost: readonly Turnover[]): TurnoverCounts {
  const wonByThird = noThirds();
  for (const turnover of won) wonByThird[thirdOf(turnover.x)] += 1;
  // Lost where the other team won it: in the losing team's frame that is the other end.
  const lostByThird = noThirds();
  for (const turnover of lost) lostByThird[thirdOf(PITCH_LENGTH - turnover.x)] += 1;
  const how = Object.fromEntries(TURNOVER_KINDS.map((kind) => [kind, 0])) as TurnoverFigures['how'];
  for (const turnover of won) how[turnover.how] += 1;
  return { won: won.length, lost: lost.length, wonByThird, lostByThird, how };
}

export function turnoverFiguresOf(
  won: readonly Turnover[],
  lost: readonly Turnover[],
  scoresFrom: ScoresFrom,
): TurnoverFigures {
  return { ...turnoverCountsOf(won, lost), scoresFrom };
}

/** How a team came to have the ball: the start of a possession the report follows. */
type Start = 'kickout' | 'turnover';

/**
 * Scores of possessions begun by winning a kickout or a turnover (docs/behaviour.md#report-possessions):
 * a possession is the team's from the kickout or turnover it won until its next shot, a turnover the
 * other way, or a free to the other team; a shot by the team within it is from that start.
 */
function scoresByStart(
  events: readonly ReportEvent[],
  records: ReadonlyMap<string, ShotRecord>,
): Both<Record<Start, Array<{ half: 1 | 2; points: number }>>> {
  const scored: Both<Record<Start, Array<{ half: 1 | 2; points: number }>>> = [
    { kickout: [], turnover: [] },
    { kickout: [], turnover: [] },
  ];
  let current: { team: TeamIndex; start: Start } | null = null;
  for (const event of events) {
    switch (event.kind) {
      case 'kickout':
        current = { team: event.won ? event.team : other(event.team), start: 'kickout' };
        break;
      case 'turnover':
        current = { team: event.team, start: 'turnover' };
        break;
      case 'free':
        // A free to the team in possession keeps its possession; a free to the other ends it.
        if (current && current.team !== event.team) current = null;
        break;
      case 'shot': {
        const record = records.get(event.recordId);
        if (current?.team === event.team && record?.outcome === 'score' && record.value > 0) {
          scored[event.team][current.start].push({ half: event.half, points: record.value });
        }
        current = null;
        break;
      }
      case 'card':
        break;
    }
  }
  return scored;
}

function tallyScores(list: ReadonlyArray<{ half: 1 | 2; points: number }>, half: 1 | 2 | null): ScoresFrom {
  const inIt = list.filter((score) => inHalf(half, score));
  return { scores: inIt.length, points: inIt.reduce((sum, score) => sum + score.points, 0) };
}

function countBy(names: ReadonlyArray<string | null>): Map<string, number> {
  const counts = new Map<string, number>();
  for (const name of names) {
    const key = name ?? NOT_NAMED;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return counts;
}

/** The blocks of a match's recorded events, each null where the match records none of its kind. */
export function eventBlocks(events: readonly ReportEvent[], sides: Both<ReportSide>): EventBlocks {
  const records = new Map(sides.flatMap((side) => side.shots.map((shot) => [shot.id, shot] as const)));
  const kickouts = events.filter((event): event is Kickout => event.kind === 'kickout');
  const turnovers = events.filter((event): event is Turnover => event.kind === 'turnover');
  const frees = events.filter((event) => event.kind === 'free');
  const cards = events.filter((event): event is Card => event.kind === 'card');
  const hasKickouts = kickouts.length > 0;
  const hasTurnovers = turnovers.length > 0;
  const starts = hasTurnovers ? scoresByStart(events, records) : null;

  const unnamedShooters = new Map<string, string>();
  for (const event of events) {
    if (event.kind === 'shot' && event.shooter !== null && records.get(event.recordId)?.player === null) {
      unnamedShooters.set(event.recordId, event.shooter);
    }
  }

  const kickoutBlock: KickoutBlock | null = hasKickouts
    ? {
        teams: [0, 1].map((index) => {
          const team = index as TeamIndex;
          return splitOf((half) =>
            kickoutFiguresOf(
              kickouts.filter((kickout) => kickout.team === team && inHalf(half, kickout)),
              kickouts.filter((kickout) => kickout.team !== team && inHalf(half, kickout)),
            ),
          );
        }) as KickoutBlock['teams'],
        scoresFromWon: starts
          ? (TEAMS.map((team) =>
              splitOf((half) => tallyScores(starts[team].kickout, half)),
            ) as KickoutBlock['scoresFromWon'])
          : null,
        landings: kickouts.map(landingOf),
      }
    : null;

  const turnoverBlock: TurnoverBlock | null =
    hasTurnovers && starts
      ? {
          teams: TEAMS.map((team) =>
            splitOf((half) =>
              turnoverFiguresOf(
                turnovers.filter((turnover) => turnover.team === team && inHalf(half, turnover)),
                turnovers.filter((turnover) => turnover.team !== team && inHalf(half, turnover)),
                tallyScores(starts[team].turnover, half),
              ),
            ),
          ) as TurnoverBlock['teams'],
          spots: turnovers.map(spotOf),
        }
      : null;

  const cardList: ReportCard[] = cards.map(({ team, half, minute, colour, player }) => ({
    team,
    half,
    minute,
    colour,
    player,
  }));

  return {
    kickouts: kickoutBlock,
    turnovers: turnoverBlock,
    discipline: {
      frees:
        frees.length > 0
          ? (TEAMS.map((team) =>
              splitOf((half) => ({
                won: frees.filter((free) => free.team === team && inHalf(half, free)).length,
                conceded: frees.filter((free) => free.team !== team && inHalf(half, free)).length,
              })),
            ) as Both<ReturnType<typeof splitOf<{ won: number; conceded: number }>>>)
          : null,
      // A recorder who notes fouls notes the cards they bring: with frees recorded, no cards is none shown.
      cards: frees.length > 0 || cards.length > 0 ? cardList : null,
    },
    players: {
      turnoversWon: hasTurnovers
        ? (TEAMS.map((team) =>
            countBy(turnovers.filter((turnover) => turnover.team === team).map((turnover) => turnover.wonBy)),
          ) as Both<Map<string, number>>)
        : null,
      kickoutsWon: hasKickouts
        ? (TEAMS.map((team) =>
            countBy(
              kickouts
                .filter((kickout) => (kickout.won ? kickout.team : other(kickout.team)) === team)
                .map((kickout) => kickout.winner),
            ),
          ) as Both<Map<string, number>>)
        : null,
    },
    unnamedShooters,
  };
}
