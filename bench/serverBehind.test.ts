import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { currentBootId, identify } from '../scripts/processIdentity';
import { RECORD_FILE, writeStackRecord } from '../scripts/stackRecord';
import { putBehind, stackBehind } from './serverBehind';

/** bench/serverBehind.ts on real processes: the nice values Linux reports for them afterwards. */

const autogroupOf = (pid: number) => {
  try {
    return fs.readFileSync(`/proc/${pid}/autogroup`, 'utf8');
  } catch {
    return null; // A kernel without session groups.
  }
};

/** The nice value of every thread of `pid`. */
const threadNices = (pid: number) =>
  fs.readdirSync(`/proc/${pid}/task`).map((thread) => os.getPriority(Number(thread)));

/** A shell leading a session and a process group, as the stack starts the API and the emulators, with a child in its group. */
async function server(): Promise<{ shell: ChildProcess; pid: number; child: number }> {
  const shell = spawn('sh', ['-c', 'sleep 60 & echo $!; wait'], {
    detached: true,
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  const child = await new Promise<number>((resolve) =>
    shell.stdout.once('data', (data) => resolve(Number(String(data)))),
  );
  if (shell.pid === undefined) throw new Error('sh did not start');
  return { shell, pid: shell.pid, child };
}

describe('putting the local server behind the browser', () => {
  const started: ChildProcess[] = [];
  const dirs: string[] = [];
  afterEach(() => {
    for (const shell of started.splice(0)) if (shell.pid !== undefined) process.kill(-shell.pid, 'SIGKILL');
    for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
  });
  const start = async () => {
    const each = await server();
    started.push(each.shell);
    return each;
  };

  it('gives a process, its session and the rest of its process group the lowest priority', async () => {
    const { pid, child } = await start();
    putBehind([pid]);
    expect(threadNices(pid)).toEqual([19]);
    expect(threadNices(child)).toEqual([19]);
    const group = autogroupOf(pid);
    if (group !== null) expect(group).toMatch(/ nice 19$/m);
  });

  it('leaves the caller as it was: its own priority and its session', async () => {
    const before = { nice: os.getPriority(), group: autogroupOf(process.pid) };
    const { pid } = await start();
    putBehind([pid]);
    expect({ nice: os.getPriority(), group: autogroupOf(process.pid) }).toEqual(before);
  });

  it('leaves the caller’s session alone for a process that does not lead one of its own', () => {
    const before = autogroupOf(process.pid);
    const same = spawn('sleep', ['60'], { stdio: 'ignore' });
    try {
      putBehind([same.pid ?? 0]);
      expect(threadNices(same.pid ?? 0)).toEqual([19]);
      expect(autogroupOf(process.pid)).toBe(before);
    } finally {
      same.kill('SIGKILL');
    }
  });

  it('finds a stack’s processes by its record, and only those still running', async () => {
    const { pid } = await start();
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pairc-behind-'));
    dirs.push(dataDir);
    const identity = identify(pid);
    const orchestrator = identify(process.pid);
    const bootId = currentBootId();
    if (identity === null || orchestrator === null || bootId === null)
      throw new Error('no /proc to identify processes by');
    const ended = { ...identity, pid: 1, name: 'firestore' };
    writeStackRecord(path.join(dataDir, RECORD_FILE), {
      bootId,
      orchestrator,
      watchdog: null,
      children: [{ ...identity, name: 'api' }, ended],
      save: null,
    });
    expect(stackBehind(dataDir)).toEqual(['api']);
    expect(threadNices(pid)).toEqual([19]);
  });

  it('says so when no stack is recorded in the folder', () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pairc-behind-'));
    dirs.push(dataDir);
    expect(() => stackBehind(dataDir)).toThrow(`No running stack is recorded in ${dataDir} to put behind the browser`);
  });
});
