import { setImmediate } from 'node:timers/promises';
import {
  FEET,
  OUTCOMES,
  POSITIONS,
  SHOT_TYPES,
  type Foot,
  type Outcome,
  type Position,
  type Shot,
  type ShotType,
  type ShotValue,
} from '../../analytics/shot';

/**
 * Shots held column by column in typed arrays, with one small view object per shot that reads its
 * row. A plain object per shot costs about 300 bytes of V8 heap (23 pointer fields plus a boxed
 * number for every coordinate); here a shot is about 90 bytes of columns and a 40-byte view, so
 * a season of 100,000 shots keeps the server well inside its memory budget. Analytics still see
 * the `Shot` type and read `shot.x` as before: the views are what the store hands out.
 */

/** The code a nullable category or name column holds for null. */
const NONE = 255;
const NO_NAME = -1;

/**
 * A table's columns, which are also what crosses between threads: the typed arrays are moved in a
 * postMessage transfer list (`transferablesOf`), not copied; only the texts are.
 */
export type ShotColumns = {
  /** Every distinct text of the table, once; text columns hold indexes into it. */
  texts: string[];
  matchId: Uint32Array;
  date: Uint32Array;
  game: Uint32Array;
  team: Uint32Array;
  opposition: Uint32Array;
  action: Uint32Array;
  playerName: Int32Array;
  half: Uint8Array;
  /** NaN for an unknown minute or shirt number: neither can be NaN once validated. */
  minute: Float64Array;
  playerNumber: Float64Array;
  outcome: Uint8Array;
  value: Uint8Array;
  shotType: Uint8Array;
  goalAttempt: Uint8Array;
  position: Uint8Array;
  foot: Uint8Array;
  /** 1 under pressure, 0 not, NONE unknown. */
  pressure: Uint8Array;
  /** 1 touched, 0 not, NONE not recorded. */
  touched: Uint8Array;
  x: Float64Array;
  y: Float64Array;
  standX: Float64Array;
  standY: Float64Array;
  distance: Float64Array;
};

function allocate(rows: number, texts: string[]): ShotColumns {
  return {
    texts,
    matchId: new Uint32Array(rows),
    date: new Uint32Array(rows),
    game: new Uint32Array(rows),
    team: new Uint32Array(rows),
    opposition: new Uint32Array(rows),
    action: new Uint32Array(rows),
    playerName: new Int32Array(rows),
    half: new Uint8Array(rows),
    minute: new Float64Array(rows),
    playerNumber: new Float64Array(rows),
    outcome: new Uint8Array(rows),
    value: new Uint8Array(rows),
    shotType: new Uint8Array(rows),
    goalAttempt: new Uint8Array(rows),
    position: new Uint8Array(rows),
    foot: new Uint8Array(rows),
    pressure: new Uint8Array(rows),
    touched: new Uint8Array(rows),
    x: new Float64Array(rows),
    y: new Float64Array(rows),
    standX: new Float64Array(rows),
    standY: new Float64Array(rows),
    distance: new Float64Array(rows),
  };
}

function codeOf<T>(values: readonly T[], value: T | null): number {
  if (value === null) return NONE;
  const code = values.indexOf(value);
  if (code < 0) throw new Error(`Not a known category: ${String(value)}`);
  return code;
}

function categoryAt<T>(values: readonly T[], code: number | undefined): T {
  const value = code === undefined ? undefined : values[code];
  if (value === undefined) throw new Error(`Corrupt shot table: category code ${String(code)}`);
  return value;
}

const orNull = (value: number | undefined): number | null =>
  value === undefined || Number.isNaN(value) ? null : value;

/** One shot of a table: every field is read from the columns when asked for. */
class ShotView implements Shot {
  constructor(
    readonly columns: ShotColumns,
    readonly row: number,
  ) {}

  private text(codes: Uint32Array | Int32Array): string {
    const text = this.columns.texts[codes[this.row] ?? NO_NAME];
    if (text === undefined) throw new Error('Corrupt shot table: text code out of range');
    return text;
  }

  private number(values: Float64Array): number {
    return values[this.row] ?? Number.NaN;
  }

