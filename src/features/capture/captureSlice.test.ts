import { waitFor } from '@testing-library/react';
import { deleteDoc, doc, getDocFromCache, setDoc, updateDoc } from 'firebase/firestore';
import type { UnknownAction } from '@reduxjs/toolkit';
import { NOBODY, type MatchEvent, type PanelEntry, type Person } from '../../../contract/squad';
import { makeStore } from '../../app/store';
import { loadMockedFirebase, recordBatches, snapshotOf, writesStored } from '../../testKit/firebaseMocks';
import { kickoutEvent, shotEvent } from '../../testKit/events';
import { testServices } from '../../testKit/renderWithProviders';
import {
  captureOpened,
  captureSlice,
  colourChosen,
  draftCancelled,
  eventOpened,
  footChosen,
  goalAttemptToggled,
  howChosen,
  initialCaptureState,
  kickoutResultChosen,
  kindChosen,
  lengthChosen,
  matchHeard,
  numberTyped,
  outcomeChosen,
  panelChanged,
  pendingCounted,
  eventWriteSettled,
  eventWriteStarted,
  personChosen,
  placeTapped,
  pressureChosen,
  resultChosen,
  selectCanUndo,
  selectPending,
  shotKindChosen,
  sideSwapped,
  stepBack,
  teamChosen,
  touchedToggled,
  undone,
  undoRefused,
  videoOffsetSet,
  type CaptureState,
} from './captureSlice';
import {
  changeMatch,
  changePanel,
  deleteEvent,
  panelHeard,
  saveDraft,
  undo,
  type CaptureTarget,
} from './captureThunks';
import { endHalf, KICK_OFF, pauseClock, startClock } from './clock';
import type { EventEntry } from './captureEndpoints';
import { selectTally } from './selectors';

const reduce = (actions: UnknownAction[], state: CaptureState = initialCaptureState) =>
  actions.reduce((s, action) => captureSlice.reducer(s, action), state);

const SEAN: Person = { playerId: 'p14', name: 'Seán Ó Sé', number: 14 };
const KEEPER: Person = { playerId: 'p1', name: 'Cian Keane', number: 1 };
const tap = (x: number, y: number, extra: Partial<Parameters<typeof placeTapped>[0]> = {}) =>
  placeTapped({ id: `e${x}-${y}`, at: { x, y }, half: 1, clock: 600, videoTime: null, side: 'us', ...extra });

const TARGET: CaptureTarget = {
  squadId: 'sq1',
  matchId: 'm1',
  date: '2025-06-01',
  firstHalfAttack: 'right',
  uid: 'u1',
  teams: { us: 'Clifden', them: 'Oughterard' },
};

function captureStore() {
  const store = makeStore(undefined, testServices(loadMockedFirebase));
  current = store;
  store.dispatch(
    captureOpened({ matchId: 'm1', match: { clock: KICK_OFF, status: 'upcoming' }, videoOffsets: null, history: null }),
  );
  return store;
}

/** A point by Seán Ó Sé saved through the screen's steps, its write settled. */
async function recordPoint(store: ReturnType<typeof captureStore>) {
  store.dispatch(tap(120, 40));
  store.dispatch(outcomeChosen('point'));
  store.dispatch(personChosen(SEAN));
  store.dispatch(saveDraft(TARGET, store.getState().capture.draft!));
  await settle();
}

