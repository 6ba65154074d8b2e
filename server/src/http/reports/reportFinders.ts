import type { FastifyRequest } from 'fastify';
import type { MatchReport } from '../../../../contract/report';
import type { DatasetAnalytics } from '../../analytics/datasetAnalytics';
import { PUBLIC_HALF_LENGTH, reportOfAnalytics } from '../../analytics/reportOfAnalytics';
import type { SquadState } from '../../data/squads/readModel';
import { squadMatchOf, squadMatchReport } from '../../data/squads/squadReport';
import type { FigureSource } from '../figureSource';
import { HttpError } from '../httpError';
import { accessOf } from '../squads/squadAccess';
import type { SquadServices } from '../squads/squadServices';
import { checkFirstTeam, type FoundReport, type ReportFinder } from './reportRoutes';

/** Where a report route finds its match: in the public data, in a squad's, or through a share link. */

function built(report: MatchReport | undefined): MatchReport {
  if (!report) throw new Error('A report that was found could not be built');
  return report;
}

/** The public data's reports: any match `/matches` lists, by its id. */
export function publicReports(source: FigureSource): ReportFinder {
  return (request, matchId, firstTeam) => {
    const { dataset, analytics } = source.figures(request);
    const info = analytics.matchInfo(matchId);
    if (!info) throw new HttpError(404, `Unknown match: ${matchId}`);
    checkFirstTeam(firstTeam, info.teams);
    return {
      key: `${analytics.version}\u0000${matchId}\u0000${firstTeam ?? ''}`,
      cacheControl: 'no-cache',
      report: () =>
        built(
          reportOfAnalytics(analytics, {
            matchId,
            reportId: matchId,
            firstTeam,
            source: {
              kind: 'public',
              name: dataset.isSample ? 'Sample data' : 'Championship data',
              sample: dataset.isSample,
            },
            venue: null,
            halfLength: PUBLIC_HALF_LENGTH,
            // The public data records shots only (docs/behaviour.md#report-not-recorded).
            events: () => null,
          }),
        ),
    };
  };
}

export const NO_SUCH_MATCH = "No such match in this squad's data, or none of its shots are recorded yet";

/** One of a squad's matches, by its match document id or the dashboard's id of it. */
export function squadReport(
  state: SquadState,
  analytics: DatasetAnalytics,
  matchId: string,
  firstTeam: string | null,
  answers: { notFound: string; cacheControl: string },
): FoundReport {
  const found = squadMatchOf(state, analytics, matchId);
  const info = found?.publicId === undefined ? undefined : analytics.matchInfo(found.publicId);
  if (!found || !info) throw new HttpError(404, answers.notFound);
  checkFirstTeam(firstTeam, info.teams);
  return {
    // Kickouts and turnovers change no shot, so the squad's changes name its version too.
    key: `${state.id}\u0000${state.changes}\u0000${analytics.version}\u0000${found.key}\u0000${firstTeam ?? ''}`,
    cacheControl: answers.cacheControl,
    report: () => built(squadMatchReport(state, analytics, found.key, firstTeam)),
  };
}

/** A squad's reports, for its members (the squad scope has checked the caller's access). */
export function squadReports(services: SquadServices, figures: FigureSource): ReportFinder {
  return (request: FastifyRequest, matchId, firstTeam) => {
    const { analytics } = figures.figures(request);
    const state = services.model.squad(accessOf(request).squadId);
    if (!state) throw new HttpError(404, NO_SUCH_MATCH);
    return squadReport(state, analytics, matchId, firstTeam, {
      notFound: NO_SUCH_MATCH,
      cacheControl: 'private, no-cache',
    });
  };
}
