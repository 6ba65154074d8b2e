import { apiSlice } from '../../app/apiSlice';
import { imageUrlOf, teamPath } from '../../app/imageUrl';

export type DefendingMap = 'blocked' | 'pp' | 'pressure' | 'tackles';

const ROUTES: Record<DefendingMap, string> = {
  blocked: 'blockedmaps',
  pp: 'ppmaps',
  pressure: 'pressuremaps',
  tackles: 'tacklesmaps',
};

export const defendingEndpoints = apiSlice.injectEndpoints({
  endpoints: (builder) => ({
    getDefendingMapUrl: builder.query<string, { map: DefendingMap; team: string }>({
      query: ({ map, team }) => `${ROUTES[map]}/${teamPath(team)}`,
      transformResponse: imageUrlOf,
    }),
  }),
});

export const { useGetDefendingMapUrlQuery } = defendingEndpoints;
