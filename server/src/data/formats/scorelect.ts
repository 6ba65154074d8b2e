import type { PlayerPosition, PRESSURES, ShotEvent, ShotKind, ShotOutcome, Side } from '../../../../contract/squad';
import type { ToolFormat } from '../../../../contract/toolFiles';
import { quoted } from '../import/importReport';
import { unreadable } from './formatFault';
import { describeMapping, towardsNearerGoal, type SourcePitch } from './pitchMapping';
import { shown, tidy, Vocabulary, wordOf } from './readLog';
import {
  chooseOurTeam,
  isoDateOf,
  nameOf,
  sameTeam,
  shirtNumberOf,
  SquadBuilder,
  textOf,
  endMostShotAt,
  type EventDraft,
  type ToolFileContext,
  type ToolFileRead,
} from './squadBuilder';
import { cellPlace, coordinateAt, findHeader, type Table } from './sources';

/**
 * Scorelect's exports (docs/formats.md#scorelect): its tagger keeps a game as a list of tagged
 * actions, each with a team, a player, an action word and a place on its 145 x 88 pitch (origin at
 * the bottom left corner as it draws the pitch, `y` up), and writes them as a CSV (team, playerName,
 * action, x, y), an XLSX (every field of an action) or saved games in JSON (a dataset and its
 * games, each with its name, date and actions).
 */

/** One tagged action, wherever it came from, with the place of each of its fields for the report. */
export type ScorelectAction = {
  get(field: string): unknown;
  fields(): string[];
  place(field: string): string;
};

export type ScorelectGame = {
  name: string | null;
  date: unknown;
  place: string;
  actions: ScorelectAction[];
};

const PITCH: SourcePitch = { length: 145, width: 88 };

/** The CSV export's columns, and the XLSX's (the same action with every field). */
export const CSV_COLUMNS = ['team', 'playerName', 'action', 'x', 'y'] as const;
export const XLSX_COLUMNS = ['action', 'team', 'x', 'y', 'playerName'] as const;

type ShotMeaning = { outcome: ShotOutcome; shotKind: ShotKind; goalAttempt: boolean };
const shot = (outcome: ShotOutcome, shotKind: ShotKind, goalAttempt = outcome === 'goal'): ShotMeaning => ({
  outcome,
  shotKind,
  goalAttempt,
});
const label = ({ outcome, shotKind, goalAttempt }: ShotMeaning): string =>
  `shot: ${outcome}, ${shotKind === 'play' ? 'from play' : shotKind}${goalAttempt && outcome !== 'goal' ? ', at goal' : ''}`;

/**
 * The tagger's action words (its default list and the words its analysis reads) and the shot each
 * one is. A plain 'miss' is taken as wide, as no more is known.
 */
const ACTIONS = new Vocabulary<ShotMeaning>(
  'action',
  (
    [
      ['point', shot('point', 'play')],
      ['goal', shot('goal', 'play')],
      ['free', shot('point', 'free')],
      [['offensive mark', 'mark'], shot('point', 'mark')],
      [['fortyfive', '45'], shot('point', '45')],
      [['penalty goal', 'penalty'], shot('goal', 'penalty')],
      [['wide', 'miss'], shot('wide', 'play')],
      ['short', shot('short', 'play')],
      [['blocked', 'block'], shot('blocked', 'play')],
      ['post', shot('post', 'play')],
      ['goal miss', shot('wide', 'play', true)],
      [['free wide', 'missed free'], shot('wide', 'free')],
      ['free short', shot('short', 'free')],
      ['free post', shot('post', 'free')],
      [['offensive mark wide', 'mark wide'], shot('wide', 'mark')],
      ['offensive mark short', shot('short', 'mark')],
      ['offensive mark post', shot('post', 'mark')],
      [['fortyfive wide', '45 wide', 'missed 45'], shot('wide', '45')],
      [['fortyfive short', '45 short'], shot('short', '45')],
      [['fortyfive post', '45 post'], shot('post', '45')],
      [['pen miss', 'penalty miss'], shot('wide', 'penalty', true)],
    ] as const
  ).map(([words, meaning]) => [words, meaning, label(meaning)] as const),
);

