import net from 'node:net';

/** A start-up problem the user can fix; its message is the one line we print. */
export class PrerequisiteError extends Error {}

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
