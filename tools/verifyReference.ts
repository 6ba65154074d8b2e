import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import {
  conversionBy,
  distanceBand,
  meanDistance,
  pressureKey,
  type Conversion,
} from '../server/src/analytics/aggregates';
import { boxExpectedPoints } from './boxExpectedPoints';
import { distanceToGoal } from '../server/src/analytics/geometry';
import { analyticsFor, type DatasetAnalytics } from '../server/src/analytics/datasetAnalytics';
import { brierScore, logLoss, areaUnderCurve } from '../server/src/analytics/modelQuality';
import { accurateMean, accurateSum, round2, roundTo } from '../server/src/analytics/numbers';
import type { PlayerRecord } from '../contract/answers';
import type { Shot } from '../server/src/analytics/shot';
import { ACTIONS, canonicalAction } from '../server/src/data/import/actions';
import { importReadFile } from '../server/src/data/import/importFile';
import { normaliseTable } from '../server/src/data/import/normalise';
import { cellOf, readRawTable, type RawRow, type RawTable } from '../server/src/data/import/rawTable';

/** The reference file is small (1,199 rows) and read several ways, so its rows are held. */
type HeldTable = RawTable & { rows: RawRow[] };
import { numberCell } from '../server/src/data/import/rowSchema';
import { openStore } from '../server/src/data/store/store';

/**
 * The figures published with the real 2023 championship shot file, computed by the original
 * product over every row of the file.
 */
export const PUBLISHED_2023 = {
  overall: { shots: 1199, scores: 699 },
  meanTeamConversion: 0.5757,
  pressure: { 'under pressure': [242, 500], 'no pressure': [455, 697] },
  meanDistance: { 'under pressure': 27.47, 'no pressure': 33.03 },
  foot: { hand: [53, 66], right: [397, 687], left: [248, 444] },
  position: { forward: [566, 921], midfielder: [42, 71], back: [73, 166], goalkeeper: [18, 38] },
  bands: {
    '0-10': [37, 55],
    '10-15': [65, 103],
    '15-20': [64, 90],
    '20-25': [71, 94],
    '25-30': [119, 168],
    '30-35': [125, 215],
    '35-40': [102, 204],
    '40-45': [62, 142],
    '45-50': [43, 96],
    '50-55': [9, 27],
    '55-60': [2, 5],
  },
  teams: {
    Dublin: [177, 114],
    Kerry: [164, 103],
    Monaghan: [129, 70],
    Armagh: [109, 58],
    Mayo: [104, 57],
    Derry: [102, 59],
    Cork: [70, 39],
    Tyrone: [68, 38],
    Galway: [55, 38],
    Kildare: [50, 26],
    Louth: [45, 26],
    Clare: [30, 15],
    Donegal: [27, 19],
    Roscommon: [25, 13],
    Westmeath: [23, 11],
    Sligo: [19, 12],
  },
} as const;

const publishedPlayerSchema = z.object({
  PlayerName: z.string(),
  TeamName: z.string(),
  Scores: z.number(),
  Shots: z.number(),
  Success_UP: z.number(),
  Failed_UP: z.number(),
  Scored_Right: z.number(),
  Scored_Left: z.number(),
  Scored_Hand: z.number(),
  Shot_Distance: z.number(),
  Success_UP_Percentage: z.number().optional(),
  xPoints: z.number(),
  xP_adv_shot: z.number(),
  Difference: z.number(),
});
type PublishedPlayer = z.infer<typeof publishedPlayerSchema>;

/** The per-player fields that count shots, so they must agree exactly with the original. */
const EXACT_PLAYER_FIELDS = [
  'Shots',
  'Scores',
  'Success_UP',
  'Failed_UP',
  'Scored_Right',
  'Scored_Left',
  'Scored_Hand',
  'Shot_Distance',
  'Success_UP_Percentage',
] as const;

export type Check = { label: string; ours: string; published: string; exact: boolean };
/** `compared` counts the exact figures behind the section, listed or not. */
export type Section = { title: string; checks: Check[]; notes: string[]; compared: number };
export type VerifyResult = { sections: Section[]; compared: number; mismatches: Check[] };

const fraction = ([scores, shots]: readonly [number, number]): string =>
  `${scores}/${shots} ${((100 * scores) / shots).toFixed(2)}%`;
const ofConversion = (group: Conversion | undefined): string =>
  group ? fraction([group.scores, group.shots]) : 'none';

function check(label: string, ours: string, published: string, exact = true): Check {
  return { label, ours, published, exact };
}

/**
 * Every row of the file as the original counted it. Our importer skips rows without a team (the
 * shot cannot be credited); the original's overall, pressure, foot, position and distance figures
 * include them, so for those figures they are read here under a placeholder team.
 */