const PASSES = new Set(['successful pass', 'unsuccessful pass', 'pass completed', 'pass incomplete', 'pass']);
const KICKOUTS = new Set(['successful kickout', 'unsuccessful kickout', 'kickout']);

// The tagger's own menu offers 0, 1 and 2; its models also read none, low, medium, high and yes or no.
const PRESSURE_LEVELS = new Vocabulary<(typeof PRESSURES)[number] | null>('pressure', [
  [['0', 'none', 'no', 'n'], 'none', 'none'],
  [['1', 'low', 'medium', 'yes', 'y'], 'some', 'some'],
  [['2', 'high'], 'heavy', 'heavy'],
  ['', null, 'unknown (not recorded)'],
]);

const FEET = new Vocabulary<ShotEvent['foot']>('foot', [
  ['right', 'right', 'right foot'],
  ['left', 'left', 'left foot'],
  ['hand', 'hand', 'hand'],
  ['', null, 'unknown (not recorded)'],
]);

const POSITIONS = new Vocabulary<PlayerPosition | null>('position', [
  ['goalkeeper', 'goalkeeper', 'goalkeeper'],
  ['back', 'back', 'back'],
  [['midfield', 'midfielder'], 'midfielder', 'midfielder'],
  ['forward', 'forward', 'forward'],
  ['', null, 'unknown (not recorded)'],
]);

const FIELDS_READ = new Set(
  [
    'team',
    'playerName',
    'player',
    'action',
    'x',
    'y',
    'minute',
    'position',
    'pressure',
    'foot',
    'type',
    'from',
    'to',
    'touchedInFlight',
    'pointValue',
    'xP_adv',
  ].map((field) => field.toLowerCase()),
);

/** The actions of a CSV or XLSX export: one game, one action per row. */
export function tableGame(table: Table): ScorelectGame {
  const columns = new Map(table.headers.map((header) => [header.toLowerCase(), header]));
  return {
    name: null,
    date: null,
    place: table.sheet === null ? 'the file' : `sheet ${quoted(table.sheet)}`,
    actions: table.rows.map(({ row, cells }) => ({
      get: (field) => {
        const header = columns.get(field.toLowerCase());
        return header === undefined ? undefined : cells[header];
      },
      fields: () => Object.keys(cells).filter((header) => cells[header] !== null && header !== ''),
      place: (field) => cellPlace(table, row, findHeader(table, field) ?? field),
    })),
  };
}

const isJson = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Whether parsed JSON is Scorelect's saved games: `{ dataset, games: [...] }`, or the games alone. */
export function isScorelectGames(doc: unknown): boolean {
  const games = Array.isArray(doc) ? doc : isJson(doc) ? doc.games : undefined;
  return Array.isArray(games) && games.length > 0 && games.every((game) => isJson(game) && 'gameData' in game);
}

/** The games of Scorelect's saved-games JSON. */
export function jsonGames(doc: unknown): ScorelectGame[] {
  const games = (Array.isArray(doc) ? doc : (doc as { games: unknown[] }).games) as Record<string, unknown>[];
  const prefix = Array.isArray(doc) ? '' : 'games';
  return games.map((game, g) => {
    const at = `${prefix}[${g}]`;
    if (game.sport !== undefined && game.sport !== null && tidy(wordOf(game.sport)) !== 'gaa') {
      throw unreadable(`a game of ${shown(game.sport)}; we read Gaelic football (GAA) games`, `${at}.sport`);
    }
    const actions = game.gameData;
    if (!Array.isArray(actions))
      throw unreadable(`expected the game's actions, found ${shown(actions)}`, `${at}.gameData`);
    return {
      name: textOf(game.gameName, 80),
      date: game.matchDate,
      place: at,
      actions: actions.map((action, a) => {
        const here = `${at}.gameData[${a}]`;
        if (!isJson(action)) throw unreadable(`expected an action, found ${shown(action)}`, here);
        const keys = new Map(Object.keys(action).map((key) => [key.toLowerCase(), key]));
        return {
          get: (field: string) => action[keys.get(field.toLowerCase()) ?? field],
          fields: () => Object.keys(action),
          place: (field: string) => `${here}.${keys.get(field.toLowerCase()) ?? field}`,
        };
      }),
    };
  });
}

