import net from 'node:net';
import { PrerequisiteError, requireFreePort, requireReachablePort } from './prerequisites';

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

  it('refuses a port that browsers and fetch will not connect to, before anything starts on it', async () => {
    await expect(requireReachablePort('127.0.0.1', 5060, 'emulator hub', 'EMULATOR_HUB_PORT')).rejects.toThrow(
      new PrerequisiteError(
        'Port 5060 (emulator hub) is one that browsers and fetch refuse to connect to: set EMULATOR_HUB_PORT to another port.',
      ),
    );
    // Node's fetch refuses it without trying, as browsers do.
    await expect(fetch('http://127.0.0.1:5060/')).rejects.toMatchObject({ cause: { message: 'bad port' } });
  });

  it('accepts such a port where nothing connects to it, such as the log server the emulators reserve', async () => {
    await expect(
      requireFreePort('127.0.0.1', 5060, 'emulator log server', 'LOGGING_EMULATOR_PORT'),
    ).resolves.toBeUndefined();
  });

  it('accepts a free port', async () => {
    await expect(requireFreePort('127.0.0.1', 0, 'anything', 'PORT')).resolves.toBeUndefined();
  });
});
