import type { HeatMapType } from '../../../contract/images';
import {
  arcZoneEfficiencySchema,
  imageUrlSchema,
  scoringZoneEfficiencySchema,
  type ArcZoneEfficiency,
  type ScoringZoneEfficiency,
} from '../../../contract/answers';
import { apiSlice } from '../../app/apiSlice';
import { imageRoute, teamPath, teamQuery, urlOf, withFilter, type TeamFilterArg } from '../../app/apiPaths';

export type HeatMapArg = TeamFilterArg & { heatMapType: HeatMapType };

export const attackingEndpoints = apiSlice.injectEndpoints({
  endpoints: (builder) => ({
    getScoringZoneEfficiency: builder.query<ScoringZoneEfficiency, TeamFilterArg>({
      query: ({ team, filter }) => teamQuery('scoring-zone-efficiency', team, filter),
      rawResponseSchema: scoringZoneEfficiencySchema,
    }),
    /** Shots by the scoring rules' zones: inside and outside the arc, goal attempts (docs/behaviour.md#arc-zones). */
    getArcZones: builder.query<ArcZoneEfficiency, TeamFilterArg>({
      query: ({ team, filter }) => teamQuery('arc-zones', team, filter),
      rawResponseSchema: arcZoneEfficiencySchema,
    }),
    getHeatMapUrl: builder.query<string, HeatMapArg>({
      query: ({ team, heatMapType, filter }) => withFilter(`heatmaps/${teamPath(team)}/${heatMapType}`, filter),
      rawResponseSchema: imageUrlSchema,
      transformResponse: urlOf,
    }),
    getSdpmChartUrl: builder.query<string, TeamFilterArg>({
      query: ({ team, filter }) => imageRoute('sdpmchart', team, filter),
      rawResponseSchema: imageUrlSchema,
      transformResponse: urlOf,
    }),
    getAsdMapUrl: builder.query<string, TeamFilterArg>({
      query: ({ team, filter }) => imageRoute('asdmap', team, filter),
      rawResponseSchema: imageUrlSchema,
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
