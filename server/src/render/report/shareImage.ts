import { Resvg } from '@resvg/resvg-js';
import type { MatchReport } from '../../../../contract/report';
import { COLOURS } from '../palette';
import { REPORT_FONTS } from './fonts';
import { el, fitText, svgDocument, text } from '../svg';
import { raceSvg, TEAM_TEXT } from './reportCharts';
import { keyNumbers, scoreText, subtitle } from '../../../../contract/reportText';

/**
 * The share image of a match report (docs/report.md): 1200 x 630, the size link previews and group
 * chats show whole. The score, expected points, the race and three key numbers, drawn as SVG and
 * rasterised with the fonts the app ships (no system font, nothing fetched).
 */

export const SHARE_WIDTH = 1200;
export const SHARE_HEIGHT = 630;

export function shareImageSvg(report: MatchReport): string {
  const [first, second] = report.match.teams;
  const body: string[] = [el('rect', { x: 0, y: 0, width: SHARE_WIDTH, height: 88, fill: '#0f172a' })];
  body.push(text(fitText(subtitle(report), 24, SHARE_WIDTH - 80), { x: 40, y: 56, 'font-size': 24, fill: '#ffffff' }));
  const line = (team: 0 | 1, y: number) => {
    const name = team === 0 ? first : second;
    const figures = report.shotFigures[team].match;
    body.push(
      text(fitText(name, 40, 330, true), { x: 40, y, 'font-size': 40, 'font-weight': 'bold', fill: TEAM_TEXT[team] }),
    );
    body.push(
      text(scoreText(report.score[team].match), {
        x: 40,
        y: y + 52,
        'font-size': 48,
        'font-weight': 'bold',
        fill: COLOURS.text,
      }),
    );
    body.push(
      text(`expected points ${figures.xPts.toFixed(1)}`, { x: 40, y: y + 86, 'font-size': 24, fill: COLOURS.muted }),
    );
  };
  line(0, 150);
  line(1, 310);
  const race = raceSvg(report, { width: 780, height: 330, fontSize: 18 }).replace('<svg ', '<svg x="400" y="110" ');
  body.push(race);
  const numbers = keyNumbers(report);
  numbers.forEach((item, index) => {
    const x = 40 + index * 380;
    body.push(el('rect', { x, y: 470, width: 360, height: 130, rx: 10, fill: '#f8fafc', stroke: COLOURS.grid }));
    body.push(text(item.label, { x: x + 20, y: 508, 'font-size': 24, fill: COLOURS.muted }));
    body.push(text(item.values[0], { x: x + 20, y: 570, 'font-size': 44, 'font-weight': 'bold', fill: TEAM_TEXT[0] }));
    body.push(text(item.values[1], { x: x + 190, y: 570, 'font-size': 44, 'font-weight': 'bold', fill: TEAM_TEXT[1] }));
  });
  return svgDocument({
    width: SHARE_WIDTH,
    height: SHARE_HEIGHT,
    title: `${first} v ${second}: match report`,
    desc: numbers.map((item) => `${item.label}: ${item.values[0]} to ${item.values[1]}`).join('. '),
    body,
  });
}

/** The share image as PNG bytes. */
export function shareImagePng(report: MatchReport): Buffer {
  const resvg = new Resvg(shareImageSvg(report), {
    font: {
      loadSystemFonts: false,
      fontFiles: [REPORT_FONTS.regular, REPORT_FONTS.bold],
      defaultFontFamily: 'DejaVu Sans',
    },
    fitTo: { mode: 'original' },
    background: '#ffffff',
  });
  return resvg.render().asPng();
}
