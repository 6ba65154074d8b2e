import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { answers, startProcess, waitUntilReady } from './processes';
import { isAlive } from './testKit/stack';

/** `ps` state letters for a pid, or '' when there is no such process. */
function processState(pid: number): string {
  try {
    return execFileSync('ps', ['-o', 'stat=', '-p', String(pid)], { encoding: 'utf8' }).trim();
  } catch {
    return '';
  }
}

describe('managed processes', () => {
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pairc-proc-'));
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('stops a child and everything it started, as a JVM under a wrapper script would be', async () => {
    const pidFile = path.join(dir, 'grandchild.pid');
    // A shell that starts a long sleep and waits for it: killing only the shell would orphan the sleep.
    const child = startProcess('wrapper', 'sh', ['-c', `sleep 60 & echo $! > ${pidFile}; wait`], {
      output: { kind: 'file', path: path.join(dir, 'out.log') },
    });
    await waitUntilReady(
      child,
      () => Promise.resolve(fs.existsSync(pidFile) && fs.readFileSync(pidFile, 'utf8').trim() !== ''),
      5000,
    );
    const grandchild = Number(fs.readFileSync(pidFile, 'utf8'));
    expect(isAlive(grandchild)).toBe(true);

    await child.stop();
    // The zombie entry may linger until reaped by init; ps shows it gone or defunct.
    expect(processState(grandchild) === '' || processState(grandchild).startsWith('Z')).toBe(true);
  });

  it('reports a child that dies during start-up instead of waiting out the time limit', async () => {
    const child = startProcess('broken', 'sh', ['-c', 'exit 3'], {
      output: { kind: 'file', path: path.join(dir, 'out.log') },
    });
    await expect(waitUntilReady(child, () => Promise.resolve(false), 30_000)).rejects.toThrow(
      'broken exited during start-up (code 3)',
    );
    expect(await child.exited).toBe(3);
  });

  it('says why a quiet child died during start-up: the end of what it wrote this run', async () => {
    const log = path.join(dir, 'out.log');
    fs.writeFileSync(log, 'an earlier run\n');
    const lines = Array.from({ length: 25 }, (_, k) => `echo line ${k + 1}`).join('; ');
    const child = startProcess('broken', 'sh', ['-c', `${lines}; echo 'Error: listen EADDRINUSE' >&2; exit 1`], {
      output: { kind: 'file', path: log },
    });
    const failure = await waitUntilReady(child, () => Promise.resolve(false), 30_000).then(
      () => null,
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(Error);
    const [first, ...said] = (failure as Error).message.split('\n');
    expect(first).toBe('broken exited during start-up (code 1); its last output:');
    expect(said).toHaveLength(20);
    expect(said[0]).toBe('line 7');
    expect(said.at(-1)).toBe('Error: listen EADDRINUSE');
  });

  it('gives whole lines of the end of a long run', async () => {
    const log = path.join(dir, 'out.log');
    // 30 lines of 1,000 characters: more than the 16 kB it reads back.
    const child = startProcess(
      'verbose',
      'sh',
      ['-c', 'for k in $(seq 1 30); do printf "%01000d\\n" $k; done; exit 2'],
      {
        output: { kind: 'file', path: log },
      },
    );
    await child.exited;
    const said = child.lastOutput().split('\n');
    expect(said.length).toBeGreaterThan(10);
    expect(said.every((line) => line.length === 1000)).toBe(true);
    expect(Number(said.at(-1))).toBe(30);
  });

  it('stops waiting for a child as soon as start-up is cancelled', async () => {
    const child = startProcess('sleeper', 'sleep', ['60'], {
      output: { kind: 'file', path: path.join(dir, 'out.log') },
    });
    const cancel = new AbortController();
    const waiting = waitUntilReady(child, () => Promise.resolve(false), 60_000, cancel.signal);
    cancel.abort();
    await expect(waiting).rejects.toThrow('Start-up of sleeper cancelled');
    await child.stop();
  });

  it('writes what a quiet child prints to its log file', async () => {
    const log = path.join(dir, 'out.log');
    const child = startProcess('talker', 'sh', ['-c', 'echo hello; echo oops >&2'], {
      output: { kind: 'file', path: log },
    });
    await child.exited;
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fs.readFileSync(log, 'utf8')).toContain('hello');
    expect(fs.readFileSync(log, 'utf8')).toContain('oops');
  });

  it('also prints what a child writes to its log file, line by line with its name, when asked to', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pairc-proc-'));
    const log = path.join(dir, 'out.log');
    fs.writeFileSync(log, 'from an earlier run\n');
    const printed: string[] = [];
    const print = jest.spyOn(console, 'log').mockImplementation((line: string) => printed.push(line));
    try {
      const child = startProcess('talker', 'sh', ['-c', 'echo hello; sleep 0.3; printf "oops\\nno newline" >&2'], {
        output: { kind: 'file', path: log, echo: true },
      });
      await child.exited;
      await new Promise((resolve) => setTimeout(resolve, 50));
    } finally {
      print.mockRestore();
    }
    expect(printed).toEqual(['[talker] hello', '[talker] oops', '[talker] no newline']);
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('treats a refused connection as not ready', async () => {
    await expect(answers('http://127.0.0.1:9/')).rejects.toThrow();
  });
});
