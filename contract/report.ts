import { z } from 'zod/mini';
import { SHOT_TYPES } from './filters';
import { ERAS } from './scoring';
import { CARD_COLOURS, TURNOVER_KINDS } from './squad';

/**
 * A match report (docs/report.md): `GET /api/matches/{matchId}/report` for the public data and
 * `GET /api/squads/{squadId}/matches/{matchId}/report` for a squad's, and a shared report's
 * `GET /api/shared/{code}`. Every figure is for both teams, in the order of `match.teams`, and split
 * into the whole match and each half (extra time counts with the second half, as the dashboard's
 * filters count it).
 *
 * A block whose events the match does not record is null (docs/behaviour.md#report-not-recorded):
 * the public data records shots only, so its kickouts, turnovers, frees and cards are null, never 0.
 * A rate whose whole is 0 (no kickouts of a kind) is null too.
 */

const count = z.number().check(z.int(), z.nonnegative());
const fraction = z.number().check(z.gte(0), z.lte(1));
const rate = z.nullable(fraction);
/** Which team: an index into `match.teams`. */
const team = z.union([z.literal(0), z.literal(1)]);
const half = z.union([z.literal(1), z.literal(2)]);
/** Minutes into the match (0-80+), or null where the data has none. */
const minute = z.nullable(z.number().check(z.nonnegative()));
/** Metres on the 145 x 88 pitch, turned so that the team in question attacks the goal at (145, 44). */
const spot = { x: z.number(), y: z.number() };

/** A figure for the whole match and for each half. */
const split = <S extends z.ZodMiniType>(schema: S) => z.object({ match: schema, half1: schema, half2: schema });
/** One figure for each team, in the order of `match.teams`. */
const both = <S extends z.ZodMiniType>(schema: S) => z.tuple([schema, schema]);

export const reportMatchSchema = z.object({
  /** The id the report is addressed by: the dashboard's match id, or a squad's match document id. */
  id: z.string(),
  date: z.string(),
  /** Competition and stage ('Connacht Final'). */
  stage: z.string(),
  venue: z.nullable(z.string()),
  era: z.enum(ERAS),
  /** Whether points from on or outside the 40 m arc are worth two (the arc is drawn). */
  twoPointArc: z.boolean(),
  /** The two teams; every pair below is in this order. */
  teams: both(z.string()),
  /** Minutes in a half of normal time: a squad's match says; the public data's are 35. */
  halfLength: z.number().check(z.int(), z.gte(1)),
  /** Whose data: the public championship's, or a squad's (named). */
  source: z.object({ kind: z.enum(['public', 'squad']), name: z.string(), sample: z.boolean() }),
  /** The version of the data the figures were made from. */
  version: z.string(),
});
export type ReportMatch = z.infer<typeof reportMatchSchema>;

/** Goals, two-pointers and points (the points side, a two-pointer adding two) and the total. */
export const scoreLineSchema = z.object({ goals: count, twoPointers: count, points: count, total: count });
export type ScoreLine = z.infer<typeof scoreLineSchema>;

/** One score, in time order, with both teams' totals after it: how the score line grew. */
export const scoreEventSchema = z.object({
  team,
  half,
  minute,
  value: z.number().check(z.int(), z.gte(1), z.lte(3)),
  player: z.nullable(z.string()),
  totals: both(count),
});
export type ScoreEvent = z.infer<typeof scoreEventSchema>;

const attemptsSchema = z.object({ attempts: count, scores: count, points: count, xPts: z.number() });
export type Attempts = z.infer<typeof attemptsSchema>;

export const shotFiguresSchema = z.object({
  attempts: count,
  scores: count,
  conversion: rate,
  /** Points scored by these shots (goals as three, two-pointers as two). */
  points: count,
  /** Expected points: what these shots were worth on average (docs/behaviour.md#xpoints). */
  xPts: z.number(),
  pointsMinusXPts: z.number(),
  fromPlay: attemptsSchema,
  /** Frees, 45s, marks, penalties and sideline kicks at the posts. */
  deadBall: attemptsSchema,
  goalAttempts: z.object({ attempts: count, goals: count }),
  /** Kicked point attempts from on or outside the arc; null before 2025. */
  twoPointAttempts: z.nullable(z.object({ attempts: count, scored: count })),
});
export type ShotFigures = z.infer<typeof shotFiguresSchema>;

