/**
 * Unit and component tests: the browser app under jsdom and the API server under plain Node. They
 * need no Java, no emulator and no fixed port; tests that start real processes are integration
 * tests (`*.integration.test.ts`, jest.integration.config.js).
 */
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

const INTEGRATION = '\\.integration\\.test\\.ts$';

// Mocks and spies start each test fresh and put back what they replaced, whatever a test forgets.
const freshMocks = { resetMocks: true, restoreMocks: true };

module.exports = {
  // A worker per core: Jest's default leaves one core free, which on a two-core machine is one worker
  // for everything (138 s here against 85 s with two).
  maxWorkers: '100%',
  projects: [
    {
      displayName: 'web',
      ...freshMocks,
      testEnvironment: '<rootDir>/src/testKit/jsdomEnvironment.js',
      roots: ['<rootDir>/src'],
      testMatch: ['**/*.test.ts', '**/*.test.tsx'],
      transform: { '^.+\\.(t|j)sx?$': swc },
      moduleNameMapper: { '\\.(css|svg)$': '<rootDir>/src/testKit/fileStub.js' },
      // Also gives each test 15 s: the first of a file that opens the dashboard waits for its lazy chunk.
      setupFilesAfterEnv: ['<rootDir>/src/testKit/setup.ts'],
    },
    {
      displayName: 'server',
      ...freshMocks,
      testEnvironment: 'node',
      roots: ['<rootDir>/server', '<rootDir>/scripts', '<rootDir>/contract', '<rootDir>/tools', '<rootDir>/bench'],
      testMatch: ['**/*.test.ts'],
      testPathIgnorePatterns: ['/node_modules/', INTEGRATION],
      transform: { '^.+\\.(t|j)sx?$': swc },
      // firebase-admin's key fetcher loads jose, which is ES modules only: Node requires it as it is,
      // Jest's module runtime cannot, so it is compiled to CommonJS like our own sources.
      transformIgnorePatterns: ['/node_modules/(?!jose/)'],
    },
  ],
};
