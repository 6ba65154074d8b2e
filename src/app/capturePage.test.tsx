import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  collection,
  deleteDoc,
  disableNetwork,
  doc,
  enableNetwork,
  getDocFromCache,
  getDocsFromServer,
  onSnapshot,
  setDoc,
  updateDoc,
  waitForPendingWrites,
} from 'firebase/firestore';
import type { KickoutEvent } from '../../contract/squad';
import type { SquadSummary } from '../../contract/squadApi';
import { matchDocument } from '../../contract/testKit/squadDocuments';
import { AppRoutes } from './AppRoutes';
import { MISSING_RECHECKS_MS } from '../features/capture/captureEndpoints';
import { Address, address } from '../testKit/address';
import {
  firstSnapshotOf,
  mockCollections,
  recordBatches,
  mockProfile,
  signedInFirebase,
  snapshotOf,
  writesStored,
} from '../testKit/firebaseMocks';
import { shotEvent } from '../testKit/events';
import { mockApi } from '../testKit/mockApi';
import { renderWithProviders, SIGNED_IN } from '../testKit/renderWithProviders';
import { SQUAD_DOCUMENTS_ON_DEVICE, squadSummary } from '../testKit/squads';

/**
 * The capture screens through the whole app, by role and label (docs/capture.md): a new match, a
 * match recorded by taps and by keys, and the same match as a viewer sees it. Firestore is the
 * mocked SDK: its listeners answer from the documents below, and writes resolve.
 */

const MATCH = matchDocument({
  venue: 'Clifden',
  panel: [
    { playerId: 'p14', number: 14, name: 'Seán Ó Sé', starting: true },
    { playerId: 'p11', number: 11, name: 'Pádraig Joyce', starting: true },
    { playerId: 'p4', number: 4, name: 'Dara Ó Cinnéide', starting: true },
  ],
  createdAt: '2025-06-01T13:00:00.000Z',
  createdBy: 'u1',
  clock: { half: 1, elapsed: 600, runningSince: null, halfOver: false },
});

const GOAL = shotEvent({
  side: 'them',
  clock: 300,
  x: 135,
  recordedBy: 'u2',
  player: { playerId: null, name: null, number: 9 },
  outcome: 'goal',
  goalAttempt: true,
});

const KICKOUT: KickoutEvent = {
  kind: 'kickout',
  side: 'us',
  half: 1,
  clock: 120,
  videoTime: null,
  x: 60,
  y: 40,
  recordedBy: 'u1',
  recordedAt: '2025-06-01T14:02:00.000Z',
  kicker: { playerId: null, name: null, number: 1 },
  won: true,
  contest: 'clean',
  length: 'long',
  winner: { playerId: 'p14', name: 'Seán Ó Sé', number: 14 },
};

/**
 * Firestore as the screen reads it: the squad's match list, the match, its events and its roster;
 * `eventsOnDevice`: the events are this device's, written with no network and not yet sent.
 */
function mockFirestore({ eventsOnDevice = false, match = MATCH }: { eventsOnDevice?: boolean; match?: unknown } = {}) {
  jest
    .mocked(collection)
    .mockImplementation(
      (_db: unknown, ...segments: string[]) =>
        ({ path: segments.join('/') }) as unknown as ReturnType<typeof collection>,
    );
  jest.mocked(doc).mockImplementation(((_db: unknown, ...segments: string[]) => ({
    path: segments.join('/'),
  })) as unknown as typeof doc);
  const collections: Record<string, Array<{ id: string; data: unknown }>> = {
    'squads/sq1/matches': [{ id: 'm1', data: match }],
    'squads/sq1/matches/m1/events': [
      { id: 'k1', data: KICKOUT },
      { id: 'g1', data: GOAL },
    ],
    'squads/sq1/players': [{ id: 'p14', data: { name: 'Seán Ó Sé', number: 14, position: null, preferredFoot: null } }],
  };
  jest.mocked(onSnapshot).mockImplementation(((reference: { path: string }, ...rest: unknown[]) => {
    const next = rest.find((argument): argument is (snapshot: unknown) => void => typeof argument === 'function');
    if (!next) throw new Error('onSnapshot without a listener');
    if (reference.path.split('/').length % 2 === 0) {
      // The one match there is (a new one is written through the mocked setDoc, which keeps
      // nothing); the squad's own document is the API's to tell here.
      const known = reference.path === 'squads/sq1/matches/m1';
      if (known) matchListener = next;
      next({ exists: () => known, data: () => (known ? match : undefined), metadata: { fromCache: false } });
    } else {
      const onDevice = eventsOnDevice && reference.path.endsWith('/events');
      if (reference.path.endsWith('/events')) eventsListener = next;
      const docs = (collections[reference.path] ?? []).map((d) => ({
        id: d.id,
        data: () => d.data,
        metadata: { hasPendingWrites: onDevice },
      }));
      // With no network every listener has only the device's copy.
      next(firstSnapshotOf(docs, { hasPendingWrites: onDevice, fromCache: eventsOnDevice }));
    }
    return () => undefined;
  }) as unknown as typeof onSnapshot);
  jest.mocked(setDoc).mockResolvedValue(undefined);
  jest.mocked(deleteDoc).mockResolvedValue(undefined);
  jest.mocked(updateDoc).mockResolvedValue(undefined);
  batches = recordBatches();
  // Every write is stored on the device at once.
  jest.mocked(getDocFromCache).mockResolvedValue(snapshotOf(undefined));
  jest.mocked(getDocsFromServer).mockResolvedValue(readOf([]));
  // This device's writes have reached the server: none wait here unless a test holds them.
  jest.mocked(waitForPendingWrites).mockResolvedValue(undefined);
}

/** The match's events listener, to tell it of another device's change. */
let eventsListener: ((snapshot: unknown) => void) | null = null;

/** The events listener hears an event as another device left it, beside the two there were. */
function heardFromAnotherDevice(id: string, data: unknown) {
  const metadata = { hasPendingWrites: false };
  const changed = { id, data: () => data, metadata };
  const docs = [{ id: 'k1', data: () => KICKOUT, metadata }, { id: 'g1', data: () => GOAL, metadata }, changed];
  act(() =>
    eventsListener?.({
      docs,
      docChanges: () => [{ type: 'modified', doc: changed }],
      metadata: { hasPendingWrites: false, fromCache: false },
    }),
  );
}