/** One shot of the chart and the race, in time order. */
export const reportShotSchema = z.object({
  team,
  half,
  minute,
  ...spot,
  scored: z.boolean(),
  /** What it scored (0 for a miss). */
  value: z.number().check(z.int(), z.gte(0), z.lte(3)),
  shotType: z.enum(SHOT_TYPES),
  goalAttempt: z.boolean(),
  twoPointAttempt: z.boolean(),
  xPts: z.number().check(z.gte(0), z.lte(3)),
  player: z.nullable(z.string()),
  /** The shooting team's expected and actual points up to and including this shot: the race. */
  xPtsSoFar: z.number(),
  pointsSoFar: count,
});
export type ReportShot = z.infer<typeof reportShotSchema>;

export const keptSchema = z.object({ kicked: count, retained: count, rate });
export type Kept = z.infer<typeof keptSchema>;

/** One team's kickouts, and what it won of the opposition's. */
export const kickoutFiguresSchema = z.object({
  own: keptSchema,
  clean: keptSchema,
  break: keptSchema,
  short: keptSchema,
  long: keptSchema,
  oppositionWon: z.object({ kicked: count, won: count, rate }),
});
export type KickoutFigures = z.infer<typeof kickoutFiguresSchema>;

/** Scores (and their points) of possessions that began one way, when possessions can be told apart. */
const scoresFromSchema = z.object({ scores: count, points: count });
export type ScoresFrom = z.infer<typeof scoresFromSchema>;

/** Where one kickout landed, in the kicking team's frame (its own goal at x = 0). */
export const kickoutLandingSchema = z.object({
  team,
  half,
  minute,
  ...spot,
  won: z.boolean(),
  contest: z.enum(['clean', 'break']),
  length: z.enum(['short', 'long']),
});
export type KickoutLanding = z.infer<typeof kickoutLandingSchema>;

export const kickoutBlockSchema = z.object({
  teams: both(split(kickoutFiguresSchema)),
  /**
   * Scores from kickouts the team won, within the same possession: null unless the match records
   * turnovers too, without which a possession's end cannot be seen (docs/behaviour.md#report-possessions).
   */
  scoresFromWon: z.nullable(both(split(scoresFromSchema))),
  /** Where each kickout landed, in the kicking team's frame (its own goal at x = 0). */
  landings: z.array(kickoutLandingSchema),
});
export type KickoutBlock = z.infer<typeof kickoutBlockSchema>;

const thirdsSchema = z.object({ defensive: count, middle: count, attacking: count });
/** A team's turnovers won and lost, where and how (the dashboard's Restarts and Defending views show these). */
export const turnoverCountsSchema = z.object({
  won: count,
  lost: count,
  /** Where the team won the ball, by third of the pitch in its own frame. */
  wonByThird: thirdsSchema,
  /** Where it lost the ball, in its own frame. */
  lostByThird: thirdsSchema,
  /** How it won the ball. */
  how: z.object(
    Object.fromEntries(TURNOVER_KINDS.map((kind) => [kind, count])) as Record<
      (typeof TURNOVER_KINDS)[number],
      typeof count
    >,
  ),
});
export type TurnoverCounts = z.infer<typeof turnoverCountsSchema>;
export const turnoverFiguresSchema = z.object({
  ...turnoverCountsSchema.shape,
  /** Scores of possessions the team began by winning the ball. */
  scoresFrom: scoresFromSchema,
});
export type TurnoverFigures = z.infer<typeof turnoverFiguresSchema>;

export const turnoverSpotSchema = z.object({ team, half, minute, ...spot, how: z.enum(TURNOVER_KINDS) });
export type TurnoverSpot = z.infer<typeof turnoverSpotSchema>;

