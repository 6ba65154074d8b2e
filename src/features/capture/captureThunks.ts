import type { DocumentReference } from 'firebase/firestore';
import type { MatchEvent, PanelEntry, SquadMatch } from '../../../contract/squad';
import { newDocumentId } from './ids';
import type { FirestoreSdk, ProfileStore } from '../../app/firebase';
import { afterPaint } from '../../app/afterPaint';
import { messageOf, storedOnDevice, writeApplied, writeRefused, writeStarted } from '../../app/firestoreSync';
import { firestoreOf } from '../../app/listenedCollection';
import type { AppDispatch, RootState } from '../../app/store';
import {
  eventDeleted,
  eventSaved,
  eventWriteSettled,
  eventWriteStarted,
  matchChanged,
  matchRefused,
  panelChanged,
  panelOverruled,
  undone,
  undoRefused,
  type Change,
  type MatchState,
} from './captureSlice';
import { captureEndpoints, eventsAdapter } from './captureEndpoints';
import { changedElsewhere } from './changedElsewhere';
import { clockSeconds, clockText, halfName } from './clock';
import { eventOfDraft, type Draft } from './draft';
import { entryText, overruled, panelDiff, panelUndo, playersText, sameEntry, withDiff, type PanelDiff } from './panel';
import { eventText, type TeamNames } from './words';

/**
 * The capture screen's writes (docs/behaviour.md#capture): the screen's state changes first, at
 * once, and the write follows without being awaited. Firestore applies a write to its local cache
 * before its promise settles (which is only when the server commits, never while offline), and the
 * events listener hears it there, so the screen never waits for the network. Each write goes
 * through the sync status (app/firestoreSync.ts `storedOnDevice`) like every other squad write: it
 * hears the write applied on the device and, later, any refusal by the server.
 */

/** The match being recorded, and by whom: what every write needs. */
export type CaptureTarget = {
  readonly squadId: string;
  readonly matchId: string;
  readonly date: string;
  readonly firstHalfAttack: SquadMatch['firstHalfAttack'];
  readonly uid: string;
  readonly teams: TeamNames;
};

type Thunk = (dispatch: AppDispatch, getState: () => RootState, extra: unknown) => void;

/**
 * A Firestore write, started after the confirmation is painted and left to finish, so the SDK's own
 * work on it (10 to 30 ms on a slow phone) never holds up the confirmation (docs/performance.md#capture):
 * `work` starts it and answers the document it touches with the SDK's promise. It counts as started at once, so
 * leaving the page before it is stored asks first (docs/behaviour.md#leave-guard). A refusal (the
 * rules, a bad document, no Firestore at all) is the sync status's to show. `painted` runs first, in
 * the same step: what else the write changes on screen.
 */
function write(
  extra: unknown,
  dispatch: AppDispatch,
  work: (sdk: FirestoreSdk, db: ProfileStore['db']) => readonly [DocumentReference, Promise<unknown>],
  settled: (stored: boolean) => void = () => undefined,
  painted: () => void = () => undefined,
) {
  dispatch(writeStarted());
  afterPaint(() => {
    painted();
    firestoreOf(extra)
      .then(async (store) => {
        const [written, acknowledged] = work(store.sdk, store.db);
        await storedOnDevice(store, dispatch, written, acknowledged);
        settled(true);
      })
      .catch((error: unknown) => {
        dispatch(writeRefused(messageOf(error)));
        // Nothing is left to store: the page may be left.
        dispatch(writeApplied());
        settled(false);
      });
  });
}

function eventRef(sdk: FirestoreSdk, db: ProfileStore['db'], target: CaptureTarget, id: string) {
  return sdk.doc(db, 'squads', target.squadId, 'matches', target.matchId, 'events', id);
}

/**
 * Writes an event as it should now be: the document, or its deletion. It waits to sync from the
 * tap, and the match's events (the score, the counts, the list) show it once the confirmation is
 * painted, as the write starts: the listener hears a write only once Firestore has it, 135 to 175 ms
 * later, and at the tap itself their redraw would cost the confirmation 10 to 15 ms on a slow phone.
 * The listener then says the same, or takes it back if Firestore refuses it; a write that never
 * reached Firestore is taken back here.
 */
