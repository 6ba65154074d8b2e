import {
  NOBODY,
  type CARD_COLOURS,
  type PanelEntry,
  type PlayerPosition,
  type PRESSURES,
  type ShotEvent,
  type ShotKind,
  type ShotOutcome,
  type Side,
  type TURNOVER_KINDS,
} from '../../../../contract/squad';
import { quoted } from '../import/importReport';
import { unreadable } from './formatFault';
import { halfTurn, mirrorAcross, describeMapping, type AttackPoint, type SourcePitch } from './pitchMapping';
import { shown, tidy, Vocabulary, wordOf } from './readLog';
import { coordinateAt } from './sources';
import {
  chooseOurTeam,
  isoDateOf,
  nameOf,
  otherSide,
  sameTeam,
  shirtNumberOf,
  SquadBuilder,
  textOf,
  type BundleMatch,
  type EventDraft,
  type PersonIn,
  type ToolFileContext,
  type ToolFileRead,
} from './squadBuilder';

/**
 * Gaelic-Stat-Logger's match bundle (docs/formats.md#gaelic-stat-logger): the JSON its Data tab
 * exports, `schema_version` 1, with the match, both teams, their players and every stat entry. Each
 * entry's `x_position`, `y_position` are metres on the 145 x 85 pitch it draws, turned so that the
 * entry's team (`team_side`) attacks the right-hand end, with `y` measured down the screen, from the
 * attacker's left. Details live in `extra_data`, a JSON text inside the JSON.
 */

type Json = Record<string, unknown>;
type GslSide = 'home' | 'away';

const SOURCE = 'Gaelic-Stat-Logger';
/** The pitch its logger draws and records on (and writes as `extra_data.pitch`). */
const LOGGER_PITCH: SourcePitch = { length: 145, width: 85 };

const isJson = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Whether a parsed JSON file is this tool's bundle, by its content alone. */
export function isGaelicStatLoggerBundle(doc: unknown): doc is Json {
  return isJson(doc) && 'schema_version' in doc && ('stats' in doc || 'match' in doc);
}

const HALVES = new Vocabulary<1 | 2 | 3 | 4>('half', [
  ['first', 1, '1 (first half)'],
  ['second', 2, '2 (second half)'],
  ['et first', 3, '3 (extra time, first half)'],
  ['et second', 4, '4 (extra time, second half)'],
]);

const SHOT_OUTCOMES = new Vocabulary<ShotOutcome>('shot outcome', [
  ['point', 'point', 'point'],
  ['2 point', 'point', 'point (two-pointer)'],
  ['goal', 'goal', 'goal'],
  ['wide', 'wide', 'wide'],
  [['short', 'short retained'], 'short', 'short'],
  ['post', 'post', 'post'],
  [['saved', 'saved retained'], 'saved', 'saved'],
  [['blocked', 'blocked retained'], 'blocked', 'blocked'],
  ['saved for 45', '45 won', '45 won'],
]);

/** The value a scoring outcome records, where it records one. */
const RECORDED_VALUE: Readonly<Record<string, number>> = { point: 1, '2 point': 2, goal: 3 };

const SITUATIONS = new Vocabulary<ShotKind>('shot situation', [
  ['play', 'play', 'play'],
  ['', 'play', 'play (not recorded)'],
  [['free kick', 'free ground', 'free hands', 'free'], 'free', 'free'],
  ['45', '45', '45'],
  ['mark', 'mark', 'mark'],
  ['penalty', 'penalty', 'penalty'],
  ['sideline', 'sideline', 'sideline'],
]);

// The logger offers three levels, low, medium and high, and no 'none'; its older menus said open,
// mild and heavy. Three levels onto our three.
const PRESSURE_LEVELS = new Vocabulary<(typeof PRESSURES)[number] | null>('pressure', [
  [['low', 'open'], 'none', 'none'],
  [['medium', 'mild', 'mild pressure'], 'some', 'some'],
  [['high', 'heavy', 'heavy pressure'], 'heavy', 'heavy'],
  ['', null, 'unknown (not recorded)'],
]);

const METHODS = new Vocabulary<ShotEvent['foot']>('shot method', [
  ['right', 'right', 'right foot'],
  ['left', 'left', 'left foot'],
  [['hand', 'handpass'], 'hand', 'hand'],
  ['', null, 'unknown (not recorded)'],
]);