/** The events Firestore would hold after the writes the thunks made, as the events query lists them. */
function eventsAfterWrites(): EventEntry[] {
  const held = new Map<string, MatchEvent>();
  const calls: Array<[string, MatchEvent | null, number]> = [
    ...jest
      .mocked(setDoc)
      .mock.calls.map(
        ([ref, data], k) =>
          [
            (ref as unknown as { path: string }).path,
            data as MatchEvent,
            jest.mocked(setDoc).mock.invocationCallOrder[k] ?? 0,
          ] as [string, MatchEvent, number],
      ),
    ...jest
      .mocked(deleteDoc)
      .mock.calls.map(
        ([ref], k) =>
          [
            (ref as unknown as { path: string }).path,
            null,
            jest.mocked(deleteDoc).mock.invocationCallOrder[k] ?? 0,
          ] as [string, null, number],
      ),
  ];
  for (const [path, data] of calls.sort((a, b) => a[2] - b[2])) {
    if (data === null) held.delete(path);
    else held.set(path, data);
  }
  return [...held].map(([path, event]) => ({ ...event, id: path.split('/').at(-1) ?? '' }));
}

/** The store of the test under way: its writes must all be stored before the next test begins. */
let current: ReturnType<typeof makeStore> | null = null;

/** Until every write the screen started is stored: they start once the confirmation is painted. */
const settle = () => writesStored(current);

afterEach(async () => {
  await settle();
  current = null;
});

beforeEach(() => {
  jest.mocked(doc).mockImplementation(((_db: unknown, ...segments: string[]) => ({
    path: segments.join('/'),
  })) as unknown as typeof doc);
  jest.mocked(setDoc).mockResolvedValue(undefined);
  jest.mocked(deleteDoc).mockResolvedValue(undefined);
  jest.mocked(updateDoc).mockResolvedValue(undefined);
  jest.mocked(getDocFromCache).mockResolvedValue(snapshotOf(undefined));
});

