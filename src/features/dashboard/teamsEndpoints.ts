import { teamsSchema } from '../../../contract/answers';
import { inSquad, type SquadId, figureTags } from '../../app/apiPaths';
import { apiSlice } from '../../app/apiSlice';

export const teamsEndpoints = apiSlice.injectEndpoints({
  endpoints: (builder) => ({
    /** Every team (`/teams`, docs/behaviour.md#api-calls), or one season's when the data holds several; or a squad's. */
    getTeams: builder.query<string[], { squadId: SquadId; season: string | null }>({
      query: ({ squadId, season }) =>
        inSquad(squadId, season === null ? 'teams' : `teams?season=${encodeURIComponent(season)}`),
      rawResponseSchema: teamsSchema,
      providesTags: (_result, _error, { squadId }) => figureTags(squadId),
    }),
  }),
});

export const { useGetTeamsQuery } = teamsEndpoints;
