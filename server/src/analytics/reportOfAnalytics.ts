import type { Both, MatchReport, ReportMatch } from '../../../contract/report';
import { eraOfDate, hasTwoPointArc } from '../../../contract/scoring';
import { NO_FILTER } from '../../../contract/filters';
import type { DatasetAnalytics } from './datasetAnalytics';
import type { ReportEvent } from './matchEvents';
import { matchReport } from './matchReport';
import type { ReportSide } from './reportParts';

/** The public data's halves: the championship is played over 35 minutes a half. */
export const PUBLIC_HALF_LENGTH = 35;

export type ReportRequest = {
  /** The dashboard's id of the match (as `/matches` lists it). */
  matchId: string;
  /** The id the report is addressed by (a squad's match document id, or the same). */
  reportId: string;
  /** The team to put first; null for the data's own order (a squad puts its team first). */
  firstTeam: string | null;
  source: ReportMatch['source'];
  venue: string | null;
  halfLength: number;
  /** The match's other recorded events, given the teams' order; null for data that records shots only. */
  events: (teams: Both<string>) => readonly ReportEvent[] | null;
};

/**
 * A match's report from the dashboard's own answers for it: each team's `/matches` row, `/shots`
 * and `/players` with the filter `match=<id>`, so the report and the dashboard filtered to the
 * match cannot disagree. Undefined for a match the data does not hold.
 */
export function reportOfAnalytics(analytics: DatasetAnalytics, request: ReportRequest): MatchReport | undefined {
  const info = analytics.matchInfo(request.matchId);
  if (!info) return undefined;
  const [a, b] = info.teams;
  const teams: Both<string> = request.firstTeam === b ? [b, a] : [a, b];
  const filter = { ...NO_FILTER, match: [request.matchId] };
  const sides = teams.map((team): ReportSide => {
    const resolved = analytics.resolve(filter, team);
    if ('param' in resolved) throw new Error(`Match ${request.matchId} is not ${team}'s`);
    const fullTime = analytics.matches(team, resolved).find((match) => match.id === request.matchId);
    if (!fullTime) throw new Error(`Match ${request.matchId} has no row for ${team}`);
    return {
      team,
      fullTime,
      shots: analytics.shots(team, resolved),
      players: analytics.players(resolved, team),
    };
  }) as Both<ReportSide>;
  const era = eraOfDate(info.date);
  return matchReport({
    match: {
      id: request.reportId,
      date: info.date,
      stage: sides[0].fullTime.stage,
      venue: request.venue,
      era,
      twoPointArc: hasTwoPointArc(era),
      teams,
      halfLength: request.halfLength,
      source: request.source,
      version: analytics.version,
    },
    sides,
    events: request.events(teams),
  });
}