function everyRow(table: HeldTable): Shot[] {
  const withPlaceholders: RawTable = {
    ...table,
    rows: table.rows.map((row) => {
      const cells = { ...row.cells };
      for (const [column, placeholder] of [
        ['TeamName', '(no team)'],
        ['Opposition', '(no opposition)'],
      ] as const) {
        const value = cells[column];
        if (value === null || value === undefined || (typeof value === 'string' && value.trim() === ''))
          cells[column] = placeholder;
      }
      return { ...row, cells };
    }),
  };
  return normaliseTable(withPlaceholders).shots;
}

function conversionChecks(
  title: string,
  groups: Map<string, Conversion>,
  published: Record<string, readonly [number, number]>,
): Section {
  const checks = Object.entries(published).map(([key, figures]) =>
    check(key, ofConversion(groups.get(key)), fraction(figures)),
  );
  return { title, checks, notes: [], compared: checks.length };
}

function playerKey(name: string, team: string): string {
  return `${name}\u0000${team}`;
}

function playerSection(ours: readonly PlayerRecord[], published: readonly PublishedPlayer[]): Section {
  const byKey = new Map(ours.map((record) => [playerKey(record.PlayerName, record.TeamName), record]));
  const checks: Check[] = [];
  let agreeing = 0;
  for (const theirs of published) {
    const mine = byKey.get(playerKey(theirs.PlayerName, theirs.TeamName));
    const label = `${theirs.PlayerName} (${theirs.TeamName})`;
    if (!mine) {
      checks.push(check(label, 'missing', `${theirs.Shots} shots`));
      continue;
    }
    const differing = EXACT_PLAYER_FIELDS.filter(
      (field) => theirs[field] !== undefined && mine[field] !== theirs[field],
    );
    if (differing.length === 0) agreeing += 1;
    for (const field of differing) checks.push(check(`${label} ${field}`, String(mine[field]), String(theirs[field])));
  }
  const publishedKeys = new Set(published.map((record) => playerKey(record.PlayerName, record.TeamName)));
  for (const mine of ours) {
    if (!publishedKeys.has(playerKey(mine.PlayerName, mine.TeamName)))
      checks.push(check(`${mine.PlayerName} (${mine.TeamName})`, `${mine.Shots} shots`, 'missing'));
  }
  const top = [...published].sort((a, b) => b.Shots - a.Shots).slice(0, 5);
  const notes = [
    `${agreeing} of ${published.length} published players agree on all of ${EXACT_PLAYER_FIELDS.join(', ')}; ours has ${ours.length} players.`,
    ...top.map((theirs) => {
      const mine = byKey.get(playerKey(theirs.PlayerName, theirs.TeamName));
      return `  e.g. ${theirs.PlayerName} (${theirs.TeamName}): ours ${mine?.Scores ?? '-'}/${mine?.Shots ?? '-'}, ${mine?.Shot_Distance ?? '-'} m; published ${theirs.Scores}/${theirs.Shots}, ${theirs.Shot_Distance} m`;
    }),
  ];
  // Only mismatches are listed one by one; agreeing players are summed up in the notes.
  const compared =
    published.length * EXACT_PLAYER_FIELDS.length + checks.filter((entry) => entry.published === 'missing').length;
  return {
    title: 'Players (against the players file; counts and Shot_Distance must be equal)',
    checks,
    notes,
    compared,
  };
}

function teamSection(shots: readonly Shot[]): Section {
  const byTeam = conversionBy(shots, (shot) => shot.team);
  const checks = Object.entries(PUBLISHED_2023.teams).map(([team, [teamShots, scores]]) =>
    check(team, `${byTeam.get(team)?.shots ?? 0}/${byTeam.get(team)?.scores ?? 0}`, `${teamShots}/${scores}`),
  );
  const rates = [...byTeam.values()].map((group) => group.rate);
  checks.push(
    check(
      'unweighted mean of team conversion rates',
      roundTo(accurateMean(rates), 4).toFixed(4),
      PUBLISHED_2023.meanTeamConversion.toFixed(4),
    ),
  );
  return { title: 'Teams (imported shots: shots/scores)', checks, notes: [], compared: checks.length };
}

type ModelLine = { label: string; predicted: ArrayLike<number>; outcomes: ArrayLike<number> };

function modelLine({ label, predicted, outcomes }: ModelLine): string {
  const show = (value: number | null): string => (value === null ? '   -  ' : value.toFixed(4));
  return `  ${label.padEnd(58)} Brier ${show(brierScore(predicted, outcomes))}  log loss ${show(logLoss(predicted, outcomes))}  AUC ${show(areaUnderCurve(predicted, outcomes))}`;
}