const KICKOUT_OUTCOMES = new Vocabulary<{ contest: 'clean' | 'break'; won: boolean | null }>('kickout outcome', [
  ['clean', { contest: 'clean', won: null }, 'won clean (by whoever won_by names)'],
  ['break', { contest: 'break', won: null }, 'broken ball (won by whoever won_by names)'],
  ['won clean', { contest: 'clean', won: true }, 'won clean'],
  ['lost clean', { contest: 'clean', won: false }, 'lost clean'],
  ['won break', { contest: 'break', won: true }, 'won from a break'],
  ['lost break', { contest: 'break', won: false }, 'lost from a break'],
]);

const TURNOVER_TYPES = new Vocabulary<(typeof TURNOVER_KINDS)[number]>('turnover type', [
  [['tackle', 'individual tackle', 'group tackle'], 'tackle', 'tackle'],
  ['interception', 'interception', 'interception'],
  ['block', 'block', 'block'],
  [['unforced', 'fumbled', 'sideline against'], 'unforced', 'unforced error'],
  ['foul', 'foul', 'foul'],
]);

const CARDS = new Vocabulary<(typeof CARD_COLOURS)[number] | null>('card', [
  [['none', ''], null, 'no card'],
  ['yellow', 'yellow', 'yellow card'],
  ['black', 'black', 'black card'],
  ['red', 'red', 'red card'],
]);

const POSITIONS = new Vocabulary<PlayerPosition | null>('player position', [
  [['goalkeeper', 'keeper'], 'goalkeeper', 'goalkeeper'],
  [['corner back', 'full back', 'half back', 'centre back', 'center back', 'wing back', 'back'], 'back', 'back'],
  [['midfield', 'midfielder', 'centre field'], 'midfielder', 'midfielder'],
  [
    ['corner forward', 'full forward', 'half forward', 'centre forward', 'center forward', 'wing forward', 'forward'],
    'forward',
    'forward',
  ],
  [['substitute', 'sub', ''], null, 'unknown (not recorded)'],
]);

const HALF_LENGTHS: Readonly<Record<number, 35 | 30 | 20>> = { 70: 35, 60: 30, 40: 20 };

/** Entries of these kinds become our events (and a pass's or carry's turnover or foul does too). */
const NOT_IMPORTED: Readonly<Record<string, string>> = {
  pass: 'our events have no passes (a pass turned over or fouled gives its turnover or free)',
  carry: 'our events have no carries (a carry turned over or fouled gives its turnover or free)',
  throw_in: 'our events have no throw-ins (a throw-in fouled gives its free)',
  substitution: 'substitutions are not events of ours',
  period_end: 'the end of a period is not an event of ours',
};

const STAT_KEYS_READ = new Set([
  'stat_type',
  'half',
  'team_side',
  'x_position',
  'y_position',
  'end_x_position',
  'end_y_position',
  'time_s',
  'normalized_time_s',
  'timestamp',
  'player_name',
  'player_number',
  'extra_data',
]);
const BUNDLE_KEYS_READ = new Set(['schema_version', 'source', 'match', 'teams', 'players', 'stats', 'counts']);
const MATCH_KEYS_READ = new Set([
  'home_team_id',
  'away_team_id',
  'date',
  'venue',
  'competition',
  'match_length_minutes',
  'direction_by_period',
  'home_starters',
  'home_subs',
  'away_starters',
  'away_subs',
]);

const otherGsl = (side: GslSide): GslSide => (side === 'home' ? 'away' : 'home');
const gslSideOf = (value: unknown): GslSide | null => (value === 'home' || value === 'away' ? value : null);

function arrayAt(doc: Json, key: string): unknown[] {
  const value = doc[key];
  if (!Array.isArray(value)) throw unreadable(`expected a list, found ${shown(value)}`, key);
  return value;
}

function objectAt(doc: Json, key: string, place = key): Json {
  const value = doc[key];
  if (!isJson(value)) throw unreadable(`expected an object, found ${shown(value)}`, place);
  return value;
}

/** A field the logger stores as JSON text inside the JSON (extra_data, direction_by_period, the panels). */
function innerJson(value: unknown, place: string): unknown {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value);
  } catch {
    throw unreadable('expected JSON text, and it does not parse', place);
  }
}

/** A selection of a player or team in `extra_data`: `{ kind: 'player', id, name, number, team_side }`. */
type Selection = { side: GslSide | null; person: PersonIn | null };

