import net from 'node:net';
import { PrerequisiteError, requireFreePort } from './prerequisites';

describe('start-up prerequisites', () => {
  it('names a busy port, what it is for and how to move it', async () => {
    const server = net.createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const address = server.address();
    if (address === null || typeof address === 'string') throw new Error('no port');
    try {
      await expect(requireFreePort('127.0.0.1', address.port, 'app and API', 'PORT')).rejects.toThrow(
        new PrerequisiteError(
          `Port ${address.port} (app and API) is in use: stop whatever is using it (is Páirc already running?) or set PORT to a free port.`,
        ),
      );
    } finally {
      server.close();
    }
  });

  it('accepts a free port', async () => {
    await expect(requireFreePort('127.0.0.1', 0, 'anything', 'PORT')).resolves.toBeUndefined();
  });
});
