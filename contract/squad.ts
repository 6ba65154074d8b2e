import { z } from 'zod/mini';

/**
 * A squad's documents in Firestore, defined once for the app, the API, the importers and any other
 * tool that writes a squad's data (docs/squads-data.md lists every field). Firestore is the only
 * store of what a squad owns; the API's read models are rebuilt from these documents.
 *
 * squads/{squadId}                                   squadSchema
 * squads/{squadId}/members/{uid}                     memberSchema (written by the API only)
 * squads/{squadId}/invites/{inviteId}                inviteSchema (the API only; no client reads it)
 * squads/{squadId}/shares/{shareId}                  shareSchema (the API only; no client reads it)
 * squads/{squadId}/players/{playerId}                squadPlayerSchema
 * squads/{squadId}/matches/{matchId}                 squadMatchSchema
 * squads/{squadId}/matches/{matchId}/events/{id}     matchEventSchema (one document per event)
 *
 * Times are ISO 8601 strings (UTC), dates `YYYY-MM-DD`, so a document reads the same through the
 * web SDK, the Admin SDK and the REST API.
 */

export const ROLES = ['owner', 'analyst', 'viewer'] as const;
export type Role = (typeof ROLES)[number];
/** Roles that write a squad's players, matches and events (and import files). */
export const WRITER_ROLES: readonly Role[] = ['owner', 'analyst'];
export const canWrite = (role: Role): boolean => WRITER_ROLES.includes(role);

const text = (max: number) => z.string().check(z.trim(), z.minLength(1), z.maxLength(max));
const isoTime = z.iso.datetime();
const isoDate = z.iso.date();
const uid = z.string().check(z.minLength(1), z.maxLength(128));
const docId = z.string().check(z.minLength(1), z.maxLength(64), z.regex(/^[A-Za-z0-9_-]+$/));
/** A shirt number: 1 to 99 (panels run past 15 with substitutes). */
const shirtNumber = z.number().check(z.int(), z.gte(1), z.lte(99));

export const squadSchema = z.object({
  name: text(80),
  /** The team the squad studies, spelt as its data spells it ('Clifden', 'Galway'). */
  team: text(60),
  createdAt: isoTime,
  createdBy: uid,
  /** The bundled sample squad every newcomer can open (docs/behaviour.md#sample-squad). */
  sample: z.optional(z.boolean()),
});
export type Squad = z.infer<typeof squadSchema>;

export const memberSchema = z.object({
  role: z.enum(ROLES),
  displayName: z.string().check(z.maxLength(120)),
  email: z.string().check(z.maxLength(254)),
  joinedAt: isoTime,
});
export type Member = z.infer<typeof memberSchema>;

export const inviteSchema = z.object({
  role: z.enum(['analyst', 'viewer'] as const),
  /** SHA-256 of the code, hex; the code itself is shown once, to its maker, and never stored. */
  codeHash: z.string().check(z.regex(/^[0-9a-f]{64}$/)),
  createdBy: uid,
  createdAt: isoTime,
  expiresAt: isoTime,
  /** How many people may join with it (1 by default). */
  maxUses: z.number().check(z.int(), z.gte(1), z.lte(100)),
  uses: z.array(z.object({ uid, displayName: z.string(), at: isoTime })),
  revokedAt: z.nullable(isoTime),
});
export type Invite = z.infer<typeof inviteSchema>;

/**
 * A read-only link to one match's report for people without an account (docs/report.md#share-links).
 * Like an invite's, its code is shown once and only its SHA-256 is kept.
 */
export const shareSchema = z.object({
  /** The match document whose report the link opens, and nothing else. */
  matchId: docId,
  codeHash: z.string().check(z.regex(/^[0-9a-f]{64}$/)),
  createdBy: uid,
  createdAt: isoTime,
  /** When the link stops working; null for a link that works until it is revoked. */
  expiresAt: z.nullable(isoTime),
  revokedAt: z.nullable(isoTime),
});
export type Share = z.infer<typeof shareSchema>;