/** Mean squared error of each player's Scores against an expected total: comparable across models. */
function playerError(
  players: readonly PublishedPlayer[],
  expected: (player: PublishedPlayer) => number | undefined,
): string {
  const errors = players.flatMap((player) => {
    const value = expected(player);
    return value === undefined ? [] : [(player.Scores - value) ** 2];
  });
  return `${accurateMean(errors).toFixed(3)} over ${errors.length} players`;
}

function modelSection(
  table: HeldTable,
  allRows: readonly Shot[],
  imported: readonly Shot[],
  analytics: DatasetAnalytics,
  published: readonly PublishedPlayer[],
): Section {
  const ours = analytics.players();
  const probabilities = analytics.probabilities();
  const modelQuality = analytics.modelQuality();
  const box = boxExpectedPoints(allRows);
  const boxOutcomes = allRows.map((shot) => (shot.outcome === 'score' ? 1 : 0));
  const boxByPlayer = new Map<string, number[]>();
  allRows.forEach((shot, index) => {
    if (shot.playerName === null || shot.team === '(no team)') return;
    const key = playerKey(shot.playerName, shot.team);
    boxByPlayer.set(key, [...(boxByPlayer.get(key) ?? []), box[index] ?? 0]);
  });
  const checks = published.map((player) => {
    const sum = boxByPlayer.get(playerKey(player.PlayerName, player.TeamName));
    return check(
      `${player.PlayerName} (${player.TeamName}) original xPoints rebuilt`,
      sum ? round2(accurateSum(sum)).toFixed(2) : 'missing',
      player.xPoints.toFixed(2),
    );
  });
  const columnValues = table.rows.flatMap((row) => {
    const parsed = numberCell.safeParse(cellOf(row.cells.Expected_Points));
    return parsed.success ? [parsed.data] : [];
  });
  const columnOutcomes = table.rows.map((row) => {
    const cell = cellOf(row.cells.Action);
    const action = typeof cell === 'string' ? canonicalAction(cell) : null;
    return action && ACTIONS.get(action)?.outcome === 'score' ? 1 : 0;
  });
  const haveColumn = columnValues.length === table.rows.length;
  const oursByKey = new Map(ours.map((record) => [playerKey(record.PlayerName, record.TeamName), record]));
  const importedOutcomes = imported.map((shot) => (shot.outcome === 'score' ? 1 : 0));
  const notes = [
    'Per shot (ours out of fold, 5 folds by match; the original box model includes each shot in its own estimate):',
    modelLine({
      label: `ours xPoints (${imported.length} imported shots)`,
      predicted: probabilities.xPoints,
      outcomes: importedOutcomes,
    }),
    modelLine({
      label: `ours xP_adv_shot (${imported.length} imported shots)`,
      predicted: probabilities.xPAdvShot,
      outcomes: importedOutcomes,
    }),
    modelLine({
      label: `original xPoints: 4 m box mean (${allRows.length} rows, in-sample)`,
      predicted: box,
      outcomes: boxOutcomes,
    }),
    haveColumn
      ? modelLine({
          label: "original file's Expected_Points column (not a probability)",
          predicted: columnValues,
          outcomes: columnOutcomes,
        })
      : "  original file's Expected_Points column: absent or not numeric",
    `  (API /model-quality for ours: xPoints Brier ${modelQuality.xPoints.brier}, xP_adv_shot Brier ${modelQuality.xP_adv_shot.brier})`,
    'Per player (mean squared error of Scores against the expected total):',
    `  ours xPoints          ${playerError(published, (p) => oursByKey.get(playerKey(p.PlayerName, p.TeamName))?.xPoints)}`,
    `  ours xP_adv_shot      ${playerError(published, (p) => oursByKey.get(playerKey(p.PlayerName, p.TeamName))?.xP_adv_shot)}`,
    `  original xPoints      ${playerError(published, (p) => p.xPoints)}`,
    `  original xP_adv_shot  ${playerError(published, (p) => p.xP_adv_shot)} (random forest, partly in-sample)`,
  ];
  const agreeing = checks.filter((entry) => entry.ours === entry.published).length;
  notes.unshift(
    `Original xPoints rebuilt per shot and summed per player: ${agreeing} of ${checks.length} agree with the players file.`,
  );
  return {
    title: 'Models (quality is for information; only the rebuilt original xPoints must be equal)',
    checks,
    notes,
    compared: checks.length,
  };
}

function readPublishedPlayers(file: string): PublishedPlayer[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`Cannot read the players file ${file}: ${(error as Error).message}`);
  }
  const players = z.array(publishedPlayerSchema).safeParse(parsed);
  if (!players.success)
    throw new Error(
      `The players file ${file} is not a list of player records: ${players.error.issues[0]?.message ?? ''}`,
    );
  return players.data;
}

