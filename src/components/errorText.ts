import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';

/** What a request that got no answer at all says (docs/behaviour.md#offline-api). */
export const SERVER_UNREACHABLE = 'The server could not be reached; check your connection';

/** One readable line for any RTK Query failure: the API's own `{error}` text when it sent one. */
export function errorText(error: FetchBaseQueryError | SerializedError | undefined): string {
  if (!error) return 'Unknown error';
  if (!('status' in error)) return error.message ?? 'Unknown error';
  // The browser's own words for a request that got no answer ('TypeError: Failed to fetch') tell a
  // user nothing; no signal at the ground is the usual cause.
  if (error.status === 'FETCH_ERROR') return SERVER_UNREACHABLE;
  if (error.status === 'PARSING_ERROR' || error.status === 'TIMEOUT_ERROR' || error.status === 'CUSTOM_ERROR') {
    return error.error;
  }
  const body: unknown = error.data;
  if (typeof body === 'object' && body !== null && 'error' in body && typeof body.error === 'string') {
    return body.error;
  }
  return `HTTP ${error.status}`;
}
