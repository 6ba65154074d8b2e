import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod/mini';
import {
  healthSchema,
  matchesSchema,
  modelQualitySchema,
  playersSchema,
  scoringZoneEfficiencySchema,
} from '../../../contract/answers';
import { makeShot, memoryShotStore, syntheticShots } from '../testKit/shots';
import type { Shot } from '../analytics/shot';
import type { WritableShotStore } from '../data/store/dataset';
import { loadInWorker } from '../data/live/datasetLoader';
import { openLiveStore } from '../data/live/liveStore';
import { openStore } from '../data/store/store';
import { startApi } from '../testKit/http';

/** A county name that must be URL-encoded: spaces, an ampersand, a slash and a fada. */
const AWKWARD = 'Dún na nGall & Co/B';

function shots(): Shot[] {
  const galway = (x: number, y: number, outcome: 'score' | 'miss', extra: Partial<Shot> = {}) =>
    makeShot({ team: 'Galway', opposition: 'Mayo', x, y, outcome, value: outcome === 'score' ? 1 : 0, ...extra });
  return [
    galway(113, 16, 'score', { playerName: 'Cian Dalton' }),
    galway(130, 44, 'miss', { playerName: 'Cian Dalton', pressure: true }),
    galway(100, 44, 'score', { playerName: 'Eoin Tobin' }),
    makeShot({
      team: 'Mayo',
      opposition: 'Galway',
      x: 20,
      y: 44,
      outcome: 'score',
      value: 3,
      action: 'goal',
      goalAttempt: true,
      playerName: 'Rory Fahy',
    }),
    makeShot({
      team: AWKWARD,
      opposition: 'Mayo',
      x: 120,
      y: 44,
      outcome: 'score',
      game: 'Ulster Final',
      date: '2023-05-14',
      playerName: 'Tadhg Nagle',
    }),
    makeShot({
      team: AWKWARD,
      opposition: 'Mayo',
      x: 90,
      y: 10,
      outcome: 'miss',
      value: 0,
      game: 'Ulster Final',
      date: '2023-05-14',
      playerName: 'Tadhg Nagle',
    }),
  ];
}