/** The match's listener, to tell it of the match as the server has it. */
let matchListener: ((snapshot: unknown) => void) | null = null;

/** The match listener hears the match as the server has it now. */
function matchHeardFromServer(match: unknown) {
  act(() => matchListener?.({ exists: () => true, data: () => match, metadata: { fromCache: false } }));
}

/** Each Firestore batch written, as its updates (firebaseMocks.ts, recordBatches). */
let batches: unknown[][] = [];

/** What a one-off query read answers: these documents. */
const readOf = (docs: unknown[]) => ({ docs }) as unknown as Awaited<ReturnType<typeof getDocsFromServer>>;

/** The store of the test under way: every write it started must be stored before the next test. */
let current: ReturnType<typeof renderWithProviders>['store'] | null = null;

afterEach(async () => {
  await writesStored(current);
  current = null;
});

function renderAt(route: string, role: SquadSummary['role'], firestore: Parameters<typeof mockFirestore>[0] = {}) {
  mockApi({ '/squads': { body: [squadSummary({ role })] } });
  mockFirestore(firestore);
  const rendered = renderWithProviders(
    <>
      <AppRoutes />
      <Address />
    </>,
    { route, preloadedState: SIGNED_IN, loadFirebase: signedInFirebase('u1') },
  );
  current = rendered.store;
  return rendered;
}

// The capture screen and the new-match form are chunks of their own: loaded once here, so no test waits for them.
beforeAll(() => Promise.all([import('./CapturePages'), import('./NewMatchRoute')]));

beforeEach(() => {
  // Each test a new tab: no undo history kept by the test before (undoStorage.ts).
  sessionStorage.clear();
  mockProfile({ email: 'c@example.ie', fullName: 'Cian Ó Dónaill' });
  // jsdom lays nothing out and has no scrolling of its own: a test sees what was brought into view.
  Element.prototype.scrollIntoView = jest.fn();
});

/** The pitch, once the screen is loaded; Enter on it starts an event at the centre spot. */
async function startEvent() {
  const pitch = await screen.findByRole('button', { name: /^Pitch/ }, { timeout: 10_000 });
  fireEvent.keyDown(pitch, { key: 'Enter' });
}

/** Opens the match-day panel card (its code loads as it opens) and adds a late player: the card's late-change form. */
async function addLatePlayer(user: ReturnType<typeof renderAt>['user'], number: string, name: string) {
  await user.click(await screen.findByText('Match-day panel', {}, { timeout: 10_000 }));
  const late = await screen.findByRole('form', { name: 'Late change' });
  await user.type(within(late).getByLabelText('Number'), number);
  await user.type(within(late).getByLabelText('Name (optional)'), name);
  await user.click(within(late).getByRole('button', { name: 'Add to the panel' }));
  return late;
}

/** A substitution through the match-day panel card, open already. */
async function substitute(user: ReturnType<typeof renderAt>['user'], off: string, on: string) {
  const sub = screen.getByRole('form', { name: 'Substitution' });
  await user.selectOptions(within(sub).getByLabelText('Coming off'), off);
  await user.selectOptions(within(sub).getByLabelText('Coming on'), on);
  await user.click(within(sub).getByRole('button', { name: 'Make the substitution' }));
}

/** A local video opened in the video panel, as jsdom can have one: its time, source and play state set here. */
async function openVideo(user: ReturnType<typeof renderAt>['user'], container: HTMLElement) {
  URL.createObjectURL = jest.fn(() => 'blob:match-video');
  URL.revokeObjectURL = jest.fn();
  const play = jest.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
  const pause = jest.spyOn(HTMLMediaElement.prototype, 'pause').mockReturnValue(undefined);
  await user.click(await screen.findByText('Record from a video', {}, { timeout: 10_000 }));
  await user.upload(
    await screen.findByLabelText('A video file on this device (it is not uploaded)'),
    new File(['frames'], 'final.mp4', { type: 'video/mp4' }),
  );
  const video = container.querySelector('video');
  if (!video) throw new Error('no video');
  Object.defineProperty(video, 'currentSrc', { value: 'blob:match-video' });
  Object.defineProperty(video, 'currentTime', { value: 100, writable: true });
  Object.defineProperty(video, 'paused', { get: () => play.mock.calls.length === pause.mock.calls.length });
  return { video, play, pause };
}