  get matchId(): string {
    return this.text(this.columns.matchId);
  }
  get date(): string {
    return this.text(this.columns.date);
  }
  get game(): string {
    return this.text(this.columns.game);
  }
  get team(): string {
    return this.text(this.columns.team);
  }
  get opposition(): string {
    return this.text(this.columns.opposition);
  }
  get action(): string {
    return this.text(this.columns.action);
  }
  get playerName(): string | null {
    return this.columns.playerName[this.row] === NO_NAME ? null : this.text(this.columns.playerName);
  }
  get half(): 1 | 2 {
    return this.columns.half[this.row] === 2 ? 2 : 1;
  }
  get minute(): number | null {
    return orNull(this.columns.minute[this.row]);
  }
  get playerNumber(): number | null {
    return orNull(this.columns.playerNumber[this.row]);
  }
  get outcome(): Outcome {
    return categoryAt(OUTCOMES, this.columns.outcome[this.row]);
  }
  get value(): ShotValue {
    const value = this.columns.value[this.row];
    return value === 3 || value === 2 || value === 1 ? value : 0;
  }
  get shotType(): ShotType {
    return categoryAt(SHOT_TYPES, this.columns.shotType[this.row]);
  }
  get goalAttempt(): boolean {
    return this.columns.goalAttempt[this.row] === 1;
  }
  get position(): Position | null {
    const code = this.columns.position[this.row];
    return code === NONE ? null : categoryAt(POSITIONS, code);
  }
  get foot(): Foot | null {
    const code = this.columns.foot[this.row];
    return code === NONE ? null : categoryAt(FEET, code);
  }
  get pressure(): boolean | null {
    const code = this.columns.pressure[this.row];
    return code === NONE ? null : code === 1;
  }
  get touched(): boolean | null {
    const code = this.columns.touched[this.row];
    return code === NONE ? null : code === 1;
  }
  get x(): number {
    return this.number(this.columns.x);
  }
  get y(): number {
    return this.number(this.columns.y);
  }
  get standX(): number {
    return this.number(this.columns.standX);
  }
  get standY(): number {
    return this.number(this.columns.standY);
  }
  get distance(): number {
    return this.number(this.columns.distance);
  }
}

/** Every distinct text of a table once, each with its code. */
class TextCodes {
  readonly texts: string[] = [];
  private readonly codes = new Map<string, number>();

  code(text: string): number {
    let code = this.codes.get(text);
    if (code === undefined) {
      code = this.texts.length;
      this.texts.push(text);
      this.codes.set(text, code);
    }
    return code;
  }
}

function writeShot(c: ShotColumns, row: number, shot: Shot, texts: TextCodes): void {
  c.matchId[row] = texts.code(shot.matchId);
  c.date[row] = texts.code(shot.date);
  c.game[row] = texts.code(shot.game);
  c.team[row] = texts.code(shot.team);
  c.opposition[row] = texts.code(shot.opposition);
  c.action[row] = texts.code(shot.action);
  c.playerName[row] = shot.playerName === null ? NO_NAME : texts.code(shot.playerName);
  c.half[row] = shot.half;
  c.minute[row] = shot.minute ?? Number.NaN;
  c.playerNumber[row] = shot.playerNumber ?? Number.NaN;
  c.outcome[row] = codeOf(OUTCOMES, shot.outcome);
  c.value[row] = shot.value;
  c.shotType[row] = codeOf(SHOT_TYPES, shot.shotType);
  c.goalAttempt[row] = shot.goalAttempt ? 1 : 0;
  c.position[row] = codeOf(POSITIONS, shot.position);
  c.foot[row] = codeOf(FEET, shot.foot);
  c.pressure[row] = shot.pressure === null ? NONE : shot.pressure ? 1 : 0;
  c.touched[row] = shot.touched === null ? NONE : shot.touched ? 1 : 0;
  c.x[row] = shot.x;
  c.y[row] = shot.y;
  c.standX[row] = shot.standX;
  c.standY[row] = shot.standY;
  c.distance[row] = shot.distance;
}

/**
 * Collects shots into a table of exactly `rows` shots (callers know the count up front: the
 * store counts its rows, an import has its array), then hands out their views in the order added.
 */
export class ShotTableBuilder {
  private readonly texts = new TextCodes();
  private readonly columns: ShotColumns;
  private added = 0;

  constructor(private readonly rows: number) {
    this.columns = allocate(rows, this.texts.texts);
  }

  add(shot: Shot): void {
    if (this.added >= this.rows) throw new Error(`A shot table of ${this.rows} shots is full`);
    writeShot(this.columns, this.added, shot, this.texts);
    this.added += 1;
  }