/** Imports the shots file into a temporary database and sets our figures beside the published ones. */
export async function verifyReference(shotsFile: string, playersFile: string): Promise<VerifyResult> {
  const published = readPublishedPlayers(playersFile);
  const raw = await readRawTable(shotsFile);
  const table: HeldTable = { ...raw, rows: [...raw.rows] };
  const read = {
    file: shotsFile,
    format: table.format,
    source: table.source ?? { encoding: null, decodedCharacters: [], sheet: null },
    headerRow: table.headerPlace === null ? null : (table.headerPlace?.row ?? 1),
    ...normaliseTable(table),
  };
  const dir = mkdtempSync(path.join(tmpdir(), 'pairc-verify-'));
  const store = openStore(path.join(dir, 'reference.sqlite'));
  try {
    importReadFile(store, read, 'replace');
    const dataset = store.current();
    const analytics = analyticsFor(dataset);
    const players = analytics.players();
    const allRows = everyRow(table);
    const overall = conversionBy(allRows, () => 'all').get('all');
    const sections: Section[] = [
      {
        title: `Import (${shotsFile})`,
        checks: [
          check(
            'every row of the file: scores/shots',
            ofConversion(overall),
            fraction([PUBLISHED_2023.overall.scores, PUBLISHED_2023.overall.shots]),
          ),
        ],
        compared: 1,
        notes: [
          `rows read ${read.rowsRead}, imported ${read.imported}, normalised ${read.normalised}, skipped ${read.skipped}`,
          ...read.issues.map(
            (issue) => `  row ${issue.row} ${issue.column} ${issue.value}: ${issue.action}, ${issue.reason}`,
          ),
          `The app's dataset has ${dataset.shots.length} shots. Rows skipped for having no team cannot be credited to a team or player,`,
          'so they are left out of team and player figures (as the original did) but counted below wherever the original counted them.',
        ],
      },
      playerSection(players, published),
      teamSection(dataset.shots),
      conversionChecks(
        'Conversion by pressure (every row)',
        conversionBy(allRows, pressureKey),
        PUBLISHED_2023.pressure,
      ),
      {
        title: 'Mean shot distance in metres (every row)',
        checks: Object.entries(PUBLISHED_2023.meanDistance).map(([key, metres]) =>
          check(
            key,
            round2(meanDistance(allRows.filter((shot) => pressureKey(shot) === key))).toFixed(2),
            metres.toFixed(2),
          ),
        ),
        notes: [],
        compared: 2,
      },
      conversionChecks(
        'Conversion by foot (every row)',
        conversionBy(allRows, (shot) => shot.foot),
        PUBLISHED_2023.foot,
      ),
      conversionChecks(
        'Conversion by position (every row)',
        conversionBy(allRows, (shot) => shot.position),
        PUBLISHED_2023.position,
      ),
      // Banded on the exact distance from the coordinates (docs/behaviour.md#shot-distance), as the
      // original did; the file's Shot_Distance is that distance rounded to the centimetre, and one
      // shot at 34.996 m shows as 35.00 there.
      conversionChecks(
        'Conversion by distance band in metres (every row, exact distance from the coordinates)',
        conversionBy(allRows, (shot) => distanceBand(distanceToGoal(shot.standX, shot.standY))),
        PUBLISHED_2023.bands,
      ),
      modelSection(table, allRows, dataset.shots, analytics, published),
    ];
    const exact = sections.flatMap((section) => section.checks.filter((entry) => entry.exact));
    const compared = sections.reduce((sum, section) => sum + section.compared, 0);
    return { sections, compared, mismatches: exact.filter((entry) => entry.ours !== entry.published) };
  } finally {
    store.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

export function formatVerifyResult(result: VerifyResult): string {
  const lines: string[] = [];
  for (const section of result.sections) {
    lines.push('', section.title);
    const shown =
      section.title.startsWith('Players') || section.title.startsWith('Models')
        ? section.checks.filter((entry) => entry.ours !== entry.published)
        : section.checks;
    for (const entry of shown) {
      const mark = entry.ours === entry.published ? 'ok ' : 'DIFF';
      lines.push(`  ${mark} ${entry.label.padEnd(44)} ours ${entry.ours.padEnd(20)} published ${entry.published}`);
    }
    for (const note of section.notes) lines.push(`  ${note}`);
  }
  lines.push(
    '',
    result.mismatches.length === 0
      ? `Summary: all ${result.compared} exact figures agree with the published ones.`
      : `Summary: ${result.mismatches.length} of ${result.compared} exact figures differ from the published ones.`,
  );
  return lines.join('\n');
}