export const turnoverBlockSchema = z.object({
  teams: both(split(turnoverFiguresSchema)),
  /** Where each turnover was won, in the winning team's frame. */
  spots: z.array(turnoverSpotSchema),
});
export type TurnoverBlock = z.infer<typeof turnoverBlockSchema>;

export const cardSchema = z.object({
  team,
  half,
  minute,
  colour: z.enum(CARD_COLOURS),
  player: z.nullable(z.string()),
});
export type ReportCard = z.infer<typeof cardSchema>;

export const disciplineSchema = z.object({
  /** Frees each team was awarded and gave away; null when the match records no frees. */
  frees: z.nullable(both(split(z.object({ won: count, conceded: count })))),
  /** Cards shown, in time order; null when the match records neither frees nor cards. */
  cards: z.nullable(z.array(cardSchema)),
});
export type Discipline = z.infer<typeof disciplineSchema>;

/** One player's match: shots from the dashboard's player table, the rest from the recorded events. */
export const reportPlayerSchema = z.object({
  /** The name, or 'No. 7' for a player the data knows only by number, or 'Not named'. */
  name: z.string(),
  shots: count,
  scores: count,
  points: count,
  xPts: z.number(),
  /** Null when the match records no turnovers (or kickouts). */
  turnoversWon: z.nullable(count),
  kickoutsWon: z.nullable(count),
});
export type ReportPlayer = z.infer<typeof reportPlayerSchema>;

export const matchReportSchema = z.object({
  match: reportMatchSchema,
  score: both(split(scoreLineSchema)),
  scoring: z.array(scoreEventSchema),
  shotFigures: both(split(shotFiguresSchema)),
  /** Every shot of both teams in time order: the shot chart and the expected-points race. */
  shots: z.array(reportShotSchema),
  kickouts: z.nullable(kickoutBlockSchema),
  turnovers: z.nullable(turnoverBlockSchema),
  discipline: disciplineSchema,
  players: both(z.array(reportPlayerSchema)),
});
export type MatchReport = z.infer<typeof matchReportSchema>;
export type Split<T> = { match: T; half1: T; half2: T };
export type Both<T> = [T, T];
export type TeamIndex = 0 | 1;

/** The pictures of a report as SVG documents, the same the PDF and the share image draw. */
export const reportChartsSchema = z.object({
  race: z.string(),
  /** The shot chart of each half. */
  shots: both(z.string()),
  /** Null when the match records no kickouts (or turnovers). */
  kickouts: z.nullable(z.string()),
  turnovers: z.nullable(z.string()),
});
export type ReportCharts = z.infer<typeof reportChartsSchema>;

/** The longest a share link may last, in days; without `days` it lasts until it is revoked. */
export const MAX_SHARE_DAYS = 365;

/** `POST /api/squads/{squadId}/matches/{matchId}/shares`. */
export const newShareSchema = z.object({
  days: z.optional(z.nullable(z.number().check(z.int(), z.gte(1), z.lte(MAX_SHARE_DAYS)))),
});
export type NewShare = z.infer<typeof newShareSchema>;

export const shareViewSchema = z.object({
  id: z.string(),
  matchId: z.string(),
  state: z.enum(['open', 'expired', 'revoked']),
  createdAt: z.string(),
  expiresAt: z.nullable(z.string()),
  revokedAt: z.nullable(z.string()),
});
export type ShareView = z.infer<typeof shareViewSchema>;
export const sharesSchema = z.array(shareViewSchema);

/** A new link: its view and its code, shown this once (only the code's hash is kept). */
export const createdShareSchema = z.object({ ...shareViewSchema.shape, code: z.string() });
export type CreatedShare = z.infer<typeof createdShareSchema>;

/**
 * What a shared link answers when its code is wrong, revoked or expired: one and the same, so codes
 * cannot be probed (docs/report.md#share-links).
 */
export const SHARE_NOT_FOUND = 'This report link is not valid: it may have been revoked, have expired, or be mistyped';
