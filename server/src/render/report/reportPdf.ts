import PDFDocument from 'pdfkit';
import SVGtoPDF from 'svg-to-pdfkit';
import type { MatchReport, ReportPlayer } from '../../../../contract/report';
import { COLOURS } from '../palette';
import { REPORT_FONTS } from './fonts';
import { kickoutMapSvg, raceSvg, shotChartSvg, TEAM_TEXT, turnoverMapSvg } from './reportCharts';
import {
  cardWords,
  freeRows,
  headline,
  kickoutRows,
  NOT_RECORDED,
  PART_NAMES,
  scoreRows,
  shotRows,
  subtitle,
  turnoverRows,
  type Row,
} from '../../../../contract/reportText';

/**
 * A match report as a PDF of at most two A4 pages (docs/report.md): the same figures as the JSON,
 * text set in the fonts the app ships (so it is selectable and searchable), the charts drawn as
 * vector paths from the same SVG the app shows.
 */

const A4 = { width: 595.28, height: 841.89 };
const MARGIN = 36;
const CONTENT = A4.width - 2 * MARGIN;
const BOTTOM = A4.height - MARGIN;
const SMALL = 8;
const ROW = 11.5;
const LABEL_WIDTH = 145;
const HALF_WIDTH = (CONTENT - 12) / 2;

type Doc = PDFKit.PDFDocument;

function write(
  doc: Doc,
  words: string,
  x: number,
  y: number,
  options: PDFKit.Mixins.TextOptions & { size?: number; bold?: boolean; colour?: string } = {},
) {
  const { size = SMALL, bold = false, colour = COLOURS.text, ...rest } = options;
  doc
    .font(bold ? 'bold' : 'regular')
    .fontSize(size)
    .fillColor(colour)
    .text(words, x, y, { lineBreak: false, ...rest });
}

/** A table of both teams' figures: a label, then the match, 1st half and 2nd half, each team's side by side. */
function splitTable(doc: Doc, report: MatchReport, title: string, rows: readonly Row[] | null, y: number): number {
  write(doc, title, MARGIN, y, { size: 10, bold: true });
  let top = y + 14;
  if (rows === null) {
    write(doc, `${title}: ${NOT_RECORDED}.`, MARGIN, top, { colour: COLOURS.muted });
    return top + ROW + 6;
  }
  const cell = (CONTENT - LABEL_WIDTH) / 6;
  PART_NAMES.forEach((part, k) => {
    const x = MARGIN + LABEL_WIDTH + k * 2 * cell;
    write(doc, part, x, top, { bold: true, width: 2 * cell - 4, align: 'right' });
    report.match.teams.forEach((team, index) =>
      write(doc, team, x + index * cell, top + ROW, {
        width: cell - 4,
        align: 'right',
        colour: TEAM_TEXT[index as 0 | 1],
        ellipsis: true,
      }),
    );
  });
  top += 2 * ROW;
  doc
    .moveTo(MARGIN, top - 2)
    .lineTo(MARGIN + CONTENT, top - 2)
    .lineWidth(0.5)
    .strokeColor(COLOURS.grid)
    .stroke();
  for (const row of rows) {
    write(doc, row.label, MARGIN, top);
    row.cells.forEach((value, k) =>
      write(doc, value, MARGIN + LABEL_WIDTH + k * cell, top, { width: cell - 4, align: 'right', bold: k < 2 }),
    );
    top += ROW;
  }
  return top + 8;
}

/** An SVG chart at a width, its height kept in proportion; returns where the next thing goes. */
function chart(doc: Doc, svg: string, x: number, y: number, width: number): number {
  const size = /viewBox="0 0 ([\d.]+) ([\d.]+)"/.exec(svg);
  const height = size ? (width * Number(size[2])) / Number(size[1]) : width / 2;
  // The root's own width and height would win over the size asked for here; its viewBox scales it.
  const scalable = svg.replace(/^(<svg[^>]*?) width="[\d.]+" height="[\d.]+"/, '$1');
  SVGtoPDF(doc, scalable, x, y, {
    width,
    height,
    assumePt: true,
    fontCallback: (_family, bold) => (bold ? 'bold' : 'regular'),
  });
  return y + height;
}

const PLAYER_COLUMNS: ReadonlyArray<[string, (player: ReportPlayer) => string]> = [
  ['Sh', (p) => String(p.shots)],
  ['Sc', (p) => String(p.scores)],
  ['Pts', (p) => String(p.points)],
  ['xP', (p) => p.xPts.toFixed(1)],
  ['TO', (p) => (p.turnoversWon === null ? '–' : String(p.turnoversWon))],
  ['KO', (p) => (p.kickoutsWon === null ? '–' : String(p.kickoutsWon))],
];

