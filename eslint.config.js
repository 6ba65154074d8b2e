const fs = require('node:fs');
const path = require('node:path');
const js = require('@eslint/js');
const tseslint = require('typescript-eslint');
const reactHooks = require('eslint-plugin-react-hooks');
const react = require('eslint-plugin-react');
const jsxA11y = require('eslint-plugin-jsx-a11y');
const jestPlugin = require('eslint-plugin-jest');
const importX = require('eslint-plugin-import-x');
const globals = require('globals');

const FEATURES = fs
  .readdirSync(path.join(__dirname, 'src', 'features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * The architecture, as import rules a newcomer cannot break by accident: shared pieces know no
 * feature, features know no other feature (the app composes them), the browser never reaches
 * into the server, the contract depends on neither side, and the server's pure layers (analytics,
 * render) know nothing of storage or HTTP.
 */
const boundaries = [
  ...FEATURES.map((feature) => ({
    target: `./src/features/${feature}`,
    from: './src/features',
    except: [`./${feature}`],
    message: 'A feature imports no other feature; compose them in src/app instead.',
  })),
  { target: './src/components', from: './src/features', message: 'Shared components import no feature.' },
  { target: './src', from: './server', message: 'The browser app never imports server code; share through contract/.' },
  { target: './contract', from: ['./src', './server'], message: 'The contract depends on neither side.' },
  ...['analytics', 'render'].map((layer) => ({
    target: `./server/src/${layer}`,
    from: ['./server/src/data', './server/src/http'],
    message: `server/src/${layer} is pure: it takes shots and numbers, never the database or HTTP.`,
  })),
];

const TEST_FILES = ['**/*.test.{ts,tsx}', 'src/testKit/**', 'server/src/testKit/**', 'contract/testKit/**', 'e2e/**'];

const UNTYPED_HOOKS = {
  name: 'react-redux',
  importNames: ['useDispatch', 'useSelector'],
  message: 'Use the typed hooks in src/app/hooks.ts.',
};
const TEST_KIT = { group: ['**/testKit/**', '**/testKit'], message: 'Product code never imports test fixtures.' };
const PIPELINES = {
  group: ['firebase/firestore/pipelines', '@firebase/firestore/pipelines'],
  message: 'Firestore is patched without pipelines (docs/architecture.md#patched-dependencies).',
};

/**
 * Each kind of file gets every import ban that applies to it in one `no-restricted-imports`: flat
 * config takes a rule's last matching setting whole, so a ban set in an earlier entry would
 * silently vanish under a later one. The untyped hooks are refused across the app, tests
 * included, except in the file that types them; test fixtures are refused in all product code;
 * Firestore's pipelines everywhere, as the SDK is patched without them.
 */
const importBans = [
  { files: ['src/**/*.{ts,tsx}'], bans: { paths: [UNTYPED_HOOKS], patterns: [PIPELINES] } },
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: [...TEST_FILES, 'src/app/hooks.ts'],
    bans: { paths: [UNTYPED_HOOKS], patterns: [TEST_KIT, PIPELINES] },
  },
  {
    files: ['src/app/hooks.ts', 'server/src/**/*.ts', 'contract/**/*.ts'],
    ignores: TEST_FILES,
    bans: { patterns: [TEST_KIT, PIPELINES] },
  },
].map(({ bans, ...scope }) => ({ ...scope, rules: { 'no-restricted-imports': ['error', bans] } }));

module.exports = tseslint.config(
  {
    ignores: ['dist/', 'dist-server/', '.data/', 'coverage/', 'test-results/', 'playwright-report/', 'node_modules/'],
  },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: __dirname },
      globals: { ...globals.node },
    },
    plugins: { 'import-x': importX },
    rules: {
      // A cycle inside a package is not ours to break, and following packages' imports took 20 s.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': ['error', { zones: boundaries }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      '@typescript-eslint/no-confusing-void-expression': 'off',
      // RTK's documented way to say "this query or thunk takes no argument" is `void`.
      '@typescript-eslint/no-invalid-void-type': 'off',
    },
    settings: {
      'import-x/resolver-next': [importX.createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })],
      // no-cycle reads each imported file for its imports: with no parser for TypeScript it read none.
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { react, 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    settings: { react: { version: 'detect' } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      'react/jsx-key': ['error', { checkFragmentShorthand: true, warnOnDuplicates: true }],
      // A scrolling region (a wide table) must take focus so a keyboard can scroll it.
      'jsx-a11y/no-noninteractive-tabindex': ['error', { tags: [], roles: ['tabpanel', 'region'] }],
      'react/no-array-index-key': 'error',
      'react/jsx-no-useless-fragment': 'error',
    },
  },
  ...importBans,
  {
    files: TEST_FILES,
    languageOptions: { globals: { ...globals.jest } },
    plugins: { jest: jestPlugin },
    rules: {
      'jest/no-focused-tests': 'error',
      'jest/no-disabled-tests': 'error',
      // `within` (server/src/testKit/http.ts) waits for a check to hold and fails the test when it never does.
      'jest/expect-expect': [
        'error',
        { assertFunctionNames: ['expect', 'expect*', 'assertFails', 'assertSucceeds', '**.expect*', 'within'] },
      ],
      'jest/no-identical-title': 'error',
      'jest/valid-expect': ['error', { alwaysAwait: true, asyncMatchers: ['toResolve', 'toReject'] }],
      // Tests build partial fakes of SDK objects on purpose.
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/unbound-method': 'off',
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
  {
    files: ['**/*.js'],
    ...tseslint.configs.disableTypeChecked,
    languageOptions: {
      ...tseslint.configs.disableTypeChecked.languageOptions,
      sourceType: 'commonjs',
      globals: { ...globals.node },
    },
    rules: { ...tseslint.configs.disableTypeChecked.rules, '@typescript-eslint/no-require-imports': 'off' },
  },
);
