import type { HeatMapType } from '../../../contract/images';
import {
  arcZoneEfficiencySchema,
  imageUrlSchema,
  scoringZoneEfficiencySchema,
  type ArcZoneEfficiency,
  type ScoringZoneEfficiency,
} from '../../../contract/answers';
import { apiSlice } from '../../app/apiSlice';
import {
  imageRoute,
  inSquad,
  teamPath,
  teamQuery,
  urlOf,
  withFilter,
  type TeamFilterArg,
  figureTags,
} from '../../app/apiPaths';

export type HeatMapArg = TeamFilterArg & { heatMapType: HeatMapType };

export const attackingEndpoints = apiSlice.injectEndpoints({
  endpoints: (builder) => ({
    getScoringZoneEfficiency: builder.query<ScoringZoneEfficiency, TeamFilterArg>({
      query: (arg) => teamQuery('scoring-zone-efficiency', arg),
      rawResponseSchema: scoringZoneEfficiencySchema,
      providesTags: (_result, _error, { squadId }) => figureTags(squadId),
    }),
    /** Shots by the scoring rules' zones: inside and outside the arc, goal attempts (docs/behaviour.md#arc-zones). */
    getArcZones: builder.query<ArcZoneEfficiency, TeamFilterArg>({
      query: (arg) => teamQuery('arc-zones', arg),
      rawResponseSchema: arcZoneEfficiencySchema,
      providesTags: (_result, _error, { squadId }) => figureTags(squadId),
    }),
    getHeatMapUrl: builder.query<string, HeatMapArg>({
      query: ({ squadId, team, heatMapType, filter }) =>
        withFilter(inSquad(squadId, `heatmaps/${teamPath(team)}/${heatMapType}`), filter),
      rawResponseSchema: imageUrlSchema,
      providesTags: (_result, _error, { squadId }) => figureTags(squadId),
      transformResponse: urlOf,
    }),
    getSdpmChartUrl: builder.query<string, TeamFilterArg>({
      query: (arg) => imageRoute('sdpmchart', arg),
      rawResponseSchema: imageUrlSchema,
      providesTags: (_result, _error, { squadId }) => figureTags(squadId),
      transformResponse: urlOf,
    }),
    getAsdMapUrl: builder.query<string, TeamFilterArg>({
      query: (arg) => imageRoute('asdmap', arg),
      rawResponseSchema: imageUrlSchema,
      providesTags: (_result, _error, { squadId }) => figureTags(squadId),
      transformResponse: urlOf,
    }),
  }),
});

export const {
  useGetScoringZoneEfficiencyQuery,
  useGetArcZonesQuery,
  useGetHeatMapUrlQuery,
  useGetSdpmChartUrlQuery,
  useGetAsdMapUrlQuery,
} = attackingEndpoints;
