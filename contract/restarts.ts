import { z } from 'zod/mini';
import { matchSchema } from './answers';
import {
  keptSchema,
  kickoutFiguresSchema,
  kickoutLandingSchema,
  turnoverCountsSchema,
  turnoverSpotSchema,
} from './report';

/**
 * The dashboard's Restarts view and season at a glance (docs/behaviour.md#restarts): `GET /api/restarts?team=T`
 * and `GET /api/season-glance?team=T` with the shot filter, and the same under
 * `/api/squads/{squadId}/`. Team 0 of every pair is the team asked for, team 1 its opponents (all of
 * them together over several matches). Kickouts and turnovers are the match report's own figures
 * (contract/report.ts), summed over the matches the filter keeps.
 *
 * A kind of event no match of the filter records is null, never 0 (docs/behaviour.md#restarts-not-recorded).
 */

const count = z.number().check(z.int(), z.nonnegative());
const rate = z.nullable(z.number().check(z.gte(0), z.lte(1)));
const both = <S extends z.ZodMiniType>(schema: S) => z.tuple([schema, schema]);

/** How deep a kickout landed, from the kicking team's end line: by the 45 m and 65 m lines. */
export const KICKOUT_DEPTHS = ['inside45', 'to65', 'beyond65'] as const;
export type KickoutDepth = (typeof KICKOUT_DEPTHS)[number];
/** Which third of the width, as the kicking goalkeeper looks up the pitch. */
export const KICKOUT_CHANNELS = ['left', 'centre', 'right'] as const;
export type KickoutChannel = (typeof KICKOUT_CHANNELS)[number];

export const DEPTH_NAMES: Readonly<Record<KickoutDepth, string>> = {
  inside45: 'Inside the 45',
  to65: '45 to 65 m',
  beyond65: 'Beyond the 65',
};
export const CHANNEL_NAMES: Readonly<Record<KickoutChannel, string>> = {
  left: 'left wing',
  centre: 'centre',
  right: 'right wing',
};

/** Team 1's name over several matches: each match's opponent, together. */
export const OPPONENTS = 'Opponents';

/** The filter's parts that choose events: a kickout or turnover has no shot type, pressure or shooter. */
export const EVENT_FILTER_PARAMS = ['match', 'season', 'half', 'period'] as const;

export const kickoutZoneSchema = z.object({
  depth: z.enum(KICKOUT_DEPTHS),
  channel: z.enum(KICKOUT_CHANNELS),
  /** Each team's own kickouts that landed there, and how many it kept. */
  teams: both(keptSchema),
});
export type KickoutZone = z.infer<typeof kickoutZoneSchema>;

export const restartsSchema = z.object({
  team: z.string(),
  /** Team 1: the opponent of the one match kept, or 'Opponents' over several. */
  opponent: z.string(),
  /** The matches the filter keeps. */
  matches: count,
  /** The filter's parameters the figures ignore (kickouts and turnovers are not shots): see EVENT_FILTER_PARAMS. */
  ignored: z.array(z.string()),
  kickouts: z.nullable(
    z.object({
      /** The matches among them that record kickouts: the figures are of these. */
      recorded: count,
      /** Each team's kickouts (own retained, clean/break, short/long, and the other's won), as the report gives them. */
      teams: both(kickoutFiguresSchema),
      /** Every zone, deepest last, the kickouts of each team that landed there. */
      zones: z.array(kickoutZoneSchema),
      landings: z.array(kickoutLandingSchema),
      /** The landing map, an SVG document (the report's kickout map, drawn for the team and its opponents). */
      map: z.string(),
    }),
  ),
  turnovers: z.nullable(
    z.object({
      recorded: count,
      teams: both(turnoverCountsSchema),
      spots: z.array(turnoverSpotSchema),
      /** Where the team won the ball back, an SVG document. */
      map: z.string(),
    }),
  ),
});
export type Restarts = z.infer<typeof restartsSchema>;

/** One match of the season at a glance, from the team's side. */
export const glanceRowSchema = z.object({
  match: matchSchema,
  /** The team's shots the filter keeps in the match: how many scored, and what they were worth. */
  shots: count,
  scores: count,
  conversion: rate,
  points: count,
  xPts: z.number(),
  /** The opponents' expected points from the shots the filter keeps; null under a player filter. */
  xPtsAgainst: z.nullable(z.number()),
  /** Expected points for minus against: null under a player filter. */
  xPtsDifference: z.nullable(z.number()),
  /** The team's own kickouts kept; null when the match records no kickouts. */
  kickouts: z.nullable(keptSchema),
  /** Turnovers won and lost; null when the match records none. */
  turnovers: z.nullable(z.object({ won: count, lost: count })),
});
export type GlanceRow = z.infer<typeof glanceRowSchema>;
export const seasonGlanceSchema = z.array(glanceRowSchema);
export type SeasonGlance = z.infer<typeof seasonGlanceSchema>;
