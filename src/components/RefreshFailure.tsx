import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { errorText } from './errorText';

/**
 * A list shown as last read while asking for it again failed (no network, say): the list stays,
 * and this line says it could not be refreshed and why. Nothing while the last ask succeeded.
 */
export function RefreshFailure({
  error,
  what,
}: {
  error: FetchBaseQueryError | SerializedError | undefined;
  /** What could not be refreshed: 'this list', 'the members'. */
  what: string;
}) {
  if (!error) return null;
  return (
    <p className="notice notice__text" role="note">
      Could not refresh {what}: {errorText(error)}
    </p>
  );
}