describe('building an event', () => {
  it('opens a shot where the pitch was tapped, for the team attacking that end, and asks its outcome first', () => {
    const state = reduce([tap(120, 40)]);
    expect(state.draft).toMatchObject({ kind: 'shot', side: 'us', at: { x: 120, y: 40 }, step: 'outcome' });
  });

  it('moves the open event when the pitch is tapped again, keeping what was chosen', () => {
    const state = reduce([tap(120, 40), shotKindChosen('free'), tap(100, 30, { side: 'them' })]);
    expect(state.draft).toMatchObject({ at: { x: 100, y: 30 }, shotKind: 'free', side: 'them' });
  });

  it('asks a shot its player after its outcome, and keeps the details chosen on the way', () => {
    const state = reduce([
      tap(120, 40),
      shotKindChosen('penalty'),
      outcomeChosen('two'),
      pressureChosen('heavy'),
      footChosen('left'),
      touchedToggled(),
      goalAttemptToggled(),
    ]);
    expect(state.draft).toMatchObject({
      step: 'player',
      outcome: 'two',
      shotKind: 'penalty',
      pressure: 'heavy',
      foot: 'left',
      touched: true,
      // A penalty is aimed at goal; the toggle then took that back.
      goalAttempt: false,
    });
  });

  it('clears a choice of pressure or foot chosen a second time', () => {
    const state = reduce([
      tap(120, 40),
      pressureChosen('some'),
      pressureChosen('some'),
      footChosen('hand'),
      footChosen('hand'),
    ]);
    expect(state.draft).toMatchObject({ pressure: null, foot: null });
  });

  it('gives a shot to the other team when swapped', () => {
    expect(reduce([tap(120, 40), sideSwapped()]).draft?.side).toBe('them');
  });

  it('lets go of an edited event’s player when a change moves the player to the other team', () => {
    const shot = shotEvent({ player: SEAN });
    const opened = (event: MatchEvent) => eventOpened({ id: 'e1', event, at: { x: 120, y: 40 } });
    const swapped = reduce([opened(shot), sideSwapped()]);
    expect(swapped.draft).toMatchObject({ side: 'them', person: null });
    expect(reduce([opened(shot), outcomeChosen('wide')]).draft?.person).toEqual(SEAN);

    const kickout = kickoutEvent({ kicker: KEEPER, winner: SEAN });
    // Our kickout kept by #14, now lost: the winner is one of theirs, not #14.
    const lost = reduce([opened(kickout), kickoutResultChosen({ won: false, contest: 'clean' })]);
    expect(lost.draft).toMatchObject({ won: false, person: null });
    expect(reduce([opened(kickout), kickoutResultChosen({ won: true, contest: 'break' })]).draft?.person).toEqual(SEAN);
  });

  it('walks a kickout through its team, its result and its winner, and a turnover, a free and a card through theirs', () => {
    const kickout = reduce([
      kindChosen('kickout'),
      tap(60, 40),
      teamChosen({ side: 'them', length: 'short', kicker: KEEPER }),
      kickoutResultChosen({ won: false, contest: 'break' }),
      lengthChosen('long'),
    ]);
    expect(kickout.draft).toMatchObject({
      side: 'them',
      won: false,
      contest: 'break',
      length: 'long',
      kicker: KEEPER,
      step: 'player',
    });
    const turnover = reduce([kindChosen('turnover'), tap(60, 40), resultChosen('them'), howChosen('tackle')]);
    expect(turnover.draft).toMatchObject({ side: 'them', how: 'tackle', step: 'player' });
    const free = reduce([kindChosen('free'), tap(60, 40), resultChosen('us')]);
    expect(free.draft).toMatchObject({ side: 'us', step: 'player' });
    const card = reduce([kindChosen('card'), tap(60, 40), colourChosen('black'), teamChosen({ side: 'them' })]);
    expect(card.draft).toMatchObject({ colour: 'black', side: 'them', step: 'player' });
  });

  it('starts the open event again as the new kind when the kind changes', () => {
    const state = reduce([tap(120, 40), outcomeChosen('wide'), kindChosen('free')]);
    expect(state.draft).toMatchObject({ kind: 'free', step: 'result', outcome: null, at: { x: 120, y: 40 } });
  });

  it('steps back one question, and from the first closes the event; cancel closes it at once', () => {
    const atPlayer = reduce([tap(120, 40), outcomeChosen('point')]);
    expect(reduce([stepBack()], atPlayer).draft?.step).toBe('outcome');
    expect(reduce([stepBack(), stepBack()], atPlayer).draft).toBeNull();
    expect(reduce([draftCancelled()], atPlayer).draft).toBeNull();
  });

  it('keeps the person chosen on the draft (the thunk then saves it)', () => {
    expect(reduce([tap(120, 40), outcomeChosen('point'), personChosen(SEAN)]).draft?.person).toEqual(SEAN);
  });

  it('keeps a shirt number half typed with its event, and drops it once the player is chosen another way', () => {
    const typing = reduce([tap(120, 40), outcomeChosen('wide'), numberTyped('1')]);
    expect(typing.draft?.typed).toBe('1');
    expect(reduce([personChosen(SEAN)], typing).draft?.typed).toBe('');
    expect(reduce([stepBack()], typing).draft?.typed).toBe('');
    // Cancelled, or saved (the draft closes either way): the next event starts with nothing typed.
    expect(reduce([draftCancelled(), tap(120, 40), outcomeChosen('wide')], typing).draft?.typed).toBe('');
  });
});

