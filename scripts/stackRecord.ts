import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { saveEmulatorData, type EmulatorName, type SavePlan } from './emulators';
import { PrerequisiteError } from './prerequisites';
import { errorText } from './processes';
import { currentBootId, isRunning, stopProcessGroups, waitForExit, type ProcessIdentity } from './processIdentity';

/** In the stack's data folder. */
export const RECORD_FILE = 'stack.pids.json';

export type RecordedChild = ProcessIdentity & { name: string };

/**
 * What a running stack has started, rewritten as it changes, so that what outlives the
 * orchestrator can be found: by the watchdog at once, or by the next start should the watchdog
 * have gone too. Only processes that are provably still the ones recorded are ever signalled.
 */
export type StackRecord = {
  bootId: string;
  orchestrator: ProcessIdentity;
  watchdog: ProcessIdentity | null;
  children: RecordedChild[];
  /** How to save the emulators' data, and which emulators have all their data loaded (an export of the others would be partial). */
  save: { plan: SavePlan; ready: EmulatorName[] } | null;
};

const identitySchema = z.object({
  pid: z.number().int().positive(),
  startTime: z.string(),
  executable: z.string(),
  commandLine: z.array(z.string()),
});
const recordSchema = z.object({
  bootId: z.string(),
  orchestrator: identitySchema,
  watchdog: identitySchema.nullable(),
  children: z.array(identitySchema.extend({ name: z.string() })),
  save: z
    .object({
      plan: z.object({
        host: z.string(),
        projectId: z.string(),
        hubPort: z.number(),
        firestorePort: z.number(),
        dir: z.string(),
      }),
      ready: z.array(z.enum(['auth', 'firestore'])),
    })
    .nullable(),
}) satisfies z.ZodType<StackRecord>;
/** What versions before this one wrote: bare pids, which prove nothing about who holds them now. */
const bareRecordSchema = z.object({ owner: z.number(), children: z.array(z.number()) });

const STOP_GRACE_MS = 5000;
/** Saving normally takes well under a second; an emulator that does not answer in this time is stopped unsaved. */
const SAVE_TIMEOUT_MS = 10_000;
const WATCHDOG_WAIT_MS = 60_000;

function shownPath(file: string): string {
  const relative = path.relative(process.cwd(), file);
  return relative.startsWith('..') || path.isAbsolute(relative) ? file : relative;
}

function unreadable(file: string, reason: string): PrerequisiteError {
  return new PrerequisiteError(
    `The file ${shownPath(file)} is unreadable (${reason.replace(/\s+/g, ' ')}): delete it and start again.`,
  );
}

/**
 * The record in `file`; null when there is none or it holds nothing that could prove a process
 * ours. A file that is no record (truncated, say) is a PrerequisiteError: the user decides.
 */
export function readStackRecord(file: string): StackRecord | null {
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') return null;
    throw unreadable(file, code ?? String(error));
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw unreadable(file, errorText(error));
  }
  const record = recordSchema.safeParse(json);
  if (record.success) return record.data;
  if (bareRecordSchema.safeParse(json).success) return null;
  throw unreadable(file, 'not a record of the processes of a Páirc stack');
}

/** Written whole under another name and then renamed, so no crash leaves half a record. */
export function writeStackRecord(file: string, record: StackRecord): void {
  const partial = `${file}.${process.pid}.partial`;
  fs.writeFileSync(partial, `${JSON.stringify(record, null, 2)}\n`);
  fs.renameSync(partial, file);
}

/**
 * Does what the orchestrator does when it stops: saves the data of each ready emulator that is
 * provably the recorded one (the ports might by now be another stack's), then stops every
 * recorded process that is provably still ours.
 */
export async function stopRecordedStack(record: StackRecord, report: (message: string) => void): Promise<void> {
  const running = (record.save?.ready ?? []).filter((name) =>
    record.children.some((child) => child.name === name && isRunning(child)),
  );
  if (record.save && running.length > 0) {
    await saveEmulatorData(record.save.plan, running, SAVE_TIMEOUT_MS).then(
      () => report(`saved the data of the emulators (${running.join(', ')}).`),
      (error: unknown) => report(errorText(error)),
    );
  }
  await stopProcessGroups(record.children, STOP_GRACE_MS);
}

/**
 * Ends what an earlier stack left running when its orchestrator was killed, before this one
 * starts. A stack whose orchestrator still runs is left alone (its ports will say so); a watchdog
 * still at work is given time to finish, as it saves data that stopping the emulators would lose.
 */
export async function endLeftovers(file: string): Promise<void> {
  const record = readStackRecord(file);
  if (record !== null && record.bootId === currentBootId()) {
    if (isRunning(record.orchestrator)) return;
    if (record.watchdog && isRunning(record.watchdog)) {
      console.log('The last Páirc was stopped abruptly; waiting while it saves its data and stops...');
      if (!(await waitForExit(record.watchdog, WATCHDOG_WAIT_MS))) await stopProcessGroups([record.watchdog], 0);
    }
    await stopRecordedStack(record, (message) => console.log(`Left running by the last Páirc: ${message}`));
  }
  fs.rmSync(file, { force: true });
}
