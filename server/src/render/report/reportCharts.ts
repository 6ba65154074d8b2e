import { PITCH } from '../../../../contract/pitch';
import type { KickoutLanding, MatchReport, TeamIndex, TurnoverSpot } from '../../../../contract/report';
import { OKABE_ITO, COLOURS } from '../palette';
import { pitchMarkings, twoPointArcMarking, type Marking } from '../../../../contract/pitchMarkings';
import { grassLayer, linesLayer, project, projection } from '../pitch';
import { el, fixed, num, svgDocument, text, textWidth } from '../svg';

/**
 * A match report's pictures as SVG (docs/report.md): the expected-points race, the shot chart of
 * both teams on one pitch for each half, and the kickout and turnover maps. The same markup is
 * shown by the app, drawn into the PDF and rasterised for the share image, so all three agree.
 * Teams are told apart by colour, scored and missed by shape (a disc against a cross), as
 * everywhere in Páirc.
 */

/** Team colours: Okabe-Ito blue and orange, apart in every common colour blindness. */
export const TEAM_COLOURS: readonly [string, string] = [OKABE_ITO.blue, OKABE_ITO.orange];
/** The same for words on white: Okabe-Ito orange is too pale for text, so a darker shade of it. */
export const TEAM_TEXT: readonly [string, string] = [OKABE_ITO.blue, '#8a5a00'];
const OUTLINE = '#1e293b';
const FONT = 12;

const teamsIn = (report: MatchReport): readonly [string, string] => report.match.teams;

/** Whose pitch a map draws: the two teams (the first attacking right) and whether the 40 m arcs are marked. */
export type PitchSides = { teams: readonly [string, string]; twoPointArc: boolean };

/** The other end's 40 m arc: the attacked end's turned about the halfway line. */
function otherEndArc(): Marking {
  const arc = twoPointArcMarking(PITCH);
  if (arc.kind !== 'arc') return arc;
  return {
    ...arc,
    id: 'two-point-arc-other',
    centre: { x: 0, y: arc.centre.y },
    startAngle: Math.PI - arc.endAngle,
    endAngle: Math.PI - arc.startAngle,
  };
}

/** A marker: a disc for a score or a ball won, a cross for a miss or a ball lost; a dead ball ringed. */
function marker(cx: number, cy: number, good: boolean, fill: string, size: number, ringed = false): string {
  if (good) {
    return el('circle', {
      cx,
      cy,
      r: size,
      fill,
      stroke: ringed ? OUTLINE : '#ffffff',
      'stroke-width': ringed ? 1.6 : 1,
    });
  }
  const a = size * 0.32;
  const b = size * 1.05;
  const d =
    `M${num(cx - b)} ${num(cy - b + a)}L${num(cx - b + a)} ${num(cy - b)}L${num(cx)} ${num(cy - a)}` +
    `L${num(cx + b - a)} ${num(cy - b)}L${num(cx + b)} ${num(cy - b + a)}L${num(cx + a)} ${num(cy)}` +
    `L${num(cx + b)} ${num(cy + b - a)}L${num(cx + b - a)} ${num(cy + b)}L${num(cx)} ${num(cy + a)}` +
    `L${num(cx - b + a)} ${num(cy + b)}L${num(cx - b)} ${num(cy + b - a)}L${num(cx - a)} ${num(cy)}z`;
  return el('path', { d, fill, stroke: ringed ? OUTLINE : '#ffffff', 'stroke-width': ringed ? 1.2 : 0.8 });
}

/** A legend line: swatches and words, left to right. */
function legend(
  items: ReadonlyArray<{ swatch: (x: number, y: number) => string; label: string }>,
  x: number,
  y: number,
) {
  let cursor = x;
  const parts: string[] = [];
  for (const item of items) {
    parts.push(item.swatch(cursor + 6, y - FONT * 0.35));
    parts.push(text(item.label, { x: cursor + 16, y, 'font-size': FONT, fill: COLOURS.text }));
    cursor += 16 + textWidth(item.label, FONT) + 14;
  }
  return parts.join('');
}

type PitchChart = { width: number; title: string; desc: string; heading: string };

