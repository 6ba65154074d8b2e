import { execFileSync } from 'node:child_process';

/**
 * A PDF read back as a reader would: its pages, the first page's size in points and its text,
 * extracted by PDF.js (through unpdf). PDF.js is an ES module loaded with a dynamic import, which
 * Jest's sandbox cannot run, so it runs in a Node process of its own.
 */
export type PdfText = { pages: number; width: number; height: number; text: string };

const READER = `
import { extractText, getDocumentProxy } from 'unpdf';
const chunks = [];
for await (const chunk of process.stdin) chunks.push(chunk);
const document = await getDocumentProxy(new Uint8Array(Buffer.concat(chunks)));
const page = await document.getPage(1);
const { text } = await extractText(document, { mergePages: true });
process.stdout.write(JSON.stringify({ pages: document.numPages, width: page.view[2], height: page.view[3], text }));
`;

export function pdfText(pdf: Buffer): PdfText {
  const out = execFileSync(process.execPath, ['--input-type=module', '-e', READER], { input: pdf, cwd: process.cwd() });
  return JSON.parse(out.toString('utf8')) as PdfText;
}