export const PLAYER_POSITIONS = ['goalkeeper', 'back', 'midfielder', 'forward'] as const;
export type PlayerPosition = (typeof PLAYER_POSITIONS)[number];

export const squadPlayerSchema = z.object({
  name: text(80),
  number: z.nullable(shirtNumber),
  position: z.nullable(z.enum(PLAYER_POSITIONS)),
  preferredFoot: z.nullable(z.enum(['right', 'left', 'both'] as const)),
});
export type SquadPlayer = z.infer<typeof squadPlayerSchema>;

/** Minutes in each half of normal time; extra time's two halves are 10 minutes each. */
export const HALF_LENGTHS = [35, 30, 20] as const;
export const EXTRA_TIME_HALF_LENGTH = 10;
/** 1 and 2 are normal time; 3 and 4 are extra time's first and second half. */
export const HALVES = [1, 2, 3, 4] as const;
export type Half = (typeof HALVES)[number];

/** A moment of a match on its clock: the half and the seconds into it, as an event's `half` and `clock`. */
const matchMomentSchema = z.object({
  half: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)]),
  clock: z.number().check(z.gte(0), z.lte(60 * 60)),
});
export type MatchMoment = z.infer<typeof matchMomentSchema>;

/**
 * One name of the match-day panel: a roster player (ours) or a number alone (theirs). A substitution
 * sets `wentOff` on one entry, and `cameOn` with `cameOnFor` (the number of who went off) on another;
 * all are optional, so panels written before substitutions were recorded still read.
 */
const panelEntrySchema = z.object({
  playerId: z.nullable(docId),
  number: shirtNumber,
  name: z.nullable(text(80)),
  starting: z.boolean(),
  cameOn: z.optional(matchMomentSchema),
  cameOnFor: z.optional(shirtNumber),
  wentOff: z.optional(matchMomentSchema),
});
export type PanelEntry = z.infer<typeof panelEntrySchema>;

export const MATCH_SOURCES = ['capture', 'import', 'sample'] as const;

/**
 * A recorded match's clock, anchored to the wall clock (docs/behaviour.md#capture-clock): the
 * seconds of `half` played when it last started or stopped, and since when it has run. Kept in the
 * match document, so a reload, a locked phone, a closed tab or a second device all read the same
 * clock.
 */
export const matchClockSchema = z.object({
  half: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)]),
  /** Seconds into the half when the clock last started or stopped. */
  elapsed: z.number().check(z.gte(0), z.lte(60 * 60)),
  /** When it last started (ISO time); null while it is stopped. */
  runningSince: z.nullable(isoTime),
  /** The half's final whistle has gone: the next start begins the next half. */
  halfOver: z.boolean(),
});
export type MatchClock = z.infer<typeof matchClockSchema>;

export const squadMatchSchema = z.object({
  /** The match's date; the scoring rules' era follows from it (contract/scoring.ts). */
  date: isoDate,
  opponent: text(60),
  /** Competition and stage, e.g. 'Connacht Final' (the 2023 file's `Game`). */
  competition: text(80),
  venue: z.string().check(z.trim(), z.maxLength(80)),
  halfLength: z.union([z.literal(35), z.literal(30), z.literal(20)]),
  /** Which end our team attacks in the first half, as the capture pitch is drawn (x = 145 is 'right'). */
  firstHalfAttack: z.enum(['left', 'right'] as const),
  panel: z.array(panelEntrySchema),
  opponentPanel: z.array(panelEntrySchema),
  status: z.enum(['upcoming', 'live', 'final'] as const),
  source: z.enum(MATCH_SOURCES),
  createdAt: isoTime,
  createdBy: uid,
  /**
   * A match imported from another tool's file: that file's fingerprint and the match's place in it,
   * so importing the same file again replaces the match rather than adding it twice (docs/behaviour.md#tool-files).
   */
  importKey: z.optional(z.string().check(z.minLength(1), z.maxLength(100))),
  /** The clock of a match being recorded; absent on an imported one. */
  clock: z.optional(matchClockSchema),
});
export type SquadMatch = z.infer<typeof squadMatchSchema>;

