import {
  createdShareSchema,
  matchReportSchema,
  reportChartsSchema,
  sharesSchema,
  type CreatedShare,
  type MatchReport,
  type ReportCharts,
  type ShareView,
} from '../../../contract/report';
import { apiSlice } from '../../app/apiSlice';
import { reportApiPath, type ReportSource } from './reportSource';

/** A match's report, its charts and (for a squad's match) its share links (docs/report.md). */

export type ShareArg = { squadId: string; matchId: string };
const sharesPath = ({ squadId, matchId }: ShareArg) =>
  `squads/${encodeURIComponent(squadId)}/matches/${encodeURIComponent(matchId)}/shares`;

const reportTags = (source: ReportSource) =>
  source.kind === 'squad' ? [{ type: 'Figures' as const, id: source.squadId }] : [];

export const reportEndpoints = apiSlice.enhanceEndpoints({ addTagTypes: ['Shares'] }).injectEndpoints({
  endpoints: (builder) => ({
    getMatchReport: builder.query<MatchReport, ReportSource>({
      query: (source) => reportApiPath(source, ''),
      rawResponseSchema: matchReportSchema,
      providesTags: (_result, _error, source) => reportTags(source),
    }),
    getReportCharts: builder.query<ReportCharts, ReportSource>({
      query: (source) => reportApiPath(source, '/charts'),
      rawResponseSchema: reportChartsSchema,
      providesTags: (_result, _error, source) => reportTags(source),
    }),
    getShares: builder.query<ShareView[], ShareArg>({
      query: sharesPath,
      rawResponseSchema: sharesSchema,
      providesTags: (_result, _error, arg) => [{ type: 'Shares', id: `${arg.squadId}/${arg.matchId}` }],
    }),
    createShare: builder.mutation<CreatedShare, ShareArg & { days: number | null }>({
      query: ({ days, ...arg }) => ({ url: sharesPath(arg), method: 'POST', body: { days } }),
      rawResponseSchema: createdShareSchema,
      invalidatesTags: (_result, _error, arg) => [{ type: 'Shares', id: `${arg.squadId}/${arg.matchId}` }],
    }),
    revokeShare: builder.mutation<void, ShareArg & { shareId: string }>({
      query: ({ shareId, ...arg }) => ({
        url: `${sharesPath(arg)}/${encodeURIComponent(shareId)}`,
        method: 'DELETE',
      }),
      invalidatesTags: (_result, _error, arg) => [{ type: 'Shares', id: `${arg.squadId}/${arg.matchId}` }],
    }),
  }),
});

export const {
  useGetMatchReportQuery,
  useGetReportChartsQuery,
  useGetSharesQuery,
  useCreateShareMutation,
  useRevokeShareMutation,
} = reportEndpoints;