describe('the screen and the match', () => {
  it('opens on a match with its stored clock, this device’s video offsets and this tab’s undo history, forgetting the last match', () => {
    const before = reduce([tap(120, 40), pendingCounted({ matchId: 'old', count: 3 })]);
    const clock = { half: 2 as const, elapsed: 60, runningSince: null, halfOver: false };
    const kept = [
      {
        kind: 'match' as const,
        before: { clock: KICK_OFF, status: 'upcoming' as const },
        after: { clock, status: 'live' as const },
      },
    ];
    const state = reduce(
      [
        captureOpened({
          matchId: 'm2',
          match: { clock, status: 'live' },
          videoOffsets: { 1: 12, 2: 2800, 3: null, 4: null },
          history: kept,
        }),
      ],
      before,
    );
    expect(state).toMatchObject({
      matchId: 'm2',
      draft: null,
      match: { clock, status: 'live' },
      videoOffsets: { 1: 12, 2: 2800 },
      history: kept,
    });
    expect(selectCanUndo({ capture: state })).toBe(true);
    // With none kept (a new tab), there is nothing to undo.
    const fresh = reduce(
      [captureOpened({ matchId: 'm2', match: { clock, status: 'live' }, videoOffsets: null, history: null })],
      state,
    );
    expect(selectCanUndo({ capture: fresh })).toBe(false);
  });

  it('hears the clock another device set', () => {
    const clock = { half: 1 as const, elapsed: 300, runningSince: null, halfOver: false };
    expect(reduce([matchHeard({ clock, status: 'live' })]).match.clock).toEqual(clock);
  });

  it('says how many of the open match’s events wait to sync, not another match’s', () => {
    const state = reduce([
      captureOpened({ matchId: 'm1', match: { clock: KICK_OFF, status: 'live' }, videoOffsets: null, history: null }),
    ]);
    expect(selectPending({ capture: reduce([pendingCounted({ matchId: 'm1', count: 4 })], state) })).toBe(4);
    expect(selectPending({ capture: reduce([pendingCounted({ matchId: 'other', count: 4 })], state) })).toBe(0);
  });

  it('keeps a count heard before the screen opened (a reload with events still waiting)', () => {
    const state = reduce([
      pendingCounted({ matchId: 'm1', count: 10 }),
      captureOpened({ matchId: 'm1', match: { clock: KICK_OFF, status: 'live' }, videoOffsets: null, history: null }),
    ]);
    expect(selectPending({ capture: state })).toBe(10);
  });

  it('counts an event write as waiting to sync from its start, before the listener hears of it', () => {
    const opened = reduce([
      captureOpened({ matchId: 'm1', match: { clock: KICK_OFF, status: 'live' }, videoOffsets: null, history: null }),
    ]);
    const pendingAfter = (actions: Parameters<typeof reduce>[0]) => selectPending({ capture: reduce(actions, opened) });
    // Two taps: their writes are not yet stored, and the listener has heard of neither.
    expect(pendingAfter([eventWriteStarted('m1'), eventWriteStarted('m1')])).toBe(2);
    // One is stored: the listener now holds it as unconfirmed, and the other is still on its way.
    const oneStored = [
      eventWriteStarted('m1'),
      eventWriteStarted('m1'),
      pendingCounted({ matchId: 'm1', count: 1 }),
      eventWriteSettled('m1'),
    ];
    expect(pendingAfter(oneStored)).toBe(1);
    // Both stored and heard: the listener's count alone, until the server confirms them.
    const bothStored = [...oneStored, pendingCounted({ matchId: 'm1', count: 2 }), eventWriteSettled('m1')];
    expect(pendingAfter(bothStored)).toBe(2);
    expect(pendingAfter([...bothStored, pendingCounted({ matchId: 'm1', count: 0 })])).toBe(0);
    // Another match's writes are not this screen's, and a settled write never counts below nothing.
    expect(pendingAfter([eventWriteStarted('other')])).toBe(0);
    expect(pendingAfter([eventWriteSettled('m1'), eventWriteStarted('m1')])).toBe(1);
  });

  it('keeps writes on their way when the screen opens on their match again', () => {
    const state = reduce([
      eventWriteStarted('m1'),
      captureOpened({ matchId: 'm1', match: { clock: KICK_OFF, status: 'live' }, videoOffsets: null, history: null }),
    ]);
    expect(selectPending({ capture: state })).toBe(1);
  });

  it('keeps a video offset per half', () => {
    const state = reduce([videoOffsetSet({ half: 2, seconds: 2790.5 }), videoOffsetSet({ half: 1, seconds: 14 })]);
    expect(state.videoOffsets).toEqual({ 1: 14, 2: 2790.5, 3: null, 4: null });
  });
});

