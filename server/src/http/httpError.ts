/** The one JSON body every API failure has. */
export type { ApiError } from '../../../contract/answers';

/**
 * A failure the caller can fix (a missing team, an unknown filter value, a stale path): routes throw
 * it, and the app's one error handler answers `{"error": message}` with its status. Anything else
 * thrown is a fault of ours and becomes a 500 whose details stay in the log.
 */
export class HttpError extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 405 | 409 | 413 | 414 | 415 | 429 | 431 | 503,
    message: string,
    /** What failed underneath, for the log: the caller is told only `message`. */
    options?: ErrorOptions,
  ) {
    super(message, options);
  }
}

/**
 * The team a request names, matched exactly (no trimming, no case folding) against the teams in
 * the data; the name in a 404 is the one the caller sent, so they can see the mismatch.
 */
export function requireTeam(raw: unknown, hasTeam: (team: string) => boolean): string {
  if (Array.isArray(raw)) throw new HttpError(400, 'Give one team name, not several');
  if (typeof raw !== 'string' || raw.trim() === '') throw new HttpError(400, 'Team name is required');
  if (!hasTeam(raw)) throw new HttpError(404, `Unknown team: ${raw}`);
  return raw;
}