function selectionOf(value: unknown): Selection {
  if (!isJson(value)) return { side: null, person: null };
  const side = gslSideOf(value.team_side);
  if (value.kind !== 'player') return { side, person: null };
  return { side, person: { name: nameOf(value.name), number: shirtNumberOf(value.number) } };
}

const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;

export function readGaelicStatLogger(doc: Json, context: ToolFileContext): ToolFileRead {
  if (doc.schema_version !== 1) {
    throw unreadable(
      `schema_version ${shown(doc.schema_version)}; we read Gaelic-Stat-Logger's version 1`,
      'schema_version',
    );
  }
  const evidence = ["a JSON object with schema_version 1, match and stats, as Gaelic-Stat-Logger's Data tab exports"];
  if (typeof doc.source === 'string') evidence.push(`its source is ${quoted(doc.source)}`);
  const match = objectAt(doc, 'match');
  const teams = arrayAt(doc, 'teams');
  const players = doc.players === undefined ? [] : arrayAt(doc, 'players');
  const stats = arrayAt(doc, 'stats');
  checkCounts(doc, { teams, players, stats });

  const teamWithId = (key: 'home_team_id' | 'away_team_id'): { id: unknown; name: string } => {
    const team = teams.find((candidate) => isJson(candidate) && candidate.id === match[key]);
    const name = isJson(team) ? textOf(team.name, 60) : null;
    if (name === null) throw unreadable(`no team in teams has this id and a name`, `match.${key}`);
    return { id: match[key], name };
  };
  const home = teamWithId('home_team_id');
  const away = teamWithId('away_team_id');
  const builder = new SquadBuilder(context, chooseOurTeam(context, [home.name, away.name]));
  const { log } = builder;
  const ourGsl: GslSide = sameTeam(builder.team.name, home.name) ? 'home' : 'away';
  const sideOf = (gsl: GslSide | null): Side | null => (gsl === null ? null : gsl === ourGsl ? 'us' : 'them');
  log.ignoreFields(
    '',
    Object.keys(doc).filter((key) => !BUNDLE_KEYS_READ.has(key)),
  );
  log.ignoreFields(
    'match.',
    Object.keys(match).filter((key) => !MATCH_KEYS_READ.has(key)),
  );

  const { date, dateFrom } = builder.matchDate(isoDateOf(match.date));
  const halfLength = HALF_LENGTHS[Number(match.match_length_minutes)];
  if (halfLength === undefined)
    log.note('The match length is not 70, 60 or 40 minutes: halves of 35 minutes are taken');
  const directions = innerJson(match.direction_by_period, 'match.direction_by_period');
  const homeFirst = isJson(directions) && directions.first === 'left' ? 'left' : 'right';
  if (!isJson(directions) || (directions.first !== 'left' && directions.first !== 'right')) {
    log.note("The match does not say which end the home team attacked first: 'right', the logger's default, is taken");
  }

  const known = readPlayers(builder, players, ourGsl === 'home' ? home.id : away.id);
  const panel = (gsl: GslSide): PanelEntry[] => readPanel(builder, match, gsl, known);
  const bundleMatch = builder.addMatch({
    date,
    dateFrom,
    opponent: ourGsl === 'home' ? away.name : home.name,
    competition: textOf(match.competition, 80),
    venue: textOf(match.venue, 80),
    halfLength: halfLength ?? 35,
    firstHalfAttack: ourGsl === 'home' ? homeFirst : homeFirst === 'left' ? 'right' : 'left',
    panel: panel(ourGsl),
    opponentPanel: panel(otherGsl(ourGsl)),
  });

  stats.forEach((stat, index) => {
    const place = `stats[${index}]`;
    if (!isJson(stat)) throw unreadable(`expected a stat entry, found ${shown(stat)}`, place);
    new StatReader(builder, bundleMatch, stat, place, sideOf, date).read();
  });

  return builder.finish('gaelic-stat-logger', {
    evidence,
    entries: stats.length,
    pitch: {
      source: LOGGER_PITCH,
      origin: "the pitch's top left corner as the logger draws it",
      axes: 'x along the length; y across, down the screen: from the left of a team attacking right to its right, so it is mirrored to run the other way, as ours does',
      attackingDirection: `Turned by the logger: each entry's x_position, y_position have its team (team_side) attacking the right-hand end, whatever end it attacked in that half (direction_by_period: ${home.name} attacked ${endsByPeriod(directions, homeFirst)}). An event of the other team (a turnover's winner, a free's team, a card's player) is turned half a turn. A kickout is placed where it landed (end_x_position, end_y_position).`,
      mapping: describeMapping(LOGGER_PITCH),
    },
  });
}