describe('saving, editing, deleting and undoing', () => {
  it('saves a shot with the document id made at the tap, confirms it, and remembers the player first next time', async () => {
    const store = captureStore();
    store.dispatch(
      placeTapped({ id: 'shot1', at: { x: 100, y: 44 }, half: 1, clock: 754.4, videoTime: null, side: 'us' }),
    );
    store.dispatch(outcomeChosen('two'));
    store.dispatch(personChosen(SEAN));
    const draft = store.getState().capture.draft;
    if (!draft) throw new Error('no draft');
    store.dispatch(saveDraft(TARGET, draft, Date.parse('2025-06-01T14:12:34Z')));
    const state = store.getState().capture;
    expect(state.draft).toBeNull();
    expect(state.confirmation?.text).toBe('Saved: Clifden 2 points, #14 Seán Ó Sé');
    expect(state.lastPlayer.us).toEqual(SEAN);
    await settle();
    expect(setDoc).toHaveBeenCalledWith(
      { path: 'squads/sq1/matches/m1/events/shot1' },
      expect.objectContaining({
        kind: 'shot',
        side: 'us',
        clock: 754,
        x: 100,
        y: 44,
        outcome: 'point',
        points: 2,
        recordedBy: 'u1',
        recordedAt: '2025-06-01T14:12:34.000Z',
      }),
    );
  });

  it('changes the score with an edit, and undo puts the score back', async () => {
    const store = captureStore();
    await recordPoint(store);
    expect(selectTally(eventsAfterWrites(), TARGET.date).us).toMatchObject({ goals: 0, points: 1, total: 1 });

    const [saved] = eventsAfterWrites();
    if (!saved) throw new Error('nothing written');
    const { id, ...event } = saved;
    store.dispatch(eventOpened({ id, event, at: { x: 120, y: 40 } }));
    store.dispatch(outcomeChosen('goal'));
    store.dispatch(saveDraft(TARGET, store.getState().capture.draft!));
    await settle();
    expect(store.getState().capture.confirmation?.text).toBe('Changed: Clifden goal, #14 Seán Ó Sé');
    expect(selectTally(eventsAfterWrites(), TARGET.date).us).toMatchObject({ goals: 1, points: 0, total: 3 });
    // The edit kept who recorded the shot and when.
    expect(eventsAfterWrites()[0]).toMatchObject({ recordedBy: 'u1', recordedAt: event.recordedAt });

    store.dispatch(undo(TARGET));
    await settle();
    expect(selectTally(eventsAfterWrites(), TARGET.date).us).toMatchObject({ goals: 0, points: 1, total: 1 });
    expect(store.getState().capture.history).toHaveLength(1);
  });

  it('deletes an event, and undo writes it back under the same id', async () => {
    const store = captureStore();
    store.dispatch(kindChosen('card'));
    store.dispatch(tap(70, 20));
    store.dispatch(colourChosen('yellow'));
    store.dispatch(teamChosen({ side: 'them' }));
    store.dispatch(personChosen({ ...NOBODY, number: 6 }));
    store.dispatch(saveDraft(TARGET, store.getState().capture.draft!));
    await settle();
    const [card] = eventsAfterWrites();
    if (!card) throw new Error('nothing written');
    const { id, ...event } = card;
    store.dispatch(deleteEvent(TARGET, id, event));
    await settle();
    expect(eventsAfterWrites()).toHaveLength(0);
    expect(store.getState().capture.confirmation?.text).toBe('Deleted: Yellow card, Oughterard #6');
    store.dispatch(undo(TARGET));
    await settle();
    expect(eventsAfterWrites()).toEqual([card]);
    expect(store.getState().capture.confirmation?.text).toBe('Undone: Yellow card, Oughterard #6 put back');
  });

  it('undoes a new event by deleting exactly that document', async () => {
    const store = captureStore();
    store.dispatch(placeTapped({ id: 'only', at: { x: 130, y: 50 }, half: 1, clock: 60, videoTime: null, side: 'us' }));
    store.dispatch(outcomeChosen('wide'));
    store.dispatch(personChosen(NOBODY));
    store.dispatch(saveDraft(TARGET, store.getState().capture.draft!));
    store.dispatch(undo(TARGET));
    await settle();
    expect(deleteDoc).toHaveBeenCalledWith({ path: 'squads/sq1/matches/m1/events/only' });
    expect(store.getState().capture.history).toEqual([]);
  });

  it("undoes across a half's end: the second half's start, then the whistle, then back to the clock running", async () => {
    const store = captureStore();
    const t0 = Date.parse('2025-06-01T14:00:00Z');
    const running = startClock(KICK_OFF, t0);
    store.dispatch(changeMatch(TARGET, { clock: running, status: 'live' }, 'First half under way'));
    const whistle = endHalf(running, t0 + 35 * 60_000);
    store.dispatch(changeMatch(TARGET, { clock: whistle, status: 'live' }, 'End of the first half'));
    const second = startClock(whistle, t0 + 50 * 60_000);
    store.dispatch(changeMatch(TARGET, { clock: second, status: 'live' }, 'Second half under way'));
    expect(store.getState().capture.match.clock).toMatchObject({ half: 2, elapsed: 0, halfOver: false });

    store.dispatch(undo(TARGET, t0 + 51 * 60_000));
    expect(store.getState().capture.match.clock).toEqual(whistle);
    expect(store.getState().capture.match.clock).toMatchObject({ half: 1, elapsed: 2100, halfOver: true });
    expect(store.getState().capture.confirmation?.text).toBe('Undone: back to first half, 35:00');
    // Undone 51 minutes after kick-off, back to the first half running: it reads 51:00, not the 00:00 it started at.
    store.dispatch(undo(TARGET, t0 + 51 * 60_000));
    expect(store.getState().capture.match.clock).toEqual(running);
    await settle();
    expect(jest.mocked(updateDoc).mock.calls.at(-1)).toEqual([
      { path: 'squads/sq1/matches/m1' },
      { clock: running, status: 'live' },
    ]);
    expect(store.getState().capture.confirmation?.text).toBe('Undone: back to first half, 51:00');
  });

  it('goes back to a shot, the default, once a new event of another kind is saved, but not after an edit', async () => {
    const store = captureStore();
    store.dispatch(kindChosen('kickout'));
    store.dispatch(tap(60, 40));
    store.dispatch(teamChosen({ side: 'us', length: 'long', kicker: KEEPER }));
    store.dispatch(kickoutResultChosen({ won: true, contest: 'clean' }));
    store.dispatch(personChosen(SEAN));
    store.dispatch(saveDraft(TARGET, store.getState().capture.draft!));
    expect(store.getState().capture.kind).toBe('shot');

    await settle();
    const [kickout] = eventsAfterWrites();
    store.dispatch(kindChosen('card'));
    if (!kickout) throw new Error('nothing written');
    const { id, ...event } = kickout;
    store.dispatch(eventOpened({ id, event, at: { x: 60, y: 40 } }));
    store.dispatch(lengthChosen('short'));
    store.dispatch(saveDraft(TARGET, store.getState().capture.draft!));
    expect(store.getState().capture.kind).toBe('card');
  });

  it('undoes the last change and leaves an event being built open, but closes an edit of the event it takes back', async () => {
    const store = captureStore();
    await recordPoint(store);
    store.dispatch(tap(125, 30));
    store.dispatch(outcomeChosen('wide'));
    store.dispatch(undo(TARGET));
    expect(store.getState().capture.draft).toMatchObject({ outcome: 'wide', step: 'player' });
    expect(store.getState().capture.history).toEqual([]);
    store.dispatch(draftCancelled());

    await recordPoint(store);
    const [saved] = eventsAfterWrites();
    if (!saved) throw new Error('nothing written');
    const { id, ...event } = saved;
    store.dispatch(eventOpened({ id, event, at: { x: 120, y: 40 } }));
    store.dispatch(undo(TARGET));
    expect(store.getState().capture.draft).toBeNull();
  });

  it('drops an undo of the clock another device has moved since, says so, and undoes the change before it next', async () => {
    const store = captureStore();
    await recordPoint(store);
    const t0 = Date.parse('2025-06-01T14:00:00Z');
    const running = startClock(KICK_OFF, t0);
    store.dispatch(changeMatch(TARGET, { clock: running, status: 'live' }, 'First half under way'));
    await settle();
    const paused = { clock: pauseClock(running, t0 + 90_000), status: 'live' as const };
    store.dispatch(matchHeard(paused));
    const clockWrites = jest.mocked(updateDoc).mock.calls.length;

    store.dispatch(undo(TARGET, t0 + 120_000));
    expect(store.getState().capture.confirmation).toMatchObject({
      text: 'Not undone: another device has since changed the clock',
      refused: true,
    });
    expect(store.getState().capture.match).toEqual(paused);
    expect(store.getState().capture.history).toHaveLength(1);
    store.dispatch(undo(TARGET, t0 + 120_000));
    await settle();
    expect(jest.mocked(updateDoc).mock.calls).toHaveLength(clockWrites);
    expect(store.getState().capture.confirmation).toEqual({
      id: expect.any(String) as unknown,
      text: 'Undone: Clifden point, #14 Seán Ó Sé removed',
    });
    expect(eventsAfterWrites()).toEqual([]);
  });

  it('keeps the last 20 changes undone or dropped, newest last, for the screen they were made on', () => {
    const entry = (number: number): PanelEntry => ({ playerId: null, number, name: null, starting: false });
    const made = Array.from({ length: 25 }, (_, k) =>
      panelChanged({ before: [], after: [entry(k + 1)], text: `#${k + 1} added` }),
    );
    const takenBack = [
      ...Array.from({ length: 24 }, () => undone({ text: 'Undone' })),
      undoRefused({ text: 'Not undone' }),
    ];
    const state = reduce([...made, ...takenBack]);
    expect(state.history).toEqual([]);
    expect(state.undoneLately.map((change) => (change.kind === 'panel' ? change.after[0]?.number : null))).toEqual(
      Array.from({ length: 20 }, (_, k) => 20 - k),
    );
    const reopened = reduce(
      [captureOpened({ matchId: 'm1', match: { clock: KICK_OFF, status: 'live' }, videoOffsets: null, history: null })],
      state,
    );
    expect(reopened.undoneLately).toEqual([]);
  });

  it('does nothing on undo with nothing to undo', () => {
    const store = captureStore();
    store.dispatch(undo(TARGET));
    expect(setDoc).not.toHaveBeenCalled();
    expect(store.getState().capture.confirmation).toBeNull();
  });

  it('counts a write as started at the tap, tells the sync status once it is on the device, and later that the server refused it', async () => {
    jest.mocked(setDoc).mockRejectedValueOnce(new Error('Missing or insufficient permissions.'));
    const store = captureStore();
    store.dispatch(tap(120, 40));
    store.dispatch(outcomeChosen('wide'));
    store.dispatch(personChosen(NOBODY));
    store.dispatch(saveDraft(TARGET, store.getState().capture.draft!));
    // Confirmed at once, before Firestore has even been reached (the write starts once the
    // confirmation is painted), and counted at once, so leaving the page now would ask first.
    expect(store.getState().capture.confirmation?.text).toMatch(/^Saved:/);
    expect(setDoc).not.toHaveBeenCalled();
    expect(store.getState().sync).toMatchObject({ writesStarted: 1, writesApplied: 0 });
    await waitFor(() => expect(store.getState().sync.writesApplied).toBe(1));
    await waitFor(() => expect(store.getState().sync.refused).toBe('Missing or insufficient permissions.'));
  });
});

