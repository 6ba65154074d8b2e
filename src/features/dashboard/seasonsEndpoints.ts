import { seasonsSchema, type SeasonInfo } from '../../../contract/answers';
import { apiSlice } from '../../app/apiSlice';

export const seasonsEndpoints = apiSlice.injectEndpoints({
  endpoints: (builder) => ({
    /** The seasons the data holds (docs/behaviour.md#seasons). */
    getSeasons: builder.query<SeasonInfo[], void>({ query: () => 'seasons', rawResponseSchema: seasonsSchema }),
  }),
});

export const { useGetSeasonsQuery } = seasonsEndpoints;