const count = <T>(items: readonly T[]): Map<T, number> => {
  const counts = new Map<T, number>();
  for (const item of items) counts.set(item, (counts.get(item) ?? 0) + 1);
  return counts;
};

export function readScorelect(
  format: Extract<ToolFormat, `scorelect-${string}`>,
  games: ScorelectGame[],
  context: ToolFileContext,
  evidence: string[],
): ToolFileRead {
  const teamsOf = games.map((game) =>
    game.actions.map((action) => textOf(action.get('team'), 60)).filter((t) => t !== null),
  );
  // Without a team given, the squad's is the one in the most games (then the most actions).
  const inGames = count(teamsOf.flatMap((teams) => [...new Set(teams)]));
  const inActions = count(teamsOf.flat());
  const ranked = [...inActions.keys()].sort(
    (a, b) => (inGames.get(b) ?? 0) - (inGames.get(a) ?? 0) || (inActions.get(b) ?? 0) - (inActions.get(a) ?? 0),
  );
  const builder = new SquadBuilder(
    context,
    chooseOurTeam(context, ranked, games.length > 1 ? 'the team in the most games' : 'the team with the most actions'),
  );
  const { log } = builder;
  games.forEach((game, g) => {
    const teams = count(teamsOf[g] ?? []);
    if (![...teams.keys()].some((team) => sameTeam(team, builder.team.name))) {
      log.notImported(`game without ${builder.team.name}`, "the squad's data holds its own team's matches");
      return;
    }
    const [opponent] = [...teams].filter(([team]) => !sameTeam(team, builder.team.name)).sort((a, b) => b[1] - a[1]);
    if (opponent === undefined) log.note('A game names only the squad\'s team: its opponent is called "Opponent"');
    const { date, dateFrom } = builder.matchDate(isoDateOf(game.date));
    const sideOf = (team: string | null): Side | null =>
      team === null ? null : sameTeam(team, builder.team.name) ? 'us' : team === opponent?.[0] ? 'them' : null;
    const shots = game.actions.flatMap((action) => readAction(builder, action, sideOf, date) ?? []);
    const ourFirstHalf = shots.filter(({ event }) => event.side === 'us' && event.half === 1);
    const match = builder.addMatch({
      date,
      dateFrom,
      opponent: opponent?.[0] ?? 'Opponent',
      competition: game.name,
      venue: null,
      halfLength: 35,
      firstHalfAttack: endMostShotAt(
        ourFirstHalf.map(({ sourceX }) => sourceX),
        PITCH.length,
      ),
      panel: [],
      opponentPanel: [],
    });
    for (const { event } of shots) builder.addEvent(match, event);
  });
  if (games.every((game) => game.name === null)) log.note('The file names no competition: "Imported match" is used');
  log.note(
    'Scorelect records the minute, not the half: halves of 35 minutes are taken, a minute over 35 in the second',
  );
  return builder.finish(format, {
    evidence,
    entries: games.reduce((sum, game) => sum + game.actions.length, 0),
    pitch: {
      source: PITCH,
      origin: 'the bottom left corner of the pitch as the tagger draws it',
      axes: 'x along the length; y across, up the screen: from the right of a team attacking right to its left, as ours',
      attackingDirection:
        "Not in the file: each shot attacks the goal nearer to where it was taken, as Scorelect's own distances do; a shot in the left half is turned half a turn. The end the squad attacked in the first half is the end most of its first-half shots were taken at.",
      mapping: describeMapping(PITCH),
    },
  });
}

