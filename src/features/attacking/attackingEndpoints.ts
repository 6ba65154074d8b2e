import { apiSlice } from '../../app/apiSlice';
import { imageUrlOf, teamPath } from '../../app/imageUrl';
import type { HeatMapType } from '../../../contract/images';

export type ZoneTally = { success_rate: number };
export type ScoringZoneEfficiency = {
  inside_scoring_zone: ZoneTally;
  outside_scoring_zone: ZoneTally;
};

function isScoringZoneEfficiency(value: unknown): value is ScoringZoneEfficiency {
  const zones = value as Partial<Record<keyof ScoringZoneEfficiency, Partial<ZoneTally>>> | null;
  return (
    typeof zones === 'object' &&
    zones !== null &&
    typeof zones.inside_scoring_zone?.success_rate === 'number' &&
    typeof zones.outside_scoring_zone?.success_rate === 'number'
  );
}

export const attackingEndpoints = apiSlice.injectEndpoints({
  endpoints: (builder) => ({
    getScoringZoneEfficiency: builder.query<ScoringZoneEfficiency, string>({
      query: (team) => ({ url: 'scoring-zone-efficiency', params: { team } }),
      transformResponse: (response: unknown) => {
        if (!isScoringZoneEfficiency(response)) throw new Error('The scoring-zone answer had no success rates');
        return response;
      },
    }),
    getHeatMapUrl: builder.query<string, { team: string; heatMapType: HeatMapType }>({
      query: ({ team, heatMapType }) => `heatmaps/${teamPath(team)}/${heatMapType}`,
      transformResponse: imageUrlOf,
    }),
    getSdpmChartUrl: builder.query<string, string>({
      query: (team) => `sdpmchart/${teamPath(team)}`,
      transformResponse: imageUrlOf,
    }),
    getAsdMapUrl: builder.query<string, string>({
      query: (team) => `asdmap/${teamPath(team)}`,
      transformResponse: imageUrlOf,
    }),
  }),
});

export const {
  useGetScoringZoneEfficiencyQuery,
  useGetHeatMapUrlQuery,
  useGetSdpmChartUrlQuery,
  useGetAsdMapUrlQuery,
} = attackingEndpoints;
