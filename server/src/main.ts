import fs from 'node:fs';
import path from 'node:path';
import { ConfigError, loadConfig } from './config';
import { openLiveStore } from './data/live/liveStore';
import { openStore } from './data/store/store';
import { buildApp } from './http/app';
import { warmUpFilteredFigures } from './http/warmUp';
import { holdTickObjectShape } from './http/tickObjectShape';
import { startSquadServices } from './http/squads/squadServices';

/** Runs the API server (and the built app) until SIGINT or SIGTERM. */
async function main(): Promise<void> {
  // First, before any full garbage collection can drop what it holds (see the function).
  holdTickObjectShape();
  const config = loadConfig();
  fs.mkdirSync(path.dirname(config.dbPath), { recursive: true });
  // Opened to create the file and check it holds data; the data itself is read by the live store.
  const database = openStore(config.dbPath);
  try {
    if (database.isEmpty()) {
      // Loaded only when needed: the importer's validation library costs a running server ~10 MB.
      const { importSampleSeason } = await import('./data/sample/sample');
      importSampleSeason(database);
      console.log(`Imported the sample season into ${path.relative(process.cwd(), config.dbPath)}`);
    }
  } finally {
    database.close();
  }
  // The first version is loaded as every later one is, on a worker thread, before anything is served.
  const store = await openLiveStore(config.dbPath);
  warmUpFilteredFigures(store.current());
  // Squads read and write Firestore; nothing here waits for it, so the public data is served
  // even while the emulators are still starting (squad requests wait for their read model).
  const squads = startSquadServices(config.firebase, store);
  const app = buildApp({ store, config, squads });

  const stop = async (): Promise<void> => {
    await app.close();
    await squads.close();
    store.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void stop());
  process.once('SIGTERM', () => void stop());

  try {
    await app.listen({ host: config.host, port: config.port });
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EADDRINUSE') {
      console.error(`Port ${config.port} is in use: stop what is using it or set PORT to a free port.`);
      process.exit(1);
    }
    throw error;
  }
  console.log(`API listening on http://${config.host}:${config.port}/api`);
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
