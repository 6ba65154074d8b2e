import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import {
  type EventKind,
  type Half,
  type MatchClock,
  type MatchEvent,
  type PanelEntry,
  type Person,
  type Side,
  type SquadMatch,
  type UndoChange,
} from '../../../contract/squad';
import { KICK_OFF } from './clock';
import {
  draftOfEvent,
  newDraft,
  nextStep,
  otherSide,
  personSide,
  previousStep,
  type Draft,
  type OutcomeChoice,
  type PitchPoint,
} from './draft';

/**
 * The capture screen's state (docs/behaviour.md#capture): the event being built, the clock, the
 * undo history and how many writes wait to sync, one reducer per transition, so a session replays
 * in Redux DevTools. The events themselves are RTK Query's (captureEndpoints.ts); the writes to
 * Firestore are made by the thunks beside this (captureThunks.ts), never by a reducer.
 */

/** What the capture screen sets on the match document: its clock and status. */
export type MatchState = { clock: MatchClock; status: SquadMatch['status'] };

/**
 * One undoable change: an event added, edited or deleted, the clock or status changed, or our panel
 * changed (a substitution or a late addition), kept whole before and after since it is written whole.
 */
export type Change = UndoChange;

/**
 * What the screen says of the last thing done; `refused` when it was not done, or not all of it
 * (an undo dropped, a change another device overruled).
 */
export type Confirmation = { readonly id: string; readonly text: string; readonly refused?: true };

export type CaptureState = {
  matchId: string | null;
  /** The kind of event a tap on the pitch starts. */
  kind: EventKind;
  draft: Draft | null;
  match: MatchState;
  /** Newest last; undo takes the last. */
  history: Change[];
  /**
   * The changes undo took back or dropped lately, newest last: what they held is this tab's own
   * writing too, which the events listener may still show for a moment (changedElsewhere.ts).
   */
  undoneLately: Change[];
  /**
   * For each match, its events on this device that the server has not yet confirmed (Firestore's
   * snapshot metadata), kept by match since the events listener may hear them before the screen
   * opens (a reload with events still waiting).
   */
  pending: Record<string, number>;
  /**
   * For each match, its event writes started on this page and not yet stored on the device: a write
   * goes to Firestore a frame after the tap that confirms it, and storing takes tens to hundreds of
   * milliseconds on a slow phone, so the events listener hears of it only then. Till then these
   * count as waiting to sync too.
   */
  unstored: Record<string, number>;
  /**
   * For each match this device created that the server refused, why: its screen says so rather than
   * "no such match" (the device drops a refused document), kept by match since the refusal may come
   * before or after the screen opens.
   */
  refused: Record<string, string>;
  /** This tab's changes of the panel that another device's overruled, as already said (panelOverruled). */
  overruled: PanelEntry[];
  /** The player last chosen for each team: offered first next time. */
  lastPlayer: Record<Side, Person | null>;
  confirmation: Confirmation | null;
  /** Video time (seconds) at which each half kicked off, when recording from a video. */
  videoOffsets: Record<Half, number | null>;
};

/** Undo reaches this far back; older changes are still edited by opening their event. */
export const HISTORY_LIMIT = 500;
/** Far more undos than a tab makes while one write reaches the device. */
const UNDONE_LATELY_LIMIT = 20;

const NO_OFFSETS: Record<Half, number | null> = { 1: null, 2: null, 3: null, 4: null };

export const initialCaptureState: CaptureState = {
  matchId: null,
  kind: 'shot',
  draft: null,
  match: { clock: KICK_OFF, status: 'upcoming' },
  history: [],
  undoneLately: [],
  pending: {},
  unstored: {},
  refused: {},
  overruled: [],
  lastPlayer: { us: null, them: null },
  confirmation: null,
  videoOffsets: NO_OFFSETS,
};

/** Takes the last change off the history, into the changes undone lately. */
function takeLast(state: CaptureState): Change | undefined {
  const last = state.history.pop();
  if (!last) return undefined;
  state.undoneLately.push(last);
  if (state.undoneLately.length > UNDONE_LATELY_LIMIT) state.undoneLately.shift();
  return last;
}