/** The shot an action is, with where the tool had it; null for a pass or kickout (counted) or an unknown action (reported). */
function readAction(
  builder: SquadBuilder,
  action: ScorelectAction,
  sideOf: (team: string | null) => Side | null,
  date: string,
): { event: EventDraft; sourceX: number } | null {
  const { log } = builder;
  log.ignoreFields(
    '',
    action.fields().filter((field) => !FIELDS_READ.has(field.toLowerCase())),
  );
  const team = textOf(action.get('team'), 60);
  const side = sideOf(team);
  const person = { name: nameOf(action.get('playerName')), number: shirtNumberOf(action.get('player')) };
  const position = POSITIONS.read(log, action.get('position') ?? '', action.place('position'), 'position unknown');
  // Every player of the squad's team the file names joins the roster, whatever the action.
  if (side === 'us') builder.ourPlayer(person, { position: position ?? null });
  const word = tidy(wordOf(action.get('action')));
  const drawn = (value: unknown): boolean => isJson(value) || (typeof value === 'string' && value.trim() !== '');
  if (PASSES.has(word) || drawn(action.get('from')) || drawn(action.get('to'))) {
    // The tagger's line actions, drawn from one point to another, are its passes.
    log.notImported('pass', 'our events have no passes');
    return null;
  }
  if (KICKOUTS.has(word)) {
    log.notImported(
      'kickout',
      'our kickouts say whether they were won clean or from a break, which Scorelect does not record',
    );
    return null;
  }
  const meaning = ACTIONS.read(log, action.get('action'), action.place('action'), 'action not imported');
  if (meaning === undefined) return null;
  const sourceX = coordinateAt(action.get('x'), action.place('x'));
  const sourceY = coordinateAt(action.get('y'), action.place('y'));
  if (sourceX === null || sourceY === null) {
    // Tagged from video, an action may have no place on the pitch.
    log.skip(action.place(sourceX === null ? 'x' : 'y'), 'a shot with no place on the pitch');
    return null;
  }
  if (side === null) {
    log.skip(action.place('team'), team === null ? 'a shot with no team' : `a shot of a third team, ${quoted(team)}`);
    return null;
  }
  if (sourceX < 0 || sourceX > PITCH.length || sourceY < 0 || sourceY > PITCH.width) {
    log.skip(action.place('x'), `(${sourceX}, ${sourceY}) is off the 145 x 88 pitch`);
    return null;
  }
  const { x, y } = builder.onOurPitch(PITCH, towardsNearerGoal(PITCH, { x: sourceX, y: sourceY }));
  const { half, clock } = halfAndClock(builder, action);
  const pressure =
    PRESSURE_LEVELS.read(log, action.get('pressure') ?? '', action.place('pressure'), 'pressure unknown') ?? null;
  const foot = FEET.read(log, action.get('foot') ?? '', action.place('foot'), 'foot unknown') ?? null;
  const touchedInFlight = action.get('touchedInFlight');
  const touched = typeof touchedInFlight === 'boolean' ? touchedInFlight : null;
  const recordedValue = action.get('pointValue');
  const recorded =
    meaning.outcome === 'goal' || meaning.outcome === 'point'
      ? typeof recordedValue === 'number' && [1, 2, 3].includes(recordedValue)
        ? recordedValue
        : null
      : null;
  const value = builder.shotValue(date, { ...meaning, foot, x, y, touched }, recorded, action.place('pointValue'));
  const thirdPartyXp = builder.thirdParty('Scorelect (xP_adv)', 'xP_adv', action.get('xP_adv'));
  return {
    sourceX,
    event: {
      kind: 'shot',
      side,
      half,
      clock,
      videoTime: null,
      x,
      y,
      player: builder.person(side, person),
      ...meaning,
      pressure,
      foot,
      touched: value.touched,
      points: value.points,
      ...(thirdPartyXp ? { thirdPartyXp } : {}),
    },
  };
}

/**
 * The tagger records the minute of the match, not the half: 35 or less is the first half, as the
 * championship file's importer reads a minute. No minute puts the shot at the start of the first half.
 */
function halfAndClock(builder: SquadBuilder, action: ScorelectAction): { half: 1 | 2; clock: number } {
  const raw = action.get('minute');
  const minute = typeof raw === 'number' ? raw : typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : NaN;
  if (!Number.isFinite(minute) || minute < 0 || minute > 95) {
    if (raw !== undefined && raw !== null && raw !== '') {
      builder.log.unmapped('minute', shown(raw), action.place('minute'), 'put at the start of the first half');
    } else builder.log.note('A shot with no minute is put at the start of the first half');
    return { half: 1, clock: 0 };
  }
  return minute <= 35
    ? { half: 1, clock: Math.round(minute * 60) }
    : { half: 2, clock: Math.round((minute - 35) * 60) };
}