/** Which team an event belongs to: the squad's (`us`) or the opponent (`them`). */
export const SIDES = ['us', 'them'] as const;
export type Side = (typeof SIDES)[number];

/** Who did it: a roster player of ours by id, or whatever the recorder knew (a number alone will do). */
const personSchema = z.object({
  playerId: z.nullable(docId),
  name: z.nullable(text(80)),
  number: z.nullable(shirtNumber),
});
export type Person = z.infer<typeof personSchema>;
export const NOBODY: Person = { playerId: null, name: null, number: null };

const metresAlong = z.number().check(z.gte(0), z.lte(145));
const metresAcross = z.number().check(z.gte(0), z.lte(88));

/**
 * What every event carries. `x` and `y` are metres on the 145 x 88 pitch turned so that the team in
 * `side` attacks the goal at (145, 44), as the 2023 file's `stand_x`/`stand_y` are: the same spot
 * means the same thing whichever end the team attacked in that half.
 */
const eventBase = {
  side: z.enum(SIDES),
  half: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)]),
  /** Seconds into the half on the match clock. */
  clock: z.number().check(z.gte(0), z.lte(60 * 60)),
  /** Seconds into the video the event was tagged from, or null when tagged live. */
  videoTime: z.nullable(z.number().check(z.gte(0))),
  x: metresAlong,
  y: metresAcross,
  recordedBy: uid,
  recordedAt: isoTime,
};

export const SHOT_OUTCOMES = ['goal', 'point', 'wide', 'short', 'saved', 'blocked', 'post', '45 won'] as const;
export type ShotOutcome = (typeof SHOT_OUTCOMES)[number];
export const SHOT_KINDS = ['play', 'free', '45', 'mark', 'penalty', 'sideline'] as const;
export type ShotKind = (typeof SHOT_KINDS)[number];
export const PRESSURES = ['none', 'some', 'heavy'] as const;

export const shotEventSchema = z.object({
  kind: z.literal('shot'),
  ...eventBase,
  player: personSchema,
  /**
   * Where the shooter played in this match, as a 2023 file's `Position` records it per shot; absent
   * or null, a roster player's position is used, else it is unknown.
   */
  position: z.optional(z.nullable(z.enum(PLAYER_POSITIONS))),
  outcome: z.enum(SHOT_OUTCOMES),
  shotKind: z.enum(SHOT_KINDS),
  /** Aimed at goal; a goal attempt that goes over the bar is a point and still a goal attempt. */
  goalAttempt: z.boolean(),
  pressure: z.nullable(z.enum(PRESSURES)),
  foot: z.nullable(z.enum(['right', 'left', 'hand'] as const)),
  /** A defender or goalkeeper touched a two-point attempt (it matters in 2025); null where not recorded. */
  touched: z.nullable(z.boolean()),
  /** The score's value as the source recorded it, when it did; otherwise the era's rules give it. */
  points: z.nullable(z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)])),
  /** Another tool's expected-points figure from an imported file: kept beside ours, never instead of it. */
  thirdPartyXp: z.optional(z.object({ source: text(60), value: z.number().check(z.gte(0), z.lte(3)) })),
});
export type ShotEvent = z.infer<typeof shotEventSchema>;

export const kickoutEventSchema = z.object({
  kind: z.literal('kickout'),
  /** `side` is the kicking team; `x`/`y` where the kickout landed, in its frame. */
  ...eventBase,
  kicker: personSchema,
  /** The kicking team kept the ball. */
  won: z.boolean(),
  contest: z.enum(['clean', 'break'] as const),
  length: z.enum(['short', 'long'] as const),
  /** Who won it, of either team. */
  winner: personSchema,
});
export type KickoutEvent = z.infer<typeof kickoutEventSchema>;

