import { PERIODS, periodOfMinute } from '../../../contract/filters';
import type { HeatMapType } from '../../../contract/images';
import type { Outcome, Shot } from './shot';
import { type Bandwidth, type DensityGrid, emptyGrid, kernelDensity, scottBandwidth } from './pitchMapsDensity';
import { PITCH, type PitchDimensions, type PitchRect, attackingHalf } from '../../../contract/pitch';

/**
 * The numbers behind every image of the attacking and defending views (docs/behaviour.md#images).
 * All positions are the turned ones (`standX`, `standY`), so every map shows one goal being
 * attacked. Pure functions of the shots and a team name; the renderers only draw what these return.
 */

/** One shot as a map plots it: where it was taken from (turned) and how it ended. */
export type PlottedShot = { readonly x: number; readonly y: number; readonly outcome: Outcome };

/** Code-point order: the same on every machine, unlike a locale-aware comparison. */
function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/**
 * Where a shot is drawn: its turned position, moved onto the pitch if the recording put it a
 * little outside (the map has nowhere else to show it).
 */
function plotted(shot: Shot, dims: PitchDimensions): PlottedShot {
  return {
    x: Math.min(dims.length, Math.max(dims.length / 2, shot.standX)),
    y: Math.min(dims.width, Math.max(0, shot.standY)),
    outcome: shot.outcome,
  };
}

/**
 * A fixed drawing order (end line first, then across, scores before misses), so the output does
 * not depend on the order rows came out of the database.
 */
function byPosition(a: PlottedShot, b: PlottedShot): number {
  return b.x - a.x || a.y - b.y || compareText(a.outcome, b.outcome);
}

function plotAll(shots: readonly Shot[], dims: PitchDimensions): PlottedShot[] {
  return shots.map((shot) => plotted(shot, dims)).sort(byPosition);
}

// ---------------------------------------------------------------------------------------------
// Heat maps

export type HeatMap = {
  readonly team: string;
  readonly type: HeatMapType;
  /** The shots the density is made of, in drawing order. */
  readonly shots: readonly PlottedShot[];
  /** Null when there are no shots to smooth. */
  readonly bandwidth: Bandwidth | null;
  readonly density: DensityGrid;
};

export function heatMap(
  shots: readonly Shot[],
  team: string,
  type: HeatMapType,
  dims: PitchDimensions = PITCH,
): HeatMap {
  const own = shots.filter((shot) => shot.team === team && (type === 'shots' || shot.outcome === type));
  const points = plotAll(own, dims);
  const region = attackingHalf(dims);
  if (points.length === 0) return { team, type, shots: points, bandwidth: null, density: emptyGrid(region) };
  const bandwidth = scottBandwidth(points);
  return { team, type, shots: points, bandwidth, density: kernelDensity(points, region, { bandwidth }) };
}

// ---------------------------------------------------------------------------------------------
// SDPM: shot distance per minute period

export const PERIOD_MINUTES = 10;
export const MATCH_MINUTES = 80;

export type SdpmPeriod = {
  /** First minute of the period; the period is [start, start + 10), the last one [70, 80]. */
  readonly start: number;
  readonly end: number;
  readonly shots: number;
  /** Mean distance in metres; null (not 0) when the team had no shot in the period. */
  readonly meanDistance: number | null;
};

export type Sdpm = {
  readonly team: string;
  readonly periods: readonly SdpmPeriod[];
  /** Mean over every shot that is in a period; null when none is. */
  readonly meanDistance: number | null;
  /** The team's shots with no minute, or one beyond 80 (extra time), left out of every period. */
  readonly withoutPeriod: number;
};

/**
 * Which period a match minute falls in, binned as the period filter bins it (periodOfMinute:
 * [0, 10), [10, 20), ..., the binning that reproduces the published 2023 figures), with the last
 * one taking minute 80 so that "minutes 0 to 80" are all counted. Null for no minute, a negative
 * one, or extra time past 80, which the chart leaves out and the filter's '70+' takes.
 */
export function periodOf(minute: number | null): number | null {
  if (minute !== null && minute > MATCH_MINUTES) return null;
  const period = periodOfMinute(minute);
  return period === null ? null : PERIODS.indexOf(period);
}

