import { teamsSchema } from '../../../contract/answers';
import { apiSlice } from '../../app/apiSlice';

export const teamsEndpoints = apiSlice.injectEndpoints({
  endpoints: (builder) => ({
    getTeams: builder.query<string[], void>({ query: () => 'teams', rawResponseSchema: teamsSchema }),
  }),
});

export const { useGetTeamsQuery } = teamsEndpoints;
