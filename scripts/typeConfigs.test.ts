import path from 'node:path';
import ts from 'typescript';

/**
 * Each runtime is type-checked with only what it has: the browser app without Node's globals, the
 * server without the DOM. A probe that uses the other runtime's globals must not compile.
 */
function diagnosticsOf(project: string, probeFile: string, source: string): string[] {
  const configPath = path.resolve(__dirname, '..', project, 'tsconfig.json');
  const parsed = ts.getParsedCommandLineOfConfigFile(
    configPath,
    {},
    { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => undefined },
  );
  if (!parsed) throw new Error(`Cannot read ${configPath}`);
  const probePath = path.resolve(__dirname, '..', project, probeFile);
  const host = ts.createCompilerHost(parsed.options);
  const readFile = host.readFile.bind(host);
  host.readFile = (file) => (path.resolve(file) === probePath ? source : readFile(file));
  host.fileExists = (file) => path.resolve(file) === probePath || ts.sys.fileExists(file);
  const program = ts.createProgram([probePath], parsed.options, host);
  return ts
    .getPreEmitDiagnostics(program, program.getSourceFile(probePath))
    .map((diagnostic) => ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
}

describe('type configuration per runtime', () => {
  it("checks the browser app without Node's globals", () => {
    const errors = diagnosticsOf(
      'src',
      'probe.ts',
      "export const bytes = Buffer.from('x');\nexport const here = __dirname;\n",
    );
    expect(errors).toEqual([
      expect.stringMatching(/Cannot find name 'Buffer'/),
      expect.stringMatching(/Cannot find name '__dirname'/),
    ]);
  });

  it('checks the server without the DOM', () => {
    const errors = diagnosticsOf('server', 'probe.ts', 'export const title = document.title;\n');
    expect(errors).toEqual([expect.stringMatching(/Cannot find name 'document'/)]);
  });

  it('accepts what each runtime has', () => {
    expect(diagnosticsOf('src', 'probe.ts', 'export const title = document.title;\n')).toEqual([]);
    expect(diagnosticsOf('server', 'probe.ts', "export const bytes = Buffer.from('x');\n")).toEqual([]);
  });
});