export function shotDistancePerPeriod(shots: readonly Shot[], team: string): Sdpm {
  const count = MATCH_MINUTES / PERIOD_MINUTES;
  const sums = new Array<number>(count).fill(0);
  const counts = new Array<number>(count).fill(0);
  let withoutPeriod = 0;
  for (const shot of shots) {
    if (shot.team !== team) continue;
    const period = periodOf(shot.minute);
    if (period === null) {
      withoutPeriod += 1;
      continue;
    }
    sums[period] = (sums[period] ?? 0) + shot.distance;
    counts[period] = (counts[period] ?? 0) + 1;
  }
  const periods = sums.map((sum, k): SdpmPeriod => {
    const n = counts[k] ?? 0;
    return {
      start: k * PERIOD_MINUTES,
      end: (k + 1) * PERIOD_MINUTES,
      shots: n,
      meanDistance: n === 0 ? null : sum / n,
    };
  });
  const total = counts.reduce((a, b) => a + b, 0);
  const meanDistance = total === 0 ? null : sums.reduce((a, b) => a + b, 0) / total;
  return { team, periods, meanDistance, withoutPeriod };
}

// ---------------------------------------------------------------------------------------------
// ASD: average shot positions of the leading shooters

export type AsdPlayer = {
  readonly name: string;
  readonly shots: number;
  readonly scores: number;
  /** Mean turned position of the player's shots. */
  readonly x: number;
  readonly y: number;
  /** Mean of the shots' own distances (not the distance of the mean position). */
  readonly meanDistance: number;
};

export type Asd = {
  readonly team: string;
  /** Most shots first; ties by most scores, then by name. */
  readonly players: readonly AsdPlayer[];
  /** The rule a player had to meet, for the image's subtitle. */
  readonly minShots: number;
  readonly limit: number;
};

export type AsdOptions = {
  /** How many shooters to show: more than eight cannot be labelled legibly on a 400 px half pitch. */
  readonly limit?: number;
  /** One shot has no "average" position: it is just the shot. */
  readonly minShots?: number;
};

export function averageShotPositions(shots: readonly Shot[], team: string, options: AsdOptions = {}): Asd {
  const limit = options.limit ?? 8;
  const minShots = options.minShots ?? 2;
  type Sum = { name: string; shots: number; scores: number; x: number; y: number; distance: number };
  const byName = new Map<string, Sum>();
  for (const shot of shots) {
    // Rows without a player name (the importer reports them) cannot be anyone's average.
    if (shot.team !== team || shot.playerName === null) continue;
    const p = plotted(shot, PITCH);
    const sum = byName.get(shot.playerName) ?? { name: shot.playerName, shots: 0, scores: 0, x: 0, y: 0, distance: 0 };
    sum.shots += 1;
    sum.scores += shot.outcome === 'score' ? 1 : 0;
    sum.x += p.x;
    sum.y += p.y;
    sum.distance += shot.distance;
    byName.set(shot.playerName, sum);
  }
  const players = [...byName.values()]
    .filter((s) => s.shots >= minShots)
    .sort((a, b) => b.shots - a.shots || b.scores - a.scores || compareText(a.name, b.name))
    .slice(0, limit)
    .map((s): AsdPlayer => ({
      name: s.name,
      shots: s.shots,
      scores: s.scores,
      x: s.x / s.shots,
      y: s.y / s.shots,
      meanDistance: s.distance / s.shots,
    }));
  return { team, players, minShots, limit };
}

// ---------------------------------------------------------------------------------------------
// Defending maps: shots the team conceded (rows where the team is the opposition)

export function concededShots(shots: readonly Shot[], team: string): Shot[] {
  return shots.filter((shot) => shot.opposition === team);
}

/** A zone of the defended half, by depth from the end line and position across the pitch. */
export type PressureZone = {
  readonly id: string;
  /** How an analyst would say it, e.g. 'centre, 13-20 m'. */
  readonly label: string;
  /** Turned-coordinate bounds; the defended goal is at x = 145. */
  readonly rect: PitchRect;
};

export type ZoneCount = PressureZone & { readonly count: number };

/**
 * Depth bands, in metres from the end line, follow the lines a coach talks in: inside the 13,
 * the 13 to the 20, the 20 to the edge of the scoring zone (32 m, docs/behaviour.md#scoring-zone),
 * out to the 45, and beyond the 45.
 */
export const ZONE_DEPTHS: readonly number[] = [0, 13, 20, 32, 45, 72.5];

/**
 * Channels across the pitch, in metres from the side line at y = 0: the wings outside the scoring
 * zone (16 m from each side line), the large rectangle's width in the centre (34.5 to 53.5), and
 * the two channels between.
 */