const PERIODS = [
  ['first', 'the first half'],
  ['second', 'the second'],
  ['et_first', "extra time's first half"],
  ['et_second', "extra time's second half"],
] as const;

/** Which end the home team attacked in each period the match names ('left in the first half, right in the second'). */
function endsByPeriod(directions: unknown, first: 'left' | 'right'): string {
  const ends = PERIODS.flatMap(([key, period]) => {
    const end = key === 'first' ? first : isJson(directions) ? directions[key] : undefined;
    return end === 'left' || end === 'right' ? [`${end} in ${period}`] : [];
  });
  return ends.join(', ');
}

/** A bundle cut short still parses when the cut falls between entries; its own counts give it away. */
function checkCounts(doc: Json, lists: Readonly<Record<'teams' | 'players' | 'stats', unknown[]>>): void {
  if (!isJson(doc.counts)) return;
  for (const [key, list] of Object.entries(lists)) {
    const said = doc.counts[key];
    if (typeof said === 'number' && said !== list.length) {
      throw unreadable(
        `the bundle says it holds ${said} ${key} but holds ${list.length}; is the file complete?`,
        `counts.${key}`,
      );
    }
  }
}

type KnownPlayer = PersonIn & { rosterId: string | null };

/** Both teams' players by the logger's ids; the squad's team's players go into the roster. */
function readPlayers(builder: SquadBuilder, players: unknown[], ourTeamId: unknown): Map<unknown, KnownPlayer> {
  const known = new Map<unknown, KnownPlayer>();
  players.forEach((player, index) => {
    const place = `players[${index}]`;
    if (!isJson(player)) throw unreadable(`expected a player, found ${shown(player)}`, place);
    const person = { name: nameOf(player.name), number: shirtNumberOf(player.number) };
    if (player.team_id !== ourTeamId) {
      known.set(player.id, { ...person, rosterId: null });
      return;
    }
    const position = POSITIONS.read(
      builder.log,
      player.position ?? '',
      `${place}.position`,
      'player given no position',
    );
    const rosterId = builder.ourPlayer(person, { position: position ?? null });
    if (rosterId === null) builder.log.skip(place, 'a player with neither name nor number');
    known.set(player.id, { ...person, rosterId });
  });
  return known;
}

/** A team's match-day panel from the match's starters and substitutes (lists of player ids, as JSON text). */
function readPanel(
  builder: SquadBuilder,
  match: Json,
  side: GslSide,
  players: Map<unknown, KnownPlayer>,
): PanelEntry[] {
  const entries: PanelEntry[] = [];
  for (const [key, starting] of [
    [`${side}_starters`, true],
    [`${side}_subs`, false],
  ] as const) {
    const ids = innerJson(match[key], `match.${key}`);
    if (ids === undefined || ids === null) continue;
    if (!Array.isArray(ids)) throw unreadable(`expected a list of player ids, found ${shown(ids)}`, `match.${key}`);
    for (const id of ids) {
      const player = players.get(id);
      if (player === undefined) {
        builder.log.note("A panel's player id that no player has is left off the match's panel");
      } else if (player.number === null) {
        builder.log.note("A panel player with no shirt number is left off the match's panel");
      } else entries.push({ playerId: player.rosterId, number: player.number, name: player.name, starting });
    }
  }
  return entries;
}

type Common = {
  side: Side;
  half: 1 | 2 | 3 | 4;
  clock: number;
  videoTime: number | null;
  recordedAt?: string;
  x: number;
  y: number;
};
type Timing = Omit<Common, 'side' | 'x' | 'y'>;

/** One stat entry read into the events it holds: none, one, or several (a turnover, the free it gave, a card). */
class StatReader {
  private readonly extra: Json;
  private readonly frame: GslSide | null;
  private readonly pitch: SourcePitch;
  private timingRead: Timing | null | undefined;

