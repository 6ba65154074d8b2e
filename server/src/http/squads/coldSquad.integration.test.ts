import type { Firestore } from 'firebase-admin/firestore';
import { squadBundleSchema, type SquadBundle } from '../../../../contract/squad';
import { caughtUpSchema, championshipImportReportSchema, squadSummarySchema } from '../../../../contract/squadApi';
import { clubFile } from '../../testKit/squadFiles';
import { callApi, within } from '../../testKit/http';
import {
  type ApiProcess,
  signUpAccount,
  type SquadStack,
  squadTestEnv,
  startApiProcess,
  startSquadStack,
  type TestAccount,
  writeRetryingUnknown,
} from '../../testKit/squadStack';

/**
 * A squad read cold (docs/squads.md#read-model): a second API process, started after the squad's
 * data is in Firestore, reads every squad's events in one query before it serves, and must then
 * give the first process's figures, leave out the events of a match whose document was deleted,
 * and go on hearing changes as the first process does.
 */

const ENV = squadTestEnv({ app: 3920, auth: 9619, firestore: 8600, hub: 4900, logging: 5000 });
const TEAM = 'Clifden';

jest.setTimeout(180_000);

let stack: SquadStack;
let api: ApiProcess;
let db: Firestore;
let owner: TestAccount;

beforeAll(async () => {
  stack = await startSquadStack(ENV);
  ({ api, db } = stack);
  owner = await signUpAccount(ENV, 'Órla Owner');
});

afterAll(() => stack.stop());

const get = (origin: string, route: string) => callApi(origin, route, { token: owner.idToken });

/** What two processes must agree on: the summary's counts, the matches' scores, the teams. */
async function figures(origin: string, squadId: string) {
  const base = `/api/squads/${squadId}`;
  const summary = squadSummarySchema.parse((await get(origin, base)).json());
  return {
    counts: { matches: summary.matches, shots: summary.shots, players: summary.players },
    // Scores, not expected points: the other process's public models are fitted on the same season
    // read from its own database, whose order can move their last decimal places.
    matches: (await get(origin, `${base}/matches?team=${TEAM}`)).text,
    teams: (await get(origin, `${base}/teams`)).text,
  };
}

describe('a squad read cold by a second server', () => {
  it('gives the same figures as the first server, counts no event of a deleted match, and hears changes after', async () => {
    const made = await callApi(api.origin, '/api/squads', {
      method: 'POST',
      token: owner.idToken,
      body: { name: 'Clifden Seniors', team: TEAM },
    });
    const squadId = squadSummarySchema.parse(made.json()).id;
    const uploaded = await callApi(api.origin, `/api/squads/${squadId}/imports?name=season.csv`, {
      method: 'POST',
      token: owner.idToken,
      raw: clubFile(TEAM, ['Roundstone', 'Letterfrack'], 'Cold'),
    });
    expect(uploaded.status).toBe(201);
    const report = championshipImportReportSchema.parse(uploaded.json());
    const bundle: SquadBundle = squadBundleSchema.parse(
      (await get(api.origin, `/api/squads/${squadId}/export`)).json(),
    );
    expect(bundle.matches.length).toBeGreaterThanOrEqual(2);
    const [gone, kept] = bundle.matches;
    if (!gone || !kept) throw new Error('the file gave fewer than two matches');

    // A match deleted as a client deletes one: its document only; its events stay in Firestore.
    const matches = db.collection('squads').doc(squadId).collection('matches');
    await matches.doc(gone.id).delete();
    const goneShots = gone.events.filter((event) => event.kind === 'shot').length;
    const allShots = report.matches.reduce((sum, match) => sum + match.shots, 0);
    await within(2000, async () => (await figures(api.origin, squadId)).counts.shots === allShots - goneShots);
    expect((await matches.doc(gone.id).collection('events').get()).size).toBe(gone.events.length);

    const coldServer = await startApiProcess(ENV, 'cold', String(Number(ENV.PORT) + 1));
    stack.cleanUps.push(() => coldServer.stop());
    const cold = coldServer.origin;
    const first = await figures(api.origin, squadId);
    expect(await figures(cold, squadId)).toEqual(first);
    expect(first.counts).toEqual({
      matches: bundle.matches.length - 1,
      shots: allShots - goneShots,
      players: bundle.players.length,
    });

    // A shot recorded afterwards, as the capture screen writes one: both processes count it, and
    // the cold one's read model holds exactly the match's events the first one does (caught-up).
    const recorded = kept.events.find((event) => event.kind === 'shot');
    if (!recorded) throw new Error('the kept match has no shot');
    const fields: Partial<typeof recorded> = { ...recorded, clock: 1 };
    delete fields.id;
    // Once the cold process listens to every match: the emulator can miss a change made while a
    // match's listener starts (docs/squads.md#read-model).
    await within(30_000, () =>
      Promise.resolve(coldServer.log().includes('Squads: listening to the events of every match found at start')),
    );
    await writeRetryingUnknown(() => matches.doc(kept.id).collection('events').doc('recorded-later').set(fields));
    for (const origin of [api.origin, cold]) {
      await within(5000, async () => (await figures(origin, squadId)).counts.shots === allShots - goneShots + 1);
    }
    const asked = caughtUpSchema.parse(
      (await get(api.origin, `/api/squads/${squadId}/matches/${kept.id}/caught-up?digest=0-00000000`)).json(),
    );
    expect(asked.caughtUp).toBe(false);
    const answer = await get(cold, `/api/squads/${squadId}/matches/${kept.id}/caught-up?digest=${asked.digest}`);
    expect(caughtUpSchema.parse(answer.json())).toEqual({ caughtUp: true, digest: asked.digest });
    expect(await figures(cold, squadId)).toEqual(await figures(api.origin, squadId));
  });
});
