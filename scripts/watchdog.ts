/**
 * What the stack's watchdog runs once the orchestrator is gone: `node --require tsx/cjs
 * scripts/watchdog.ts <record file> <orchestrator pid> <its start time>`.
 *
 * The watchdog itself is a shell that startStack starts in a session of its own (so a Ctrl-C in
 * the terminal does not reach it), waiting on `cat` for the end of a pipe whose other end only the
 * orchestrator holds. End-of-file means the orchestrator is gone, however it went: also by
 * SIGKILL, which no handler sees (and Node cannot ask the kernel to signal the children when their
 * parent dies). Then this script does, from the stack record, what the orchestrator does when it
 * stops: it saves what the emulators hold while they still run, then stops every process the
 * record names that is provably still ours. A clean stop removes the record and ends the watchdog
 * before the pipe closes, so this never runs after one.
 */
import fs from 'node:fs';
import { readStackRecord, stopRecordedStack } from './stackRecord';

type Orchestrator = { pid: number; startTime: string };

function sameProcess(a: Orchestrator, b: Orchestrator | undefined): boolean {
  return b !== undefined && a.pid === b.pid && a.startTime === b.startTime;
}

async function standIn(file: string, orchestrator: Orchestrator): Promise<void> {
  const record = readStackRecord(file);
  if (record === null || !sameProcess(orchestrator, record.orchestrator)) return;
  const log = (message: string) => console.log(`${new Date().toISOString()} ${message}`);
  log(`The orchestrator (pid ${orchestrator.pid}) is gone without stopping the stack: stopping it.`);
  await stopRecordedStack(record, log);
  // Removed only while it is still this stack's: the next start writes its own once this one's processes are gone.
  if (sameProcess(orchestrator, readStackRecord(file)?.orchestrator)) fs.rmSync(file, { force: true });
  log('Stopped.');
}

const [recordFile, pid, startTime] = process.argv.slice(2);
if (recordFile === undefined || pid === undefined || startTime === undefined) {
  throw new Error('usage: watchdog.ts <stack record file> <orchestrator pid> <its start time>');
}
standIn(recordFile, { pid: Number(pid), startTime }).catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
