import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { recoverSavedData, saveEmulatorData, type SavePlan } from './emulators';

type Behaviour = 'saves' | 'fails' | 'answers but writes nothing';

/** Stands in for the emulator hub's and the Firestore emulator's export endpoints, on one port. */
async function fakeEmulators(behaviour: {
  auth: Behaviour;
  firestore: Behaviour;
}): Promise<http.Server & { port: number }> {
  const server = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      const auth = request.url === '/_admin/export';
      const wanted = behaviour[auth ? 'auth' : 'firestore'];
      if (wanted === 'fails') {
        response.writeHead(500).end('the emulator is unwell');
        return;
      }
      if (wanted === 'saves') {
        const parsed = JSON.parse(body) as { path?: string; export_directory?: string };
        const dir = (auth ? parsed.path : parsed.export_directory) ?? '';
        const files = auth
          ? ['firebase-export-metadata.json', 'auth_export/accounts.json']
          : ['firestore_export/firestore_export.overall_export_metadata'];
        for (const file of files) {
          fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
          fs.writeFileSync(path.join(dir, file), 'fresh');
        }
      }
      response.writeHead(200).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('no port');
  return Object.assign(server, { port: address.port });
}

describe('saving emulator data', () => {
  let dir: string;
  let server: http.Server | null = null;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pairc-save-'));
    // The last saves, as an earlier run left them.
    fs.mkdirSync(path.join(dir, 'auth', 'auth_export'), { recursive: true });
    fs.writeFileSync(path.join(dir, 'auth', 'auth_export', 'accounts.json'), 'last save');
    fs.mkdirSync(path.join(dir, 'firestore', 'firestore_export'), { recursive: true });
    fs.writeFileSync(
      path.join(dir, 'firestore', 'firestore_export', 'firestore_export.overall_export_metadata'),
      'last save',
    );
  });
  afterEach(async () => {
    await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)));
    server = null;
    fs.rmSync(dir, { recursive: true, force: true });
  });

  const plan = (port: number): SavePlan => ({
    host: '127.0.0.1',
    projectId: 'demo-pairc',
    hubPort: port,
    firestorePort: port,
    dir,
  });
  const saved = (name: 'auth' | 'firestore') =>
    fs.readFileSync(
      path.join(
        dir,
        name,
        name === 'auth' ? 'auth_export/accounts.json' : 'firestore_export/firestore_export.overall_export_metadata',
      ),
      'utf8',
    );

  it('swaps each fresh export in for the last save', async () => {
    const fake = await fakeEmulators({ auth: 'saves', firestore: 'saves' });
    server = fake;
    await saveEmulatorData(plan(fake.port), ['auth', 'firestore']);
    expect([saved('auth'), saved('firestore')]).toEqual(['fresh', 'fresh']);
    expect(fs.readdirSync(dir).sort()).toEqual(['auth', 'firestore']);
  });

  it('keeps the Auth export when the Firestore emulator fails, and Firestore’s last save', async () => {
    const fake = await fakeEmulators({ auth: 'saves', firestore: 'fails' });
    server = fake;
    await expect(saveEmulatorData(plan(fake.port), ['auth', 'firestore'])).rejects.toThrow(
      /^Could not save the Firestore emulator's data \(.*500.*\); its last save stands$/,
    );
    expect([saved('auth'), saved('firestore')]).toEqual(['fresh', 'last save']);
    expect(fs.readdirSync(dir).sort()).toEqual(['auth', 'firestore']);
  });

  it('keeps the Firestore export when the Auth emulator is down', async () => {
    const fake = await fakeEmulators({ auth: 'saves', firestore: 'saves' });
    server = fake;
    const closedPort = await fakeEmulators({ auth: 'saves', firestore: 'saves' }).then(
      (other) => new Promise<number>((resolve) => other.close(() => resolve(other.port))),
    );
    await expect(saveEmulatorData({ ...plan(fake.port), hubPort: closedPort }, ['auth', 'firestore'])).rejects.toThrow(
      /^Could not save the Auth emulator's data/,
    );
    expect([saved('auth'), saved('firestore')]).toEqual(['last save', 'fresh']);
  });

  it('never swaps in an export that the emulator answered for but did not write whole', async () => {
    const fake = await fakeEmulators({ auth: 'answers but writes nothing', firestore: 'saves' });
    server = fake;
    await expect(saveEmulatorData(plan(fake.port), ['auth', 'firestore'])).rejects.toThrow(
      /Auth emulator's data \(its export has no firebase-export-metadata.json\)/,
    );
    expect([saved('auth'), saved('firestore')]).toEqual(['last save', 'fresh']);
    expect(fs.readdirSync(dir).sort()).toEqual(['auth', 'firestore']);
  });

  it('saves only the emulators named (those whose data is all loaded)', async () => {
    const fake = await fakeEmulators({ auth: 'saves', firestore: 'saves' });
    server = fake;
    await saveEmulatorData(plan(fake.port), ['firestore']);
    expect([saved('auth'), saved('firestore')]).toEqual(['last save', 'fresh']);
  });

  it('puts back a save that a crash mid-swap left aside, and clears half-written exports', () => {
    fs.renameSync(path.join(dir, 'auth'), path.join(dir, 'auth.old'));
    fs.mkdirSync(path.join(dir, 'auth.next-4242'));
    fs.mkdirSync(path.join(dir, 'firestore.next'));
    recoverSavedData(dir);
    expect(fs.readdirSync(dir).sort()).toEqual(['auth', 'firestore']);
    expect(saved('auth')).toBe('last save');
  });
});