/**
 * A whole pitch lying on its side, the first team attacking right and the second left, with `marks`
 * in each team's frame turned onto it.
 */
function pitchChart(
  sides: PitchSides,
  chart: PitchChart,
  marks: ReadonlyArray<{
    team: TeamIndex;
    x: number;
    y: number;
    draw: (cx: number, cy: number, fill: string) => string;
  }>,
  legendItems: ReadonlyArray<{ swatch: (x: number, y: number) => string; label: string }>,
): string {
  const margin = 12;
  const scale = (chart.width - 2 * margin) / PITCH.length;
  const top = 30;
  const p = projection('full', margin, top, scale);
  const markings = pitchMarkings('full', PITCH, { twoPointArc: sides.twoPointArc });
  if (sides.twoPointArc) markings.push(otherEndArc());
  const [first, second] = sides.teams;
  const body = [
    text(chart.heading, { x: margin, y: 18, 'font-size': FONT + 1, 'font-weight': 'bold', fill: COLOURS.text }),
    grassLayer(p),
    linesLayer(p, markings),
    // Which way each team attacks, under the pitch.
    text(`${first} attack →`, {
      x: chart.width - margin,
      y: top + p.height + 16,
      'font-size': FONT,
      'text-anchor': 'end',
      fill: TEAM_TEXT[0],
    }),
    text(`← ${second} attack`, { x: margin, y: top + p.height + 16, 'font-size': FONT, fill: TEAM_TEXT[1] }),
    ...marks.map((mark) => {
      // The second team's frame is the first's turned half a turn.
      const [x, y] = mark.team === 0 ? [mark.x, mark.y] : [PITCH.length - mark.x, PITCH.width - mark.y];
      const [cx, cy] = project(p, Math.min(PITCH.length, Math.max(0, x)), Math.min(PITCH.width, Math.max(0, y)));
      return mark.draw(cx, cy, TEAM_COLOURS[mark.team]);
    }),
    legend(legendItems, margin, top + p.height + 36),
  ];
  return svgDocument({ width: chart.width, height: top + p.height + 46, title: chart.title, desc: chart.desc, body });
}

const HALF_WORDS = { 1: '1st half', 2: '2nd half' } as const;

function teamSwatches(sides: PitchSides) {
  return sides.teams.map((name, team) => ({
    swatch: (x: number, y: number) => marker(x, y, true, TEAM_COLOURS[team as TeamIndex], 5),
    label: name,
  }));
}

/** Both teams' shots of one half on one pitch: a disc scored, a cross missed, a dead ball ringed, a goal larger. */
export function shotChartSvg(report: MatchReport, half: 1 | 2, width = 560): string {
  const shots = report.shots.filter((shot) => shot.half === half);
  const [first, second] = teamsIn(report);
  const counted = (team: TeamIndex) => {
    const own = shots.filter((shot) => shot.team === team);
    return `${own.filter((shot) => shot.scored).length} scores from ${own.length} shots`;
  };
  return pitchChart(
    report.match,
    {
      width,
      heading: `Shots, ${HALF_WORDS[half]}`,
      title: `Shot chart, ${HALF_WORDS[half]}: ${first} v ${second}`,
      desc: `${first}: ${counted(0)}. ${second}: ${counted(1)}.`,
    },
    // Misses first, so the scores sit on top.
    [...shots.filter((shot) => !shot.scored), ...shots.filter((shot) => shot.scored)].map((shot) => ({
      team: shot.team,
      x: shot.x,
      y: shot.y,
      draw: (cx: number, cy: number, fill: string) =>
        marker(cx, cy, shot.scored, fill, shot.value === 3 ? 6.5 : 4.5, shot.shotType !== 'play'),
    })),
    [
      ...teamSwatches(report.match),
      { swatch: (x, y) => marker(x, y, true, COLOURS.muted, 4.5), label: 'scored' },
      { swatch: (x, y) => marker(x, y, false, COLOURS.muted, 4.5), label: 'missed' },
      { swatch: (x, y) => marker(x, y, true, '#ffffff', 4.5, true), label: 'dead ball' },
    ],
  );
}

