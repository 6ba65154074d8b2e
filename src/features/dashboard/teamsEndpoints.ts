import { teamsSchema } from '../../../contract/answers';
import { apiSlice } from '../../app/apiSlice';

export const teamsEndpoints = apiSlice.injectEndpoints({
  endpoints: (builder) => ({
    /** Every team (`/teams`, docs/behaviour.md#api-calls), or one season's when the data holds several. */
    getTeams: builder.query<string[], string | null>({
      query: (season) => (season === null ? 'teams' : `teams?season=${encodeURIComponent(season)}`),
      rawResponseSchema: teamsSchema,
    }),
  }),
});

export const { useGetTeamsQuery } = teamsEndpoints;
