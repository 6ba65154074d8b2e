import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process';
import fs from 'node:fs';
import readline from 'node:readline';

/** A child that runs in its own process group, so that stopping it also stops what it started. */
export type ManagedProcess = {
  name: string;
  child: ChildProcess;
  exited: Promise<number | null>;
  stop(): Promise<void>;
};

export type Output = { kind: 'console' } | { kind: 'file'; path: string };

const STOP_GRACE_MS = 10_000;

export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

function signalGroup(pid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(-pid, signal);
  } catch {
    // Already gone.
  }
}

export function startProcess(
  name: string,
  command: string,
  args: readonly string[],
  options: SpawnOptions & { output: Output },
): ManagedProcess {
  const { output, ...spawnOptions } = options;
  // Detached: a Ctrl-C in the terminal reaches only the orchestrator, which exports emulator data
  // before it stops the children itself.
  const child = spawn(command, args, { ...spawnOptions, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  const sink = output.kind === 'file' ? fs.createWriteStream(output.path, { flags: 'a' }) : null;
  for (const stream of [child.stdout, child.stderr]) {
    if (sink) {
      stream.pipe(sink, { end: false });
    } else {
      readline.createInterface({ input: stream }).on('line', (line) => console.log(`[${name}] ${line}`));
    }
  }
  const exited = new Promise<number | null>((resolve) => {
    child.once('exit', (code) => resolve(code));
    child.once('error', (error) => {
      console.error(`[${name}] could not start: ${error.message}`);
      resolve(null);
    });
  });
  void exited.then(() => sink?.end());

  let stopping: Promise<void> | null = null;
  const stop = () => {
    stopping ??= (async () => {
      if (child.exitCode !== null || child.pid === undefined) return;
      signalGroup(child.pid, 'SIGTERM');
      const timer = setTimeout(() => child.pid !== undefined && signalGroup(child.pid, 'SIGKILL'), STOP_GRACE_MS);
      await exited;
      clearTimeout(timer);
      // Anything the child left behind in its group (a JVM under a wrapper, say) goes too.
      signalGroup(child.pid, 'SIGKILL');
    })();
    return stopping;
  };
  return { name, child, exited, stop };
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
    if (state.died) throw new Error(`${process.name} exited during start-up`);
    if (await check().catch(() => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${process.name} was not ready within ${Math.round(timeoutMs / 1000)} s`);
}

export async function answers(url: string): Promise<boolean> {
  const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
  return response.ok;
}