  constructor(
    private readonly builder: SquadBuilder,
    private readonly match: BundleMatch,
    private readonly stat: Json,
    private readonly place: string,
    private readonly sideOf: (gsl: GslSide | null) => Side | null,
    private readonly date: string,
  ) {
    const extra = innerJson(stat.extra_data ?? {}, `${place}.extra_data`);
    if (!isJson(extra)) throw unreadable(`expected an object, found ${shown(extra)}`, `${place}.extra_data`);
    this.extra = extra;
    this.frame = gslSideOf(stat.team_side);
    const drawn = isJson(extra.pitch) ? extra.pitch : null;
    this.pitch =
      drawn && typeof drawn.w === 'number' && typeof drawn.h === 'number' && drawn.w > 0 && drawn.h > 0
        ? { length: drawn.w, width: drawn.h }
        : LOGGER_PITCH;
  }

  read(): void {
    const type = this.stat.stat_type;
    if (typeof type !== 'string') {
      throw unreadable(`expected the stat's type, found ${shown(type)}`, `${this.place}.stat_type`);
    }
    this.builder.log.ignoreFields(
      'stats[].',
      Object.keys(this.stat).filter((key) => !STAT_KEYS_READ.has(key)),
    );
    if (type === 'shot') this.shot();
    else if (type === 'kickout') this.kickout();
    else if (type !== 'turnover' && type !== 'foul') {
      this.builder.log.notImported(type, NOT_IMPORTED[type] ?? 'not an event of ours');
    }
    if (isJson(this.extra.turnover)) this.turnover(type, this.extra.turnover);
    if (isJson(this.extra.foul)) this.free(type);
    else if (type === 'foul') this.builder.log.skip(this.place, 'a foul with no details in extra_data.foul');
  }

  /** `extra_data[key]`, whose keys nothing reads are listed in the report. */
  private details(key: 'shot' | 'kickout' | 'foul', read: ReadonlySet<string>): Json {
    const details = this.extra[key];
    if (!isJson(details)) return {};
    this.builder.log.ignoreFields(
      `extra_data.${key}.`,
      Object.keys(details).filter((field) => !read.has(field)),
    );
    return details;
  }

  /**
   * Whether play was brought back for the free the entry was an advantage from: it never counted,
   * and the logger leaves it out of its totals, so we do too.
   */
  private broughtBack(details: Json, what: string): boolean {
    if (details.brought_back_adv !== true) return false;
    this.builder.log.notImported(
      `${what} brought back for an advantage`,
      'play went back for the free it was an advantage from; the logger leaves it out of its totals too',
    );
    return true;
  }

  /** Half, clock and video time, read once for all the entry's events; null (the entry skipped) without a half. */
  private timing(): Timing | null {
    if (this.timingRead !== undefined) return this.timingRead;
    const { log } = this.builder;
    const half = HALVES.read(log, this.stat.half, `${this.place}.half`, 'entry not imported');
    const seconds = (value: unknown, max: number): number | null =>
      typeof value === 'number' && Number.isFinite(value) && value >= 0 && value <= max ? value : null;
    let clock = seconds(this.stat.normalized_time_s, 3600);
    if (clock === null) {
      log.note('An event with no match clock (normalized_time_s) is put at the start of its half');
      clock = 0;
    }
    // Logged live, time_s is the wall clock's, not a video's.
    const videoTime = this.extra.live_mode === true ? null : seconds(this.stat.time_s, Number.MAX_SAFE_INTEGER);
    const { timestamp } = this.stat;
    const recordedAt = typeof timestamp === 'string' && ISO_TIME.test(timestamp) ? { recordedAt: timestamp } : {};
    this.timingRead = half === undefined ? null : { half, clock, videoTime, ...recordedAt };
    return this.timingRead;
  }

  /** Where, in the frame of team `side`: the entry's own frame, or half a turn from it for the other team. */
  private where(which: 'start' | 'end', side: GslSide): { x: number; y: number } | null {
    const [xKey, yKey] = which === 'start' ? ['x_position', 'y_position'] : ['end_x_position', 'end_y_position'];
    const x = coordinateAt(this.stat[xKey], `${this.place}.${xKey}`);
    const y = coordinateAt(this.stat[yKey], `${this.place}.${yKey}`);
    if (x === null || y === null || this.frame === null) return null;
    const point: AttackPoint = { x, y };
    if (point.x < 0 || point.x > this.pitch.length || point.y < 0 || point.y > this.pitch.width) {
      this.builder.log.skip(
        this.place,
        `(${point.x}, ${point.y}) is off the ${this.pitch.length} x ${this.pitch.width} pitch`,
      );
      return null;
    }
    const turned = side === this.frame ? point : halfTurn(this.pitch, point);
    return this.builder.onOurPitch(this.pitch, mirrorAcross(this.pitch, turned));
  }

