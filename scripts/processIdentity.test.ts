import { spawn, type ChildProcess } from 'node:child_process';
import { identify, isRunning, stopProcessGroups, type ProcessIdentity } from './processIdentity';

function sleeper(): { child: ChildProcess; identity: ProcessIdentity } {
  const child = spawn('sleep', ['60'], { detached: true, stdio: 'ignore' });
  const identity = child.pid === undefined ? null : identify(child.pid);
  if (identity === null) throw new Error('sleep did not start');
  return { child, identity };
}

describe('process identity', () => {
  const started: ChildProcess[] = [];
  afterEach(() => {
    for (const child of started.splice(0)) child.kill('SIGKILL');
  });
  const start = () => {
    const each = sleeper();
    started.push(each.child);
    return each;
  };

  it('is the pid, start time and program of a running process', () => {
    const { identity } = start();
    expect(identity.executable).toMatch(/\/sleep$/);
    expect(identity.commandLine).toEqual(['sleep', '60']);
    expect(identity.startTime).toMatch(/^\d+$/);
    expect(isRunning(identity)).toBe(true);
  });

  it('no longer matches a pid whose start time or program differs, as a reused pid would', () => {
    const { identity } = start();
    expect(isRunning({ ...identity, startTime: String(Number(identity.startTime) - 1) })).toBe(false);
    expect(isRunning({ ...identity, executable: '/usr/bin/java' })).toBe(false);
  });

  it('still matches a process that has given itself another title, as webpack-cli does', async () => {
    const child = spawn(process.execPath, ['-e', 'process.title = "renamed"; setTimeout(() => {}, 60_000)'], {
      detached: true,
      stdio: ['ignore', 'ignore', 'ignore'],
    });
    started.push(child);
    const identity = child.pid === undefined ? null : identify(child.pid);
    if (identity === null) throw new Error('node did not start');
    let renamed: string[] = [];
    while (renamed[0] !== 'renamed') {
      await new Promise((resolve) => setTimeout(resolve, 20));
      renamed = identify(identity.pid)?.commandLine ?? [];
    }
    expect(isRunning(identity)).toBe(true);
  });

  it('is gone once the process has exited, even before it is reaped', async () => {
    const { child, identity } = start();
    child.kill('SIGKILL');
    await new Promise((resolve) => child.once('exit', resolve));
    expect(isRunning(identity)).toBe(false);
  });

  it('stops only the processes that are still the ones identified', async () => {
    const ours = start();
    const stranger = start();
    const stale = { ...stranger.identity, startTime: '1' };
    const ourExit = new Promise((resolve) => ours.child.once('exit', resolve));

    await stopProcessGroups([ours.identity, stale], 1000);

    await ourExit;
    expect(isRunning(ours.identity)).toBe(false);
    expect(isRunning(stranger.identity)).toBe(true);
  });
});