describe('analytics routes over HTTP', () => {
  let app: FastifyInstance;
  let store: WritableShotStore;
  let base: string;

  beforeAll(async () => {
    store = openStore(':memory:');
    store.importShots(shots(), { mode: 'replace', isSample: false });
    const api = await startApi(store);
    app = api.app;
    base = `${api.origin}/api`;
  });

  afterAll(async () => {
    await app.close();
    store.close();
  });

  const get = async (path: string, init?: RequestInit) => {
    const response = await fetch(`${base}${path}`, init);
    const body: unknown = await response.json();
    return {
      status: response.status,
      type: response.headers.get('content-type'),
      allow: response.headers.get('allow'),
      body,
    };
  };
  /** The JSON body, checked against the contract's schema of that answer. */
  const bodyOf = async <S extends z.ZodMiniType>(path: string, schema: S): Promise<z.infer<S>> =>
    schema.parse((await get(path)).body);
  const team = (name: string) => `?team=${encodeURIComponent(name)}`;

  it('GET /teams lists teams A to Z as JSON', async () => {
    const response = await get('/teams');
    expect(response).toMatchObject({ status: 200, body: [AWKWARD, 'Galway', 'Mayo'] });
    expect(response.type).toMatch(/^application\/json/);
  });

  it('GET /scoring-zone-efficiency gives the hand-worked split', async () => {
    // Galway: (113, 16) scored inside, (130, 44) missed inside, (100, 44) scored outside.
    expect(await get(`/scoring-zone-efficiency${team('Galway')}`)).toMatchObject({
      status: 200,
      body: {
        inside_scoring_zone: { Score: 1, Miss: 1, success_rate: 0.5 },
        outside_scoring_zone: { Score: 1, Miss: 0, success_rate: 1 },
      },
    });
  });

  it('finds a team whose name needs URL encoding', async () => {
    expect((await get(`/scoring-zone-efficiency${team(AWKWARD)}`)).status).toBe(200);
    // (90, 10) is 60 m from goal and wide: outside. (120, 44) is inside.
    const zone = await bodyOf(`/scoring-zone-efficiency${team(AWKWARD)}`, scoringZoneEfficiencySchema);
    expect(zone.outside_scoring_zone).toEqual({ Score: 0, Miss: 1, success_rate: 0 });
    expect(await bodyOf(`/fixtures${team(AWKWARD)}`, matchesSchema)).toEqual([
      expect.objectContaining({ opponent: 'Mayo', stage: 'Ulster Final', pointsFor: 1, shots: 2 }),
    ]);
  });

  it('answers 400 when the team is missing or empty', async () => {
    for (const path of [
      '/scoring-zone-efficiency',
      '/scoring-zone-efficiency?team=',
      '/fixtures',
      '/fixtures?team=%20',
    ]) {
      expect(await get(path)).toMatchObject({ status: 400, body: { error: 'Team name is required' } });
    }
  });

  it('answers 404 for a team not in the data, matching names exactly', async () => {
    expect(await get(`/scoring-zone-efficiency${team('galway')}`)).toMatchObject({
      status: 404,
      body: { error: 'Unknown team: galway' },
    });
    expect(await get(`/fixtures${team('Atlantis')}`)).toMatchObject({
      status: 404,
      body: { error: 'Unknown team: Atlantis' },
    });
    expect(await get(`/fixtures${team('Galway ')}`)).toMatchObject({
      status: 404,
      body: { error: 'Unknown team: Galway ' },
    });
  });

  it('answers 400 when the team is given twice', async () => {
    expect(await get('/fixtures?team=Galway&team=Mayo')).toMatchObject({
      status: 400,
      body: { error: expect.stringContaining('one team') },
    });
  });

  it('GET /players gives every field, sorted by Difference', async () => {
    expect((await get('/players')).status).toBe(200);
    const body = await bodyOf('/players', playersSchema);
    expect(body).toHaveLength(4);
    expect(Object.keys(body[0] ?? {}).sort()).toEqual(
      [
        'Difference',
        'Failed_UP',
        'id',
        'PlayerName',
        'Scored_Hand',
        'Scored_Left',
        'Scored_Right',
        'Scores',
        'Shot_Distance',
        'Shots',
        'Success_UP',
        'Success_UP_Percentage',
        'TeamName',
        'xP_adv_shot',
        'xPoints',
        'Points',
        'xPts',
        'Points_minus_xPts',
      ].sort(),
    );
    const differences = body.map((row) => row.Difference);
    expect(differences).toEqual([...differences].sort((a, b) => b - a));
    expect(body.find((row) => row.PlayerName === 'Cian Dalton')).toMatchObject({
      Shots: 2,
      Scores: 1,
      Failed_UP: 1,
      Success_UP: 0,
    });
  });

  it('GET /fixtures gives goals and points for and against', async () => {
    expect(await get(`/fixtures${team('Mayo')}`)).toMatchObject({
      status: 200,
      // Oldest first: the Ulster Final of 14 May, where Mayo only conceded, then the group game.
      body: [
        expect.objectContaining({
          date: '2023-05-14',
          opponent: AWKWARD,
          shots: 0,
          conversion: 0,
          pointsAgainst: 1,
          result: 'loss',
        }),
        expect.objectContaining({
          opponent: 'Galway',
          goalsFor: 1,
          pointsFor: 0,
          goalsAgainst: 0,
          pointsAgainst: 2,
          result: 'win',
          shots: 1,
          conversion: 1,
        }),
      ],
    });
  });

  it('GET /health reports status, version, counts and whether the data is the sample', async () => {
    expect(await get('/health')).toMatchObject({
      status: 200,
      body: {
        status: 'ok',
        version: store.current().version,
        isSample: false,
        counts: { shots: 6, matches: 2, teams: 3, players: 4 },
      },
    });
  });

  it('GET /model-quality reports both models’ Brier score, log loss, AUC and calibration', async () => {
    expect((await get('/model-quality')).status).toBe(200);
    const body = await bodyOf('/model-quality', modelQualitySchema);
    for (const model of [body.xPoints, body.xP_adv_shot]) {
      expect(model).toMatchObject({ shots: 6, brier: expect.any(Number), logLoss: expect.any(Number) });
      expect(model.calibration.length).toBeGreaterThan(0);
    }
    expect(body.version).toBe(store.current().version);
  });

  it('answers 405 with Allow for other methods on every route', async () => {
    for (const path of ['/teams', '/players', '/scoring-zone-efficiency', '/fixtures', '/health', '/model-quality']) {
      const response = await get(path, { method: 'POST' });
      expect({ path, status: response.status, allow: response.allow }).toEqual({
        path,
        status: 405,
        allow: 'GET, HEAD',
      });
      expect(response.body).toEqual({ error: expect.any(String) });
    }
  });

  it('sends gzip only to clients that accept it, with Vary, and the same JSON either way', async () => {
    const raw = (encoding: string | null) =>
      new Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
        const headers = encoding === null ? {} : { 'accept-encoding': encoding };
        http
          .get(`${base}/model-quality`, { headers }, (response) => {
            const chunks: Buffer[] = [];
            response.on('data', (chunk: Buffer) => chunks.push(chunk));
            response.on('end', () => resolve({ headers: response.headers, body: Buffer.concat(chunks) }));
          })
          .on('error', reject);
      });
    const plain = await raw(null);
    const gzipped = await raw('gzip, deflate, br');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gzipped.headers.vary).toMatch(/Accept-Encoding/);
    expect(gunzipSync(gzipped.body).equals(plain.body)).toBe(true);
    expect(JSON.parse(plain.body.toString())).toHaveProperty('xPoints');
  });

  it('serves new figures after an import, and the old ones until then', async () => {
    const before = await bodyOf('/health', healthSchema);
    const first = await get('/teams');
    expect(await get('/teams')).toEqual(first);
    store.importShots([makeShot({ team: 'Kerry', opposition: 'Clare', x: 130, y: 44, date: '2023-07-30' })], {
      mode: 'merge',
      isSample: false,
    });
    const after = await bodyOf('/health', healthSchema);
    expect(after.version).not.toBe(before.version);
    expect((await get('/teams')).body).toEqual(['Clare', AWKWARD, 'Galway', 'Kerry', 'Mayo']);
    expect(
      (await bodyOf(`/scoring-zone-efficiency${team('Clare')}`, scoringZoneEfficiencySchema)).inside_scoring_zone,
    ).toEqual({ Score: 0, Miss: 0, success_rate: 0 });
  });
});

