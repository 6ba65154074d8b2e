/** Two projects: the browser app under jsdom and the API server under plain Node. */
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

module.exports = {
  projects: [
    {
      displayName: 'web',
      testEnvironment: '<rootDir>/src/test/jsdomEnvironment.js',
      roots: ['<rootDir>/src'],
      testMatch: ['**/*.test.ts', '**/*.test.tsx'],
      transform: { '^.+\\.(t|j)sx?$': swc },
      moduleNameMapper: { '\\.(css|svg)$': '<rootDir>/src/test/fileStub.js' },
      setupFilesAfterEnv: ['<rootDir>/src/test/setup.ts'],
    },
    {
      displayName: 'server',
      testEnvironment: 'node',
      roots: ['<rootDir>/server', '<rootDir>/scripts'],
      testMatch: ['**/*.test.ts'],
      transform: { '^.+\\.(t|j)sx?$': swc },
    },
  ],
};
