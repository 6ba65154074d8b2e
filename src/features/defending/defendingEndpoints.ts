import { imageUrlSchema } from '../../../contract/answers';
import { defendingMapRoute, type DefendingMap } from '../../../contract/images';
import { apiSlice } from '../../app/apiSlice';
import { imageRoute, urlOf, type TeamFilterArg, figureTags } from '../../app/apiPaths';

export const defendingEndpoints = apiSlice.injectEndpoints({
  endpoints: (builder) => ({
    getDefendingMapUrl: builder.query<string, TeamFilterArg & { map: DefendingMap }>({
      query: ({ map, ...arg }) => imageRoute(defendingMapRoute(map), arg),
      rawResponseSchema: imageUrlSchema,
      providesTags: (_result, _error, { squadId }) => figureTags(squadId),
      transformResponse: urlOf,
    }),
  }),
});

export const { useGetDefendingMapUrlQuery } = defendingEndpoints;
