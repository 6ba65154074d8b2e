import { apiSlice } from '../../app/apiSlice';
import { isPlayerRecord, type PlayerRecord } from './playerRecord';

export const playersEndpoints = apiSlice.injectEndpoints({
  endpoints: (builder) => ({
    getPlayers: builder.query<PlayerRecord[], void>({
      query: () => 'players',
      // An answer that is not an array is logged and ignored (docs/behaviour.md#api-calls).
      transformResponse: (response: unknown) => {
        if (!Array.isArray(response)) {
          console.error('The players answer was not a list; ignoring it', response);
          return [];
        }
        const records = response.filter(isPlayerRecord);
        if (records.length < response.length) {
          console.error(`Ignored ${response.length - records.length} malformed player records`);
        }
        return records;
      },
    }),
  }),
});

export const { useGetPlayersQuery } = playersEndpoints;