describe('a new match', () => {
  it("writes the match with the day's panel and goes on to record it, after saying what is missing", async () => {
    const { user } = renderAt('/squads/sq1/matches/new', 'analyst');
    const form = await screen.findByRole('form', { name: 'New match' }, { timeout: 10_000 });
    await user.click(within(form).getByRole('button', { name: 'Create and start recording' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Name the opponent');
    await user.type(within(form).getByLabelText('Opponent'), 'Oughterard');
    await user.type(within(form).getByLabelText('Competition and stage'), 'Galway SFC Round 1');
    await user.click(within(form).getByLabelText('20 minutes'));
    await user.click(within(form).getByLabelText('← the left-hand goal'));
    expect(within(form).getByLabelText('Seán Ó Sé’s number')).toHaveValue('14');
    await user.type(within(form).getByLabelText('Opponent’s numbers (optional)'), '1-15');
    await user.click(within(form).getByRole('button', { name: 'Create and start recording' }));
    await waitFor(() =>
      expect(jest.mocked(setDoc)).toHaveBeenCalledWith(
        { path: expect.stringMatching(/^squads\/sq1\/matches\/[A-Za-z0-9]{20}$/) as unknown },
        expect.objectContaining({
          opponent: 'Oughterard',
          halfLength: 20,
          firstHalfAttack: 'left',
          status: 'upcoming',
          source: 'capture',
          panel: [{ playerId: 'p14', number: 14, name: 'Seán Ó Sé', starting: true }],
        }),
      ),
    );
    await waitFor(() => expect(address()).toMatch(/^\/squads\/sq1\/matches\/[A-Za-z0-9]{20}\/capture$/));
    // Typing a whole form takes user-event a while on a busy machine.
  }, 20_000);

  it('says why a match the server refused is not there, rather than that there is no such match', async () => {
    const { user } = renderAt('/squads/sq1/matches/new', 'analyst');
    jest.mocked(setDoc).mockRejectedValue(new Error('Missing or insufficient permissions.'));
    const form = await screen.findByRole('form', { name: 'New match' }, { timeout: 4000 });
    await user.type(within(form).getByLabelText('Opponent'), 'Oughterard');
    await user.type(within(form).getByLabelText('Competition and stage'), 'Galway SFC Round 1');
    await user.click(within(form).getByRole('button', { name: 'Create and start recording' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This match was not saved: Missing or insufficient permissions.',
    );
    expect(address()).toMatch(/^\/squads\/sq1\/matches\/[A-Za-z0-9]{20}\/capture$/);
    expect(screen.queryByText('No such match in this squad.')).toBeNull();
  }, 20_000);

  it('asks the server again when a listener says a match is missing, and records it when the server has it', async () => {
    renderAt('/squads/sq1/matches/m2/capture', 'analyst');
    // The listener's word (the emulator's, for a listener opened as the match's write was in flight):
    // no such document. The server, asked afresh, has it.
    jest.mocked(getDocsFromServer).mockResolvedValue(readOf([snapshotOf(MATCH)]));
    expect(await screen.findByRole('region', { name: 'Match clock' }, { timeout: 4000 })).toHaveTextContent(
      'First half10:00stopped',
    );
    expect(screen.queryByText('No such match in this squad.')).toBeNull();
  });

  it('asks the server about a missing match only once this device’s writes have reached it', async () => {
    renderAt('/squads/sq1/matches/m2/capture', 'analyst');
    let writesReached = () => undefined as void;
    jest.mocked(waitForPendingWrites).mockReturnValue(new Promise<void>((resolve) => (writesReached = resolve)));
    jest.mocked(getDocsFromServer).mockResolvedValue(readOf([snapshotOf(MATCH)]));
    await waitFor(() => expect(jest.mocked(waitForPendingWrites)).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 2000));
    expect(jest.mocked(getDocsFromServer)).not.toHaveBeenCalled();
    expect(screen.queryByText('No such match in this squad.')).toBeNull();
    act(() => writesReached());
    expect(await screen.findByRole('region', { name: 'Match clock' }, { timeout: 4000 })).toHaveTextContent(
      'First half10:00stopped',
    );
    expect(jest.mocked(getDocsFromServer)).toHaveBeenCalledTimes(1);
  }, 10_000);

  it('keeps asking while the server, just after the write, still says the match is missing', async () => {
    renderAt('/squads/sq1/matches/m2/capture', 'analyst');
    jest
      .mocked(getDocsFromServer)
      .mockResolvedValueOnce(readOf([]))
      .mockResolvedValueOnce(readOf([]))
      .mockResolvedValue(readOf([snapshotOf(MATCH)]));
    expect(await screen.findByRole('region', { name: 'Match clock' }, { timeout: 4000 })).toHaveTextContent(
      'First half10:00stopped',
    );
    expect(jest.mocked(getDocsFromServer)).toHaveBeenCalledTimes(3);
    expect(screen.queryByText('No such match in this squad.')).toBeNull();
  });

  it('asks once more on a new connection when every read of the first says the match is missing', async () => {
    renderAt('/squads/sq1/matches/m2/capture', 'analyst');
    const reads = jest.mocked(getDocsFromServer);
    MISSING_RECHECKS_MS.forEach(() => reads.mockResolvedValueOnce(readOf([])));
    reads.mockResolvedValue(readOf([snapshotOf(MATCH)]));
    expect(await screen.findByRole('region', { name: 'Match clock' }, { timeout: 6000 })).toHaveTextContent(
      'First half10:00stopped',
    );
    expect(jest.mocked(disableNetwork)).toHaveBeenCalledTimes(1);
    expect(jest.mocked(enableNetwork)).toHaveBeenCalledTimes(1);
    expect(jest.mocked(disableNetwork).mock.invocationCallOrder[0]).toBeLessThan(
      reads.mock.invocationCallOrder[MISSING_RECHECKS_MS.length] ?? 0,
    );
    expect(screen.queryByText('No such match in this squad.')).toBeNull();
  });

  it('says there is no such match once the server, asked again and on a new connection, never has it', async () => {
    renderAt('/squads/sq1/matches/m2/capture', 'analyst');
    expect(await screen.findByText('No such match in this squad.', {}, { timeout: 6000 })).toBeVisible();
    expect(jest.mocked(getDocsFromServer)).toHaveBeenCalledTimes(MISSING_RECHECKS_MS.length + 1);
    expect(jest.mocked(enableNetwork)).toHaveBeenCalledTimes(1);
  });

  it('tells a viewer that only owners and analysts record matches', async () => {
    renderAt('/squads/sq1/matches/new', 'viewer');
    expect(
      await screen.findByText('Only the squad’s owners and analysts record matches.', {}, { timeout: 10_000 }),
    ).toBeVisible();
  });
});

describe('recording', () => {
  it('records a shot in two taps after the place, confirms it at once, and the score follows', async () => {
    const { user } = renderAt('/squads/sq1/matches/m1/capture', 'analyst');
    expect(await screen.findByTestId('score-them', {}, { timeout: 10_000 })).toHaveTextContent('1-00 (3)');
    expect(screen.getByRole('region', { name: 'Match clock' })).toHaveTextContent('First half10:00stopped');
    const pitch = screen.getByRole('button', { name: /^Pitch: tap where the shot happened/ });
    pitch.focus();
    await user.keyboard('{Enter}');
    const panel = screen.getByRole('group', { name: 'New shot' });
    await user.click(within(panel).getByRole('button', { name: 'Point' }));
    // The last player used and the busiest come first; every choice shows its key.
    expect(screen.getByTestId('score-us')).toHaveTextContent('0-00 (0)');
    await user.click(within(panel).getByRole('button', { name: '#11 Pádraig Joyce' }));
    expect(screen.getByText('Saved: Clifden point, #11 Pádraig Joyce')).toBeVisible();
    // The frame after the confirmation, before Firestore has the write (this test's listener never hears it at all).
    await waitFor(() => expect(screen.getByTestId('score-us')).toHaveTextContent('0-01 (1)'));
    expect(await screen.findByRole('button', { name: 'Edit Clifden point, #11 Pádraig Joyce' })).toBeVisible();
    await waitFor(() =>
      expect(jest.mocked(setDoc)).toHaveBeenCalledWith(
        { path: expect.stringMatching(/^squads\/sq1\/matches\/m1\/events\/[A-Za-z0-9]{20}$/) as unknown },
        expect.objectContaining({ kind: 'shot', side: 'us', outcome: 'point', clock: 600, recordedBy: 'u1' }),
      ),
    );
  });

  it('takes an event back out of the score and the list when Firestore refuses it outright', async () => {
    const { user } = renderAt('/squads/sq1/matches/m1/capture', 'analyst');
    jest.mocked(setDoc).mockImplementation(() => {
      throw new Error('Function setDoc() called with invalid data');
    });
    (await screen.findByRole('button', { name: /^Pitch: tap where the shot happened/ }, { timeout: 10_000 })).focus();
    await user.keyboard('{Enter}');
    const panel = screen.getByRole('group', { name: 'New shot' });
    await user.click(within(panel).getByRole('button', { name: 'Point' }));
    await user.click(within(panel).getByRole('button', { name: '#11 Pádraig Joyce' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'A change was not saved: Function setDoc() called with invalid data',
    );
    expect(screen.getByTestId('score-us')).toHaveTextContent('0-00 (0)');
    expect(screen.queryByRole('button', { name: 'Edit Clifden point, #11 Pádraig Joyce' })).not.toBeInTheDocument();
  });

  it('counts an event as waiting to sync from the tap that confirms it, until the device has stored it', async () => {
    const { user } = renderAt('/squads/sq1/matches/m1/capture', 'analyst');
    // Storing on a slow phone takes a few hundred milliseconds: here it waits until released.
    let releaseStore = () => undefined as unknown;
    jest.mocked(getDocFromCache).mockImplementation(
      (reference) =>
        new Promise((resolve) => {
          if (!reference.path.includes('/events/')) resolve(snapshotOf(undefined));
          else releaseStore = () => resolve(snapshotOf(undefined));
        }),
    );
    const sync = await screen.findByRole('region', { name: 'Sync' }, { timeout: 10_000 });
    const line = within(sync).getByRole('status');
    await waitFor(() => expect(line).toHaveTextContent('All events synced'));
    screen.getByRole('button', { name: /^Pitch: tap where the shot happened/ }).focus();
    await user.keyboard('{Enter}');
    const panel = screen.getByRole('group', { name: 'New shot' });
    await user.click(within(panel).getByRole('button', { name: 'Point' }));
    await user.click(within(panel).getByRole('button', { name: '#11 Pádraig Joyce' }));
    expect(screen.getByText('Saved: Clifden point, #11 Pádraig Joyce')).toBeVisible();
    expect(line).toHaveTextContent('1 event waiting to sync');
    // Handed to Firestore, not yet stored: the events listener has not heard of it, the line still counts it.
    await waitFor(() => expect(jest.mocked(setDoc)).toHaveBeenCalled());
    expect(line).toHaveTextContent('1 event waiting to sync');
    releaseStore();
    // This test's listener never holds it as unconfirmed, so once stored nothing waits.
    await waitFor(() => expect(line).toHaveTextContent('All events synced'));
  });

  it('says how many events wait to sync, and offline that they are kept on the device, as the squad page does', async () => {
    renderAt('/squads/sq1/matches/m1/capture', 'analyst', { eventsOnDevice: true });
    const sync = await screen.findByRole('region', { name: 'Sync' }, { timeout: 10_000 });
    await waitFor(() => expect(within(sync).getByRole('status')).toHaveTextContent('2 events waiting to sync'));
    expect(within(sync).getByRole('status')).toHaveTextContent(
      'Offline: changes are kept on this device and sync when you are back online.',
    );
  });

  it('opens with no network from the squad, match and events as this device last read them', async () => {
    jest.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
    mockCollections(
      { 'squads/sq1/matches': [{ id: 'm1', data: MATCH }], 'squads/sq1/matches/m1/events': [{ id: 'g1', data: GOAL }] },
      { ...SQUAD_DOCUMENTS_ON_DEVICE, 'squads/sq1/matches/m1': MATCH },
    );
    renderWithProviders(<AppRoutes />, {
      route: '/squads/sq1/matches/m1/capture',
      preloadedState: SIGNED_IN,
      loadFirebase: signedInFirebase('u1'),
    });
    expect(await screen.findByTestId('score-them', {}, { timeout: 10_000 })).toHaveTextContent('1-00 (3)');
    expect(screen.getByRole('heading', { level: 1, name: 'Clifden v Oughterard' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Pitch: tap where the shot happened/ })).toBeInTheDocument();
  });

  it('tells a viewer nothing of syncing: they write nothing', async () => {
    renderAt('/squads/sq1/matches/m1/capture', 'viewer', { eventsOnDevice: true });
    expect(await screen.findByTestId('score-them', {}, { timeout: 10_000 })).toHaveTextContent('1-00 (3)');
    expect(screen.queryByRole('region', { name: 'Sync' })).not.toBeInTheDocument();
  });

  it('tags from a local video: its keys play, pause and jump, and an event takes the clock from the marked kick-off and keeps the video time', async () => {
    const { user, container } = renderAt('/squads/sq1/matches/m1/capture', 'analyst');
    const { video, play, pause } = await openVideo(user, container);

    await user.keyboard('v');
    expect(play).toHaveBeenCalledTimes(1);
    await user.keyboard('v');
    expect(pause).toHaveBeenCalledTimes(1);
    await user.keyboard('{ArrowRight}');
    expect(video.currentTime).toBe(103);
    await user.keyboard('{Shift>}{ArrowLeft}{/Shift}');
    expect(video.currentTime).toBe(93);

    await user.click(screen.getByRole('button', { name: 'First half kicks off now' }));
    expect(screen.getByText('kicked off at 01:33 of the video', { exact: false })).toBeInTheDocument();
    video.currentTime = 153;
    screen.getByRole('button', { name: /^Pitch/ }).focus();
    await user.keyboard('{Enter}');
    await user.click(within(screen.getByRole('group', { name: 'New shot' })).getByRole('button', { name: 'Point' }));
    await user.click(screen.getByRole('button', { name: '#14 Seán Ó Sé' }));
    await waitFor(() =>
      expect(jest.mocked(setDoc)).toHaveBeenCalledWith(
        expect.anything(),
        expect.objectContaining({ kind: 'shot', clock: 60, videoTime: 153 }),
      ),
    );
  });

  it('takes every choice from the keyboard, and ignores keys typed in a field', async () => {
    const { user } = renderAt('/squads/sq1/matches/m1/capture', 'analyst');
    const pitch = await screen.findByRole('button', { name: /^Pitch/ }, { timeout: 10_000 });
    fireEvent.keyDown(pitch, { key: 'Enter' });
    await user.keyboard('w');
    expect(screen.getByRole('group', { name: 'Player' })).toBeVisible();
    await user.keyboard('h14');
    expect(await screen.findByText('Saved: Clifden wide, #14 Seán Ó Sé')).toBeVisible();
    // Written once the confirmation is painted.
    await waitFor(() =>
      expect(jest.mocked(setDoc).mock.calls.at(-1)?.[1]).toMatchObject({ outcome: 'wide', pressure: 'heavy' }),
    );

    await user.click(screen.getByRole('button', { name: 'Set clock' }));
    await user.type(screen.getByLabelText('Clock (minutes:seconds)'), 'k');
    expect(screen.getByRole('button', { name: 'Shot' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('asks for the player again before saving an edit that gives the event to the other team', async () => {
    const { user } = renderAt('/squads/sq1/matches/m1/capture', 'analyst');
    await user.click(await screen.findByRole('button', { name: 'Edit Oughterard goal, #9' }, { timeout: 10_000 }));
    const panel = screen.getByRole('group', { name: 'Edit the event' });
    await user.click(within(panel).getByRole('button', { name: /^Oughterard's shot: swap/ }));
    const save = screen.getByRole('button', { name: /^Save changes/ });
    expect(save).toBeDisabled();
    expect(save).toHaveAccessibleDescription('The player belongs to the other team now: choose who, then save.');
    await user.click(within(panel).getByRole('button', { name: /^#11 Pádraig Joyce/ }));
    expect(save).toBeEnabled();
  });

  it('opens an earlier event to edit it', async () => {
    const { user } = renderAt('/squads/sq1/matches/m1/capture', 'analyst');
    await user.click(await screen.findByRole('button', { name: 'Edit Oughterard goal, #9' }, { timeout: 10_000 }));
    const panel = screen.getByRole('group', { name: 'Edit the event' });
    expect(within(panel).getByRole('button', { name: 'Goal' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(within(panel).getByRole('button', { name: 'Point' }));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(screen.getByText('Changed: Oughterard point, #9')).toBeVisible();
    await waitFor(() =>
      expect(jest.mocked(setDoc)).toHaveBeenCalledWith(
        { path: 'squads/sq1/matches/m1/events/g1' },
        expect.objectContaining({ outcome: 'point', points: 1, recordedBy: 'u2' }),
      ),
    );
  });

  it('adds a late player to the bench, makes a substitution at the clock, and undo takes back just the substitution', async () => {
    const { user } = renderAt('/squads/sq1/matches/m1/capture', 'analyst');
    const late = await addLatePlayer(user, '14', 'Ciarán Ó Bric');
    expect(within(late).getByRole('alert')).toHaveTextContent(
      '#14 Seán Ó Sé already wears 14 in the panel: give another number',
    );
    await user.clear(within(late).getByLabelText('Number'));
    await user.type(within(late).getByLabelText('Number'), '22');
    await user.click(within(late).getByRole('button', { name: 'Add to the panel' }));
    expect(screen.getByText('Added to the panel: #22 Ciarán Ó Bric')).toBeVisible();
    const bench = screen.getByRole('region', { name: 'Bench' });
    expect(within(bench).getByText('#22 Ciarán Ó Bric')).toBeVisible();

    await substitute(user, '#14 Seán Ó Sé', '#22 Ciarán Ó Bric');
    expect(screen.getByText('Substitution: #22 Ciarán Ó Bric on for #14 Seán Ó Sé')).toBeVisible();
    const onPitch = screen.getByRole('region', { name: 'On the pitch' });
    // Read as two words apart, not 'Bricon'.
    expect(within(onPitch).getByText('#22 Ciarán Ó Bric').closest('li')?.textContent).toBe(
      '#22 Ciarán Ó Bric on H1 10:00',
    );
    expect(within(bench).getByText('#14 Seán Ó Sé').closest('li')).toHaveTextContent('off H1 10:00');
    // Only the two players the substitution changed are written, so another device's change to
    // anyone else stands.
    const match = { path: 'squads/sq1/matches/m1' };
    const sean = { playerId: 'p14', number: 14, name: 'Seán Ó Sé', starting: true };
    const ciaran = { playerId: null, number: 22, name: 'Ciarán Ó Bric', starting: false };
    const seanOff = { ...sean, wentOff: { half: 1, clock: 600 } };
    const ciaranOn = { ...ciaran, cameOn: { half: 1, clock: 600 }, cameOnFor: 14 };
    await waitFor(() =>
      expect(batches).toEqual([
        [[match, { panel: { union: [ciaran] } }]],
        [
          [match, { panel: { remove: [sean, ciaran] } }],
          [match, { panel: { union: [seanOff, ciaranOn] } }],
        ],
      ]),
    );
    expect(jest.mocked(updateDoc)).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: /^Undo/ }));
    expect(screen.getByText('Undone: substitution taken back')).toBeVisible();
    expect(within(screen.getByRole('region', { name: 'On the pitch' })).getByText('#14 Seán Ó Sé')).toBeVisible();
    expect(within(screen.getByRole('region', { name: 'Bench' })).getByText('#22 Ciarán Ó Bric')).toBeVisible();
    // The same change the other way.
    await waitFor(() =>
      expect(batches[2]).toEqual([
        [match, { panel: { remove: [seanOff, ciaranOn] } }],
        [match, { panel: { union: [sean, ciaran] } }],
      ]),
    );
  });

  it('lists a player two devices substituted at once once, as the later change left them, and the next change takes out the other', async () => {
    const sean = { playerId: 'p14', number: 14, name: 'Seán Ó Sé', starting: true };
    const [, joyce, dara] = MATCH.panel;
    const seanOffFirst = { ...sean, wentOff: { half: 1, clock: 600 } };
    const seanOffLater = { ...sean, wentOff: { half: 1, clock: 660 } };
    // A substitute from the bench, who came on for #14 at `clock` seconds into the first half.
    const onFor14 = (number: number, name: string, clock: number) => ({
      playerId: null,
      number,
      name,
      starting: false,
      cameOn: { half: 1, clock },
      cameOnFor: 14,
    });
    const ciaranOn = onFor14(22, 'Ciarán Ó Bric', 600);
    const tomasOn = onFor14(23, 'Tomás Ó Flaithearta', 660);
    // As the server left it after two phones each took #14 off: the later write's entries last.
    const panel = [seanOffFirst, joyce, dara, ciaranOn, seanOffLater, tomasOn];
    const { user } = renderAt('/squads/sq1/matches/m1/capture', 'analyst', { match: { ...MATCH, panel } });
    const late = await addLatePlayer(user, '26', 'Tomás Ó Cinnéide');
    const bench = screen.getByRole('region', { name: 'Bench' });
    expect(within(bench).getAllByText('#14 Seán Ó Sé')).toHaveLength(1);
    expect(within(bench).getByText('#14 Seán Ó Sé').closest('li')).toHaveTextContent('off H1 11:00');
    expect(
      within(screen.getByRole('region', { name: 'On the pitch' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      '#4 Dara Ó Cinnéide',
      '#11 Pádraig Joyce',
      '#22 Ciarán Ó Bric on H1 10:00',
      '#23 Tomás Ó Flaithearta on H1 11:00',
    ]);
    expect(within(late).queryByRole('alert')).toBeNull();
    const match = { path: 'squads/sq1/matches/m1' };
    await waitFor(() =>
      expect(batches).toEqual([
        [
          [match, { panel: { remove: [seanOffFirst] } }],
          [match, { panel: { union: [{ playerId: null, number: 26, name: 'Tomás Ó Cinnéide', starting: false }] } }],
        ],
      ]),
    );
  });

  it('says so when another device changed a player at the same time and the server took its change last, and undo leaves that player as it stands', async () => {
    const { user } = renderAt('/squads/sq1/matches/m1/capture', 'analyst');
    await addLatePlayer(user, '22', 'Ciarán Ó Bric');
    await substitute(user, '#14 Seán Ó Sé', '#22 Ciarán Ó Bric');
    await waitFor(() => expect(batches).toHaveLength(2));

    // Another phone, not having seen it, took #14 off a minute later for a late addition of its own,
    // and the server took that change after this one.
    const [sean, joyce, dara] = MATCH.panel;
    const ciaran = { playerId: null, number: 22, name: 'Ciarán Ó Bric', starting: false };
    const ciaranOn = { ...ciaran, cameOn: { half: 1, clock: 600 }, cameOnFor: 14 };
    const tomasOn = {
      playerId: null,
      number: 23,
      name: 'Tomás Ó Flaithearta',
      starting: false,
      cameOn: { half: 1, clock: 660 },
      cameOnFor: 14,
    };
    const panel = [
      joyce,
      dara,
      { ...sean, wentOff: { half: 1, clock: 600 } },
      ciaranOn,
      { ...sean, wentOff: { half: 1, clock: 660 } },
      tomasOn,
    ];
    matchHeardFromServer({ ...MATCH, panel });
    const told = await screen.findByText(
      'Not kept: another device changed #14 Seán Ó Sé at the same time, and their change stands',
    );
    expect(told).toHaveClass('capture-desk__confirmation--refused');
    const bench = screen.getByRole('region', { name: 'Bench' });
    expect(within(bench).getByText('#14 Seán Ó Sé').closest('li')).toHaveTextContent('off H1 11:00');
    // Said once: heard again after this tab's next change (before that change reaches the server),
    // with a late addition by the other phone, it is not said again.
    const late = screen.getByRole('form', { name: 'Late change' });
    await user.type(within(late).getByLabelText('Number'), '26');
    await user.click(within(late).getByRole('button', { name: 'Add to the panel' }));
    const other = { playerId: null, number: 27, name: null, starting: false };
    matchHeardFromServer({ ...MATCH, panel: [...panel, other] });
    expect(await within(bench).findByText('#27')).toBeVisible();
    expect(screen.getByText('Added to the panel: #26')).toBeVisible();
    expect(screen.queryByText(/^Not kept/)).toBeNull();

    // Undo takes #26 off, then #22 back to the bench, and leaves #14 as the other phone left him.
    await user.click(screen.getByRole('button', { name: /^Undo/ }));
    expect(screen.getByText('Undone: #26 taken off the panel')).toBeVisible();
    await user.click(screen.getByRole('button', { name: /^Undo/ }));
    expect(
      screen.getByText('Undone: substitution taken back, but another device has since changed #14 Seán Ó Sé'),
    ).toHaveClass('capture-desk__confirmation--refused');
    const match = { path: 'squads/sq1/matches/m1' };
    await waitFor(() =>
      expect(batches[4]).toEqual([
        [match, { panel: { remove: [ciaranOn] } }],
        [match, { panel: { union: [ciaran] } }],
      ]),
    );
    expect(within(screen.getByRole('region', { name: 'Bench' })).getByText('#22 Ciarán Ó Bric')).toBeVisible();
  });

  it('gives the kickouts to whoever came on for the keeper', async () => {
    const { user } = renderAt('/squads/sq1/matches/m1/capture', 'analyst');
    await addLatePlayer(user, '16', 'Rory Beggan');
    // Nobody wears 1 in this panel, so the keeper is the lowest number.
    await substitute(user, '#4 Dara Ó Cinnéide', '#16 Rory Beggan');

    await user.click(screen.getByRole('button', { name: 'Kickout' }));
    await startEvent();
    const panel = screen.getByRole('group', { name: 'New kickout' });
    await user.click(within(panel).getByRole('button', { name: 'Clifden' }));
    await user.click(within(panel).getByRole('button', { name: 'Won clean' }));
    await user.click(within(panel).getByRole('button', { name: '#11 Pádraig Joyce' }));
    await waitFor(() =>
      expect(jest.mocked(setDoc)).toHaveBeenLastCalledWith(
        expect.anything(),
        expect.objectContaining({ kind: 'kickout', kicker: { playerId: null, name: 'Rory Beggan', number: 16 } }),
      ),
    );
  });
});

describe('keys', () => {
  it('drops a number half typed once the player is chosen with the mouse, and shows it while it waits', async () => {
    const { user } = renderAt('/squads/sq1/matches/m1/capture', 'analyst');
    await startEvent();
    // #1 waits: #11 and #14 start the same way.
    await user.keyboard('w1');
    const panel = screen.getByRole('group', { name: 'New shot' });
    expect(within(panel).getByRole('status', { name: 'Shirt number typed' })).toHaveTextContent('#1…');
    await user.click(within(panel).getByRole('button', { name: '#11 Pádraig Joyce' }));
    expect(screen.getByText('Saved: Clifden wide, #11 Pádraig Joyce')).toBeVisible();
    await startEvent();
    await user.keyboard('w4');
    expect(await screen.findByText('Saved: Clifden wide, #4 Dara Ó Cinnéide')).toBeVisible();
  });

  it('makes, when editing, the choice a key is shown on: Shift and its digit, while a digit alone types a shirt number', async () => {
    const { user } = renderAt('/squads/sq1/matches/m1/capture', 'analyst');
    await user.click(
      await screen.findByRole(
        'button',
        { name: 'Edit Clifden kickout won clean, long, to #14 Seán Ó Sé' },
        { timeout: 10_000 },
      ),
    );
    const panel = screen.getByRole('group', { name: 'Edit the event' });
    const onABreak = within(panel).getByRole('button', { name: 'Won on a break' });
    expect(within(onABreak).getByText('⇧2')).toBeInTheDocument();
    await user.keyboard('{Shift>}@{/Shift}');
    expect(onABreak).toHaveAttribute('aria-pressed', 'true');
    await user.keyboard('11');
    expect(within(panel).getByRole('button', { name: '#11 Pádraig Joyce' })).toHaveAttribute('aria-pressed', 'true');
    await user.keyboard('{Enter}');
    expect(screen.getByText('Changed: Clifden kickout won on a break, long, to #11 Pádraig Joyce')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Edit Oughterard goal, #9' }));
    await user.keyboard('{Shift>}%${/Shift}{Enter}');
    expect(screen.getByText('Changed: Oughterard 45 won (45), #9')).toBeVisible();
  });

  it('plays, pauses and moves the video with its keys while an event is open, and saves a shot with K', async () => {
    const { user, container } = renderAt('/squads/sq1/matches/m1/capture', 'analyst');
    const { video, play } = await openVideo(user, container);
    await startEvent();
    await user.keyboard('v{ArrowRight}');
    expect(play).toHaveBeenCalledTimes(1);
    expect(video.currentTime).toBe(103);
    const panel = screen.getByRole('group', { name: 'New shot' });
    // V chose no outcome: the shot still asks for one.
    expect(within(panel).getByRole('group', { name: 'Outcome' })).toBeInTheDocument();
    expect(within(within(panel).getByRole('button', { name: 'Saved' })).getByText('K')).toBeInTheDocument();
    await user.keyboard('k14');
    expect(await screen.findByText('Saved: Clifden saved, #14 Seán Ó Sé')).toBeVisible();
  });

  it('says in the video panel when the browser will not play the video from V, and records on', async () => {
    const { user, container } = renderAt('/squads/sq1/matches/m1/capture', 'analyst');
    const { play } = await openVideo(user, container);
    play.mockRejectedValueOnce(new DOMException('play() can only be initiated by a user gesture.', 'NotAllowedError'));
    await user.keyboard('v');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This browser would not start the video from the keyboard (its autoplay setting). Press play on the video itself.',
    );
    await startEvent();
    await user.keyboard('w14');
    expect(await screen.findByText('Saved: Clifden wide, #14 Seán Ó Sé')).toBeVisible();
  });

  it('leaves Enter on the pitch to a typed number while a shot is open, so a swapped shot stays swapped', async () => {
    const { user } = renderAt('/squads/sq1/matches/m1/capture', 'analyst');
    const pitch = await screen.findByRole('button', { name: /^Pitch/ }, { timeout: 10_000 });
    pitch.focus();
    await user.keyboard('{Enter}');
    // The other team's numbers run 1 to 20: #1 waits for a second digit or Enter.
    await user.keyboard('qp1');
    expect(pitch).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Saved: Oughterard point, #1')).toBeVisible();
  });

  it('undoes the last change with Z while an event is open, and leaves that event open', async () => {
    const { user } = renderAt('/squads/sq1/matches/m1/capture', 'analyst');
    await startEvent();
    await user.keyboard('p14');
    expect(screen.getByText('Saved: Clifden point, #14 Seán Ó Sé')).toBeVisible();
    await startEvent();
    await user.keyboard('w');
    await user.keyboard('z');
    expect(screen.getByText('Undone: Clifden point, #14 Seán Ó Sé removed')).toBeVisible();
    expect(screen.getByRole('group', { name: 'New shot' })).toBeVisible();
    await waitFor(() =>
      expect(jest.mocked(deleteDoc)).toHaveBeenCalledWith({
        path: expect.stringMatching(/^squads\/sq1\/matches\/m1\/events\/[A-Za-z0-9]{20}$/) as unknown,
      }),
    );
  });

  it('drops an undo of an event another device has changed since, and says what it is now', async () => {
    const { user } = renderAt('/squads/sq1/matches/m1/capture', 'analyst');
    await startEvent();
    await user.keyboard('p14');
    expect(screen.getByText('Saved: Clifden point, #14 Seán Ó Sé')).toBeVisible();
    await waitFor(() => expect(setDoc).toHaveBeenCalledTimes(1));
    const [written, saved] = jest.mocked(setDoc).mock.calls[0] as unknown as [{ path: string }, object];
    heardFromAnotherDevice(written.path.split('/').at(-1) ?? '', { ...saved, outcome: 'wide' });

    await user.keyboard('z');
    expect(
      screen.getByText('Not undone: another device has since changed the event to Clifden wide, #14 Seán Ó Sé'),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: /^Undo/ })).toBeDisabled();
    expect(deleteDoc).not.toHaveBeenCalled();
  });

  it('goes back to Shot, the default, once a kickout or a card is saved', async () => {
    const { user } = renderAt('/squads/sq1/matches/m1/capture', 'analyst');
    await screen.findByRole('button', { name: /^Pitch/ }, { timeout: 10_000 });
    await user.keyboard('c');
    await startEvent();
    await user.keyboard('yo14');
    expect(screen.getByText('Saved: Yellow card, Clifden #14 Seán Ó Sé')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Shot' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: /^Pitch: tap where the shot happened/ })).toBeInTheDocument();
  });

  it('deletes an edited event when Enter is pressed on its focused Delete, and saves nothing', async () => {
    const { user } = renderAt('/squads/sq1/matches/m1/capture', 'analyst');
    await user.click(await screen.findByRole('button', { name: 'Edit Oughterard goal, #9' }, { timeout: 10_000 }));
    screen.getByRole('button', { name: 'Delete event' }).focus();
    await user.keyboard('{Enter}');
    expect(screen.getByText('Deleted: Oughterard goal, #9')).toBeVisible();
    expect(screen.queryByRole('group', { name: 'Edit the event' })).not.toBeInTheDocument();
    await waitFor(() =>
      expect(jest.mocked(deleteDoc)).toHaveBeenCalledWith({ path: 'squads/sq1/matches/m1/events/g1' }),
    );
    expect(jest.mocked(setDoc)).not.toHaveBeenCalled();
  });

  it('cancels an edit with Enter on its focused Cancel, and makes a focused choice with Enter or Space without saving', async () => {
    const { user } = renderAt('/squads/sq1/matches/m1/capture', 'analyst');
    await user.click(await screen.findByRole('button', { name: 'Edit Oughterard goal, #9' }, { timeout: 10_000 }));
    const panel = screen.getByRole('group', { name: 'Edit the event' });
    within(panel).getByRole('button', { name: 'Point' }).focus();
    await user.keyboard('{Enter}');
    expect(within(panel).getByRole('button', { name: 'Point' })).toHaveAttribute('aria-pressed', 'true');
    within(panel).getByRole('button', { name: 'Goal' }).focus();
    await user.keyboard(' ');
    expect(within(panel).getByRole('button', { name: 'Goal' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.queryByText(/^Changed:/)).not.toBeInTheDocument();

    within(panel).getByRole('button', { name: 'Cancel' }).focus();
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('group', { name: 'Edit the event' })).not.toBeInTheDocument();
    expect(screen.queryByText(/^Changed:/)).not.toBeInTheDocument();
    expect(jest.mocked(setDoc)).not.toHaveBeenCalled();
  });

  it('completes a shirt number half typed with Enter, even on the choice last clicked', async () => {
    const { user } = renderAt('/squads/sq1/matches/m1/capture', 'analyst');
    await startEvent();
    await user.keyboard('q');
    const panel = screen.getByRole('group', { name: 'New shot' });
    await user.click(within(panel).getByRole('button', { name: 'Point' }));
    await user.click(within(panel).getByRole('button', { name: 'Heavy pressure' }));
    expect(within(panel).getByRole('button', { name: 'Heavy pressure' })).toHaveFocus();
    // The other team's numbers run 1 to 20: #1 waits for a second digit or Enter.
    await user.keyboard('1');
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Saved: Oughterard point, #1')).toBeVisible();
    await waitFor(() =>
      expect(jest.mocked(setDoc)).toHaveBeenCalledWith(
        expect.anything(),
        expect.objectContaining({ pressure: 'heavy' }),
      ),
    );
  });

  it('saves an edit with Enter after a choice clicked with the mouse, which keeps the focus, and presses a choice reached with Tab', async () => {
    const { user } = renderAt('/squads/sq1/matches/m1/capture', 'analyst');
    await user.click(await screen.findByRole('button', { name: 'Edit Oughterard goal, #9' }, { timeout: 10_000 }));
    const panel = screen.getByRole('group', { name: 'Edit the event' });
    await user.click(within(panel).getByRole('button', { name: 'Point' }));
    expect(within(panel).getByRole('button', { name: 'Point' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByText('Changed: Oughterard point, #9')).toBeVisible();

    // Tab from a clicked choice to the next: Enter now presses that one, and saves nothing.
    await user.click(screen.getByRole('button', { name: 'Edit Oughterard goal, #9' }));
    const again = screen.getByRole('group', { name: 'Edit the event' });
    await user.click(within(again).getByRole('button', { name: 'Wide' }));
    await user.tab();
    const next = document.activeElement;
    if (!(next instanceof HTMLButtonElement) || !again.contains(next)) throw new Error('Tab left the choices');
    expect(next).not.toHaveAttribute('aria-pressed', 'true');
    await user.keyboard('{Enter}');
    expect(next).toHaveAttribute('aria-pressed', 'true');
    expect(screen.queryByText(/^Changed: Oughterard wide/)).toBeNull();
  });

  it('still saves an edit with Enter when no button has the focus', async () => {
    const { user } = renderAt('/squads/sq1/matches/m1/capture', 'analyst');
    await user.click(await screen.findByRole('button', { name: 'Edit Oughterard goal, #9' }, { timeout: 10_000 }));
    await user.keyboard('p');
    // The focus leaves the panel's head: the page itself has it, as after a click on empty space.
    if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
    await user.keyboard('{Enter}');
    expect(screen.getByText('Changed: Oughterard point, #9')).toBeVisible();
    await waitFor(() =>
      expect(jest.mocked(setDoc)).toHaveBeenCalledWith(
        { path: 'squads/sq1/matches/m1/events/g1' },
        expect.objectContaining({ outcome: 'point' }),
      ),
    );
  });

  it('brings an event opened to edit into view, with the focus in its panel and its actions first', async () => {
    const { user } = renderAt('/squads/sq1/matches/m1/capture', 'analyst');
    await user.click(await screen.findByRole('button', { name: 'Edit Oughterard goal, #9' }, { timeout: 10_000 }));
    const panel = screen.getByRole('group', { name: 'Edit the event' });
    const editing = within(panel).getByText('Editing H1 05:00: Oughterard goal, #9');
    expect(editing).toHaveFocus();
    expect(jest.mocked(Element.prototype.scrollIntoView).mock.contexts).toContain(editing);
    expect(
      within(panel)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(expect.arrayContaining(['Save changes Enter']));
    expect(within(panel).getAllByRole('button')[0]).toHaveAccessibleName('Save changes');
  });
});

describe('watching', () => {
  it('shows a viewer the score, the clock and the events, and nothing to change them with', async () => {
    renderAt('/squads/sq1/matches/m1/capture', 'viewer');
    expect(await screen.findByTestId('score-them', {}, { timeout: 10_000 })).toHaveTextContent('1-00 (3)');
    expect(screen.getByText('Oughterard goal, #9')).toBeVisible();
    expect(screen.queryByRole('button', { name: /^Pitch/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Edit/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Start' })).not.toBeInTheDocument();
  });

  it('shows a viewer the match-day panel, who is on the pitch and who on the bench, with no way to change it', async () => {
    const { user } = renderAt('/squads/sq1/matches/m1/capture', 'viewer');
    await user.click(await screen.findByText('Match-day panel', {}, { timeout: 10_000 }));
    const card = screen.getByRole('group', { name: 'Match-day panel' });
    const onPitch = await within(card).findByRole('region', { name: 'On the pitch' });
    expect(within(onPitch).getByText('#14 Seán Ó Sé')).toBeVisible();
    expect(screen.queryByRole('form', { name: 'Substitution' })).not.toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Late change' })).not.toBeInTheDocument();
  });
});
