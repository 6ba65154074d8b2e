import fs from 'node:fs';

/** What the benches read of a process in Linux's `/proc/<pid>/stat`. */
export type ProcStat = {
  pid: number;
  /** Its process group: the stack starts each server and emulator as a group of its own. */
  group: number;
  session: number;
  /** User and system CPU time, in ms: Linux counts it in ticks of 10 ms (USER_HZ is 100). */
  cpuMs: number;
};

/** Every live process's. */
export function processStats(): ProcStat[] {
  const stats: ProcStat[] = [];
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    let stat: string;
    try {
      stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
    } catch {
      continue; // It ended while the list was read.
    }
    // After the command's name in parentheses, which may hold spaces and ')': state, parent,
    // process group, session, … utime (the 14th field), stime (the 15th).
    const fields = stat
      .slice(stat.lastIndexOf(')') + 2)
      .split(' ')
      .map(Number);
    const [, , group = 0, session = 0] = fields;
    stats.push({ pid: Number(entry), group, session, cpuMs: ((fields[11] ?? 0) + (fields[12] ?? 0)) * 10 });
  }
  return stats;
}