function putEvent(target: CaptureTarget, id: string, event: MatchEvent | null): Thunk {
  return (dispatch, _getState, extra) => {
    const { squadId, matchId } = target;
    let shown: { undo: () => void } | null = null;
    dispatch(eventWriteStarted(matchId));
    write(
      extra,
      dispatch,
      (sdk, db) => {
        const written = eventRef(sdk, db, target, id);
        return [written, event === null ? sdk.deleteDoc(written) : sdk.setDoc(written, event)];
      },
      (stored) => {
        dispatch(eventWriteSettled(matchId));
        if (!stored) shown?.undo();
      },
      () => {
        shown = dispatch(
          captureEndpoints.util.updateQueryData('getMatchEvents', { squadId, matchId }, (events) => {
            if (event === null) eventsAdapter.removeOne(events, id);
            else eventsAdapter.setOne(events, { ...event, id });
          }),
        );
      },
    );
  };
}

function putMatch(target: CaptureTarget, state: MatchState): Thunk {
  return (dispatch, _getState, extra) =>
    write(extra, dispatch, (sdk, db) => {
      const written = sdk.doc(db, 'squads', target.squadId, 'matches', target.matchId);
      return [written, sdk.updateDoc(written, { clock: state.clock, status: state.status })];
    });
}

/**
 * Writes a change of our panel (a substitution, a late addition, or its undo) as the entries it took
 * out and put in, so a change another device made to other players meanwhile stands
 * (docs/behaviour.md#capture-panel). The screen's match shows it from the tap, as an event does,
 * since the match listener hears it only once Firestore has it; a write that never reached
 * Firestore is taken back.
 */
function putPanel(target: CaptureTarget, diff: PanelDiff): Thunk {
  return (dispatch, _getState, extra) => {
    const { squadId, matchId } = target;
    const shown = dispatch(
      captureEndpoints.util.updateQueryData('getMatch', { squadId, matchId }, (cached) => {
        if (cached.match) cached.match.panel = withDiff(cached.match.panel, diff);
      }),
    );
    write(
      extra,
      dispatch,
      (sdk, db) => {
        const written = sdk.doc(db, 'squads', squadId, 'matches', matchId);
        // One field cannot take two transforms in one update; two updates of one batch apply together.
        const batch = sdk.writeBatch(db);
        if (diff.removed.length > 0) batch.update(written, { panel: sdk.arrayRemove(...diff.removed) });
        if (diff.added.length > 0) batch.update(written, { panel: sdk.arrayUnion(...diff.added) });
        return [written, batch.commit()];
      },
      (stored) => {
        if (!stored) shown.undo();
      },
    );
  };
}

/** Saves the open draft when it is complete: the screen confirms it, then Firestore is told. */
export function saveDraft(target: CaptureTarget, draft: Draft, nowMs: number = Date.now()): Thunk {
  return (dispatch) => {
    const event = eventOfDraft(draft, {
      date: target.date,
      firstHalfAttack: target.firstHalfAttack,
      uid: target.uid,
      nowIso: new Date(nowMs).toISOString(),
    });
    if (event === null || draft.person === null) return;
    const verb = draft.before === null ? 'Saved' : 'Changed';
    dispatch(
      eventSaved({
        id: draft.id,
        before: draft.before,
        after: event,
        person: draft.person,
        text: `${verb}: ${eventText(event, target.teams)}`,
      }),
    );
    dispatch(putEvent(target, draft.id, event));
  };
}

export function deleteEvent(target: CaptureTarget, id: string, event: MatchEvent): Thunk {
  return (dispatch) => {
    dispatch(eventDeleted({ id, before: event, text: `Deleted: ${eventText(event, target.teams)}` }));
    dispatch(putEvent(target, id, null));
  };
}

/** A clock or status change, undoable like an event. */
export function changeMatch(target: CaptureTarget, after: MatchState, text: string): Thunk {
  return (dispatch) => {
    dispatch(matchChanged({ after, text }));
    dispatch(putMatch(target, after));
  };
}

/**
 * The match's panel as heard (docs/capture.md#the-panel-during-the-match): a change of this tab's to
 * a player that another device changed at the same time, and that the server took first, is said
 * to be overruled, once; the other device's change stands.
 */
export function panelHeard(stored: readonly PanelEntry[]): Thunk {
  return (dispatch, getState) => {
    const { history, undoneLately, overruled: told } = getState().capture;
    const own = [...history, ...undoneLately].filter((change) => change.kind === 'panel');
    const players = overruled(stored, own).filter((entry) => !told.some((said) => sameEntry(said, entry)));
    if (players.length === 0) return;
    const text = `Not kept: another device changed ${playersText(players)} at the same time, and their change stands`;
    dispatch(panelOverruled({ players, text }));
  };
}

