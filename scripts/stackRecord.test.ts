import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PrerequisiteError } from './prerequisites';
import { currentBootId, identify, isRunning, type ProcessIdentity } from './processIdentity';
import { endLeftovers, readStackRecord, writeStackRecord, type StackRecord } from './stackRecord';

/** The identity a process had that has ended since, as the orchestrator of a killed stack. */
function endedProcess(): ProcessIdentity {
  const pid = Number(spawnSync('sh', ['-c', 'echo $$'], { encoding: 'utf8' }).stdout.trim());
  return { pid, startTime: '1', executable: '/usr/bin/node', commandLine: ['node', 'scripts/start.ts'] };
}

describe('the stack record', () => {
  let dir: string;
  let file: string;
  const started: ChildProcess[] = [];
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pairc-record-'));
    file = path.join(dir, 'stack.pids.json');
  });
  afterEach(() => {
    for (const child of started.splice(0)) child.kill('SIGKILL');
    fs.rmSync(dir, { recursive: true, force: true });
  });

  const sleeper = (seconds: number): { child: ChildProcess; identity: ProcessIdentity } => {
    const child = spawn('sleep', [String(seconds)], { detached: true, stdio: 'ignore' });
    started.push(child);
    const identity = child.pid === undefined ? null : identify(child.pid);
    if (identity === null) throw new Error('sleep did not start');
    return { child, identity };
  };
  const sleep = (seconds: number) => sleeper(seconds).identity;
  const record = (change: Partial<StackRecord>): StackRecord => ({
    bootId: currentBootId() ?? '',
    orchestrator: endedProcess(),
    watchdog: null,
    children: [],
    save: null,
    ...change,
  });

  it('reads back what was written', () => {
    const written = record({ children: [{ name: 'api', ...sleep(60) }] });
    writeStackRecord(file, written);
    expect(readStackRecord(file)).toEqual(written);
    expect(fs.readdirSync(dir)).toEqual(['stack.pids.json']);
  });

  it('is absent when there is no file, or only one of bare pids that prove nothing', () => {
    expect(readStackRecord(file)).toBeNull();
    fs.writeFileSync(file, JSON.stringify({ owner: 1, children: [2, 3] }));
    expect(readStackRecord(file)).toBeNull();
  });

  it.each([
    ['truncated', '{"bootId": "5f0c", "orchestrator": {"pid": 12', /Expected .* in JSON at position 45/],
    ['empty', '', /Unexpected end of JSON input/],
    ['of another shape', '{"children": "everything"}', /not a record of the processes of a Páirc stack/],
  ])('says in one line what to do when the file is %s', (_, content, reason) => {
    fs.writeFileSync(file, content);
    const read = () => readStackRecord(file);
    expect(read).toThrow(PrerequisiteError);
    expect(read).toThrow(new RegExp(`^The file ${file} is unreadable \\(.+\\): delete it and start again\\.$`));
    expect(read).toThrow(reason);
  });

  it('ends the processes of a killed stack that are provably its own, and spares a stranger', async () => {
    const leftover = sleep(60);
    const stranger = sleep(60);
    writeStackRecord(
      file,
      record({
        children: [
          { name: 'auth', ...leftover },
          // The stranger holds a pid the stack once had, but started at another time, as another program.
          {
            name: 'firestore',
            ...stranger,
            startTime: '2',
            executable: '/usr/bin/java',
            commandLine: ['java', '-cp', 'emulator.jar'],
          },
        ],
      }),
    );

    await endLeftovers(file);

    expect(isRunning(leftover)).toBe(false);
    expect(isRunning(stranger)).toBe(true);
    expect(fs.existsSync(file)).toBe(false);
  });

  it('leaves alone a stack whose orchestrator still runs', async () => {
    const child = sleep(60);
    const orchestrator = identify(process.pid);
    if (orchestrator === null) throw new Error('no /proc');
    writeStackRecord(file, record({ orchestrator, children: [{ name: 'api', ...child }] }));

    await endLeftovers(file);

    expect(isRunning(child)).toBe(true);
    expect(fs.existsSync(file)).toBe(true);
  });

  it('lets the watchdog of a killed stack finish before it ends what is left', async () => {
    const watchdog = sleeper(1);
    const watchdogExit = new Promise<number | null>((resolve) => watchdog.child.once('exit', resolve));
    const leftover = sleep(60);
    writeStackRecord(file, record({ watchdog: watchdog.identity, children: [{ name: 'api', ...leftover }] }));

    await endLeftovers(file);

    // It ended on its own (code 0), not by a signal.
    expect(await watchdogExit).toBe(0);
    expect(isRunning(leftover)).toBe(false);
  });

  it('trusts nothing recorded before a reboot', async () => {
    const child = sleep(60);
    writeStackRecord(file, record({ bootId: 'another boot', children: [{ name: 'api', ...child }] }));

    await endLeftovers(file);

    expect(isRunning(child)).toBe(true);
    expect(fs.existsSync(file)).toBe(false);
  });
});
