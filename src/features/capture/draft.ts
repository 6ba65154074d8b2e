import { PITCH } from '../../../contract/pitch';
import { eraOfDate } from '../../../contract/scoring';
import {
  NOBODY,
  type CARD_COLOURS,
  type EventKind,
  type Half,
  type MatchEvent,
  type Person,
  type PRESSURES,
  type ShotKind,
  type ShotOutcome,
  type Side,
  type SquadMatch,
  type TURNOVER_KINDS,
} from '../../../contract/squad';

/**
 * The event being built on the capture screen, and the one way it becomes an event document
 * (contract/squad.ts). A new event is asked for in steps (docs/capture.md#recording); an event
 * opened again shows every field at once.
 */

/** A place on the pitch as the capture screen draws it: `x` along to the right-hand goal (145), `y` up. */
export type PitchPoint = { readonly x: number; readonly y: number };

export type Step = 'outcome' | 'team' | 'result' | 'how' | 'colour' | 'player' | 'review';

/** What the flow asks for each kind of event, in order; the last step's choice saves it. */
export const STEPS: Readonly<Record<EventKind, readonly Step[]>> = {
  shot: ['outcome', 'player'],
  kickout: ['team', 'result', 'player'],
  turnover: ['result', 'how', 'player'],
  free: ['result', 'player'],
  card: ['colour', 'team', 'player'],
};

/** A shot's outcome as the screen offers it: a point worth two is a choice of its own. */
export type OutcomeChoice = ShotOutcome | 'two';

export type Draft = {
  /** The event document's id: made when the draft opens, so a retried write never makes two. */
  readonly id: string;
  /** The event as it was, when the draft edits one; null for a new event. */
  readonly before: MatchEvent | null;
  readonly kind: EventKind;
  /** The event's team; null until a step says it. */
  side: Side | null;
  at: PitchPoint;
  half: Half;
  clock: number;
  videoTime: number | null;
  step: Step;
  outcome: OutcomeChoice | null;
  shotKind: ShotKind;
  goalAttempt: boolean;
  pressure: (typeof PRESSURES)[number] | null;
  foot: 'right' | 'left' | 'hand' | null;
  touched: boolean | null;
  /** Kickout: the kicking side kept it, and how. */
  won: boolean | null;
  contest: 'clean' | 'break' | null;
  length: 'short' | 'long';
  kicker: Person;
  how: (typeof TURNOVER_KINDS)[number] | null;
  colour: (typeof CARD_COLOURS)[number] | null;
  /** The one person the flow asks for (see personSide); null until chosen, NOBODY when not known. */
  person: Person | null;
  /**
   * A shirt number half typed, waiting since a longer number starts the same way (docs/capture.md#keys).
   * It is the draft's so that it goes with its event: saved, cancelled, or its player chosen another way.
   */
  typed: string;
};

export const otherSide = (side: Side): Side => (side === 'us' ? 'them' : 'us');

/** Whether `side` attacks the right-hand goal (x = 145 as drawn) in `half`: ends change each half. */
export function attacksRight(side: Side, half: Half, firstHalfAttack: SquadMatch['firstHalfAttack']): boolean {
  const ours = (half === 1 || half === 3) === (firstHalfAttack === 'right');
  return side === 'us' ? ours : !ours;
}

const tenth = (value: number) => Math.round(value * 10) / 10;

/**
 * A drawn place in the event's frame, where `side` attacks (145, 44) (contract/squad.ts), and back:
 * the turn is half a revolution, its own inverse.
 */
export function turnFor(at: PitchPoint, side: Side, half: Half, firstHalfAttack: SquadMatch['firstHalfAttack']) {
  const x = Math.min(PITCH.length, Math.max(0, at.x));
  const y = Math.min(PITCH.width, Math.max(0, at.y));
  return attacksRight(side, half, firstHalfAttack)
    ? { x: tenth(x), y: tenth(y) }
    : { x: tenth(PITCH.length - x), y: tenth(PITCH.width - y) };
}

/** A kickout landing inside the kicking team's own 45 m line is short (docs/capture.md#recording). */
export const kickoutLength = (framedX: number): 'short' | 'long' => (framedX < 45 ? 'short' : 'long');

/** Whose player the flow's person is: the shooter's, a kickout's winner's, ours for turnovers and frees. */
export function personSide(draft: Pick<Draft, 'kind' | 'side' | 'won'>): Side | null {
  if (draft.side === null) return null;
  if (draft.kind === 'kickout') return draft.won === false ? otherSide(draft.side) : draft.side;
  if (draft.kind === 'turnover' || draft.kind === 'free') return 'us';
  return draft.side;
}

/** A new draft at a place; for a shot the side is the team attacking the end tapped. */
export function newDraft(fields: {
  id: string;
  kind: EventKind;
  at: PitchPoint;
  half: Half;
  clock: number;
  videoTime: number | null;
  side: Side | null;
}): Draft {
  const steps = STEPS[fields.kind];
  return {
    ...fields,
    before: null,
    side: fields.kind === 'shot' ? fields.side : null,
    step: steps[0] ?? 'player',
    outcome: null,
    shotKind: 'play',
    goalAttempt: false,
    pressure: null,
    foot: null,
    touched: null,
    won: null,
    contest: null,
    length: 'long',
    kicker: NOBODY,
    how: null,
    colour: null,
    person: null,
    typed: '',
  };
}

