import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { BUILD_STAMP, isBuildStale, LOADER_BUNDLE, SERVER_BUNDLE, serverEnv } from './build';

const projects: string[] = [];
afterEach(() => {
  for (const root of projects.splice(0)) fs.rmSync(root, { recursive: true, force: true });
});

function project() {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'pairc-build-'));
  projects.push(root);
  fs.mkdirSync(path.join(root, 'src', 'app'), { recursive: true });
  fs.writeFileSync(path.join(root, 'src', 'app', 'store.ts'), 'export {};');
  return root;
}

function touch(file: string, secondsAgo: number) {
  const when = new Date(Date.now() - secondsAgo * 1000);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  if (!fs.existsSync(file)) fs.writeFileSync(file, '');
  fs.utimesSync(file, when, when);
}

describe('isBuildStale', () => {
  it('is stale with no build', () => {
    expect(isBuildStale(project())).toBe(true);
  });

  it('is fresh when both builds are newer than every source', () => {
    const root = project();
    touch(path.join(root, 'src', 'app', 'store.ts'), 60);
    touch(path.join(root, 'src', 'app'), 60);
    touch(path.join(root, 'src'), 60);
    touch(path.join(root, BUILD_STAMP), 0);
    touch(path.join(root, SERVER_BUNDLE), 0);
    touch(path.join(root, LOADER_BUNDLE), 0);
    expect(isBuildStale(root)).toBe(false);
  });

  it('is stale when the loader thread’s bundle is missing, as in a build from before it was one', () => {
    const root = project();
    touch(path.join(root, 'src', 'app', 'store.ts'), 60);
    touch(path.join(root, 'src', 'app'), 60);
    touch(path.join(root, 'src'), 60);
    touch(path.join(root, BUILD_STAMP), 0);
    touch(path.join(root, SERVER_BUNDLE), 0);
    expect(isBuildStale(root)).toBe(true);
  });

  it('is stale when the server bundle is missing or older than the server sources', () => {
    const root = project();
    touch(path.join(root, 'src', 'app', 'store.ts'), 60);
    touch(path.join(root, 'src', 'app'), 60);
    touch(path.join(root, 'src'), 60);
    touch(path.join(root, BUILD_STAMP), 0);
    expect(isBuildStale(root)).toBe(true);
    touch(path.join(root, SERVER_BUNDLE), 30);
    touch(path.join(root, 'server', 'src', 'main.ts'), 0);
    expect(isBuildStale(root)).toBe(true);
  });

  it('is stale when a source deep in src/ changed after the build', () => {
    const root = project();
    touch(path.join(root, BUILD_STAMP), 30);
    touch(path.join(root, SERVER_BUNDLE), 30);
    touch(path.join(root, LOADER_BUNDLE), 30);
    touch(path.join(root, 'src', 'app'), 60);
    touch(path.join(root, 'src'), 60);
    touch(path.join(root, 'src', 'app', 'store.ts'), 0);
    expect(isBuildStale(root)).toBe(true);
  });
});

describe("the server's environment", () => {
  it('keeps every variable given and limits malloc to two arenas', () => {
    expect(serverEnv({ PORT: '3000' })).toEqual({ PORT: '3000', MALLOC_ARENA_MAX: '2' });
  });

  it('leaves an arena limit the operator set', () => {
    expect(serverEnv({ MALLOC_ARENA_MAX: '4' }).MALLOC_ARENA_MAX).toBe('4');
  });
});
