import { formatMatchDate } from './filters';
import type { MatchReport, ScoreLine, ShotFigures, Split } from './report';

/**
 * A match report's figures as words and table rows, once for the report screen, the PDF and the
 * share image, so all three say the same. A block the match does not record reads 'not recorded'
 * (docs/behaviour.md#report-not-recorded); a rate of nothing reads '–'.
 */

/** Goals-points (total), the Gaelic way: `1-12 (15)`. */
export const scoreText = (line: ScoreLine): string => `${line.goals}-${line.points} (${line.total})`;

export const percentText = (rate: number | null): string => (rate === null ? '–' : `${Math.round(rate * 100)}%`);

export const signed = (value: number): string =>
  `${value > 0 ? '+' : value < 0 ? '−' : ''}${Math.abs(value).toFixed(1)}`;

/** `3 of 5 (60%)`. */
export const ofText = (part: number, whole: number, rate: number | null): string =>
  `${part} of ${whole} (${percentText(rate)})`;

export const NOT_RECORDED = 'not recorded for this match';

/** The headline: `Clifden 0-2 (2) v 1-2 (5) Oughterard`. */
export function headline(report: MatchReport): string {
  const [first, second] = report.match.teams;
  return `${first} ${scoreText(report.score[0].match)} v ${scoreText(report.score[1].match)} ${second}`;
}

/** Stage, date, venue and whose data, for under the headline. */
export function subtitle(report: MatchReport): string {
  const { stage, date, venue, source } = report.match;
  const whose = source.kind === 'squad' ? source.name : source.sample ? 'Sample data' : 'Championship data';
  return [stage, formatMatchDate(date), venue, whose]
    .filter((part): part is string => part !== null && part !== '')
    .join(' · ');
}

export type Row = { label: string; cells: string[] };

const PARTS = ['match', 'half1', 'half2'] as const;

/** The column groups of a split table, the whole match first: on a narrow screen it shows first. */
export const PART_NAMES = ['Match', '1st half', '2nd half'] as const;

/**
 * Rows of a split figure for both teams, the cells by part: the match (first team, second team),
 * then the 1st half's two, then the 2nd half's, so the two teams' figures sit side by side.
 */
function splitRows<T>(
  figures: readonly [Split<T>, Split<T>],
  rows: ReadonlyArray<[string, (value: T) => string]>,
): Row[] {
  return rows.map(([label, cell]) => ({
    label,
    cells: PARTS.flatMap((part) => [0, 1].map((team) => cell((figures[team] as Split<T>)[part]))),
  }));
}

export function scoreRows(report: MatchReport): Row[] {
  return splitRows(report.score, [
    ['Score', scoreText],
    ['Two-pointers', (line) => String(line.twoPointers)],
  ]);
}

export function shotRows(report: MatchReport): Row[] {
  const rows: Array<[string, (figures: ShotFigures) => string]> = [
    ['Shots', (f) => String(f.attempts)],
    ['Scores', (f) => String(f.scores)],
    ['Conversion', (f) => percentText(f.conversion)],
    ['Points', (f) => String(f.points)],
    ['Expected points', (f) => f.xPts.toFixed(1)],
    ['Points − expected', (f) => signed(f.pointsMinusXPts)],
    ['From play', (f) => `${f.fromPlay.scores}/${f.fromPlay.attempts}`],
    ['Dead balls', (f) => `${f.deadBall.scores}/${f.deadBall.attempts}`],
    ['Goal attempts (goals)', (f) => `${f.goalAttempts.goals}/${f.goalAttempts.attempts}`],
  ];
  if (report.match.twoPointArc) {
    rows.push([
      'Two-point attempts',
      (f) => (f.twoPointAttempts ? `${f.twoPointAttempts.scored}/${f.twoPointAttempts.attempts}` : '–'),
    ]);
  }
  return splitRows(report.shotFigures, rows);
}

