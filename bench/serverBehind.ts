/**
 * The local server put behind the browser: the API and the emulators given a core only when the
 * browser leaves one free.
 *
 * A frame figure judges the page as a phone runs it, and a phone does not run Firestore's server.
 * Here the API and the emulators share two cores with the browser. Each is started in a session
 * of its own, and Linux gives each session an equal share of a busy CPU whatever its threads' nice
 * values (its "autogroup", sched(7)). So the emulator, which works hard on every write, took a core
 * from the page at each one (docs/performance.md#server-behind). Its work still gets done, on the
 * CPU the browser leaves.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { isRunning } from '../scripts/processIdentity';
import { readStackRecord, RECORD_FILE } from '../scripts/stackRecord';
import { processStats } from './procStat';

/** The highest nice value: the lowest priority. */
const LOWEST = 19;

/**
 * Ignores only a thread or a process that ended between being listed and being changed, or a
 * kernel without session groups (no `/proc/<pid>/autogroup`).
 */
function unlessGone(change: () => void): void {
  try {
    change();
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code !== 'ESRCH' && code !== 'ENOENT') throw error;
  }
}

/**
 * Puts each of `pids`, with every process of its process group (the stack starts each server and
 * emulator as a group of its own, so an emulator's Java goes with its launcher), at the lowest CPU
 * priority: the session it leads, where Linux schedules by session, and every thread of them.
 * Raising a nice value needs no privilege; lowering it again would, so this lasts as long as the
 * processes do.
 */
export function putBehind(pids: readonly number[]): void {
  const stats = processStats();
  for (const pid of pids) {
    // Only a session of the process's own: another's group would be its starter's, the bench's too.
    const leadsSession = stats.some((stat) => stat.pid === pid && stat.session === pid);
    if (leadsSession) unlessGone(() => fs.writeFileSync(`/proc/${pid}/autogroup`, String(LOWEST)));
    const members = new Set([pid, ...stats.filter(({ group }) => group === pid).map((stat) => stat.pid)]);
    for (const member of members) {
      unlessGone(() => {
        for (const thread of fs.readdirSync(`/proc/${member}/task`)) {
          unlessGone(() => os.setPriority(Number(thread), LOWEST));
        }
      });
    }
  }
}

/**
 * Puts the stack whose data folder is `dataDir` behind the browser: the processes its record
 * (scripts/stackRecord.ts) proves are still the ones it started. Answers their names.
 */
export function stackBehind(dataDir: string): string[] {
  const record = readStackRecord(path.join(dataDir, RECORD_FILE));
  const running = record?.children.filter(isRunning) ?? [];
  if (running.length === 0) throw new Error(`No running stack is recorded in ${dataDir} to put behind the browser`);
  putBehind(running.map(({ pid }) => pid));
  return running.map(({ name }) => name);
}
