import fs from 'node:fs';
import { signalGroup } from './processes';

/**
 * What shows that a pid still names a process we started. Pids are reused (on many Linux machines
 * within 32,768 starts), so a pid alone may name a stranger; with the kernel's start time of the
 * process and the program it runs, it does not repeat within one boot.
 */
export type ProcessIdentity = {
  pid: number;
  /** Field 22 of /proc/<pid>/stat: clock ticks from boot to the start of the process. */
  startTime: string;
  /**
   * The program it runs (/proc/<pid>/exe). Not its command line, which a process may rewrite:
   * webpack-cli sets its title to "webpack", and would then pass for a stranger and be left running.
   */
  executable: string;
  /** What it was started as, for whoever reads the record; not proof, for the reason above. */
  commandLine: string[];
};

/**
 * This boot's id: start times count from boot, so an identity recorded before a reboot proves
 * nothing after it. Null where there is no /proc.
 */
export function currentBootId(): string | null {
  try {
    return fs.readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim();
  } catch {
    return null;
  }
}

/**
 * The identity of a running process; null when there is no such process, when it has exited and
 * waits to be reaped, or where there is no /proc (then nothing can be proven, so nothing is killed).
 */
export function identify(pid: number): ProcessIdentity | null {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Field 2, the command name, is in parentheses and may itself hold spaces and ')'.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const [state] = fields;
    const startTime = fields[22 - 3];
    if (state === 'Z' || state === 'X' || startTime === undefined) return null;
    const executable = fs.readlinkSync(`/proc/${pid}/exe`);
    const commandLine = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').slice(0, -1);
    return { pid, startTime, executable, commandLine };
  } catch {
    return null;
  }
}

/** True only while `identity.pid` is still the very process that was identified. */
export function isRunning(identity: ProcessIdentity): boolean {
  const now = identify(identity.pid);
  return now !== null && now.startTime === identity.startTime && now.executable === identity.executable;
}

async function waitUntilStopped(processes: readonly ProcessIdentity[], timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (processes.some(isRunning) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * Stops the process group of each process that is provably still the one identified: SIGTERM,
 * then SIGKILL for what is left after the grace time. Anything else is left alone.
 */
export async function stopProcessGroups(processes: readonly ProcessIdentity[], graceMs: number): Promise<void> {
  const ours = processes.filter(isRunning);
  for (const each of ours) signalGroup(each.pid, 'SIGTERM');
  await waitUntilStopped(ours, graceMs);
  // Also what a leader that stopped in time left behind in its group (tsx watch's child, say). Its
  // group id is no stranger's: the id cannot be handed out while a member lives, and Linux hands
  // out pids in turn, so a pid freed seconds ago is not given again until the counter wraps.
  for (const each of ours) signalGroup(each.pid, 'SIGKILL');
  await waitUntilStopped(ours, 5000);
}

/** Waits until a process stops on its own; true if it did within the time. */
export async function waitForExit(identity: ProcessIdentity, timeoutMs: number): Promise<boolean> {
  await waitUntilStopped([identity], timeoutMs);
  return !isRunning(identity);
}