export const TURNOVER_KINDS = ['tackle', 'interception', 'block', 'unforced', 'foul'] as const;

export const turnoverEventSchema = z.object({
  kind: z.literal('turnover'),
  /** `side` is the team that won the ball; `x`/`y` where, in its frame. */
  ...eventBase,
  how: z.enum(TURNOVER_KINDS),
  /** Who won it (of `side`), and who lost it (of the other team). */
  wonBy: personSchema,
  lostBy: personSchema,
});
export type TurnoverEvent = z.infer<typeof turnoverEventSchema>;

export const freeEventSchema = z.object({
  kind: z.literal('free'),
  /** `side` is the team awarded the free; `x`/`y` where, in its frame. */
  ...eventBase,
  /** Fouled (of `side`), and who gave it away (of the other team). */
  fouled: personSchema,
  fouler: personSchema,
});
export type FreeEvent = z.infer<typeof freeEventSchema>;

export const CARD_COLOURS = ['yellow', 'black', 'red'] as const;

export const cardEventSchema = z.object({
  kind: z.literal('card'),
  /** `side` is the team of the player shown the card; `x`/`y` where the offence was. */
  ...eventBase,
  colour: z.enum(CARD_COLOURS),
  player: personSchema,
});
export type CardEvent = z.infer<typeof cardEventSchema>;

export const matchEventSchema = z.discriminatedUnion('kind', [
  shotEventSchema,
  kickoutEventSchema,
  turnoverEventSchema,
  freeEventSchema,
  cardEventSchema,
]);
export type MatchEvent = z.infer<typeof matchEventSchema>;
export type EventKind = MatchEvent['kind'];

/** Minutes into the match (0-80+) at `clock` seconds into `half`, as the 2023 file's `Minute` counts them. */
export function matchMinute(half: Half, clock: number, halfLength: number): number {
  const before =
    half === 1 ? 0 : half === 2 ? halfLength : half === 3 ? 2 * halfLength : 2 * halfLength + EXTRA_TIME_HALF_LENGTH;
  return before + Math.floor(clock / 60);
}

/** A shot scores with a goal or a point; every other outcome is a miss. */
export const isScore = (outcome: ShotOutcome): boolean => outcome === 'goal' || outcome === 'point';

/**
 * A squad's whole data in one file: what the owner downloads (docs/squads-data.md), what every
 * file reader produces, and what an upload writes. Ids are the documents' ids.
 */
export const squadBundleSchema = z.object({
  format: z.literal('pairc-squad'),
  version: z.literal(1),
  squad: z.object({ name: squadSchema.shape.name, team: squadSchema.shape.team }),
  players: z.array(z.extend(squadPlayerSchema, { id: docId })),
  matches: z.array(
    z.extend(squadMatchSchema, {
      id: docId,
      events: z.array(z.intersection(z.object({ id: docId }), matchEventSchema)),
    }),
  ),
});
export type SquadBundle = z.infer<typeof squadBundleSchema>;

/** A match's clock and status: what a clock or status change changes. */
export const matchStateSchema = z.object({ clock: matchClockSchema, status: squadMatchSchema.shape.status });
/**
 * The capture screen's undo history for one match, as a tab keeps it across a reload
 * (docs/capture.md#undo): newest last, each change whole before and after (null before an event
 * was added, or after it was deleted), read back through this schema since the browser's storage
 * may hold anything.
 */
export const undoHistorySchema = z.array(
  z.discriminatedUnion('kind', [
    z.object({
      kind: z.literal('event'),
      id: docId,
      before: z.nullable(matchEventSchema),
      after: z.nullable(matchEventSchema),
    }),
    z.object({ kind: z.literal('match'), before: matchStateSchema, after: matchStateSchema }),
    z.object({ kind: z.literal('panel'), before: z.array(panelEntrySchema), after: z.array(panelEntrySchema) }),
  ]),
);
export type UndoChange = z.infer<typeof undoHistorySchema>[number];
