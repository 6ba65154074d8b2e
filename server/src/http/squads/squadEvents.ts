import { NO_SUCH_SQUAD } from '../../../../contract/squadApi';
import { squadMatchOf, squadReportEvents } from '../../data/squads/squadReport';
import { HttpError } from '../httpError';
import type { MatchEventsSource } from '../restartsRoutes';
import { accessOf } from './squadAccess';
import type { SquadServices } from './squadServices';

/** A squad's recorded events for the Restarts routes, read as its match reports read them (squadReport.ts). */
export function squadMatchEvents(services: SquadServices): MatchEventsSource {
  return (request, analytics) => {
    const state = services.model.squad(accessOf(request).squadId);
    const squad = state?.squad;
    if (!state || !squad) throw new HttpError(404, NO_SUCH_SQUAD);
    return {
      version: String(state.changes),
      events: (matchId, teams) => {
        const found = squadMatchOf(state, analytics, matchId);
        return found ? squadReportEvents(state, found.key, matchId, teams, squad.team) : null;
      },
    };
  };
}
