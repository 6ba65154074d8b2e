import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { errorText } from './errorText';

/** Why a request failed, said at once under the form or card that made it; nothing while none has. */
export function RequestFailure({ error }: { error: FetchBaseQueryError | SerializedError | undefined }) {
  if (!error) return null;
  return (
    <p className="form-error" role="alert">
      {errorText(error)}
    </p>
  );
}
