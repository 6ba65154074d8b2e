/**
 * Which report a screen shows, and where the API keeps it (docs/report.md): a match of the public
 * data, one of a squad's matches, or the report a share link opens.
 */
export type ReportSource =
  | { kind: 'public'; matchId: string; team: string | null }
  | { kind: 'squad'; squadId: string; matchId: string; team: string | null }
  | { kind: 'shared'; code: string };

const teamQuery = (team: string | null) => (team === null ? '' : `?team=${encodeURIComponent(team)}`);

/** The API path of the report (below the API's base), with `suffix` ('', '/charts', '.pdf', '.png'). */
export function reportApiPath(source: ReportSource, suffix: '' | '/charts' | '.pdf' | '.png'): string {
  switch (source.kind) {
    case 'public':
      return `matches/${encodeURIComponent(source.matchId)}/report${suffix}${teamQuery(source.team)}`;
    case 'squad':
      return `squads/${encodeURIComponent(source.squadId)}/matches/${encodeURIComponent(source.matchId)}/report${suffix}${teamQuery(source.team)}`;
    case 'shared':
      return `shared/${encodeURIComponent(source.code)}${suffix}`;
  }
}

/** The app's address of a match's report: what Fixtures and the squad page link to. */
export function reportPagePath(squadId: string | null, matchId: string, team: string | null = null): string {
  const path =
    squadId === null
      ? `/matches/${encodeURIComponent(matchId)}/report`
      : `/squads/${encodeURIComponent(squadId)}/matches/${encodeURIComponent(matchId)}/report`;
  return `${path}${teamQuery(team)}`;
}

/** The address a share link opens, as its maker copies it. */
export const sharedPagePath = (code: string): string => `/r/${encodeURIComponent(code)}`;