/** Where each kickout landed, the kicking team's colour: a disc kept, a cross lost, a broken ball ringed. */
export function kickoutLandingsSvg(sides: PitchSides, landings: readonly KickoutLanding[], width = 560): string {
  const [first, second] = sides.teams;
  const kept = (team: TeamIndex) => {
    const own = landings.filter((landing) => landing.team === team);
    return `${own.filter((landing) => landing.won).length} of ${own.length} kept`;
  };
  return pitchChart(
    sides,
    {
      width,
      heading: 'Kickouts: where they landed',
      title: `Kickout landings: ${first} v ${second}`,
      desc: `Each team's kickouts from its own goal. ${first}: ${kept(0)}. ${second}: ${kept(1)}.`,
    },
    landings.map((landing) => ({
      team: landing.team,
      x: landing.x,
      y: landing.y,
      draw: (cx: number, cy: number, fill: string) =>
        marker(cx, cy, landing.won, fill, 4.5, landing.contest === 'break'),
    })),
    [
      ...teamSwatches(sides),
      { swatch: (x, y) => marker(x, y, true, COLOURS.muted, 4.5), label: 'kept' },
      { swatch: (x, y) => marker(x, y, false, COLOURS.muted, 4.5), label: 'lost' },
      { swatch: (x, y) => marker(x, y, true, '#ffffff', 4.5, true), label: 'broken ball' },
    ],
  );
}

export function kickoutMapSvg(report: MatchReport, width = 560): string | null {
  return report.kickouts && kickoutLandingsSvg(report.match, report.kickouts.landings, width);
}

/** Where each turnover was won, in the winning team's colour and frame. */
export function turnoverSpotsSvg(sides: PitchSides, spots: readonly TurnoverSpot[], width = 560): string {
  const [first, second] = sides.teams;
  const won = (team: TeamIndex) => {
    const count = spots.filter((spot) => spot.team === team).length;
    return count === 1 ? 'once' : `${count} times`;
  };
  return pitchChart(
    sides,
    {
      width,
      heading: 'Turnovers: where the ball was won',
      title: `Turnovers won: ${first} v ${second}`,
      desc: `${first} won the ball ${won(0)}, ${second} ${won(1)}.`,
    },
    spots.map((spot) => ({
      team: spot.team,
      x: spot.x,
      y: spot.y,
      draw: (cx: number, cy: number, fill: string) => marker(cx, cy, true, fill, 4.5),
    })),
    teamSwatches(sides),
  );
}

export function turnoverMapSvg(report: MatchReport, width = 560): string | null {
  return report.turnovers && turnoverSpotsSvg(report.match, report.turnovers.spots, width);
}

/** The race's size: wide and short, for a page's width. */
export type RaceSize = { width: number; height: number; fontSize?: number };

/**
 * The expected-points race: each team's actual points (solid steps, each score a disc) and
 * expected points (dashed) over the match clock, half time marked.
 */
