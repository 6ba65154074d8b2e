import { shotEventValue } from '../../../../contract/scoring';
import {
  isScore,
  matchMinute,
  type Half,
  type Person,
  type ShotEvent,
  type ShotOutcome,
  type SquadMatch,
  type SquadPlayer,
} from '../../../../contract/squad';
import { distanceToGoal, PITCH_LENGTH, PITCH_WIDTH } from '../../analytics/geometry';
import type { Shot, ShotType } from '../../analytics/shot';
import type { SquadState } from './readModel';

/**
 * A squad's shot events as the analytics' shots, and the 2023 file's rows as shot events: the one
 * mapping between a squad's documents and every figure, image and model (docs/squads-data.md#shots).
 */

/** A sideline kick is a dead ball kicked at the posts, as a free is: the models know it as one. */
const shotTypeOf = (event: ShotEvent): ShotType => (event.shotKind === 'sideline' ? 'free' : event.shotKind);

const MISS_SUFFIX: Readonly<Record<Exclude<ShotOutcome, 'goal' | 'point'>, 'wide' | 'short' | 'post'>> = {
  wide: 'wide',
  short: 'short',
  post: 'post',
  blocked: 'short',
  saved: 'short',
  '45 won': 'wide',
};

/** The 2023 file's `Action` for a shot event, so the shot reads the same in the app and in an export. */
export function actionOf(event: Pick<ShotEvent, 'outcome' | 'shotKind' | 'goalAttempt'>): string {
  const { outcome, shotKind, goalAttempt } = event;
  if (shotKind === 'penalty') return outcome === 'goal' ? 'penalty goal' : outcome === 'point' ? 'free' : 'pen miss';
  if (outcome === 'goal') return 'goal';
  if (outcome === 'point') {
    const points: Record<Exclude<ShotEvent['shotKind'], 'penalty'>, string> = {
      play: 'point',
      free: 'free',
      sideline: 'free',
      '45': 'fortyfive',
      mark: 'offensive mark',
    };
    return points[shotKind];
  }
  if (goalAttempt) return 'goal miss';
  if (shotKind === 'play')
    return outcome === 'blocked' ? 'blocked' : outcome === 'saved' ? 'short' : MISS_SUFFIX[outcome];
  const prefix = shotKind === '45' ? 'fortyfive' : shotKind === 'mark' ? 'offensive mark' : 'free';
  return `${prefix} ${MISS_SUFFIX[outcome]}`;
}

/** Whether our team attacks the goal at x = 145 in this half (ends change at half time and in extra time). */
function attacksHighEnd(match: SquadMatch, half: Half, side: ShotEvent['side']): boolean {
  const firstHalfEnd = match.firstHalfAttack === 'right';
  const ours = half === 1 || half === 3 ? firstHalfEnd : !firstHalfEnd;
  return side === 'us' ? ours : !ours;
}

/** A person's name and number, from the roster when the event names a roster player. */
export function personOf(
  person: Person,
  roster: ReadonlyMap<string, SquadPlayer>,
): { name: string | null; number: number | null; player: SquadPlayer | null } {
  const player = person.playerId === null ? null : (roster.get(person.playerId) ?? null);
  return { name: person.name ?? player?.name ?? null, number: person.number ?? player?.number ?? null, player };
}

/** One shot event of a match as the analytics' shot. */
export function shotOfEvent(
  event: ShotEvent,
  match: SquadMatch,
  matchId: string,
  team: string,
  roster: ReadonlyMap<string, SquadPlayer>,
): Shot {
  const ours = event.side === 'us';
  const shotType = shotTypeOf(event);
  const goalAttempt = event.goalAttempt || shotType === 'penalty' || event.outcome === 'goal';
  const shooter = personOf(event.player, roster);
  const standX = event.x;
  const standY = event.y;
  const highEnd = attacksHighEnd(match, event.half, event.side);
  const scored = isScore(event.outcome);
  const worth = shotEventValue(event, match.date);
  return {
    matchId,
    date: match.date,
    game: match.competition,
    team: ours ? team : match.opponent,
    opposition: ours ? match.opponent : team,
    // The 2023 columns know two halves: extra time is counted with the second (its minutes say 70+).
    half: event.half === 1 ? 1 : 2,
    minute: matchMinute(event.half, event.clock, match.halfLength),
    action: actionOf(event),
    outcome: scored ? 'score' : 'miss',
    value: scored ? worth : 0,
    shotType,
    goalAttempt,
    playerName: shooter.name,
    playerNumber: shooter.number,
    position: event.position ?? shooter.player?.position ?? null,
    foot: event.foot,
    pressure: event.pressure === null ? null : event.pressure !== 'none',
    touched: event.touched,
    // Where a tracker would have it: at the end the team attacked in that half.
    x: highEnd ? standX : PITCH_LENGTH - standX,
    y: highEnd ? standY : PITCH_WIDTH - standY,
    standX,
    standY,
    distance: distanceToGoal(standX, standY),
  };
}

