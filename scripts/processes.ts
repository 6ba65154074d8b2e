import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import readline from 'node:readline';
import { StringDecoder } from 'node:string_decoder';

/** A child that runs in its own process group, so that stopping it also stops what it started. */
export type ManagedProcess = {
  name: string;
  child: ChildProcess;
  exited: Promise<number | null>;
  stop(): Promise<void>;
  /** The last lines this run of the child wrote to its log file ('' when its output goes to the console). */
  lastOutput(): string;
};

/**
 * Where a child's output goes. A file is written by the child itself, not through a pipe from us:
 * a child writing into a pipe whose reader has died gets EPIPE, which ends a Node child, so the
 * emulators would die while the watchdog saves their data after the orchestrator was killed.
 * `echo` also prints each line, with the child's name in front, as the file grows.
 */
export type Output = { kind: 'console' } | { kind: 'file'; path: string; echo?: boolean };

const STOP_GRACE_MS = 10_000;
/** Enough of a child's log to show why it stopped, which a quiet start would otherwise leave unsaid. */
const LAST_OUTPUT_LINES = 20;
const LAST_OUTPUT_BYTES = 16 * 1024;
const ECHO_EVERY_MS = 200;

/** Sends `signal` to the process group `pid` leads (every child it started too), if it still exists. */
export function signalGroup(pid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(-pid, signal);
  } catch {
    // Already gone.
  }
}

export function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** Prints what is appended to `file` after `offset`, a line at a time; the returned function prints the rest and stops. */
function echoFile(name: string, file: string, offset: number): () => void {
  const fd = fs.openSync(file, 'r');
  const decoder = new StringDecoder('utf8');
  const buffer = Buffer.alloc(64 * 1024);
  const state = { position: offset, partial: '' };
  const readNew = () => {
    let read = fs.readSync(fd, buffer, 0, buffer.length, state.position);
    while (read > 0) {
      state.position += read;
      state.partial += decoder.write(buffer.subarray(0, read));
      read = fs.readSync(fd, buffer, 0, buffer.length, state.position);
    }
    const lines = state.partial.split('\n');
    state.partial = lines.pop() ?? '';
    for (const line of lines) console.log(`[${name}] ${line}`);
  };
  const timer = setInterval(readNew, ECHO_EVERY_MS);
  return () => {
    clearInterval(timer);
    readNew();
    if (state.partial !== '') console.log(`[${name}] ${state.partial}`);
    fs.closeSync(fd);
  };
}

export function startProcess(
  name: string,
  command: string,
  args: readonly string[],
  options: SpawnOptions & { output: Output; stdin?: 'ignore' | 'pipe' },
): ManagedProcess {
  const { output, stdin = 'ignore', ...spawnOptions } = options;
  const logFd = output.kind === 'file' ? fs.openSync(output.path, 'a') : null;
  const echoFrom = logFd === null ? 0 : fs.fstatSync(logFd).size;
  // Detached: a Ctrl-C in the terminal reaches only the orchestrator, which exports emulator data
  // before it stops the children itself.
  const child = spawn(command, args, {
    ...spawnOptions,
    detached: true,
    stdio: logFd === null ? [stdin, 'pipe', 'pipe'] : [stdin, logFd, logFd],
  });
  if (logFd !== null) fs.closeSync(logFd);
  const stopEcho = output.kind === 'file' && output.echo ? echoFile(name, output.path, echoFrom) : null;
  if (output.kind === 'console') {
    for (const stream of [child.stdout, child.stderr]) {
      if (stream) readline.createInterface({ input: stream }).on('line', (line) => console.log(`[${name}] ${line}`));
    }
  }
  const exited = new Promise<number | null>((resolve) => {
    child.once('exit', (code) => resolve(code));
    child.once('error', (error) => {
      console.error(`[${name}] could not start: ${error.message}`);
      resolve(null);
    });
  });
  void exited.then(() => stopEcho?.());

  let stopping: Promise<void> | null = null;
  const stop = () => {
    stopping ??= (async () => {
      if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) return;
      signalGroup(child.pid, 'SIGTERM');
      const timer = setTimeout(() => child.pid !== undefined && signalGroup(child.pid, 'SIGKILL'), STOP_GRACE_MS);
      await exited;
      clearTimeout(timer);
      // Anything the child left behind in its group (a JVM under a wrapper, say) goes too.
      signalGroup(child.pid, 'SIGKILL');
    })();
    return stopping;
  };
  const lastOutput = () => {
    if (output.kind !== 'file') return '';
    // Only the end of this run's output: the log gathers every run of the data directory.
    const fd = fs.openSync(output.path, 'r');
    try {
      const { size } = fs.fstatSync(fd);
      const from = Math.max(echoFrom, size - LAST_OUTPUT_BYTES);
      const buffer = Buffer.alloc(Math.max(0, size - from));
      fs.readSync(fd, buffer, 0, buffer.length, from);
      const lines = buffer.toString('utf8').trimEnd().split('\n');
      // Read from inside a line, the first is only its end.
      return lines
        .slice(from > echoFrom ? 1 : 0)
        .slice(-LAST_OUTPUT_LINES)
        .join('\n');
    } finally {
      fs.closeSync(fd);
    }
  };
  return { name, child, exited, stop, lastOutput };
}

/** How a child that has exited ended, for a message. */
export function howItExited(process: ManagedProcess): string {
  const { signalCode, exitCode } = process.child;
  return signalCode === null ? `code ${String(exitCode)}` : `killed by ${signalCode}`;
}

/** Polls until `check` resolves true, the process dies, time runs out, or `signal` cancels the wait. */
export async function waitUntilReady(
  process: ManagedProcess,
  check: () => Promise<boolean>,
  timeoutMs: number,
  signal?: AbortSignal,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  const state = { died: false };
  void process.exited.then(() => (state.died = true));
  while (Date.now() < deadline) {
    if (signal?.aborted) throw new Error(`Start-up of ${process.name} cancelled`);
    if (state.died) {
      const said = process.lastOutput();
      throw new Error(
        `${process.name} exited during start-up (${howItExited(process)})${said ? `; its last output:\n${said}` : ''}`,
      );
    }
    if (await check().catch(() => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${process.name} was not ready within ${Math.round(timeoutMs / 1000)} s`);
}

export async function answers(url: string): Promise<boolean> {
  const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
  return response.ok;
}

/** True when something accepts connections on the port (a WebSocket server, say, that no GET satisfies). */
export function accepts(host: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port });
    socket.setTimeout(2000, () => socket.destroy());
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
    socket.once('close', () => resolve(false));
  });
}