export function raceSvg(report: MatchReport, size: RaceSize = { width: 720, height: 300 }): string {
  const fontSize = size.fontSize ?? FONT;
  const { width, height } = size;
  const left = 8 + textWidth('00', fontSize) + 6;
  const right = fontSize * 1.5;
  const top = fontSize * 2.6;
  const bottom = fontSize * 2.6;
  const plotW = width - left - right;
  const plotH = height - top - bottom;
  const halfLength = report.match.halfLength;
  const lastMinute = Math.max(2 * halfLength, ...report.shots.map((shot) => (shot.minute ?? 0) + 1));
  const totals = [0, 1].map((team) => {
    const own = report.shots.filter((shot) => shot.team === team);
    return { points: own.at(-1)?.pointsSoFar ?? 0, xPts: own.at(-1)?.xPtsSoFar ?? 0 };
  });
  const highest = Math.max(4, ...totals.map((total) => Math.max(total.points, total.xPts)));
  const yMax = Math.ceil((highest + 1) / 5) * 5;
  const xOf = (minute: number) => left + (minute / lastMinute) * plotW;
  const yOf = (points: number) => top + plotH - (points / yMax) * plotH;
  const body: string[] = [];
  const step = yMax <= 10 ? 2 : yMax <= 30 ? 5 : 10;
  for (let value = 0; value <= yMax; value += step) {
    body.push(
      el('line', {
        x1: left,
        x2: left + plotW,
        y1: yOf(value),
        y2: yOf(value),
        stroke: COLOURS.grid,
        'stroke-width': 1,
      }),
    );
    body.push(
      text(String(value), {
        x: left - 6,
        y: yOf(value) + fontSize * 0.35,
        'font-size': fontSize,
        'text-anchor': 'end',
        fill: COLOURS.muted,
      }),
    );
  }
  for (let minute = 0; minute <= lastMinute; minute += 10) {
    body.push(
      text(`${minute}′`, {
        x: xOf(minute),
        y: top + plotH + fontSize * 1.3,
        'font-size': fontSize,
        'text-anchor': 'middle',
        fill: COLOURS.muted,
      }),
    );
  }
  body.push(
    el('line', {
      x1: xOf(halfLength),
      x2: xOf(halfLength),
      y1: top,
      y2: top + plotH,
      stroke: COLOURS.muted,
      'stroke-dasharray': '3 3',
    }),
    text('half time', { x: xOf(halfLength) + 4, y: top + fontSize, 'font-size': fontSize - 1, fill: COLOURS.muted }),
    text('minutes', {
      x: left + plotW,
      y: top + plotH + fontSize * 2.4,
      'font-size': fontSize - 1,
      'text-anchor': 'end',
      fill: COLOURS.muted,
    }),
  );
  for (const team of [0, 1] as const) {
    const colour = TEAM_COLOURS[team];
    const own = report.shots.filter((shot) => shot.team === team);
    let actual = `M${num(xOf(0))} ${num(yOf(0))}`;
    let expected = actual;
    for (const shot of own) {
      const x = xOf(shot.minute ?? 0);
      actual += `H${num(x)}V${num(yOf(shot.pointsSoFar))}`;
      expected += `L${num(x)} ${num(yOf(shot.xPtsSoFar))}`;
    }
    actual += `H${num(xOf(lastMinute))}`;
    expected += `H${num(xOf(lastMinute))}`;
    body.push(el('path', { d: expected, fill: 'none', stroke: colour, 'stroke-width': 2, 'stroke-dasharray': '6 4' }));
    body.push(el('path', { d: actual, fill: 'none', stroke: colour, 'stroke-width': 2.5 }));
    for (const shot of own.filter((item) => item.scored)) {
      body.push(marker(xOf(shot.minute ?? 0), yOf(shot.pointsSoFar), true, colour, shot.value === 3 ? 5 : 3.5));
    }
  }
  const [first, second] = teamsIn(report);
  const words = (team: 0 | 1) =>
    `${teamsIn(report)[team]} ${totals[team]?.points ?? 0} (xP ${fixed(totals[team]?.xPts ?? 0, 1)})`;
  let cursor = left;
  for (const team of [0, 1] as const) {
    body.push(
      el('line', {
        x1: cursor,
        x2: cursor + 18,
        y1: fontSize,
        y2: fontSize,
        stroke: TEAM_COLOURS[team],
        'stroke-width': 2.5,
      }),
    );
    body.push(text(words(team), { x: cursor + 24, y: fontSize * 1.35, 'font-size': fontSize, fill: COLOURS.text }));
    cursor += 24 + textWidth(words(team), fontSize) + 18;
  }
  body.push(
    el('line', {
      x1: cursor,
      x2: cursor + 18,
      y1: fontSize,
      y2: fontSize,
      stroke: COLOURS.muted,
      'stroke-width': 2,
      'stroke-dasharray': '6 4',
    }),
  );
  body.push(text('expected', { x: cursor + 24, y: fontSize * 1.35, 'font-size': fontSize, fill: COLOURS.text }));
  return svgDocument({
    width,
    height,
    title: `Expected-points race: ${first} v ${second}`,
    desc: `Points scored (solid) and expected (dashed) over the match clock. ${words(0)}; ${words(1)}.`,
    body,
  });
}