/** Kickout rows, or null when the match records none. */
export function kickoutRows(report: MatchReport): Row[] | null {
  const kickouts = report.kickouts;
  if (!kickouts) return null;
  const rows = splitRows(kickouts.teams, [
    ['Own kickouts kept', (k) => `${k.own.retained}/${k.own.kicked} ${percentText(k.own.rate)}`],
    ['Clean', (k) => `${k.clean.retained}/${k.clean.kicked}`],
    ['Break', (k) => `${k.break.retained}/${k.break.kicked}`],
    ['Short', (k) => `${k.short.retained}/${k.short.kicked}`],
    ['Long', (k) => `${k.long.retained}/${k.long.kicked}`],
    [
      "Opposition's won",
      (k) => `${k.oppositionWon.won}/${k.oppositionWon.kicked} ${percentText(k.oppositionWon.rate)}`,
    ],
  ]);
  const from = kickouts.scoresFromWon;
  rows.push(
    from
      ? (splitRows(from, [['Scored from kickouts won', (s) => `${s.scores} (${s.points} pts)`]])[0] ?? {
          label: '',
          cells: [],
        })
      : { label: 'Scored from kickouts won', cells: Array<string>(6).fill('–') },
  );
  return rows;
}

export function turnoverRows(report: MatchReport): Row[] | null {
  const turnovers = report.turnovers;
  if (!turnovers) return null;
  return splitRows(turnovers.teams, [
    ['Won', (t) => String(t.won)],
    ['Lost', (t) => String(t.lost)],
    ['Won in own third', (t) => String(t.wonByThird.defensive)],
    ['Won in middle third', (t) => String(t.wonByThird.middle)],
    ['Won in attacking third', (t) => String(t.wonByThird.attacking)],
    ['Lost in own third', (t) => String(t.lostByThird.defensive)],
    ['Tackles / interceptions / blocks', (t) => `${t.how.tackle}/${t.how.interception}/${t.how.block}`],
    ['Scored from turnovers won', (t) => `${t.scoresFrom.scores} (${t.scoresFrom.points} pts)`],
  ]);
}

export function freeRows(report: MatchReport): Row[] | null {
  const frees = report.discipline.frees;
  if (!frees) return null;
  return splitRows(frees, [
    ['Frees won', (f) => String(f.won)],
    ['Frees conceded', (f) => String(f.conceded)],
  ]);
}

/** Each team's cards in words: `yellow No. 3 (4′)`, or none. */
export function cardWords(report: MatchReport): [string, string] | null {
  const cards = report.discipline.cards;
  if (!cards) return null;
  return [0, 1].map((team) => {
    const own = cards.filter((card) => card.team === team);
    if (own.length === 0) return 'no cards';
    return own
      .map((card) => `${card.colour} ${card.player ?? 'unnamed'}${card.minute === null ? '' : ` (${card.minute}′)`}`)
      .join(', ');
  }) as [string, string];
}

/** The three numbers of the share image: what tells the match apart at a glance. */
export function keyNumbers(report: MatchReport): Array<{ label: string; values: [string, string] }> {
  const [a, b] = report.shotFigures;
  const numbers: Array<{ label: string; values: [string, string] }> = [
    { label: 'Conversion', values: [percentText(a.match.conversion), percentText(b.match.conversion)] },
    { label: 'Points − expected', values: [signed(a.match.pointsMinusXPts), signed(b.match.pointsMinusXPts)] },
  ];
  const kickouts = report.kickouts;
  if (kickouts) {
    numbers.push({
      label: 'Own kickouts kept',
      values: [percentText(kickouts.teams[0].match.own.rate), percentText(kickouts.teams[1].match.own.rate)],
    });
  } else if (report.match.twoPointArc) {
    numbers.push({
      label: 'Two-pointers',
      values: [String(report.score[0].match.twoPointers), String(report.score[1].match.twoPointers)],
    });
  } else {
    numbers.push({ label: 'Shots', values: [String(a.match.attempts), String(b.match.attempts)] });
  }
  return numbers;
}
