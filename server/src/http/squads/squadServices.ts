import { randomBytes } from 'node:crypto';
import type { Firestore } from 'firebase-admin/firestore';
import type { FirebaseServerConfig } from '../../config';
import type { ShotStore } from '../../data/store/dataset';
import { SAMPLE_AUTHOR, SAMPLE_MADE_AT, SAMPLE_SQUAD_ID, sampleSquadBundle } from '../../data/sample/sampleSquad';
import { connectFirebase, type FirebaseAdmin } from '../../data/squads/firebaseAdmin';
import { SquadReadModel, type ReadModelLog } from '../../data/squads/readModel';
import { SquadDatasets } from '../../data/squads/squadDatasets';
import { SquadShares } from '../../data/squads/squadShares';
import { SquadWriter } from '../../data/squads/squadWrites';
import { IdTokens, type VerifyToken } from './idTokens';

/** Everything the squad routes need, made once per server (docs/squads.md). */
export type SquadServices = {
  model: SquadReadModel;
  writer: SquadWriter;
  datasets: SquadDatasets;
  /** Share links to match reports (docs/report.md#share-links). */
  shares: SquadShares;
  tokens: IdTokens;
  /** Settles once the read model holds every squad and the image-URL key is known. */
  ready: Promise<void>;
  /** Whether `ready` has settled: what a request checks before it costs a promise. */
  isReady(): boolean;
  /** Known once `ready` has settled: signs squads' image URLs (docs/squads.md#images). */
  urlKey(): Buffer;
  close(): Promise<void>;
};

/** Where the image-URL key is kept when SQUAD_URL_KEY is not set: a document no client may read (firestore.rules). */
const URL_KEY_DOCUMENT = 'apiSecrets/squadImageUrls';

/**
 * The key every API process signs squads' image URLs with: SQUAD_URL_KEY, or else one kept in
 * Firestore, made by the first process that finds none (created, not set, so two processes
 * starting at once agree on the first one written).
 */
async function loadUrlKey(db: Firestore, configured: string | null): Promise<Buffer> {
  if (configured !== null) return Buffer.from(configured, 'utf8');
  const ref = db.doc(URL_KEY_DOCUMENT);
  try {
    await ref.create({ key: randomBytes(32).toString('base64') });
  } catch (error) {
    // ALREADY_EXISTS: another process (or an earlier run) made it; read theirs.
    if ((error as { code?: unknown }).code !== 6) throw error;
  }
  const key: unknown = (await ref.get()).get('key');
  if (typeof key !== 'string' || key.length < 32) throw new Error(`${URL_KEY_DOCUMENT} holds no usable key`);
  return Buffer.from(key, 'base64');
}

export type SquadServiceOptions = {
  log?: ReadModelLog;
  /** Writes the sample squad once the read model is ready, unless false (docs/behaviour.md#sample-squad). */
  sample?: boolean;
  /** Stands in for the Admin SDK's token check (tests of the cache). */
  verifyToken?: VerifyToken;
};

/**
 * Connects to Firebase and starts the read model's listeners. Returns at once: nothing here waits
 * for Firestore, so a server starts (and serves the public data) even before the emulators are up;
 * squad requests wait for `ready`.
 */
export function startSquadServices(
  config: FirebaseServerConfig,
  publicStore: ShotStore,
  options: SquadServiceOptions = {},
): SquadServices {
  const firebase: FirebaseAdmin = connectFirebase(config);
  const log = options.log ?? { info: console.log, error: console.error };
  const model = new SquadReadModel(firebase.db, log);
  model.start();
  let key: Buffer | null = null;
  const ready = Promise.all([model.ready, loadUrlKey(firebase.db, config.urlSigningKey)]).then(([, loaded]) => {
    key = loaded;
  });
  // A rejection is seen by every request that waits for it; this keeps Node from calling it unhandled first.
  ready.catch((error: unknown) =>
    log.error(`Squads are unavailable: ${error instanceof Error ? error.message : String(error)}`),
  );
  const writer = new SquadWriter(firebase.db, model);
  if (options.sample !== false) {
    void ready
      .then(() => writer.ensureSample(SAMPLE_SQUAD_ID, sampleSquadBundle(), { uid: SAMPLE_AUTHOR, at: SAMPLE_MADE_AT }))
      .then((written) => {
        if (written) log.info('Wrote the sample squad');
      })
      .catch((error: unknown) => log.error(`The sample squad could not be written: ${String(error)}`));
  }
  return {
    model,
    writer,
    datasets: new SquadDatasets(model, publicStore),
    shares: new SquadShares(firebase.db),
    tokens: new IdTokens(options.verifyToken ?? ((token) => firebase.auth.verifyIdToken(token))),
    ready,
    isReady: () => key !== null && model.isReady,
    urlKey: () => {
      if (key === null) throw new Error('The image-URL key is not loaded yet');
      return key;
    },
    close: async () => {
      model.close();
      await firebase.close();
    },
  };
}
