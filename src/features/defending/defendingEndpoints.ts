import { imageUrlSchema } from '../../../contract/answers';
import { defendingMapRoute, type DefendingMap } from '../../../contract/images';
import { apiSlice } from '../../app/apiSlice';
import { imageRoute, urlOf, type TeamFilterArg } from '../../app/apiPaths';

export const defendingEndpoints = apiSlice.injectEndpoints({
  endpoints: (builder) => ({
    getDefendingMapUrl: builder.query<string, TeamFilterArg & { map: DefendingMap }>({
      query: ({ map, team, filter }) => imageRoute(defendingMapRoute(map), team, filter),
      rawResponseSchema: imageUrlSchema,
      transformResponse: urlOf,
    }),
  }),
});

export const { useGetDefendingMapUrlQuery } = defendingEndpoints;
