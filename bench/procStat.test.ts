import { spawn } from 'node:child_process';
import { processStats } from './procStat';

/** bench/procStat.ts against Linux's own view of real processes. */

describe("the processes' stats", () => {
  it('name a detached process as the leader of its own group and session', () => {
    const child = spawn('sleep', ['60'], { detached: true, stdio: 'ignore' });
    try {
      const stat = processStats().find(({ pid }) => pid === child.pid);
      expect(stat).toEqual({ pid: child.pid, group: child.pid, session: child.pid, cpuMs: expect.any(Number) });
    } finally {
      child.kill('SIGKILL');
    }
  });

  it("count this process's CPU time as it works", () => {
    const mine = () => processStats().find(({ pid }) => pid === process.pid)?.cpuMs ?? NaN;
    const before = mine();
    const until = Date.now() + 100;
    while (Date.now() < until); // Busy for 100 ms, ten of Linux's 10 ms ticks: some of them must be counted.
    expect(mine()).toBeGreaterThan(before);
  });
});
