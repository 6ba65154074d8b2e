import { seasonsSchema, type SeasonInfo } from '../../../contract/answers';
import { inSquad, type SquadId, figureTags } from '../../app/apiPaths';
import { apiSlice } from '../../app/apiSlice';

export const seasonsEndpoints = apiSlice.injectEndpoints({
  endpoints: (builder) => ({
    /** The seasons the data holds (docs/behaviour.md#seasons). */
    getSeasons: builder.query<SeasonInfo[], SquadId>({
      query: (squadId) => inSquad(squadId, 'seasons'),
      rawResponseSchema: seasonsSchema,
      providesTags: (_result, _error, squadId) => figureTags(squadId),
    }),
  }),
});

export const { useGetSeasonsQuery } = seasonsEndpoints;
