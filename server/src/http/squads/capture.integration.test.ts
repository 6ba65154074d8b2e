import { deleteApp as deleteClientApp, initializeApp as initializeClientApp, type FirebaseApp } from 'firebase/app';
import { connectAuthEmulator, getAuth, signInWithEmailAndPassword } from 'firebase/auth';
import {
  connectFirestoreEmulator,
  doc,
  getFirestore,
  setDoc,
  terminate,
  writeBatch,
  type Firestore as ClientFirestore,
} from 'firebase/firestore';
import { eventsDigest } from '../../../../contract/eventsDigest';
import { squadBundleSchema, type SquadBundle } from '../../../../contract/squad';
import { caughtUpSchema, createdInviteSchema, squadSummarySchema } from '../../../../contract/squadApi';
import { draftOfEvent, eventOfDraft, turnFor } from '../../../../src/features/capture/draft';
import { shotEvent } from '../../../../src/testKit/events';
import { within } from '../../testKit/http';
import { clubFile } from '../../testKit/squadFiles';
import { matchDocument } from '../../../../contract/testKit/squadDocuments';
import {
  type ApiProcess,
  signUpAccount,
  type SquadStack,
  squadTestEnv,
  startSquadStack,
  type TestAccount,
} from '../../testKit/squadStack';

/**
 * Capture against the emulators (docs/capture.md): a squad's matches recorded through the capture
 * screen's path (its document builder and the web SDK, signed in as an analyst, under the rules)
 * give the API the same figures as the same shots uploaded as a file; and the `caught-up` route a
 * live dashboard asks before it refetches (docs/squads.md#caught-up).
 */

const ENV = squadTestEnv({ app: 3970, auth: 9750, firestore: 8750, hub: 4895, logging: 4995 });

jest.setTimeout(180_000);

let stack: SquadStack;
let api: ApiProcess;
let owner: TestAccount;
let analyst: TestAccount;
let stranger: TestAccount;
let client: FirebaseApp;
let db: ClientFirestore;

beforeAll(async () => {
  stack = await startSquadStack(ENV);
  api = stack.api;
  owner = await signUpAccount(ENV, 'Órla Owner');
  analyst = await signUpAccount(ENV, 'Áine Analyst');
  stranger = await signUpAccount(ENV, 'Séamus Stranger');
  // The browser's SDK, as the capture screen uses it, signed in as the analyst.
  client = initializeClientApp({ projectId: ENV.FIREBASE_PROJECT_ID, apiKey: 'demo-key' }, 'capture-test');
  stack.cleanUps.push(() => deleteClientApp(client));
  const auth = getAuth(client);
  connectAuthEmulator(auth, `http://${ENV.HOST}:${ENV.AUTH_EMULATOR_PORT}`, { disableWarnings: true });
  await signInWithEmailAndPassword(auth, analyst.email, 'pitch-side-7');
  db = getFirestore(client);
  connectFirestoreEmulator(db, ENV.HOST, Number(ENV.FIRESTORE_EMULATOR_PORT));
  stack.cleanUps.push(() => terminate(db));
});

afterAll(() => stack.stop());

async function call(path: string, token: string, init: { method?: string; body?: unknown; raw?: string } = {}) {
  const headers: Record<string, string> = { authorization: `Bearer ${token}` };
  if (init.body !== undefined) headers['content-type'] = 'application/json';
  if (init.raw !== undefined) headers['content-type'] = 'text/csv';
  const response = await fetch(`${api.origin}/api${path}`, {
    method: init.method ?? 'GET',
    headers,
    body: init.raw ?? (init.body === undefined ? undefined : JSON.stringify(init.body)),
  });
  const text = await response.text();
  return { status: response.status, text, json: (): unknown => JSON.parse(text) };
}

/** A squad of the owner's, with the analyst joined through an invite. */
async function squadWithAnalyst(name: string): Promise<string> {
  const made = await call('/squads', owner.idToken, { method: 'POST', body: { name, team: 'Clifden' } });
  const squadId = squadSummarySchema.parse(made.json()).id;
  const invite = await call(`/squads/${squadId}/invites`, owner.idToken, { method: 'POST', body: { role: 'analyst' } });
  const { code } = createdInviteSchema.parse(invite.json());
  expect((await call(`/invites/${code}/accept`, analyst.idToken, { method: 'POST' })).status).toBe(200);
  return squadId;
}

/**
 * Every match of a bundle recorded through the capture path: the roster and the match written as
 * the new-match form writes them, and each event opened as a draft at its place as the screen draws
 * it, then made into its document by the screen's own builder.
 */
