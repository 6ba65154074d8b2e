import { defendingMapRoute, type DefendingMap } from '../../../contract/images';
import { apiSlice } from '../../app/apiSlice';
import { imageUrlOf, teamPath } from '../../app/imageUrl';

export const defendingEndpoints = apiSlice.injectEndpoints({
  endpoints: (builder) => ({
    getDefendingMapUrl: builder.query<string, { map: DefendingMap; team: string }>({
      query: ({ map, team }) => `${defendingMapRoute(map)}/${teamPath(team)}`,
      transformResponse: imageUrlOf,
    }),
  }),
});

export const { useGetDefendingMapUrlQuery } = defendingEndpoints;