  /** Where a pass or carry ended (where it was lost or fouled), or where the entry is. */
  private endOrStart(side: GslSide): { x: number; y: number } | null {
    return this.stat.end_x_position != null ? this.where('end', side) : this.where('start', side);
  }

  /** An event of team `side` at the entry's place: `at` reads that place in the team's frame. */
  private add(
    side: GslSide | null,
    what: string,
    at: (side: GslSide) => { x: number; y: number } | null,
    make: (common: Common) => EventDraft | null,
  ): void {
    const { log } = this.builder;
    const ours = this.sideOf(side);
    if (side === null || ours === null) return log.skip(this.place, `a ${what} whose team is not recorded`);
    const where = at(side);
    if (where === null) return log.skip(this.place, `a ${what} with no place on the pitch`);
    const timing = this.timing();
    if (timing === null) return;
    const event = make({ side: ours, ...timing, ...where });
    if (event !== null) this.builder.addEvent(this.match, event);
  }

  private shot(): void {
    const { builder, place } = this;
    const { log } = builder;
    const shot = this.details('shot', SHOT_KEYS_READ);
    const at = `${place}.extra_data.shot`;
    if (this.broughtBack(shot, 'shot')) return;
    const player = selectionOf(shot.player);
    this.add(
      this.frame ?? player.side,
      'shot',
      (side) => this.where('start', side),
      (common) => {
        let outcome = SHOT_OUTCOMES.read(log, shot.outcome, `${at}.outcome`, 'shot not imported');
        if (outcome === undefined) return null;
        if (outcome !== 'goal' && outcome !== 'point' && shot.result === '45') {
          log.mapped('shot outcome', `${shown(shot.outcome)} with result '45'`, '45 won');
          outcome = '45 won';
        }
        const shotKind = SITUATIONS.read(log, shot.situation ?? '', `${at}.situation`, 'taken as from play') ?? 'play';
        const pressure = PRESSURE_LEVELS.read(log, shot.pressure ?? '', `${at}.pressure`, 'pressure unknown') ?? null;
        const foot = METHODS.read(log, shot.method ?? '', `${at}.method`, 'foot unknown') ?? null;
        const goalAttempt = shot.shot_type === 'goal' || outcome === 'goal' || shotKind === 'penalty';
        const recorded = typeof shot.outcome === 'string' ? (RECORDED_VALUE[tidy(shot.outcome)] ?? null) : null;
        const value = builder.shotValue(
          this.date,
          { outcome, shotKind, goalAttempt, foot, x: common.x, y: common.y, touched: null },
          recorded,
          `${at}.outcome`,
        );
        const xp = isJson(shot.xp) ? shot.xp : null;
        const thirdPartyXp = xp
          ? builder.thirdParty(`${SOURCE} (${wordOf(xp.source) || 'xp'})`, 'extra_data.shot.xp.value', xp.value)
          : undefined;
        const person = player.person ?? {
          name: nameOf(this.stat.player_name),
          number: shirtNumberOf(this.stat.player_number),
        };
        return {
          kind: 'shot',
          ...common,
          player: builder.person(common.side, person),
          outcome,
          shotKind,
          goalAttempt,
          pressure,
          foot,
          touched: value.touched,
          points: value.points,
          ...(thirdPartyXp ? { thirdPartyXp } : {}),
        };
      },
    );
  }

