import { restartsSchema, type Restarts } from '../../../contract/restarts';
import { apiSlice } from '../../app/apiSlice';
import { figureTags, teamQuery, type TeamFilterArg } from '../../app/apiPaths';

export const restartsEndpoints = apiSlice.injectEndpoints({
  endpoints: (builder) => ({
    /** The team's kickouts and turnovers over the filter (docs/behaviour.md#restarts); null kinds were not recorded. */
    getRestarts: builder.query<Restarts, TeamFilterArg>({
      query: (arg) => teamQuery('restarts', arg),
      rawResponseSchema: restartsSchema,
      providesTags: (_result, _error, { squadId }) => figureTags(squadId),
    }),
  }),
});

export const { useGetRestartsQuery } = restartsEndpoints;