async function recordThroughCapture(squadId: string, bundle: SquadBundle) {
  const batch = writeBatch(db);
  for (const { id, ...player } of bundle.players) batch.set(doc(db, 'squads', squadId, 'players', id), player);
  await batch.commit();
  for (const { id: matchId, events, ...match } of bundle.matches) {
    await setDoc(doc(db, 'squads', squadId, 'matches', matchId), {
      ...match,
      source: 'capture',
      status: 'live',
      createdBy: analyst.uid,
    });
    for (let start = 0; start < events.length; start += 400) {
      const writes = writeBatch(db);
      for (const { id, ...event } of events.slice(start, start + 400)) {
        const stored = event;
        const drawn = turnFor(stored, stored.side, stored.half, match.firstHalfAttack);
        const captured = eventOfDraft(
          { ...draftOfEvent(id, stored, drawn), before: null },
          {
            date: match.date,
            firstHalfAttack: match.firstHalfAttack,
            uid: analyst.uid,
            nowIso: new Date().toISOString(),
          },
        );
        if (!captured) throw new Error(`event ${id} did not make a document`);
        writes.set(doc(db, 'squads', squadId, 'matches', matchId, 'events', id), captured);
      }
      await writes.commit();
    }
  }
}

describe('recorded and uploaded alike', () => {
  it('gives the same figures for shots recorded through the capture path as for the same shots uploaded', async () => {
    const uploaded = await squadWithAnalyst('Uploaded');
    const file = clubFile('Clifden', ['Roundstone', 'Letterfrack'], 'Capture', { asCaptured: true });
    expect(
      (await call(`/squads/${uploaded}/imports?name=season.csv`, analyst.idToken, { method: 'POST', raw: file }))
        .status,
    ).toBe(201);
    const bundle = squadBundleSchema.parse((await call(`/squads/${uploaded}/export`, owner.idToken)).json());
    const shots = bundle.matches.reduce((sum, match) => sum + match.events.length, 0);
    expect(shots).toBeGreaterThan(50);

    const recorded = await squadWithAnalyst('Recorded');
    await recordThroughCapture(recorded, bundle);
    await within(10_000, async () => {
      const summary = squadSummarySchema.parse((await call(`/squads/${recorded}`, analyst.idToken)).json());
      return summary.shots === shots;
    });

    // A model card names the version of the squad's data it was made from: each squad's own.
    const figures = (answer: { json: () => unknown }) => {
      const body = answer.json();
      if (typeof body === 'object' && body !== null && 'version' in body) return { ...body, version: 'the squad’s' };
      return body;
    };
    for (const route of [
      'scoring-zone-efficiency?team=Clifden',
      'players?team=Clifden',
      'matches?team=Clifden',
      'arc-zones?team=Clifden',
      'shots?team=Roundstone',
      'model-quality',
    ]) {
      const fromFile = await call(`/squads/${uploaded}/${route}`, analyst.idToken);
      const fromCapture = await call(`/squads/${recorded}/${route}`, analyst.idToken);
      expect({ route, status: fromCapture.status, figures: figures(fromCapture) }).toEqual({
        route,
        status: 200,
        figures: figures(fromFile),
      });
    }
  });
});

describe('caught up', () => {
  it("answers once the API's read model holds exactly the events the caller's listener holds", async () => {
    const squadId = await squadWithAnalyst('Live');
    const match = matchDocument({
      createdAt: new Date().toISOString(),
      createdBy: analyst.uid,
      clock: { half: 1, elapsed: 0, runningSince: new Date().toISOString(), halfOver: false },
    });
    await setDoc(doc(db, 'squads', squadId, 'matches', 'm1'), match);
    const shot = shotEvent({ clock: 95, x: 100, recordedBy: analyst.uid, points: 2 });
    await setDoc(doc(db, 'squads', squadId, 'matches', 'm1', 'events', 'e1'), shot);
    const digest = eventsDigest([['e1', shot]]);

    const answer = await call(`/squads/${squadId}/matches/m1/caught-up?digest=${digest}`, owner.idToken);
    expect(answer.status).toBe(200);
    expect(caughtUpSchema.parse(answer.json())).toEqual({ caughtUp: true, digest });
    // Once caught up, the figures hold the event: a two-pointer of a 2025 match.
    const efficiency = await call(`/squads/${squadId}/matches?team=Clifden`, owner.idToken);
    expect(efficiency.text).toContain('Oughterard');

    const ahead = eventsDigest([
      ['e1', shot],
      ['e2', shot],
    ]);
    const waited = Date.now();
    const behind = caughtUpSchema.parse(
      (await call(`/squads/${squadId}/matches/m1/caught-up?digest=${ahead}`, owner.idToken)).json(),
    );
    expect(behind).toEqual({ caughtUp: false, digest });
    expect(Date.now() - waited).toBeGreaterThanOrEqual(1000);

    expect((await call(`/squads/${squadId}/matches/m1/caught-up?digest=nonsense`, owner.idToken)).status).toBe(400);
    expect((await call(`/squads/${squadId}/matches/m1/caught-up?digest=${digest}`, stranger.idToken)).status).toBe(404);
  });
});
