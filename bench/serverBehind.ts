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

/** The highest nice value: the lowest priority. */
const LOWEST = 19;

type Processes = { children: Map<number, number[]>; sessionLeaders: Set<number> };

/** Every process's children, and which processes lead a session of their own, from `/proc/<pid>/stat`. */
function processes(): Processes {
  const children = new Map<number, number[]>();
  const sessionLeaders = new Set<number>();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    let stat: string;
    try {
      stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
    } catch {
      continue; // It ended while the list was read.
    }
    const pid = Number(entry);
    // The command name, field 2, is in parentheses and may hold spaces and ')'; then come the
    // state, the parent (field 4), the process group and the session (field 6).
    const [, parent, , session] = stat
      .slice(stat.lastIndexOf(')') + 2)
      .split(' ')
      .map(Number);
    if (parent !== undefined) children.set(parent, [...(children.get(parent) ?? []), pid]);
    if (session === pid) sessionLeaders.add(pid);
  }
  return { children, sessionLeaders };
}

function withDescendants(pid: number, children: Processes['children']): number[] {
  return [pid, ...(children.get(pid) ?? []).flatMap((child) => withDescendants(child, children))];
}

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
 * Puts each of `pids`, with the processes it started, at the lowest CPU priority: the session it
 * leads, where Linux schedules by session, and every thread of it and of them. Raising a nice value
 * needs no privilege; lowering it again would, so this lasts as long as the processes do.
 */
export function putBehind(pids: readonly number[]): void {
  const { children, sessionLeaders } = processes();
  for (const pid of pids) {
    // Only a session of the process's own: another's group would be its starter's, the bench's too.
    if (sessionLeaders.has(pid)) unlessGone(() => fs.writeFileSync(`/proc/${pid}/autogroup`, String(LOWEST)));
    for (const member of withDescendants(pid, children)) {
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