  private kickout(): void {
    const { builder, place } = this;
    const { log } = builder;
    const kickout = this.details('kickout', KICKOUT_KEYS_READ);
    const at = `${place}.extra_data.kickout`;
    const kicking = gslSideOf(kickout.team_side) ?? this.frame;
    const winner = selectionOf(kickout.won_by);
    const loser = selectionOf(kickout.lost_by);
    // The landing point (the logger snaps the start to the kicking team's 20 m line).
    this.add(
      kicking,
      'kickout',
      (side) => this.where('end', side),
      (common) => {
        const outcome = KICKOUT_OUTCOMES.read(log, kickout.outcome, `${at}.outcome`, 'kickout not imported');
        if (outcome === undefined) return null;
        const won =
          outcome.won ??
          (winner.side !== null ? winner.side === kicking : loser.side !== null ? loser.side !== kicking : null);
        if (won === null) {
          log.skip(place, 'a kickout whose winner is not recorded');
          return null;
        }
        // Short: it lands inside the kicking team's own 45 m line.
        const length = common.x < 45 ? 'short' : 'long';
        log.mapped(
          'kickout length',
          `landed ${length === 'short' ? 'inside' : 'beyond'} the kicking team's 45 m line`,
          length,
        );
        return {
          kind: 'kickout',
          ...common,
          kicker: NOBODY,
          won,
          contest: outcome.contest,
          length,
          winner: builder.person(won ? common.side : otherSide(common.side), winner.person),
        };
      },
    );
  }

  private turnover(type: string, turnover: Json): void {
    const { builder, place } = this;
    const { log } = builder;
    const at = `${place}.extra_data.turnover`;
    if (this.broughtBack(turnover, 'turnover')) return;
    const lost = selectionOf(turnover.lost_by);
    const forced = selectionOf(turnover.forced_by);
    const recovered = selectionOf(turnover.recovered_by);
    const winner = lost.side !== null ? otherGsl(lost.side) : (forced.side ?? recovered.side);
    const placeOf = (side: GslSide) => (type === 'turnover' ? this.where('start', side) : this.endOrStart(side));
    this.add(winner, 'turnover', placeOf, (common) => {
      let how: (typeof TURNOVER_KINDS)[number] | undefined;
      if (tidy(wordOf(turnover.turnover_type)) === '') {
        // Not recorded: an unforced error if so marked, else what a lost pass or carry is, as the logger itself reads it.
        how =
          turnover.unforced === true
            ? 'unforced'
            : type === 'pass'
              ? 'interception'
              : type === 'carry'
                ? 'tackle'
                : undefined;
        if (how === undefined) log.unmapped('turnover type', 'empty', `${at}.turnover_type`, 'turnover not imported');
        else log.mapped('turnover type', `empty (on a ${type}${turnover.unforced === true ? ', unforced' : ''})`, how);
      } else how = TURNOVER_TYPES.read(log, turnover.turnover_type, `${at}.turnover_type`, 'turnover not imported');
      if (how === undefined) return null;
      if (type !== 'turnover') log.mapped('entry', `a ${type} turned over`, 'turnover');
      const wonBy =
        forced.side === winner && forced.person ? forced.person : recovered.side === winner ? recovered.person : null;
      return {
        kind: 'turnover',
        ...common,
        how,
        wonBy: builder.person(common.side, wonBy),
        lostBy: builder.person(otherSide(common.side), lost.person),
      };
    });
  }

  private free(type: string): void {
    const { builder, place } = this;
    const { log } = builder;
    const foul = this.details('foul', FOUL_KEYS_READ);
    const on = selectionOf(foul.foul_on);
    const by = selectionOf(foul.foul_by);
    const awarded = on.side ?? (by.side === null ? null : otherGsl(by.side));
    const placeOf = (side: GslSide) =>
      type === 'foul' || type === 'turnover' ? this.where('start', side) : this.endOrStart(side);
    this.add(awarded, 'free', placeOf, (common) => {
      if (type !== 'foul') log.mapped('entry', `a ${type} with a foul`, 'free');
      return {
        kind: 'free',
        ...common,
        fouled: builder.person(common.side, on.person),
        fouler: builder.person(otherSide(common.side), by.person),
      };
    });
    const colour = CARDS.read(log, foul.card ?? '', `${place}.extra_data.foul.card`, 'no card imported');
    if (!colour) return;
    const carded = by.side ?? (awarded === null ? null : otherGsl(awarded));
    this.add(carded, 'card', placeOf, (common) => ({
      kind: 'card',
      ...common,
      colour,
      player: builder.person(common.side, by.person),
    }));
  }
}

const SHOT_KEYS_READ = new Set([
  'player',
  'shot_type',
  'situation',
  'method',
  'pressure',
  'outcome',
  'result',
  'xp',
  'brought_back_adv',
]);
const KICKOUT_KEYS_READ = new Set(['team_side', 'outcome', 'won_by', 'lost_by']);
const FOUL_KEYS_READ = new Set(['foul_on', 'foul_by', 'card']);
