/**
 * Integration tests: real processes (the API, the Java Firestore emulator, the Auth emulator) on
 * ports of their own, one test file at a time. `npm test` runs them after the unit tests.
 */
const { projects } = require('./jest.config');

const server = projects.find((project) => project.displayName === 'server');

module.exports = {
  ...server,
  displayName: 'integration',
  testMatch: ['**/*.integration.test.ts'],
  testPathIgnorePatterns: ['/node_modules/'],
  maxWorkers: 1,
};
