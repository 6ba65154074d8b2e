/**
 * Integration tests: real processes (the API, the Java Firestore emulator, the Auth emulator) on
 * ports of their own for each test file, so files run side by side, a worker per core: much of each
 * is waiting for a process to start or stop (docs/architecture.md#e2e-workers). `npm test` runs
 * them after the unit tests.
 */
const { projects } = require('./jest.config');

const server = projects.find((project) => project.displayName === 'server');

module.exports = {
  ...server,
  displayName: 'integration',
  testMatch: ['**/*.integration.test.ts'],
  testPathIgnorePatterns: ['/node_modules/'],
  maxWorkers: '100%',
};
