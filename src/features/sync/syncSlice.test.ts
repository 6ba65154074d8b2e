import { listenerClosed, listenerSynced, writeApplied, writeRefused, writeStarted } from '../../app/firestoreSync';
import {
  initialSyncState,
  queueFlushed,
  queueWaiting,
  refusalDismissed,
  selectChangesAtRisk,
  selectSyncStatus,
  storageKnown,
  syncSlice,
  wentOffline,
  wentOnline,
  type SyncState,
} from './syncSlice';

const reduce = (actions: Parameters<typeof syncSlice.reducer>[1][], state: SyncState = initialSyncState) =>
  actions.reduce(syncSlice.reducer, state);
const status = (state: SyncState) => selectSyncStatus({ sync: state });

describe('sync slice', () => {
  it('starts with nothing waiting, online, as far as it knows', () => {
    expect(status(initialSyncState)).toEqual({
      pending: 0,
      waiting: false,
      offline: false,
      keptOnDevice: true,
      refused: null,
    });
  });

  it('adds up the documents with changes not yet on the server across every open listener', () => {
    const state = reduce([
      listenerSynced({ listener: 'roster', pending: 2, fromCache: false }),
      listenerSynced({ listener: 'events', pending: 3, fromCache: false }),
    ]);
    expect(status(state).pending).toBe(5);
  });

  it("takes a listener's latest snapshot in place of its earlier one, and forgets a listener that closes", () => {
    const state = reduce([
      listenerSynced({ listener: 'roster', pending: 2, fromCache: true }),
      listenerSynced({ listener: 'events', pending: 3, fromCache: true }),
      listenerSynced({ listener: 'roster', pending: 0, fromCache: false }),
    ]);
    expect(status(state).pending).toBe(3);
    expect(status(reduce([listenerClosed('events')], state)).pending).toBe(0);
  });

  it('says changes wait, unnumbered, while a queue check waits and no listener shows a pending document', () => {
    const waiting = reduce([queueWaiting()]);
    expect(status(waiting)).toMatchObject({ pending: 0, waiting: true });
    expect(
      status(reduce([listenerSynced({ listener: 'roster', pending: 1, fromCache: false })], waiting)),
    ).toMatchObject({ pending: 1, waiting: false });
    expect(status(reduce([queueFlushed()], waiting)).waiting).toBe(false);
  });

  it('says changes wait from the start of a write, before the device has stored it and a listener can show it', () => {
    const started = reduce([writeStarted()]);
    expect(status(started)).toMatchObject({ pending: 0, waiting: true });
    // Stored: a listener shows the document itself until the server has it.
    const stored = reduce(
      [writeApplied(), listenerSynced({ listener: 'roster', pending: 1, fromCache: false })],
      started,
    );
    expect(status(stored)).toMatchObject({ pending: 1, waiting: false });
    expect(status(reduce([listenerSynced({ listener: 'roster', pending: 0, fromCache: false })], stored)).waiting).toBe(
      false,
    );
  });

  it('counts queue checks, so one flushed while a later one still waits leaves changes waiting', () => {
    const state = reduce([queueWaiting(), queueWaiting(), queueFlushed()]);
    expect(status(state).waiting).toBe(true);
    expect(status(reduce([queueFlushed(), queueFlushed()], state)).waiting).toBe(false);
  });

  it('is offline when the browser says so, and back when it says so', () => {
    const offline = reduce([wentOffline()]);
    expect(status(offline).offline).toBe(true);
    expect(status(reduce([wentOnline()], offline)).offline).toBe(false);
  });

  it('is offline when changes wait and every listener has only what is on this device, whatever the browser says', () => {
    const unreachable = reduce([
      listenerSynced({ listener: 'roster', pending: 1, fromCache: true }),
      listenerSynced({ listener: 'matches', pending: 0, fromCache: true }),
    ]);
    expect(status(unreachable).offline).toBe(true);
    // Data from the device while nothing waits is only a listener starting: not worth a word.
    expect(
      status(reduce([listenerSynced({ listener: 'roster', pending: 0, fromCache: true })], unreachable)).offline,
    ).toBe(false);
    // One listener has heard from the server: it is reachable.
    expect(
      status(reduce([listenerSynced({ listener: 'matches', pending: 0, fromCache: false })], unreachable)).offline,
    ).toBe(false);
  });

  it('tells whether changes are kept on the device or only in memory', () => {
    expect(status(reduce([storageKnown('device')])).keptOnDevice).toBe(true);
    expect(status(reduce([storageKnown('memory')])).keptOnDevice).toBe(false);
  });

  it("keeps the server's refusal of a write until the user dismisses it", () => {
    const refused = reduce([writeRefused('Missing or insufficient permissions.')]);
    expect(status(refused).refused).toBe('Missing or insufficient permissions.');
    expect(status(reduce([refusalDismissed()], refused)).refused).toBeNull();
  });

  it('counts writes applied on the device, each of which asks for a new queue check', () => {
    expect(reduce([writeApplied(), writeApplied()]).writesApplied).toBe(2);
  });

  it('holds a change at risk from the start of its write until it is on the device', () => {
    const atRisk = (state: SyncState) => selectChangesAtRisk({ sync: state });
    const twoStarted = reduce([storageKnown('device'), writeStarted(), writeStarted()]);
    expect(atRisk(twoStarted)).toBe(true);
    expect(atRisk(reduce([writeApplied()], twoStarted))).toBe(true);
    const stored = reduce([writeApplied(), writeApplied()], twoStarted);
    expect(atRisk(stored)).toBe(false);
    // On the device, a change the server has not yet is safe: it is sent after a reload.
    expect(atRisk(reduce([listenerSynced({ listener: 'events', pending: 2, fromCache: true })], stored))).toBe(false);
  });

  it('holds changes at risk until the server has them where the browser keeps nothing on the device', () => {
    const atRisk = (state: SyncState) => selectChangesAtRisk({ sync: state });
    const inMemory = reduce([storageKnown('memory'), writeStarted(), writeApplied()]);
    expect(atRisk(inMemory)).toBe(false);
    const shown = reduce([listenerSynced({ listener: 'roster', pending: 1, fromCache: false })], inMemory);
    expect(atRisk(shown)).toBe(true);
    expect(atRisk(reduce([queueWaiting()], inMemory))).toBe(true);
    expect(atRisk(reduce([listenerSynced({ listener: 'roster', pending: 0, fromCache: false })], shown))).toBe(false);
  });

  it('gives the same status object while nothing it reads changes', () => {
    const state = reduce([listenerSynced({ listener: 'roster', pending: 1, fromCache: false })]);
    expect(selectSyncStatus({ sync: state })).toBe(selectSyncStatus({ sync: state }));
  });
});
