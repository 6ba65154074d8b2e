import { createEntityAdapter, type EntityState } from '@reduxjs/toolkit';
import { playerRecordSchema, type PlayerRecord } from '../../../contract/answers';
import { apiSlice } from '../../app/apiSlice';
import { inSquad, withFilter, type FilterArg, figureTags } from '../../app/apiPaths';

/** Players by their stable id, in the API's order (highest Difference first). */
export const playersAdapter = createEntityAdapter<PlayerRecord>();

export type Players = EntityState<PlayerRecord, string>;

/**
 * The records the answer holds. An answer that is not a list is logged and ignored
 * (docs/behaviour.md#api-calls); a record that breaks the contract is left out, and said so.
 */
function recordsOf(response: unknown): PlayerRecord[] {
  if (!Array.isArray(response)) {
    console.error('The players answer was not a list; ignoring it', response);
    return [];
  }
  const records = response.flatMap((item: unknown) => {
    const parsed = playerRecordSchema.safeParse(item);
    return parsed.success ? [parsed.data] : [];
  });
  if (records.length < response.length) {
    console.error(`Ignored ${response.length - records.length} malformed player records`);
  }
  return records;
}

export const playersEndpoints = apiSlice.injectEndpoints({
  endpoints: (builder) => ({
    /** Every player (`/players`, docs/behaviour.md#api-calls), or the filtered table when the dashboard has a filter; or a squad's. */
    getPlayers: builder.query<Players, FilterArg>({
      query: ({ squadId, filter }) => withFilter(inSquad(squadId, 'players'), filter),
      providesTags: (_result, _error, { squadId }) => figureTags(squadId),
      transformResponse: (response: unknown) =>
        playersAdapter.setAll(playersAdapter.getInitialState(), recordsOf(response)),
    }),
  }),
});

export const { useGetPlayersQuery } = playersEndpoints;
