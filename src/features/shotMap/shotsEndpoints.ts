import { createEntityAdapter, type EntityState } from '@reduxjs/toolkit';
import { shotsSchema, type ShotRecord } from '../../../contract/answers';
import { teamQuery, type TeamFilterArg, figureTags } from '../../app/apiPaths';
import { apiSlice } from '../../app/apiSlice';

/** Shots by their stable API ids, in the API's order: match by match, then by time. */
export const shotsAdapter = createEntityAdapter<ShotRecord>();

export type ShotsState = EntityState<ShotRecord, string>;

export const shotsEndpoints = apiSlice.injectEndpoints({
  endpoints: (builder) => ({
    getShots: builder.query<ShotsState, TeamFilterArg>({
      query: (arg) => teamQuery('shots', arg),
      // RTK 2.14 also runs this over data given to upsertQueryData, which is already normalised and
      // so fails it: fill this cache through a (mocked) fetch, never an upsert.
      rawResponseSchema: shotsSchema,
      providesTags: (_result, _error, { squadId }) => figureTags(squadId),
      transformResponse: (shots: ShotRecord[]) => shotsAdapter.setAll(shotsAdapter.getInitialState(), shots),
      // One readable line instead of RTK's generic "unhandled error": the card logs it.
      catchSchemaFailure: (error) => {
        const issue = error.issues[0];
        const where = issue?.path?.map((step) => String(typeof step === 'object' ? step.key : step)).join('.');
        return {
          status: 'CUSTOM_ERROR',
          error: `The shots answer broke the contract: ${issue?.message ?? error.message}${where ? ` at ${where}` : ''}`,
        };
      },
    }),
  }),
});

export const { useGetShotsQuery } = shotsEndpoints;