export const ZONE_CHANNELS: readonly number[] = [0, 16, 34.5, 53.5, 72, 88];

/**
 * Channel names from the attacker's point of view: facing the goal at x = 145, a higher y is to
 * the attacker's left (the pitch's y axis points left of the direction of attack).
 */
const CHANNEL_NAMES = ['right wing', 'right', 'centre', 'left', 'left wing'];

export function pressureZones(dims: PitchDimensions = PITCH): PressureZone[] {
  const zones: PressureZone[] = [];
  for (let d = 0; d < ZONE_DEPTHS.length - 1; d++) {
    const near = ZONE_DEPTHS[d] ?? 0;
    const far = ZONE_DEPTHS[d + 1] ?? 0;
    for (let c = 0; c < ZONE_CHANNELS.length - 1; c++) {
      const y0 = ZONE_CHANNELS[c] ?? 0;
      const y1 = ZONE_CHANNELS[c + 1] ?? 0;
      const depth = far >= dims.length / 2 ? `beyond ${near} m` : `${near}-${far} m`;
      zones.push({
        id: `d${d}c${c}`,
        label: `${CHANNEL_NAMES[c] ?? ''}, ${depth}`,
        rect: { x0: dims.length - far, x1: dims.length - near, y0, y1 },
      });
    }
  }
  return zones;
}

/** The channel a turned position is in, named from the attacker's point of view ('left wing', 'centre'). */
export function channelName(y: number): string {
  return CHANNEL_NAMES[bandOf(ZONE_CHANNELS, y)] ?? 'centre';
}

/** Index of the band `value` falls in; lower bounds inclusive, the last band closed at the top. */
function bandOf(bounds: readonly number[], value: number): number {
  for (let k = 1; k < bounds.length - 1; k++) if (value < (bounds[k] ?? 0)) return k - 1;
  return bounds.length - 2;
}

export type PressureMap = {
  readonly team: string;
  readonly zones: readonly ZoneCount[];
  /** Every conceded shot, each in exactly one zone. */
  readonly total: number;
  readonly max: number;
};

export function pressureMap(shots: readonly Shot[], team: string, dims: PitchDimensions = PITCH): PressureMap {
  const zones = pressureZones(dims);
  const counts = new Array<number>(zones.length).fill(0);
  const channels = ZONE_CHANNELS.length - 1;
  const conceded = concededShots(shots, team);
  for (const shot of conceded) {
    const p = plotted(shot, dims);
    const k = bandOf(ZONE_DEPTHS, dims.length - p.x) * channels + bandOf(ZONE_CHANNELS, p.y);
    counts[k] = (counts[k] ?? 0) + 1;
  }
  const counted = zones.map((zone, k): ZoneCount => ({ ...zone, count: counts[k] ?? 0 }));
  return { team, zones: counted, total: conceded.length, max: Math.max(0, ...counts) };
}

/** A defending map of single shots: which conceded shots it shows, out of how many. */
export type ConcededShotMap = {
  readonly team: string;
  readonly shots: readonly PlottedShot[];
  readonly scored: number;
  readonly missed: number;
  /** All shots the team conceded, for "n of N" in the subtitle. */
  readonly conceded: number;
};

function concededMap(shots: readonly Shot[], team: string, keep: (shot: Shot) => boolean): ConcededShotMap {
  const conceded = concededShots(shots, team);
  const kept = plotAll(conceded.filter(keep), PITCH);
  const scored = kept.filter((s) => s.outcome === 'score').length;
  return { team, shots: kept, scored, missed: kept.length - scored, conceded: conceded.length };
}

/** PP Map: conceded shots the team put under pressure (unknown pressure is not counted as pressure). */
export function ppMap(shots: readonly Shot[], team: string): ConcededShotMap {
  return concededMap(shots, team, (shot) => shot.pressure === true);
}

/** Blocked Map: opponents' shots recorded as 'blocked' (every one a miss by definition). */
export function blockedMap(shots: readonly Shot[], team: string): ConcededShotMap {
  return concededMap(shots, team, (shot) => shot.action === 'blocked');
}

/**
 * Tackle Map: frees conceded, i.e. opponents' shots from frees. A free is taken where the foul
 * was, so this shows where the team's tackling gave frees away; 45s and penalties are other
 * kinds of set piece and are left out.
 */
export function tacklesMap(shots: readonly Shot[], team: string): ConcededShotMap {
  return concededMap(shots, team, (shot) => shot.shotType === 'free');
}
