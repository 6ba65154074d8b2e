import type { ShotOutcome, Side } from '../../../../contract/squad';
import { quoted } from '../import/importReport';
import { unreadable } from './formatFault';
import { describeMapping, towardsNearerGoal, type SourcePitch } from './pitchMapping';
import { Vocabulary } from './readLog';
import { cellPlace, coordinateAt, findHeader, type Table } from './sources';
import {
  chooseOurTeam,
  endMostShotAt,
  nameOf,
  sameTeam,
  shirtNumberOf,
  SquadBuilder,
  textOf,
  type PersonIn,
  type ToolFileContext,
  type ToolFileRead,
} from './squadBuilder';

/**
 * shot-plotter's CSV for its 'Hurling and Gaelic Football' pitch (docs/formats.md#shot-plotter):
 * one shot per row, its columns the titles of the details the user set up, by default Half, Team,
 * Player, Type, X, Y. The pitch is 145 x 90 m, but X and Y are written from its centre, X towards
 * the right-hand goal and Y up the screen, so X runs from -72.5 to 72.5 and Y from -45 to 45.
 */

const PITCH: SourcePitch = { length: 145, width: 90 };

/** The columns that make a CSV shot-plotter's: its coordinates and the shot's type. */
export const REQUIRED = ['X', 'Y', 'Type'] as const;

type TypeMeaning = { outcome: ShotOutcome; recorded: 2 | null };
const plain = (outcome: ShotOutcome): TypeMeaning => ({ outcome, recorded: null });

/** Its default types (Save, Wide, Point, Goal) and the ones people add; a two-pointer records its value. */
const TYPES = new Vocabulary<TypeMeaning>('type', [
  [['save', 'saved'], plain('saved'), 'saved'],
  [['wide', 'miss'], plain('wide'), 'wide'],
  ['point', plain('point'), 'point'],
  [
    ['2 point', '2 points', '2 pointer', 'two point', 'two pointer'],
    { outcome: 'point', recorded: 2 },
    'point (two-pointer)',
  ],
  ['goal', plain('goal'), 'goal'],
  ['short', plain('short'), 'short'],
  [['blocked', 'block'], plain('blocked'), 'blocked'],
  ['post', plain('post'), 'post'],
]);

/** Its default half options ('1', '2', 'Extra Time') and the spellings people give their own. */
const HALVES = new Vocabulary<1 | 2 | 3 | 4>('half', [
  [['1', '1st', 'first'], 1, '1 (first half)'],
  [['2', '2nd', 'second'], 2, '2 (second half)'],
  [['extra time', 'et', '3'], 3, "3 (extra time's first half: the file does not say which)"],
  ['4', 4, "4 (extra time's second half)"],
]);

/** '14', '#14', '14 Seán Ó Sé' or 'Seán Ó Sé': whatever the user typed in the Player box. */
export function playerOf(value: unknown): PersonIn {
  const text = textOf(value, 80);
  if (text === null) return { name: null, number: null };
  const numbered = /^#?(\d{1,2})(?:\s+(.*))?$/.exec(text);
  if (!numbered) return { name: nameOf(text), number: null };
  const number = shirtNumberOf(numbered[1]);
  return { name: nameOf(numbered[2] ?? ''), number };
}

