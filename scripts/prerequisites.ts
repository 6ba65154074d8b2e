import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';

/** A start-up problem the user can fix; its message is the one line we print. */
export class PrerequisiteError extends Error {}

const SYSTEM_FIRESTORE_JAR = '/usr/lib/google-cloud-sdk/platform/cloud-firestore-emulator/cloud-firestore-emulator.jar';

export function requireJava(): void {
  const result = spawnSync('java', ['-version'], { encoding: 'utf8' });
  if (result.error || result.status !== 0) {
    throw new PrerequisiteError(
      'Java is needed for the Firestore emulator: install a JDK 11 or newer (apt-get install -y openjdk-17-jre-headless) and try again.',
    );
  }
}

/** The Cloud Firestore emulator that ships with the Google Cloud CLI (or wherever the env says). */
export function firestoreEmulatorJar(env: NodeJS.ProcessEnv = process.env): string {
  const jar = env.FIRESTORE_EMULATOR_JAR || SYSTEM_FIRESTORE_JAR;
  if (!fs.existsSync(jar)) {
    throw new PrerequisiteError(
      `The Cloud Firestore emulator was not found at ${jar}: install the Google Cloud CLI component cloud-firestore-emulator, or set FIRESTORE_EMULATOR_JAR to its cloud-firestore-emulator.jar.`,
    );
  }
  return jar;
}

export async function requireFreePort(host: string, port: number, what: string, envName: string): Promise<void> {
  const free = await new Promise<boolean>((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen({ host, port, exclusive: true }, () => server.close(() => resolve(true)));
  });
  if (!free) {
    throw new PrerequisiteError(
      `Port ${port} (${what}) is in use: stop whatever is using it (is Páirc already running?) or set ${envName} to a free port.`,
    );
  }
}
