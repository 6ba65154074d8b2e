import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { transformSync } from 'esbuild';
import { holdTickObjectShape } from './tickObjectShape';

let dir: string;
let modulePath: string;

beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pairc-tick-'));
  modulePath = path.join(dir, 'tickObjectShape.js');
  const source = fs.readFileSync(path.join(__dirname, 'tickObjectShape.ts'), 'utf8');
  fs.writeFileSync(modulePath, transformSync(source, { loader: 'ts', format: 'cjs', platform: 'node' }).code);
});

afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/**
 * A fresh Node that does what the server does: ticks enough for V8 to cache them, goes idle, has a
 * full garbage collection, ticks again. V8's own report of nextTick's caches (one state per
 * property of the tick object) is the evidence; only a test process may ask for it.
 */
function nextTickCacheStates(hold: boolean): string[] {
  const script = `
    if (${hold}) require(${JSON.stringify(modulePath)}).holdTickObjectShape();
    function noop() {}
    for (let i = 0; i < 200; i += 1) process.nextTick(noop);
    setTimeout(() => {
      gc();
      process.nextTick(noop);
      setTimeout(() => %DebugPrint(process.nextTick), 10);
    }, 50);`;
  const result = spawnSync(process.execPath, ['--expose-gc', '--allow-natives-syntax', '-e', script], {
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`probe failed: ${result.stderr}`);
  return [...result.stdout.matchAll(/DefineKeyedOwnPropertyInLiteral (\w+)/g)].map((match) => match[1] ?? '');
}

describe('holdTickObjectShape', () => {
  it('holds one tick object, the same one on every call', () => {
    const held = holdTickObjectShape();
    expect(held).toEqual(expect.any(Object));
    expect(holdTickObjectShape()).toBe(held);
  });

  it("keeps nextTick's caches valid through an idle full garbage collection", () => {
    const states = nextTickCacheStates(true);
    expect(states.length).toBeGreaterThan(0);
    expect(states.every((state) => state === 'MONOMORPHIC')).toBe(true);
  });

  it('is still needed: without it the same collection leaves nextTick on the slow path', () => {
    // If this starts failing, this Node no longer loses the tick object's class, and the hold can go.
    expect(nextTickCacheStates(false)).toContain('MEGAMORPHIC');
  });
});
