import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Both } from '../../../contract/report';
import { restartsSchema, seasonGlanceSchema, type Restarts, type SeasonGlance } from '../../../contract/restarts';
import { eraOfDate, hasTwoPointArc } from '../../../contract/scoring';
import type { DatasetAnalytics, ResolvedFilter } from '../analytics/datasetAnalytics';
import type { ReportEvent } from '../analytics/matchEvents';
import { restartsOf, seasonGlanceOf, type TeamMatchEvents } from '../analytics/restarts';
import { kickoutLandingsSvg, turnoverSpotsSvg } from '../render/report/reportCharts';
import { registerTeamRoute } from './analyticsRoutes';
import type { FigureSource } from './figureSource';

/**
 * `/restarts` and `/season-glance` (docs/behaviour.md#restarts): a team's kickouts and turnovers, and one row
 * per match, over the filter, for the public data and (under `/squads/{squadId}`) a squad's.
 */

/** The recorded events a request may see beside the shots: none for the public data, a squad's own. */
export type MatchEventsSource = (
  request: FastifyRequest,
  analytics: DatasetAnalytics,
) => {
  /** Names the state of the events, which change without changing a shot. */
  version: string;
  /** A match's events (by the dashboard's match id), `teams[0]` as team 0; null for data of shots only. */
  events: (matchId: string, teams: Both<string>) => readonly ReportEvent[] | null;
};

/** The public data records shots only (docs/behaviour.md#report-not-recorded). */
export const SHOTS_ONLY: MatchEventsSource = () => ({ version: '', events: () => null });

/** A request's events: what a MatchEventsSource gives for it. */
export type MatchEvents = ReturnType<MatchEventsSource>;

function teamMatches(analytics: DatasetAnalytics, team: string, filter: ResolvedFilter, events: MatchEvents) {
  return analytics
    .matches(team, filter)
    .map((match): TeamMatchEvents => ({ match, events: events.events(match.id, [team, match.opponent]) }));
}

/** The `/restarts` answer: the figures, and the landing and turnover maps drawn for the team and its opponents. */
export function restartsAnswer(
  analytics: DatasetAnalytics,
  team: string,
  filter: ResolvedFilter,
  events: MatchEvents,
): Restarts {
  const matches = teamMatches(analytics, team, filter, events);
  const figures = restartsOf(team, matches, filter.filter);
  const sides = {
    teams: [team, figures.opponent] as const,
    twoPointArc: matches.some(({ match }) => hasTwoPointArc(eraOfDate(match.date))),
  };
  const answer: Restarts = {
    ...figures,
    kickouts: figures.kickouts && { ...figures.kickouts, map: kickoutLandingsSvg(sides, figures.kickouts.landings) },
    turnovers: figures.turnovers && {
      ...figures.turnovers,
      // The Defending view's map: where the team won the ball back, and where its opponents did.
      map: turnoverSpotsSvg(sides, figures.turnovers.spots),
    },
  };
  return restartsSchema.parse(answer);
}

/** The `/season-glance` answer: one row per match of the team, with its and its opponents' shots the filter keeps. */
export function seasonGlanceAnswer(
  analytics: DatasetAnalytics,
  team: string,
  filter: ResolvedFilter,
  events: MatchEvents,
): SeasonGlance {
  const own = analytics.shots(team, filter);
  const rows = teamMatches(analytics, team, filter, events).map((row) => {
    const { match } = row;
    // The opponents' shots the same filter keeps in the match; a player filter names one of ours.
    const theirs = analytics.resolve({ ...filter.filter, match: [match.id], player: null }, match.opponent);
    if ('param' in theirs) throw new Error(`Match ${match.id} is not ${match.opponent}'s`);
    const against = filter.filter.player === null ? analytics.shots(match.opponent, theirs) : null;
    return { ...row, own: own.filter((shot) => shot.matchId === match.id), against };
  });
  return seasonGlanceSchema.parse(seasonGlanceOf(rows, filter.filter));
}

export function registerRestartsRoutes(app: FastifyInstance, source: FigureSource, eventsOf: MatchEventsSource): void {
  const route = (url: string, answer: typeof restartsAnswer | typeof seasonGlanceAnswer) =>
    registerTeamRoute(app, source, url, (request, analytics) => {
      const events = eventsOf(request, analytics);
      // The events' version goes in the key: the shots' answers stay cached when an event changes.
      return { key: events.version, answer: (team, filter) => answer(analytics, team, filter, events) };
    });
  route('/restarts', restartsAnswer);
  route('/season-glance', seasonGlanceAnswer);
}
