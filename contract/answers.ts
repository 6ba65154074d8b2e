import { z } from 'zod/mini';
import { PERIODS, SHOT_TYPES } from './filters';
import { ERAS } from './scoring';

/**
 * The shape of every answer the API gives, defined once. The server checks its answers against
 * these in its HTTP tests; the app validates what it receives with them. zod's small build keeps
 * the app's bundle light.
 */

export const apiErrorSchema = z.object({ error: z.string() });
export type ApiError = z.infer<typeof apiErrorSchema>;

export const teamsSchema = z.array(z.string());

export const imageUrlSchema = z.object({ url: z.string() });
export type ImageUrl = z.infer<typeof imageUrlSchema>;

const count = z.number().check(z.int(), z.nonnegative());
const fraction = z.number().check(z.gte(0), z.lte(1));

const zoneTallySchema = z.object({ Score: count, Miss: count, success_rate: fraction });
export const scoringZoneEfficiencySchema = z.object({
  inside_scoring_zone: zoneTallySchema,
  outside_scoring_zone: zoneTallySchema,
});
export type ScoringZoneEfficiency = z.infer<typeof scoringZoneEfficiencySchema>;

/** Shots of one zone of the arc chart, and what they scored in points. */
const arcZoneSchema = z.object({
  attempts: count,
  scores: count,
  success_rate: fraction,
  /** Points scored, two-pointers counted as two and goals as three. */
  points: count,
  points_per_shot: z.number().check(z.gte(0)),
});
export type ArcZone = z.infer<typeof arcZoneSchema>;

/**
 * The team's shots by the zones the scoring rules know (docs/behaviour.md#arc-zones): point
 * attempts inside the 40 m arc, kicked point attempts from on or outside it, and goal attempts.
 * Before 2025 the arc counts for nothing: `outside_arc` is null and `inside_arc` holds every point
 * attempt.
 */
export const arcZoneEfficiencySchema = z.object({
  two_point_arc: z.boolean(),
  inside_arc: arcZoneSchema,
  outside_arc: z.nullable(arcZoneSchema),
  goal_attempts: arcZoneSchema,
});
export type ArcZoneEfficiency = z.infer<typeof arcZoneEfficiencySchema>;

/** One season the data holds (docs/behaviour.md#seasons). */
export const seasonSchema = z.object({
  season: z.string(),
  era: z.enum(ERAS),
  shots: count,
  matches: count,
});
export type SeasonInfo = z.infer<typeof seasonSchema>;
export const seasonsSchema = z.array(seasonSchema);

/**
 * One player's shooting: the owner's fields (docs/behaviour.md#api-calls; names as the original API gave them), a stable id, and
 * the scoring rules' fields in points (docs/behaviour.md#player-record): `Points` scored (two-pointers
 * as two, goals as three), `xPts` expected and `Points_minus_xPts`.
 */
export const playerRecordSchema = z.object({
  id: z.string(),
  PlayerName: z.string(),
  TeamName: z.string(),
  Scores: count,
  Shots: count,
  Success_UP: count,
  Failed_UP: count,
  Success_UP_Percentage: z.number(),
  Scored_Right: count,
  Scored_Left: count,
  Scored_Hand: count,
  Shot_Distance: z.number(),
  xPoints: z.number(),
  xP_adv_shot: z.number(),
  Difference: z.number(),
  Points: count,
  xPts: z.number(),
  Points_minus_xPts: z.number(),
});
export type PlayerRecord = z.infer<typeof playerRecordSchema>;
export const playersSchema = z.array(playerRecordSchema);

/** One side's shots and scores in the part of a match a filter keeps. */
export const matchSideSchema = z.object({
  shots: count,
  scores: count,
  goals: count,
  /** Points, a two-pointer counting two. */
  points: count,
  twoPointers: count,
  /** Goals x 3 + points. */
  total: count,
  conversion: fraction,
});
export type MatchSide = z.infer<typeof matchSideSchema>;

/**
 * One match from one team's side, its score line counted from the recorded shots. The full-time
 * figures never change with a filter; `filtered` holds what the filter keeps of the match.
 */
export const matchSchema = z.object({
  id: z.string(),
  /** ISO calendar date, YYYY-MM-DD. */
  date: z.string(),
  stage: z.string(),
  opponent: z.string(),
  goalsFor: count,
  /** The points side of the score line: a two-pointer adds two. */
  pointsFor: count,
  goalsAgainst: count,
  pointsAgainst: count,
  /** Two-point scores among the points (0 before 2025). */
  twoPointersFor: count,
  twoPointersAgainst: count,
  /** Goals x 3 + points. */
  totalFor: count,
  totalAgainst: count,
  result: z.enum(['win', 'draw', 'loss']),
  shots: count,
  scores: count,
  conversion: fraction,
  shotsAgainst: count,
  scoresAgainst: count,
  conversionAgainst: fraction,
  /**
   * Only under a filter that keeps part of each match (a half, a period, a kind of shot, pressure,
   * a player): the team's figures in that part, and the opponent's (`against`), which is null
   * under a player filter.
   */
  filtered: z.optional(z.object({ ...matchSideSchema.shape, against: z.nullable(matchSideSchema) })),
});
export type Match = z.infer<typeof matchSchema>;
export const matchesSchema = z.array(matchSchema);

