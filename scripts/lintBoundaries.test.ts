import path from 'node:path';
import { ESLint } from 'eslint';

/**
 * The architecture is enforced by `npm run lint`: each probe below is a one-line change a newcomer
 * might make to a real file, and the project's own ESLint configuration must refuse it.
 */
const root = path.resolve(__dirname, '..');
// The configuration object itself: ESLint's own loader uses import(), which Jest's sandbox lacks.
// eslint-disable-next-line @typescript-eslint/no-require-imports -- the config is CommonJS
const config = require('../eslint.config.js') as ESLint.Options['overrideConfig'];
const eslint = new ESLint({ cwd: root, overrideConfigFile: true, overrideConfig: config });

async function errorsOf(rule: string, file: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(source, { filePath: path.join(root, file) });
  return (result?.messages ?? []).filter((message) => message.ruleId === rule).map((message) => message.message);
}

const boundaryErrors = (file: string, source: string) => errorsOf('import-x/no-restricted-paths', file, source);

const probes: ReadonlyArray<[rule: string, file: string, source: string, says: RegExp]> = [
  [
    'a feature imports another feature',
    'src/features/players/columns.ts',
    "export { Header } from '../dashboard/Header';\n",
    /A feature imports no other feature/,
  ],
  [
    'a shared component imports a feature',
    'src/components/Spinner.tsx',
    "export { PlayerTable } from '../features/players/PlayerTable';\n",
    /Shared components import no feature/,
  ],
  [
    'the browser app imports server code',
    'src/app/config.ts',
    "export { loadConfig } from '../../server/src/config';\n",
    /never imports server code/,
  ],
  [
    'the contract imports one side',
    'contract/images.ts',
    "export { PRODUCT_NAME } from '../src/app/config';\n",
    /The contract depends on neither side/,
  ],
  [
    'analytics imports the database',
    'server/src/analytics/teams.ts',
    "export { openStore } from '../data/store/store';\n",
    /server\/src\/analytics is pure/,
  ],
  [
    'analytics imports HTTP',
    'server/src/analytics/teams.ts',
    "export { buildApp } from '../http/app';\n",
    /server\/src\/analytics is pure/,
  ],
  [
    'rendering imports the database',
    'server/src/render/svg.ts',
    "export { openStore } from '../data/store/store';\n",
    /server\/src\/render is pure/,
  ],
  [
    'rendering imports HTTP',
    'server/src/render/svg.ts',
    "export { buildApp } from '../http/app';\n",
    /server\/src\/render is pure/,
  ],
];

describe('architecture boundaries in npm run lint', () => {
  it.each(probes)('refuses a change in which %s', async (_rule, file, source, says) => {
    const errors = await boundaryErrors(file, source);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(says);
  });

  it('allows what the layers may use: a feature importing the app and a shared component', async () => {
    const source =
      "export { useAppDispatch } from '../../app/hooks';\nexport { Spinner } from '../../components/Spinner';\n";
    expect(await boundaryErrors('src/features/players/columns.ts', source)).toEqual([]);
  });
});

describe('import cycles in npm run lint', () => {
  // The rule reads each imported file to follow its imports: had it no parser for TypeScript, it
  // would see no imports and refuse nothing, as it once did.
  it('refuses an import that closes a cycle through files on disk', async () => {
    expect(await errorsOf('import-x/no-cycle', 'src/app/apiSlice.ts', "export { store } from './store';\n")).toEqual([
      expect.stringMatching(/Dependency cycle/),
    ]);
  });

  it('allows the same import where it closes no cycle', async () => {
    expect(await errorsOf('import-x/no-cycle', 'src/index.tsx', "export { store } from './app/store';\n")).toEqual([]);
  });
});

describe('test rules in npm run lint', () => {
  const testFile = 'server/src/analytics/teams.test.ts';

  it.each([
    ['a focused test', 'jest/no-focused-tests', "it.only('counts', () => expect(1).toBe(1));\n"],
    ['a skipped test', 'jest/no-disabled-tests', "it.skip('counts', () => expect(1).toBe(1));\n"],
    ['a test that asserts nothing', 'jest/expect-expect', "it('counts', () => undefined);\n"],
  ])('refuses %s', async (_what, rule, source) => {
    expect(await errorsOf(rule, testFile, source)).toHaveLength(1);
  });
});

describe('import bans in npm run lint', () => {
  const importErrors = (file: string, source: string) => errorsOf('no-restricted-imports', file, source);
  const untypedHooks = "import { useSelector } from 'react-redux';\nexport const use = useSelector;\n";
  const testKit = "export { renderWithProviders } from '../../testKit/renderWithProviders';\n";

  it.each([
    ['product code', 'src/features/players/PlayerTable.tsx'],
    ['a test', 'src/features/players/PlayerTable.test.tsx'],
  ])('refuses the untyped useSelector in %s', async (_where, file) => {
    expect(await importErrors(file, untypedHooks)).toEqual([
      expect.stringMatching(/Use the typed hooks in src\/app\/hooks\.ts/),
    ]);
  });

  it('refuses a test fixture in product code that also may not use the untyped hooks', async () => {
    expect(await importErrors('src/features/players/PlayerTable.tsx', testKit)).toEqual([
      expect.stringMatching(/Product code never imports test fixtures/),
    ]);
  });

  it('lets the typed hooks be made from the untyped ones, and nowhere else', async () => {
    const source = "import { useDispatch } from 'react-redux';\nexport const useAppDispatch = useDispatch;\n";
    expect(await importErrors('src/app/hooks.ts', source)).toEqual([]);
    expect(await importErrors('src/app/store.ts', source)).toHaveLength(1);
  });
});