/** One team's players, as many as fit above `bottom`, and how many more there were. */
function playerTable(doc: Doc, report: MatchReport, team: 0 | 1, x: number, y: number, bottom: number): void {
  const players = report.players[team];
  const nameWidth = HALF_WIDTH - PLAYER_COLUMNS.length * 24;
  write(doc, `${report.match.teams[team]} players`, x, y, {
    bold: true,
    colour: TEAM_TEXT[team],
    width: nameWidth,
    ellipsis: true,
  });
  PLAYER_COLUMNS.forEach(([label], k) =>
    write(doc, label, x + nameWidth + k * 24, y, { width: 22, align: 'right', colour: COLOURS.muted }),
  );
  let top = y + ROW;
  const room = Math.max(0, Math.floor((bottom - top) / ROW) - 1);
  const shown = players.length > room ? players.slice(0, room) : players;
  for (const player of shown) {
    write(doc, player.name, x, top, { width: nameWidth - 4, ellipsis: true });
    PLAYER_COLUMNS.forEach(([, cell], k) =>
      write(doc, cell(player), x + nameWidth + k * 24, top, { width: 22, align: 'right' }),
    );
    top += ROW;
  }
  if (shown.length < players.length)
    write(doc, `and ${players.length - shown.length} more`, x, top, { colour: COLOURS.muted });
  else if (players.length === 0) write(doc, 'No players recorded', x, top, { colour: COLOURS.muted });
}

/** The report as PDF bytes: two A4 pages. */
export function reportPdf(report: MatchReport): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    autoFirstPage: true,
    info: { Title: headline(report), Subject: subtitle(report), Creator: 'Páirc' },
  });
  doc.registerFont('regular', REPORT_FONTS.regular);
  doc.registerFont('bold', REPORT_FONTS.bold);
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  // Page 1: the score, the shots, the race and the shot charts.
  write(doc, headline(report), MARGIN, MARGIN, { size: 16, bold: true, width: CONTENT, ellipsis: true });
  write(doc, subtitle(report), MARGIN, MARGIN + 21, { size: 9, colour: COLOURS.muted, width: CONTENT, ellipsis: true });
  let y = splitTable(doc, report, 'Score and shots', [...scoreRows(report), ...shotRows(report)], MARGIN + 40);
  y = chart(doc, raceSvg(report, { width: 720, height: 250 }), MARGIN, y, CONTENT) + 6;
  chart(doc, shotChartSvg(report, 1, 420), MARGIN, y, HALF_WIDTH);
  chart(doc, shotChartSvg(report, 2, 420), MARGIN + HALF_WIDTH + 12, y, HALF_WIDTH);

  // Page 2: kickouts, turnovers, frees and cards, their maps, and the players.
  doc.addPage();
  y = splitTable(doc, report, 'Kickouts', kickoutRows(report), MARGIN);
  y = splitTable(doc, report, 'Turnovers', turnoverRows(report), y);
  y = splitTable(doc, report, 'Frees', freeRows(report), y);
  const cards = cardWords(report);
  write(
    doc,
    cards
      ? `Cards: ${report.match.teams[0]} ${cards[0]}; ${report.match.teams[1]} ${cards[1]}.`
      : `Cards: ${NOT_RECORDED}.`,
    MARGIN,
    y,
    { width: CONTENT, ellipsis: true, colour: cards ? COLOURS.text : COLOURS.muted },
  );
  y += ROW + 8;
  const kickoutMap = kickoutMapSvg(report, 420);
  const turnoverMap = turnoverMapSvg(report, 420);
  if (kickoutMap || turnoverMap) {
    const heights = [
      kickoutMap ? chart(doc, kickoutMap, MARGIN, y, HALF_WIDTH) : y,
      turnoverMap ? chart(doc, turnoverMap, MARGIN + HALF_WIDTH + 12, y, HALF_WIDTH) : y,
    ];
    y = Math.max(...heights) + 10;
  }
  playerTable(doc, report, 0, MARGIN, y, BOTTOM);
  playerTable(doc, report, 1, MARGIN + HALF_WIDTH + 12, y, BOTTOM);
  write(
    doc,
    'Sh shots · Sc scores · Pts points · xP expected points · TO turnovers won · KO kickouts won',
    MARGIN,
    BOTTOM - 2,
    {
      size: 7,
      colour: COLOURS.muted,
    },
  );
  doc.end();
  return done;
}
