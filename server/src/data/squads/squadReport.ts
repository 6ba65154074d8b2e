import type { Both, MatchReport, TeamIndex } from '../../../../contract/report';
import { matchMinute, type MatchEvent, type Person } from '../../../../contract/squad';
import type { DatasetAnalytics } from '../../analytics/datasetAnalytics';
import type { ReportEvent } from '../../analytics/matchEvents';
import { personName } from '../../analytics/reportParts';
import { reportOfAnalytics } from '../../analytics/reportOfAnalytics';
import type { SquadState } from './readModel';
import { byEventTime, personOf } from './squadShots';

/**
 * A squad's match report (docs/report.md): the dashboard's figures of the squad's data for the
 * match, and every other event the match records (kickouts, turnovers, frees, cards), read from
 * the squad's read model.
 */

/** Which match a report address names: a squad's match document id, or the dashboard's id of it. */
export function squadMatchOf(
  state: SquadState,
  analytics: DatasetAnalytics,
  matchId: string,
): { key: string; publicId: string | undefined } | undefined {
  if (state.matches.has(matchId)) return { key: matchId, publicId: analytics.matchIdOf(matchId) };
  const info = analytics.matchInfo(matchId);
  return info && state.matches.has(info.key) ? { key: info.key, publicId: matchId } : undefined;
}

/**
 * The match's events in time order as the report reads them, `us` and `them` turned into the
 * teams' places. Shots are numbered as the dashboard numbers them (squadShots.ts orders both), so
 * each names its record in `/shots` (`<match id>-s<n>`).
 */
export function squadReportEvents(
  state: SquadState,
  key: string,
  publicId: string,
  teams: Both<string>,
  squadTeam: string,
): ReportEvent[] {
  const match = state.matches.get(key);
  const events = state.events.get(key);
  if (!match || !events) return [];
  const ours: TeamIndex = teams[0] === squadTeam ? 0 : 1;
  const teamOf = (event: MatchEvent): TeamIndex => (event.side === 'us' ? ours : ours === 0 ? 1 : 0);
  const nameOf = (person: Person): string | null => {
    const known = personOf(person, state.players);
    return personName(known.name, known.number);
  };
  let shotNumber = 0;
  return [...events]
    .map(([id, event]) => ({ id, half: event.half, clock: event.clock, event }))
    .sort(byEventTime)
    .map(({ event }): ReportEvent => {
      const base = {
        team: teamOf(event),
        // Extra time counts with the second half, as the dashboard's filters count it.
        half: event.half === 1 ? (1 as const) : (2 as const),
        minute: matchMinute(event.half, event.clock, match.halfLength),
        x: event.x,
        y: event.y,
      };
      switch (event.kind) {
        case 'shot':
          shotNumber += 1;
          return { ...base, kind: 'shot', recordId: `${publicId}-s${shotNumber}`, shooter: nameOf(event.player) };
        case 'kickout':
          return {
            ...base,
            kind: 'kickout',
            won: event.won,
            contest: event.contest,
            length: event.length,
            winner: nameOf(event.winner),
          };
        case 'turnover':
          return { ...base, kind: 'turnover', how: event.how, wonBy: nameOf(event.wonBy) };
        case 'free':
          return { ...base, kind: 'free' };
        case 'card':
          return { ...base, kind: 'card', colour: event.colour, player: nameOf(event.player) };
      }
    });
}

/** The report of one of the squad's matches; undefined for a match it does not have, or one with no shots yet. */
export function squadMatchReport(
  state: SquadState,
  analytics: DatasetAnalytics,
  matchId: string,
  firstTeam: string | null,
): MatchReport | undefined {
  const squad = state.squad;
  const found = squad ? squadMatchOf(state, analytics, matchId) : undefined;
  const match = found && state.matches.get(found.key);
  if (!squad || !found || !match || found.publicId === undefined) return undefined;
  const publicId = found.publicId;
  return reportOfAnalytics(analytics, {
    matchId: publicId,
    reportId: found.key,
    firstTeam: firstTeam ?? squad.team,
    source: { kind: 'squad', name: squad.name, sample: squad.sample === true },
    venue: match.venue === '' ? null : match.venue,
    halfLength: match.halfLength,
    events: (teams) => squadReportEvents(state, found.key, publicId, teams, squad.team),
  });
}
