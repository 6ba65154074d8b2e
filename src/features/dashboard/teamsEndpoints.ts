import { apiSlice } from '../../app/apiSlice';

export const teamsEndpoints = apiSlice.injectEndpoints({
  endpoints: (builder) => ({
    getTeams: builder.query<string[], void>({
      query: () => 'teams',
      transformResponse: (response: unknown) => {
        if (!Array.isArray(response) || !response.every((team) => typeof team === 'string')) {
          throw new Error('The teams answer was not a list of team names');
        }
        return response;
      },
    }),
  }),
});

export const { useGetTeamsQuery } = teamsEndpoints;