  /** The shots added, as views in the order they were added. */
  finish(): Shot[] {
    if (this.added !== this.rows) throw new Error(`A shot table of ${this.rows} shots got ${this.added}`);
    return viewsOf(this.columns, this.rows);
  }
}

const FIRST_BLOCK_ROWS = 1024;
const LARGEST_BLOCK_ROWS = 16_384;

/**
 * Collects shots whose number is known only at the end (an import that reads its file a row at a
 * time). The columns come in blocks, each twice the last up to 16,384 shots (1.5 MB), so nothing
 * is copied as the table grows and at most one block is part empty.
 */
export class GrowingShotTable {
  private readonly texts = new TextCodes();
  private readonly blocks: ShotColumns[] = [];
  private blockRows = 0;
  private usedInLast = 0;

  add(shot: Shot): void {
    let last = this.blocks.at(-1);
    if (!last || this.usedInLast === this.blockRows) {
      this.blockRows = Math.min(LARGEST_BLOCK_ROWS, FIRST_BLOCK_ROWS * 2 ** this.blocks.length);
      last = allocate(this.blockRows, this.texts.texts);
      this.blocks.push(last);
      this.usedInLast = 0;
    }
    writeShot(last, this.usedInLast, shot, this.texts);
    this.usedInLast += 1;
  }

  /** The shots added, as views in the order they were added. */
  finish(): Shot[] {
    return this.blocks.flatMap((columns, index) => {
      const rows = index === this.blocks.length - 1 ? this.usedInLast : columns.half.length;
      return viewsOf(columns, rows);
    });
  }
}

/** The same shots, in the same order, held compactly. */
export function compactShots(shots: readonly Shot[]): Shot[] {
  const builder = new ShotTableBuilder(shots.length);
  for (const shot of shots) builder.add(shot);
  return builder.finish();
}

/** The views of a table's rows, in row order. */
function viewsOf(columns: ShotColumns, rows: number): Shot[] {
  return Array.from({ length: rows }, (_, row) => new ShotView(columns, row));
}

/** The columns of the table `shots` are, when they are its views row after row; else null. */
function wholeTableOf(shots: readonly Shot[]): ShotColumns | null {
  const first = shots[0];
  if (!(first instanceof ShotView)) return null;
  const { columns } = first;
  const whole =
    columns.half.length === shots.length &&
    shots.every((shot, row) => shot instanceof ShotView && shot.columns === columns && shot.row === row);
  return whole ? columns : null;
}

/**
 * The columns that hold `shots` in their order: the table's own when the shots are its views row
 * after row, as the store reads them (nothing is copied), else those of a new table.
 */
export function columnsOf(shots: readonly Shot[]): ShotColumns {
  return wholeTableOf(shots) ?? wholeTableOf(compactShots(shots)) ?? allocate(0, []);
}

const COLUMN_NAMES = Object.keys(allocate(0, [])).filter((name) => name !== 'texts') as Array<
  Exclude<keyof ShotColumns, 'texts'>
>;

/** The buffers of the columns, for a postMessage transfer list. */
export function transferablesOf(columns: ShotColumns): ArrayBuffer[] {
  return COLUMN_NAMES.map((name) => columns[name].buffer as ArrayBuffer);
}

/**
 * Views made per turn of the event loop. 300,000 views made in one go held a server's thread for
 * about 65 ms, its allocation and the scavenges that move the views to the old generation; in
 * slices of this many, each turn takes a few milliseconds and requests are answered in between.
 */
const VIEWS_PER_TURN = 16_384;

/**
 * The shots of columns made elsewhere (another thread's table), as views, made a slice at a time
 * between turns of the event loop. Checked first, so a damaged message fails here rather than as
 * odd figures later.
 */
export async function shotsOf(columns: ShotColumns): Promise<Shot[]> {
  const rows = columns.half.length;
  for (const name of COLUMN_NAMES) {
    if (columns[name].length !== rows) throw new Error(`Corrupt shot table: column ${name} is not ${rows} long`);
  }
  const shots: Shot[] = [];
  for (let start = 0; start < rows; start += VIEWS_PER_TURN) {
    if (start > 0) await setImmediate();
    for (let row = start; row < Math.min(rows, start + VIEWS_PER_TURN); row += 1) {
      shots.push(new ShotView(columns, row));
    }
  }
  return shots;
}