function remember(state: CaptureState, change: Change) {
  state.history.push(change);
  if (state.history.length > HISTORY_LIMIT) state.history.splice(0, state.history.length - HISTORY_LIMIT);
}

/** After a choice: a new event's flow moves to its next step. */
function advance(draft: Draft) {
  draft.step = nextStep(draft);
}

/**
 * A change to the open draft. A change that moves its person to the other team (an edited shot
 * swapped, a kickout turned from won to lost) lets go of the person chosen, who was of the team
 * before: the event is saved only once its person is chosen again.
 */
const onDraft =
  <P>(change: (draft: Draft, payload: P) => void) =>
  (state: CaptureState, action: PayloadAction<P>) => {
    const draft = state.draft;
    if (!draft) return;
    const team = personSide(draft);
    change(draft, action.payload);
    if (team !== null && personSide(draft) !== team) draft.person = null;
  };

export const captureSlice = createSlice({
  name: 'capture',
  initialState: initialCaptureState,
  reducers: {
    /**
     * The screen opened on a match: its clock and status as stored, its video offsets as this device
     * kept them, and its undo history as this tab kept it before a reload (undoStorage.ts).
     */
    captureOpened(
      state,
      action: PayloadAction<{
        matchId: string;
        match: MatchState;
        videoOffsets: Record<Half, number | null> | null;
        history: Change[] | null;
      }>,
    ) {
      const { matchId, match, videoOffsets, history } = action.payload;
      return {
        ...initialCaptureState,
        matchId,
        match,
        videoOffsets: videoOffsets ?? NO_OFFSETS,
        history: history ?? [],
        pending: state.pending,
        unstored: state.unstored,
        refused: state.refused,
      };
    },
    /** The match document changed (another device moved the clock, or this one's write came back). */
    matchHeard(state, action: PayloadAction<MatchState>) {
      state.match = action.payload;
    },
    /**
     * This tab's change of these players did not stand: another device changed them at the same time,
     * and the server took its change last (panel.ts, overruled). Said once for each.
     */
    panelOverruled(state, action: PayloadAction<{ players: PanelEntry[]; text: string }>) {
      const { players, text } = action.payload;
      state.overruled.push(...players);
      state.confirmation = { id: `overruled-${state.overruled.length}`, text, refused: true };
    },
    kindChosen(state, action: PayloadAction<EventKind>) {
      state.kind = action.payload;
      if (state.draft && state.draft.before === null && state.draft.kind !== action.payload) {
        state.draft = newDraft({ ...state.draft, kind: action.payload });
      }
    },
    /**
     * A tap on the pitch: a new event there, or the open event moved there. `side` is the team
     * attacking the end tapped, which a shot takes as its own.
     */
    placeTapped(
      state,
      action: PayloadAction<{
        id: string;
        at: PitchPoint;
        half: Half;
        clock: number;
        videoTime: number | null;
        side: Side;
      }>,
    ) {
      const { at, side } = action.payload;
      if (state.draft) {
        state.draft.at = at;
        if (state.draft.kind === 'shot' && state.draft.before === null) state.draft.side = side;
        return;
      }
      state.draft = newDraft({ ...action.payload, kind: state.kind });
      state.confirmation = null;
    },
    outcomeChosen: onDraft((draft, outcome: OutcomeChoice) => {
      draft.outcome = outcome;
      if (outcome === 'two' && draft.foot === 'hand') draft.foot = null;
      advance(draft);
    }),
    shotKindChosen: onDraft((draft, shotKind: Draft['shotKind']) => {
      draft.shotKind = shotKind;
      if (shotKind === 'penalty') draft.goalAttempt = true;
    }),
    goalAttemptToggled: onDraft<undefined>((draft) => {
      draft.goalAttempt = !draft.goalAttempt;
    }),
    pressureChosen: onDraft((draft, pressure: Draft['pressure']) => {
      draft.pressure = draft.pressure === pressure ? null : pressure;
    }),
    footChosen: onDraft((draft, foot: Draft['foot']) => {
      draft.foot = draft.foot === foot ? null : foot;
    }),
    touchedToggled: onDraft<undefined>((draft) => {
      draft.touched = draft.touched === true ? false : true;
    }),
    /** The shot was the other team's: a tap near a goal guesses the team attacking it. */
    sideSwapped: onDraft<undefined>((draft) => {
      if (draft.side !== null) draft.side = otherSide(draft.side);
    }),
    /** A kickout's kicking team (with where its kick landed counted short or long, and its keeper), or a card's team. */
    teamChosen: onDraft((draft, payload: { side: Side; length?: Draft['length']; kicker?: Person }) => {
      draft.side = payload.side;
      if (payload.length) draft.length = payload.length;
      if (payload.kicker) draft.kicker = payload.kicker;
      advance(draft);
    }),
    kickoutResultChosen: onDraft((draft, payload: { won: boolean; contest: 'clean' | 'break' }) => {
      draft.won = payload.won;
      draft.contest = payload.contest;
      advance(draft);
    }),
    lengthChosen: onDraft((draft, length: Draft['length']) => {
      draft.length = length;
    }),
    /** A turnover's or a free's team: the one that won the ball, or was given the free. */
    resultChosen: onDraft((draft, side: Side) => {
      draft.side = side;
      advance(draft);
    }),
    howChosen: onDraft((draft, how: NonNullable<Draft['how']>) => {
      draft.how = how;
      advance(draft);
    }),
    colourChosen: onDraft((draft, colour: NonNullable<Draft['colour']>) => {
      draft.colour = colour;
      advance(draft);
    }),
    /** The flow's person: on a new event the last step, after which the event is saved (captureThunks.ts). */
    personChosen: onDraft((draft, person: Person) => {
      draft.person = person;
      draft.typed = '';
    }),
    /** The digits of a shirt number typed so far, while a longer number starts the same way ('' when done). */
    numberTyped: onDraft((draft, digits: string) => {
      draft.typed = digits;
    }),
    stepBack(state) {
      const draft = state.draft;
      if (!draft) return;
      draft.typed = '';
      const back = previousStep(draft);
      if (draft.before !== null || back === draft.step) state.draft = null;
      else draft.step = back;
    },
    draftCancelled(state) {
      state.draft = null;
    },
    /** An event opened again, to edit or delete. */
    eventOpened(state, action: PayloadAction<{ id: string; event: MatchEvent; at: PitchPoint }>) {
      const { id, event, at } = action.payload;
      state.draft = draftOfEvent(id, event, at);
      state.confirmation = null;
    },
    /** A new event saved, or an edit: the screen confirms it at once; Firestore syncs it after. */
    eventSaved(
      state,
      action: PayloadAction<{ id: string; before: MatchEvent | null; after: MatchEvent; text: string; person: Person }>,
    ) {
      const { id, before, after, text, person } = action.payload;
      remember(state, { kind: 'event', id, before, after });
      state.lastPlayer[after.kind === 'turnover' || after.kind === 'free' ? 'us' : sideOfPerson(after)] = person;
      // Shot is the default (docs/capture.md#recording): a kickout or a card is chosen for one event, and
      // the next tap by a goal is a shot. An edit leaves alone what the user chose for the next new event.
      if (before === null) state.kind = 'shot';
      state.draft = null;
      state.confirmation = { id, text };
    },
    eventDeleted(state, action: PayloadAction<{ id: string; before: MatchEvent; text: string }>) {
      const { id, before, text } = action.payload;
      remember(state, { kind: 'event', id, before, after: null });
      state.draft = null;
      state.confirmation = { id, text };
    },
    /** The clock or the match's status changed. */
    matchChanged(state, action: PayloadAction<{ after: MatchState; text: string }>) {
      const { after, text } = action.payload;
      remember(state, { kind: 'match', before: state.match, after });
      state.match = after;
      state.confirmation = { id: `match-${state.history.length}`, text };
    },
    /**
     * Our panel changed: a substitution or a late addition. The panel itself is the match document's
     * (RTK Query's); the history keeps it only to write it back on undo.
     */
    panelChanged(state, action: PayloadAction<{ before: PanelEntry[]; after: PanelEntry[]; text: string }>) {
      const { before, after, text } = action.payload;
      remember(state, { kind: 'panel', before, after });
      state.confirmation = { id: `panel-${state.history.length}`, text };
    },
    /**
     * The last change taken back (its inverse written by the thunk), and only it: an event being built
     * stays open, and an edit too unless it is of the very event taken back, whose fields it no longer shows.
     * `partly` when another device has since changed some of it (players of a panel change), which stands.
     */
    undone(state, action: PayloadAction<{ text: string; partly?: true }>) {
      const last = takeLast(state);
      if (!last) return;
      if (last.kind === 'match') state.match = last.before;
      if (last.kind === 'event' && state.draft?.id === last.id) state.draft = null;
      const { text, partly } = action.payload;
      state.confirmation = { id: `undo-${state.history.length}`, text, ...(partly && { refused: true }) };
    },
    /**
     * The last change dropped without being taken back: another device has changed what it would
     * write back over (changedElsewhere.ts). The next undo goes on to the change before it.
     */
    undoRefused(state, action: PayloadAction<{ text: string }>) {
      if (!takeLast(state)) return;
      state.confirmation = { id: `undo-${state.history.length}`, text: action.payload.text, refused: true };
    },
    pendingCounted(state, action: PayloadAction<{ matchId: string; count: number }>) {
      state.pending[action.payload.matchId] = action.payload.count;
    },
    /** An event write of this match was started (its payload): it waits to sync from now. */
    eventWriteStarted(state, action: PayloadAction<string>) {
      state.unstored[action.payload] = (state.unstored[action.payload] ?? 0) + 1;
    },
    /** An event write of this match is stored on the device, or could not be made at all. */
    eventWriteSettled(state, action: PayloadAction<string>) {
      const left = (state.unstored[action.payload] ?? 0) - 1;
      if (left > 0) state.unstored[action.payload] = left;
      else state.unstored = Object.fromEntries(Object.entries(state.unstored).filter(([id]) => id !== action.payload));
    },
    videoOffsetSet(state, action: PayloadAction<{ half: Half; seconds: number | null }>) {
      state.videoOffsets[action.payload.half] = action.payload.seconds;
    },
    /** The server refused a match this device created (its rules, say): the document is gone. */
    matchRefused(state, action: PayloadAction<{ matchId: string; reason: string }>) {
      state.refused[action.payload.matchId] = action.payload.reason;
    },
  },
  selectors: {
    selectDraft: (state) => state.draft,
    selectCaptureKind: (state) => state.kind,
    selectMatchState: (state) => state.match,
    selectCanUndo: (state) => state.history.length > 0,
    /**
     * The open match's events waiting to sync: those the listener says the server has not confirmed,
     * or, while more, those written on this page and not yet stored (each is one of the listener's
     * once stored, so the larger count is the surer one).
     */
    selectPending: (state) =>
      state.matchId === null ? 0 : Math.max(state.pending[state.matchId] ?? 0, state.unstored[state.matchId] ?? 0),
    selectConfirmation: (state) => state.confirmation,
    selectLastPlayer: (state) => state.lastPlayer,
    selectVideoOffsets: (state) => state.videoOffsets,
    selectMatchRefusal: (state, matchId: string): string | null => state.refused[matchId] ?? null,
  },
});

/** The team whose player an event names first: a kickout's winner may be of either. */
function sideOfPerson(event: MatchEvent): Side {
  if (event.kind === 'kickout') return event.won ? event.side : otherSide(event.side);
  return event.side;
}

export const {
  captureOpened,
  matchHeard,
  panelOverruled,
  kindChosen,
  placeTapped,
  outcomeChosen,
  shotKindChosen,
  goalAttemptToggled,
  pressureChosen,
  footChosen,
  touchedToggled,
  sideSwapped,
  teamChosen,
  kickoutResultChosen,
  lengthChosen,
  resultChosen,
  howChosen,
  colourChosen,
  personChosen,
  numberTyped,
  stepBack,
  draftCancelled,
  eventOpened,
  eventSaved,
  eventDeleted,
  matchChanged,
  panelChanged,
  undone,
  undoRefused,
  pendingCounted,
  eventWriteStarted,
  eventWriteSettled,
  videoOffsetSet,
  matchRefused,
} = captureSlice.actions;

export const {
  selectDraft,
  selectCaptureKind,
  selectMatchState,
  selectCanUndo,
  selectPending,
  selectConfirmation,
  selectLastPlayer,
  selectVideoOffsets,
  selectMatchRefusal,
} = captureSlice.selectors;