/** An event opened again: every field as recorded, shown at once. */
export function draftOfEvent(id: string, event: MatchEvent, at: PitchPoint): Draft {
  const base = newDraft({
    id,
    kind: event.kind,
    at,
    half: event.half,
    clock: event.clock,
    videoTime: event.videoTime,
    side: event.side,
  });
  const draft: Draft = { ...base, before: event, side: event.side, step: 'review' };
  switch (event.kind) {
    case 'shot':
      return {
        ...draft,
        outcome: event.outcome === 'point' && event.points === 2 ? 'two' : event.outcome,
        shotKind: event.shotKind,
        goalAttempt: event.goalAttempt,
        pressure: event.pressure,
        foot: event.foot,
        touched: event.touched,
        person: event.player,
      };
    case 'kickout':
      return {
        ...draft,
        won: event.won,
        contest: event.contest,
        length: event.length,
        kicker: event.kicker,
        person: event.winner,
      };
    case 'turnover':
      return { ...draft, how: event.how, person: event.side === 'us' ? event.wonBy : event.lostBy };
    case 'free':
      return { ...draft, person: event.side === 'us' ? event.fouled : event.fouler };
    case 'card':
      return { ...draft, colour: event.colour, person: event.player };
  }
}

/** What the document needs from the match and the moment. */
export type EventContext = {
  readonly date: string;
  readonly firstHalfAttack: SquadMatch['firstHalfAttack'];
  readonly uid: string;
  readonly nowIso: string;
};

/**
 * A recorded point's value (docs/behaviour.md#capture-scores): "2 points" is two unless it was
 * hand-passed or, in 2025, touched by a defender; a goal three; a point one; a miss none.
 */
function pointsOf(draft: Draft, date: string): 1 | 2 | 3 | null {
  if (draft.outcome === 'goal') return 3;
  if (draft.outcome === 'point') return 1;
  if (draft.outcome !== 'two') return null;
  const touchedCounts = eraOfDate(date) === '2025' && draft.touched === true;
  return draft.foot === 'hand' || touchedCounts ? 1 : 2;
}

/** The event document the draft makes, or null while it lacks a field the kind needs. */
export function eventOfDraft(draft: Draft, context: EventContext): MatchEvent | null {
  if (draft.side === null || draft.person === null) return null;
  const { x, y } = turnFor(draft.at, draft.side, draft.half, context.firstHalfAttack);
  const base = {
    side: draft.side,
    half: draft.half,
    clock: Math.max(0, Math.min(3600, Math.round(draft.clock))),
    videoTime: draft.videoTime === null ? null : Math.round(draft.videoTime * 10) / 10,
    x,
    y,
    // Who recorded an event, and when, stays with it through every edit.
    recordedBy: draft.before?.recordedBy ?? context.uid,
    recordedAt: draft.before?.recordedAt ?? context.nowIso,
  };
  const person = draft.person;
  switch (draft.kind) {
    case 'shot': {
      if (draft.outcome === null) return null;
      const outcome: ShotOutcome = draft.outcome === 'two' ? 'point' : draft.outcome;
      const position = draft.before?.kind === 'shot' ? draft.before.position : undefined;
      return {
        kind: 'shot',
        ...base,
        player: person,
        ...(position === undefined ? {} : { position }),
        outcome,
        shotKind: draft.shotKind,
        goalAttempt: draft.goalAttempt || outcome === 'goal' || draft.shotKind === 'penalty',
        pressure: draft.pressure,
        foot: draft.foot,
        touched: draft.touched,
        points: pointsOf(draft, context.date),
      };
    }
    case 'kickout':
      if (draft.won === null || draft.contest === null) return null;
      return {
        kind: 'kickout',
        ...base,
        kicker: draft.kicker,
        won: draft.won,
        contest: draft.contest,
        length: draft.length,
        winner: person,
      };
    case 'turnover':
      if (draft.how === null) return null;
      return {
        kind: 'turnover',
        ...base,
        how: draft.how,
        wonBy: draft.side === 'us' ? person : NOBODY,
        lostBy: draft.side === 'us' ? NOBODY : person,
      };
    case 'free':
      return {
        kind: 'free',
        ...base,
        fouled: draft.side === 'us' ? person : NOBODY,
        fouler: draft.side === 'us' ? NOBODY : person,
      };
    case 'card':
      if (draft.colour === null) return null;
      return { kind: 'card', ...base, colour: draft.colour, player: person };
  }
}

/** The step after the draft's; an event opened again stays on its review. */
export function nextStep(draft: Draft): Step {
  if (draft.before !== null) return 'review';
  const steps = STEPS[draft.kind];
  return steps[steps.indexOf(draft.step) + 1] ?? 'player';
}

/** The step before, for a step back; the first stays first. */
export function previousStep(draft: Draft): Step {
  const steps = STEPS[draft.kind];
  return steps[Math.max(0, steps.indexOf(draft.step) - 1)] ?? draft.step;
}

/** Short words for an event, as the confirmation and the events list say it. */
export const OUTCOME_NAMES: Readonly<Record<OutcomeChoice, string>> = {
  goal: 'Goal',
  point: 'Point',
  two: '2 points',
  wide: 'Wide',
  short: 'Short',
  saved: 'Saved',
  blocked: 'Blocked',
  post: 'Post',
  '45 won': '45 won',
};