describe('the panel during the match', () => {
  const before: PanelEntry[] = [
    { playerId: 'p14', number: 14, name: 'Seán Ó Sé', starting: true },
    { playerId: 'p22', number: 22, name: 'Ciarán Ó Bric', starting: false },
  ];
  const after: PanelEntry[] = [
    { ...before[0]!, wentOff: { half: 2, clock: 750 } },
    { ...before[1]!, cameOn: { half: 2, clock: 750 } },
  ];
  const text = 'Substitution: #22 Ciarán Ó Bric on for #14 Seán Ó Sé';

  it('remembers a panel change whole and confirms it; undo takes exactly it back', () => {
    const changed = reduce([panelChanged({ before, after, text })]);
    expect(changed.history).toEqual([{ kind: 'panel', before, after }]);
    expect(changed.confirmation?.text).toBe(text);
    const back = reduce([undone({ text: 'Undone: substitution taken back' })], changed);
    expect(back.history).toEqual([]);
    expect(back.confirmation?.text).toBe('Undone: substitution taken back');
  });

  it('writes the entries it changed to the match in one batch, and undo writes the same change the other way', async () => {
    const batches = recordBatches();
    const match = { path: 'squads/sq1/matches/m1' };
    const store = captureStore();
    store.dispatch(changePanel(TARGET, before, after, text));
    expect(store.getState().capture.confirmation?.text).toBe(text);
    // A write like any other: it waits to sync from the tap.
    expect(store.getState().sync).toMatchObject({ writesStarted: 1 });
    await settle();
    expect(batches).toEqual([
      [
        [match, { panel: { remove: before } }],
        [match, { panel: { union: after } }],
      ],
    ]);

    store.dispatch(undo(TARGET));
    expect(store.getState().capture.confirmation?.text).toBe('Undone: substitution taken back');
    await settle();
    expect(batches[1]).toEqual([
      [match, { panel: { remove: after } }],
      [match, { panel: { union: before } }],
    ]);
    expect(store.getState().capture.history).toEqual([]);
  });

  it("says once that a change another device made to the same player at the same time overruled this tab's", () => {
    const store = captureStore();
    store.dispatch(changePanel(TARGET, before, after, text));
    // Another device took #14 off at 13:00 without having seen this change; the server took it last.
    const theirs: PanelEntry = { ...before[0]!, wentOff: { half: 2, clock: 780 } };
    const stored = [before[1]!, ...after, theirs];
    store.dispatch(panelHeard(stored));
    const told = store.getState().capture;
    expect(told.confirmation).toEqual({
      id: expect.any(String) as unknown,
      text: 'Not kept: another device changed #14 Seán Ó Sé at the same time, and their change stands',
      refused: true,
    });
    // Heard again, it is not said again: nothing changes.
    store.dispatch(panelHeard([...stored]));
    expect(store.getState().capture).toBe(told);
  });

  it("says nothing when the server took this tab's change last", () => {
    const store = captureStore();
    store.dispatch(changePanel(TARGET, before, after, text));
    const theirs: PanelEntry = { ...before[0]!, wentOff: { half: 2, clock: 780 } };
    store.dispatch(panelHeard([before[1]!, theirs, ...after]));
    expect(store.getState().capture.confirmation?.text).toBe(text);
  });

  it('says which late addition an undo takes off the panel', () => {
    const store = captureStore();
    const added = [...before, { playerId: null, number: 31, name: null, starting: false }];
    store.dispatch(changePanel(TARGET, before, added, 'Added to the panel: #31'));
    store.dispatch(undo(TARGET));
    expect(store.getState().capture.confirmation?.text).toBe('Undone: #31 taken off the panel');
  });
});