/** A shot with what orders it within its match: its half, clock and event id. */
type Placed = { shot: Shot; half: number; clock: number; id: string };

/** Events of one match in time order: by half, clock, then id. The report numbers shots by it (squadReport.ts). */
export const byEventTime = (
  a: { half: number; clock: number; id: string },
  b: { half: number; clock: number; id: string },
): number => a.half - b.half || a.clock - b.clock || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

const byMatchThenTime = (a: Placed, b: Placed): number =>
  a.shot.matchId < b.shot.matchId ? -1 : a.shot.matchId > b.shot.matchId ? 1 : byEventTime(a, b);

/**
 * Every shot of the squad's matches, match by match and in time order within each. Events of a
 * match whose document is missing (an import under way, or one a crash left behind) are left out.
 */
export function shotsOfSquad(state: SquadState, team: string): Shot[] {
  const placed: Placed[] = [];
  for (const [matchId, events] of state.events) {
    const match = state.matches.get(matchId);
    if (!match) continue;
    for (const [id, event] of events) {
      if (event.kind !== 'shot') continue;
      placed.push({
        shot: shotOfEvent(event, match, matchId, team, state.players),
        half: event.half,
        clock: event.clock,
        id,
      });
    }
  }
  return placed.sort(byMatchThenTime).map((entry) => entry.shot);
}

const MISS_OUTCOMES: Readonly<Record<string, ShotOutcome>> = {
  wide: 'wide',
  short: 'short',
  post: 'post',
  blocked: 'blocked',
};

/** A 2023 `Action` as a shot event's outcome (its kind and goal attempt come from the importer's shot). */
export function outcomeOfAction(action: string): ShotOutcome {
  if (action === 'goal' || action === 'penalty goal') return 'goal';
  if (['point', 'free', 'fortyfive', 'offensive mark'].includes(action)) return 'point';
  const last = action.split(' ').at(-1) ?? '';
  // 'goal miss' and 'pen miss' say only that the attempt missed; wide is the commonest way.
  return MISS_OUTCOMES[last] ?? 'wide';
}

/** Seconds into the half at a match minute: the clock a 2023 row's `Minute` gives. */
export function clockOfMinute(minute: number | null, half: 1 | 2, halfLength: number): number {
  if (minute === null) return 0;
  return Math.max(0, minute - (half === 1 ? 0 : halfLength)) * 60;
}

/** Which end our team attacked in the first half, by where most of its first-half shots were taken. */
export function firstHalfAttackOf(shots: readonly Shot[], team: string): 'left' | 'right' {
  let vote = 0;
  for (const shot of shots) {
    const high = shot.x >= PITCH_LENGTH / 2 ? 1 : -1;
    const ours = shot.team === team ? 1 : -1;
    const firstHalf = shot.half === 1 ? 1 : -1;
    vote += high * ours * firstHalf;
  }
  return vote < 0 ? 'left' : 'right';
}

/** The fields of a shot event an imported 2023 row gives (the event's place in time and who recorded it aside). */
export type ImportedShotFields = Omit<ShotEvent, 'clock' | 'videoTime' | 'recordedBy' | 'recordedAt'>;

/** An imported shot (a 2023 row, read and checked by the importer) as a shot event of `team`'s squad. */
export function eventFieldsOfShot(shot: Shot, team: string, playerId: string | null): ImportedShotFields {
  const scored = shot.outcome === 'score';
  return {
    kind: 'shot',
    side: shot.team === team ? 'us' : 'them',
    half: shot.half,
    x: shot.standX,
    y: shot.standY,
    player: { playerId, name: shot.playerName, number: shot.playerNumber },
    position: shot.position,
    outcome: outcomeOfAction(shot.action),
    shotKind: shot.shotType,
    goalAttempt: shot.goalAttempt,
    // A 2023 row says only whether the shooter was under pressure, not how much.
    pressure: shot.pressure === null ? null : shot.pressure ? 'some' : 'none',
    foot: shot.foot,
    touched: shot.touched,
    // The value the importer settled on (the rules', or the file's own `Points`), kept as recorded.
    points: scored ? shot.value : null,
  };
}
