import type { Match, ShotRecord } from '../../../contract/answers';
import { periodOfMinute, type ShotFilter } from '../../../contract/filters';
import type { Both } from '../../../contract/report';
import {
  EVENT_FILTER_PARAMS,
  KICKOUT_CHANNELS,
  KICKOUT_DEPTHS,
  OPPONENTS,
  type GlanceRow,
  type KickoutChannel,
  type KickoutDepth,
  type KickoutZone,
  type Restarts,
} from '../../../contract/restarts';
import { filterParams } from '../../../contract/filters';
import { PITCH } from '../../../contract/pitch';
import {
  kept,
  kickoutFiguresOf,
  landingOf,
  spotOf,
  turnoverCountsOf,
  type Kickout,
  type ReportEvent,
  type Turnover,
} from './matchEvents';
import { shotFiguresOf } from './matchReport';
import { round2 } from './numbers';

/**
 * The dashboard's Restarts figures and season at a glance (docs/behaviour.md#restarts), pure: the match
 * report's own kickout and turnover functions (matchEvents.ts) over every match the filter keeps,
 * so the dashboard filtered to one match shows the report's figures exactly.
 */

/** One match of the team, and its recorded events with the team as team 0; null for data of shots only. */
export type TeamMatchEvents = { match: Match; events: readonly ReportEvent[] | null };

/** The events in the part of a match the filter keeps: its half and ten-minute period. */
export function eventsInPart(events: readonly ReportEvent[], filter: ShotFilter): ReportEvent[] {
  return events.filter(
    (event) =>
      (filter.half === null || String(event.half) === filter.half) &&
      (filter.period === null || periodOfMinute(event.minute) === filter.period),
  );
}

/** The 45 m and 65 m lines from the kicking team's end line. */
const [, , FORTY_FIVE = 45, SIXTY_FIVE = 65] = PITCH.crossLines;

/** Where a kickout landed, in the kicking team's frame; the attacker's left is the higher y. */
export function zoneOf(x: number, y: number): { depth: KickoutDepth; channel: KickoutChannel } {
  const depth: KickoutDepth = x < FORTY_FIVE ? 'inside45' : x < SIXTY_FIVE ? 'to65' : 'beyond65';
  const third = PITCH.width / 3;
  const channel: KickoutChannel = y >= 2 * third ? 'left' : y >= third ? 'centre' : 'right';
  return { depth, channel };
}

const ofKind =
  <K extends ReportEvent['kind']>(kind: K) =>
  (event: ReportEvent): event is Extract<ReportEvent, { kind: K }> =>
    event.kind === kind;
const isKickout = ofKind('kickout');
const isTurnover = ofKind('turnover');

/** The filter's parameters the events cannot follow, by name. */
export function ignoredParams(filter: ShotFilter): string[] {
  const applied: readonly string[] = EVENT_FILTER_PARAMS;
  return [...new Set(filterParams(filter).map(([name]) => name))].filter((name) => !applied.includes(name));
}

export type RestartFigures = Omit<Restarts, 'kickouts' | 'turnovers'> & {
  kickouts: Omit<NonNullable<Restarts['kickouts']>, 'map'> | null;
  turnovers: Omit<NonNullable<Restarts['turnovers']>, 'map'> | null;
};

/**
 * The team's kickouts and turnovers over its matches (`matches`, those the filter's matches and
 * season keep), in the part of each the filter's half and period keep. Only matches that record a
 * kind of event count towards it; with none, that kind is null.
 */
export function restartsOf(team: string, matches: readonly TeamMatchEvents[], filter: ShotFilter): RestartFigures {
  const withKickouts = matches.filter((match) => match.events?.some(isKickout));
  const withTurnovers = matches.filter((match) => match.events?.some(isTurnover));
  const partOf = (list: readonly TeamMatchEvents[]) =>
    list.flatMap((match) => eventsInPart(match.events ?? [], filter));
  const kickouts: Kickout[] = partOf(withKickouts).filter(isKickout);
  const turnovers: Turnover[] = partOf(withTurnovers).filter(isTurnover);
  const byTeam = <E extends { team: 0 | 1 }>(events: readonly E[]): Both<E[]> => [
    events.filter((event) => event.team === 0),
    events.filter((event) => event.team === 1),
  ];
  const [ownKickouts, theirKickouts] = byTeam(kickouts);
  const [won, lost] = byTeam(turnovers);
  const zones: KickoutZone[] = KICKOUT_DEPTHS.flatMap((depth) =>
    KICKOUT_CHANNELS.map((channel) => {
      const inZone = (list: readonly Kickout[]) =>
        list.filter((kickout) => {
          const zone = zoneOf(kickout.x, kickout.y);
          return zone.depth === depth && zone.channel === channel;
        });
      return { depth, channel, teams: [kept(inZone(ownKickouts)), kept(inZone(theirKickouts))] };
    }),
  );
  const opponents = new Set(matches.map(({ match }) => match.opponent));
  return {
    team,
    opponent: opponents.size === 1 ? ([...opponents][0] ?? OPPONENTS) : OPPONENTS,
    matches: matches.length,
    ignored: ignoredParams(filter),
    kickouts:
      withKickouts.length === 0
        ? null
        : {
            recorded: withKickouts.length,
            teams: [kickoutFiguresOf(ownKickouts, theirKickouts), kickoutFiguresOf(theirKickouts, ownKickouts)],
            zones,
            landings: kickouts.map(landingOf),
          },
    turnovers:
      withTurnovers.length === 0
        ? null
        : {
            recorded: withTurnovers.length,
            teams: [turnoverCountsOf(won, lost), turnoverCountsOf(lost, won)],
            spots: turnovers.map(spotOf),
          },
  };
}

/** One match of the season at a glance: its shots the filter keeps, for and (null under a player filter) against. */
export type GlanceInput = TeamMatchEvents & { own: readonly ShotRecord[]; against: readonly ShotRecord[] | null };

/** One row per match, in the order given (the fixtures', oldest first). */
export function seasonGlanceOf(rows: readonly GlanceInput[], filter: ShotFilter): GlanceRow[] {
  return rows.map(({ match, events, own, against }) => {
    const figures = shotFiguresOf(own, false);
    const xPtsAgainst = against === null ? null : shotFiguresOf(against, false).xPts;
    const part = eventsInPart(events ?? [], filter);
    const records = (kind: 'kickout' | 'turnover') => events?.some((event) => event.kind === kind) === true;
    const turnovers = part.filter(isTurnover);
    return {
      match,
      shots: figures.attempts,
      scores: figures.scores,
      conversion: figures.conversion,
      points: figures.points,
      xPts: figures.xPts,
      xPtsAgainst,
      xPtsDifference: xPtsAgainst === null ? null : round2(figures.xPts - xPtsAgainst),
      kickouts: records('kickout') ? kept(part.filter(isKickout).filter((kickout) => kickout.team === 0)) : null,
      turnovers: records('turnover')
        ? {
            won: turnovers.filter((turnover) => turnover.team === 0).length,
            lost: turnovers.filter((turnover) => turnover.team === 1).length,
          }
        : null,
    };
  });
}