/** One shot as the shot map draws it; `x`/`y` are turned so that every shot attacks the goal at (145, 44). */
export const shotRecordSchema = z.object({
  id: z.string(),
  matchId: z.string(),
  half: z.union([z.literal(1), z.literal(2)]),
  minute: z.nullable(z.number()),
  period: z.nullable(z.enum(PERIODS)),
  player: z.nullable(z.string()),
  position: z.nullable(z.enum(['forward', 'midfielder', 'back', 'goalkeeper'])),
  foot: z.nullable(z.enum(['right', 'left', 'hand'])),
  pressure: z.nullable(z.boolean()),
  action: z.string(),
  outcome: z.enum(['score', 'miss']),
  shotType: z.enum(SHOT_TYPES),
  goalAttempt: z.boolean(),
  x: z.number(),
  y: z.number(),
  distance: z.number(),
  xPoints: fraction,
  xP_adv_shot: fraction,
  /**
   * A kicked point attempt from on or outside the 40 m arc in a season under the two-point rules:
   * worth two if it scores (docs/behaviour.md#scoring-rules).
   */
  twoPointAttempt: z.boolean(),
  /** What it scored (0 for a miss) and what it would have scored, by its era's rules. */
  value: z.number().check(z.int(), z.gte(0), z.lte(3)),
  valueIfScored: z.number().check(z.int(), z.gte(1), z.lte(3)),
  /** Expected points in points. */
  xPts: z.number().check(z.gte(0), z.lte(3)),
});
export type ShotRecord = z.infer<typeof shotRecordSchema>;
export const shotsSchema = z.array(shotRecordSchema);

export const datasetCountsSchema = z.object({ shots: count, matches: count, teams: count, players: count });

export const healthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  /** Why the server is degraded: what failed, while it keeps serving the last good data. */
  reason: z.optional(z.string()),
  version: z.string(),
  isSample: z.boolean(),
  importedAt: z.nullable(z.string()),
  counts: datasetCountsSchema,
});
export type Health = z.infer<typeof healthSchema>;

const calibrationBinSchema = z.object({
  decile: count,
  count,
  meanPredicted: fraction,
  observedRate: fraction,
});

/** A scoring-probability model's quality, each figure beside that of the constant-rate baseline (whose AUC is 0.5). */
const modelSummarySchema = z.object({
  shots: count,
  brier: z.nullable(z.number()),
  baselineBrier: z.nullable(z.number()),
  logLoss: z.nullable(z.number()),
  baselineLogLoss: z.nullable(z.number()),
  auc: z.nullable(z.number()),
  calibration: z.array(calibrationBinSchema),
  features: z.array(z.string()),
});
export type ModelSummary = z.infer<typeof modelSummarySchema>;

/** The expected-points model's quality in points: errors in points squared, beside always expecting the mean. */
const pointsModelSummarySchema = z.object({
  shots: count,
  meanSquaredError: z.nullable(z.number()),
  baselineMeanSquaredError: z.nullable(z.number()),
  auc: z.nullable(z.number()),
  expectedPoints: z.number(),
  points: count,
  calibration: z.array(
    z.object({
      decile: count,
      count,
      meanExpected: z.number().check(z.gte(0)),
      meanPoints: z.number().check(z.gte(0)),
    }),
  ),
  features: z.array(z.string()),
});
export type PointsModelSummary = z.infer<typeof pointsModelSummarySchema>;

const modelsSchema = {
  xPoints: modelSummarySchema,
  xP_adv_shot: modelSummarySchema,
  xPts: pointsModelSummarySchema,
};

const seasonModelQualitySchema = z.object({ season: z.string(), era: z.enum(ERAS), ...modelsSchema });
export type SeasonModelQuality = z.infer<typeof seasonModelQualitySchema>;

/**
 * The models' out-of-fold quality over the whole dataset, then season by season. For a squad's
 * shots, `fittedOn` names the public dataset the models were fitted on (a squad's few matches are
 * too few to fit one), `folds` is 0, and every figure is the models' quality on the squad's own
 * shots, none of which they saw (docs/behaviour.md#squad-models).
 */
export const modelQualitySchema = z.object({
  version: z.string(),
  fittedOn: z.optional(z.object({ version: z.string(), shots: count, matches: count })),
  folds: count,
  foldsGroupedBy: z.literal('match'),
  l2: z.number(),
  ...modelsSchema,
  seasons: z.array(seasonModelQualitySchema),
});
export type ModelQualityAnswer = z.infer<typeof modelQualitySchema>;

/** What the app needs to know at run time; the server writes it into /config.js. */
export const clientConfigSchema = z.object({
  apiBaseUrl: z.string(),
  firebase: z.object({ apiKey: z.string(), authDomain: z.string(), projectId: z.string(), appId: z.string() }),
  /** Set in the local default: the browser talks to the emulators instead of Google. */
  emulators: z.nullable(z.object({ authUrl: z.string(), firestoreHost: z.string(), firestorePort: count })),
  /** Scales the minimum spinner times (docs/behaviour.md#min-waits); 0 in tests. */
  minLoadingScale: z.number().check(z.nonnegative()),
  /** Redux DevTools in a production build too, so a session of the built app can be replayed. */
  reduxDevTools: z.boolean(),
});
export type ClientConfig = z.infer<typeof clientConfigSchema>;
