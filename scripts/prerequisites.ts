import net from 'node:net';

/** A start-up problem the user can fix; its message is the one line we print. */
export class PrerequisiteError extends Error {}

/**
 * The Fetch standard's bad ports (fetch.spec.whatwg.org/#bad-port): browsers and Node's fetch
 * refuse to connect to them, so a server on one starts but nothing can talk to it.
 */
const BAD_PORTS = new Set([
  1, 7, 9, 11, 13, 15, 17, 19, 20, 21, 22, 23, 25, 37, 42, 43, 53, 69, 77, 79, 87, 95, 101, 102, 103, 104, 109, 110,
  111, 113, 115, 117, 119, 123, 135, 137, 139, 143, 161, 179, 389, 427, 465, 512, 513, 514, 515, 526, 530, 531, 532,
  540, 548, 554, 556, 563, 587, 601, 636, 989, 990, 993, 995, 1719, 1720, 1723, 2049, 3659, 4045, 4190, 5060, 5061,
  6000, 6566, 6665, 6666, 6667, 6668, 6669, 6679, 6697, 10080,
]);

/** A port for a server that browsers or fetch talk to: free, and one they will connect to. */
export async function requireReachablePort(host: string, port: number, what: string, envName: string): Promise<void> {
  if (BAD_PORTS.has(port)) {
    throw new PrerequisiteError(
      `Port ${port} (${what}) is one that browsers and fetch refuse to connect to: set ${envName} to another port.`,
    );
  }
  await requireFreePort(host, port, what, envName);
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
