import { inflateSync } from 'node:zlib';
import { handMatchReport } from '../../testKit/handMatch';
import { pdfText } from '../../testKit/pdfText';
import { reportPdf } from './reportPdf';
import { SHARE_HEIGHT, SHARE_WIDTH, shareImagePng } from './shareImage';

const report = handMatchReport();

/** A PNG's size from its header, and its pixels inflated: what a decoder would check before drawing. */
function decodePng(png: Buffer): { width: number; height: number; rowBytes: number; inflated: number } {
  expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  const width = png.readUInt32BE(16);
  const height = png.readUInt32BE(20);
  const channels = { 2: 3, 6: 4, 0: 1, 4: 2, 3: 1 }[png[25] ?? 0] ?? 4;
  const data: Buffer[] = [];
  for (let at = 8; at < png.length;) {
    const length = png.readUInt32BE(at);
    const type = png.toString('latin1', at + 4, at + 8);
    if (type === 'IDAT') data.push(png.subarray(at + 8, at + 8 + length));
    at += 12 + length;
  }
  return {
    width,
    height,
    rowBytes: 1 + width * channels * ((png[24] ?? 8) / 8),
    inflated: inflateSync(Buffer.concat(data)).length,
  };
}

describe("the report's PDF", () => {
  it('has at most two A4 pages whose text holds the score line, the teams and the players', async () => {
    const pdf = await reportPdf(report);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const { pages, width, height, text } = pdfText(pdf);
    expect(pages).toBeLessThanOrEqual(2);
    expect([Math.round(width), Math.round(height)]).toEqual([595, 842]);
    expect(text).toContain('Clifden 0-2 (2) v 1-2 (5) Oughterard');
    expect(text).toContain('Galway SFC Round 1');
    for (const name of ['Seán Ó Sé', 'Dara King', 'Ciarán Joyce', 'No. 11', 'No. 14']) expect(text).toContain(name);
    expect(text).toContain('Own kickouts kept');
    expect(text).toContain('Scored from turnovers won');
  });

  it('says which blocks a shots-only match did not record, rather than printing zeros', async () => {
    const shotsOnly = { ...report, kickouts: null, turnovers: null, discipline: { frees: null, cards: null } };
    const { text } = pdfText(await reportPdf(shotsOnly));
    for (const block of ['Kickouts', 'Turnovers', 'Frees', 'Cards'])
      expect(text).toContain(`${block}: not recorded for this match`);
  });
});

describe("the report's share image", () => {
  it('is a 1200 x 630 PNG whose pixels decode', () => {
    const png = shareImagePng(report);
    const decoded = decodePng(png);
    expect([decoded.width, decoded.height]).toEqual([SHARE_WIDTH, SHARE_HEIGHT]);
    expect(decoded.inflated).toBe(decoded.height * decoded.rowBytes);
  });
});