/** A substitution or a late addition (panel.ts made `after` and said what it is), undoable like an event. */
export function changePanel(target: CaptureTarget, before: PanelEntry[], after: PanelEntry[], text: string): Thunk {
  return (dispatch) => {
    dispatch(panelChanged({ before, after, text }));
    dispatch(putPanel(target, panelDiff(before, after)));
  };
}

function undoText(change: Change, teams: TeamNames, nowMs: number): string {
  if (change.kind === 'panel') {
    const added = change.after.find((entry) => !change.before.some((old) => old.number === entry.number));
    return added ? `Undone: ${entryText(added)} taken off the panel` : 'Undone: substitution taken back';
  }
  if (change.kind === 'match') {
    const { clock, status } = change.before;
    // The clock as it reads now it is back, not as it read when it last started or stopped.
    return `Undone: back to ${status === 'final' ? 'the match over' : `${halfName(clock.half).toLowerCase()}, ${clockText(clockSeconds(clock, nowMs))}`}`;
  }
  const shown = change.after ?? change.before;
  const what = shown ? eventText(shown, teams) : 'the event';
  return change.before === null ? `Undone: ${what} removed` : `Undone: ${what} put back`;
}

/** What an undo refused says: what another device did, and to what. */
function refusedText(change: Change, now: MatchEvent | null, teams: TeamNames): string {
  if (change.kind !== 'event') return 'Not undone: another device has since changed the clock';
  if (now !== null) return `Not undone: another device has since changed the event to ${eventText(now, teams)}`;
  const gone = change.after ?? change.before;
  return `Not undone: another device has since deleted ${gone ? eventText(gone, teams) : 'the event'}`;
}

/**
 * Takes back exactly the last change: an event added, edited or deleted, the clock or status, or our
 * panel; unless another device has changed it since, whose change then stands and the undo is dropped.
 */
export function undo(target: CaptureTarget, nowMs = Date.now()): Thunk {
  return (dispatch, getState) => {
    const state = getState();
    const last = state.capture.history.at(-1);
    if (!last) return;
    const { squadId, matchId } = target;
    const events = captureEndpoints.endpoints.getMatchEvents.select({ squadId, matchId })(state).data;
    // Until the events are heard (just after a reload), nothing can say another device changed one.
    const event = last.kind === 'event' && events?.loaded ? (events.entities[last.id] ?? null) : null;
    const knowable = last.kind !== 'event' || events?.loaded === true;
    const own = [...state.capture.history, ...state.capture.undoneLately];
    if (last.kind === 'panel') {
      // Until the match is heard, the panel is as this tab's last change left it.
      const stored = captureEndpoints.endpoints.getMatch.select({ squadId, matchId })(state).data?.match?.panel;
      const ownPanel = own.filter((change) => change.kind === 'panel');
      const { diff, overtaken } = panelUndo(last, stored ?? last.after, ownPanel);
      const since = `another device has since changed ${playersText(overtaken)}`;
      if (overtaken.length > 0 && diff.removed.length === 0 && diff.added.length === 0) {
        dispatch(undoRefused({ text: `Not undone: ${since}` }));
        return;
      }
      const text = undoText(last, target.teams, nowMs);
      dispatch(undone(overtaken.length > 0 ? { text: `${text}, but ${since}`, partly: true } : { text }));
      dispatch(putPanel(target, diff));
      return;
    }
    if (knowable && changedElsewhere(last, { event, match: state.capture.match }, own)) {
      dispatch(undoRefused({ text: refusedText(last, event, target.teams) }));
      return;
    }
    dispatch(undone({ text: undoText(last, target.teams, nowMs) }));
    if (last.kind === 'event') dispatch(putEvent(target, last.id, last.before));
    else dispatch(putMatch(target, last.before));
  };
}

/** Writes a new match with an id made here and answers the id at once: the screen need not wait for the server. */
export function createMatch(squadId: string, match: SquadMatch) {
  return (dispatch: AppDispatch, _getState: () => RootState, extra: unknown): string => {
    const id = newDocumentId();
    write(extra, dispatch, (sdk, db) => {
      const written = sdk.doc(db, 'squads', squadId, 'matches', id);
      const acknowledged = sdk.setDoc(written, match);
      // The device drops a refused document: the match's screen must say why it is not there.
      acknowledged.catch((error: unknown) => dispatch(matchRefused({ matchId: id, reason: messageOf(error) })));
      return [written, acknowledged];
    });
    return id;
  };
}