describe('analytics routes on an empty database', () => {
  it('answers every route without error before anything is imported', async () => {
    const store = openStore(':memory:');
    const { app, origin } = await startApi(store);
    const json = async (url: string) => {
      const response = await fetch(`${origin}${url}`);
      const body: unknown = await response.json();
      return { status: response.status, body };
    };
    expect(await json('/api/teams')).toEqual({ status: 200, body: [] });
    expect(await json('/api/players')).toEqual({ status: 200, body: [] });
    expect(await json('/api/scoring-zone-efficiency?team=Galway')).toEqual({
      status: 404,
      body: { error: 'Unknown team: Galway' },
    });
    expect(await json('/api/health')).toMatchObject({
      status: 200,
      body: { counts: { shots: 0, matches: 0, teams: 0, players: 0 } },
    });
    expect(await json('/api/model-quality')).toMatchObject({
      status: 200,
      body: { xPoints: { shots: 0, brier: null, auc: null } },
    });
    await app.close();
    store.close();
  });
});

describe('health and imports while the server runs', () => {
  const healthOf = async (origin: string) => healthSchema.parse(await (await fetch(`${origin}/api/health`)).json());

  it('says degraded, and why, while the newest import cannot be loaded', async () => {
    const reason = 'The newest data could not be loaded (Corrupt shot data: outcome = bogus); still serving version v1';
    const store = { ...memoryShotStore(shots(), 'v1'), loadFailure: () => reason };
    const { app, origin } = await startApi(store);
    try {
      expect(await healthOf(origin)).toMatchObject({ status: 'degraded', reason, version: 'v1' });
    } finally {
      await app.close();
    }
  });

  it('answers from the old version while an import loads, then from the new one, never a mix', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'pairc-live-api-'));
    const file = path.join(dir, 'shots.sqlite');
    const cli = openStore(file);
    const first = cli.importShots(shots(), { mode: 'replace', isSample: false });
    // The new version's load waits for the word, so the answers below are all made while it loads,
    // however fast the load or slow the requests on a busy machine.
    let loaded = (): void => undefined;
    const loadMayEnd = new Promise<void>((resolve) => (loaded = resolve));
    let loads = 0;
    const live = await openLiveStore(file, {
      checkEveryMs: 60_000,
      log: { info: () => undefined, error: console.error },
      load: async (source, options) => {
        loads += 1;
        const dataset = await loadInWorker(source, options);
        if (loads > 1) await loadMayEnd;
        return dataset;
      },
    });
    const { app, origin } = await startApi(live);
    try {
      const next = syntheticShots({ shotsPerTeam: { Kerry: 50, Clare: 50 } });
      const second = cli.importShots(next, { mode: 'replace', isSample: false });
      const loading = live.refresh();
      expect(await healthOf(origin)).toMatchObject({ status: 'ok', version: first.version, counts: { shots: 6 } });
      expect(await (await fetch(`${origin}/api/teams`)).json()).toEqual([AWKWARD, 'Galway', 'Mayo']);
      expect(loads).toBe(2);
      loaded();
      await loading;
      expect(await healthOf(origin)).toMatchObject({ status: 'ok', version: second.version, counts: { shots: 100 } });
      expect(await (await fetch(`${origin}/api/teams`)).json()).toEqual(['Clare', 'Kerry']);
    } finally {
      await app.close();
      live.close();
      cli.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