export function readShotPlotter(table: Table, context: ToolFileContext, evidence: string[]): ToolFileRead {
  const column = (name: string): string => {
    const header = findHeader(table, name);
    if (header === undefined) throw unreadable(`no ${quoted(name)} column`, 'row 1');
    return header;
  };
  const [xColumn, yColumn, typeColumn] = [column('X'), column('Y'), column('Type')];
  const teamColumn = findHeader(table, 'Team');
  const playerColumn = findHeader(table, 'Player');
  const halfColumn = findHeader(table, 'Half');
  const teams = [
    ...new Set(table.rows.map(({ cells }) => textOf(teamColumn === undefined ? null : cells[teamColumn], 60))),
  ];
  const named = teams.filter((team): team is string => team !== null);
  const builder = new SquadBuilder(
    context,
    teamColumn === undefined
      ? { name: context.team ?? 'Us', how: "the file has no Team column: every shot is taken as the squad's" }
      : chooseOurTeam(context, named),
  );
  const { log } = builder;
  const read = new Set([xColumn, yColumn, typeColumn, teamColumn, playerColumn, halfColumn]);
  const opponents = named.filter((team) => !sameTeam(team, builder.team.name));
  if (opponents.length > 1) {
    throw unreadable(
      `the file holds shots of ${named.map(quoted).join(', ')}: more than one match; export one match per file`,
      `column ${quoted(teamColumn ?? 'Team')}`,
    );
  }
  const [opponent = 'Opponent'] = opponents;
  if (opponents.length === 0) log.note('The file names no opponent: it is called "Opponent"');
  if (halfColumn === undefined) log.note('The file has no Half column: every shot is put in the first half');
  log.note('shot-plotter records no time: every shot is put at the start of its half');
  log.note('shot-plotter records no kind of shot: every shot is taken as from play');
  const { date, dateFrom } = builder.matchDate(null);
  const match = builder.addMatch({
    date,
    dateFrom,
    opponent,
    competition: null,
    venue: null,
    halfLength: 35,
    firstHalfAttack: 'right',
    panel: [],
    opponentPanel: [],
  });
  const firstHalfShots: number[] = [];
  for (const { row, cells } of table.rows) {
    log.ignoreFields(
      '',
      Object.keys(cells).filter((column) => !read.has(column) && cells[column] !== null),
    );
    // shot-plotter writes both for every row: an empty one is a fault of the file.
    const [sourceX, sourceY] = [xColumn, yColumn].map((column) => {
      const value = coordinateAt(cells[column], cellPlace(table, row, column));
      if (value === null) throw unreadable('no coordinate', cellPlace(table, row, column));
      return value;
    }) as [number, number];
    const team = teamColumn === undefined ? null : textOf(cells[teamColumn], 60);
    const side: Side | null =
      teamColumn === undefined ? 'us' : team === null ? null : sameTeam(team, builder.team.name) ? 'us' : 'them';
    if (side === null) {
      log.skip(cellPlace(table, row, teamColumn ?? 'Team'), 'a shot with no team');
      continue;
    }
    const type = TYPES.read(log, cells[typeColumn], cellPlace(table, row, typeColumn), 'shot not imported');
    if (type === undefined) continue;
    const { outcome } = type;
    const half =
      halfColumn === undefined
        ? 1
        : HALVES.read(log, cells[halfColumn], cellPlace(table, row, halfColumn), 'shot not imported');
    if (half === undefined) continue;
    // From the centre to the bottom left corner, as ours: x along, y up.
    const corner = { x: sourceX + PITCH.length / 2, y: sourceY + PITCH.width / 2 };
    if (corner.x < 0 || corner.x > PITCH.length || corner.y < 0 || corner.y > PITCH.width) {
      log.skip(cellPlace(table, row, xColumn), `(${sourceX}, ${sourceY}) is off the 145 x 90 pitch`);
      continue;
    }
    if (half === 1 && side === 'us') firstHalfShots.push(corner.x);
    const { x, y } = builder.onOurPitch(PITCH, towardsNearerGoal(PITCH, corner));
    const shotFields = {
      outcome,
      shotKind: 'play' as const,
      goalAttempt: outcome === 'goal',
      foot: null,
      x,
      y,
      touched: null,
    };
    const value = builder.shotValue(date, shotFields, type.recorded, cellPlace(table, row, typeColumn));
    builder.addEvent(match, {
      kind: 'shot',
      side,
      half,
      clock: 0,
      videoTime: null,
      ...shotFields,
      player: builder.person(side, playerOf(playerColumn === undefined ? null : cells[playerColumn])),
      pressure: null,
      touched: value.touched,
      points: value.points,
    });
  }
  match.firstHalfAttack = endMostShotAt(firstHalfShots, PITCH.length);
  return builder.finish('shot-plotter-csv', {
    evidence,
    entries: table.rows.length,
    pitch: {
      source: PITCH,
      origin: 'the centre of the pitch (X and Y are written from it)',
      axes: 'X along the length towards the right-hand goal; Y across, up the screen: from the right of a team attacking right to its left, as ours',
      attackingDirection:
        "Not in the file: each shot attacks the goal nearer to where it was taken, as shot-plotter's own distance does; a shot in the left half is turned half a turn. The end the squad attacked in the first half is the end most of its first-half shots were taken at.",
      mapping: describeMapping(PITCH),
    },
  });
}
