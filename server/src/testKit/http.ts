import type { FastifyInstance } from 'fastify';
import { loadConfig } from '../config';
import type { ShotStore } from '../data/dataset';
import { buildApp } from '../http/app';

export type RunningApi = {
  app: FastifyInstance;
  /** The server's origin, e.g. http://127.0.0.1:41234 */ origin: string;
};

/** The product's own API app (no built SPA) on a free port of the loopback interface. */
export async function startApi(store: ShotStore, env: Record<string, string> = {}): Promise<RunningApi> {
  const app = buildApp({ store, config: loadConfig({ PAIRC_DIST: '', ...env }) });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  if (address === null || typeof address === 'string') throw new Error('The API is not listening on a port');
  return { app, origin: `http://127.0.0.1:${address.port}` };
}
