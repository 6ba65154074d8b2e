import { apiSlice } from '../../app/apiSlice';

export type Health = { status: string; version: string; isSample: boolean };

export const healthEndpoints = apiSlice.injectEndpoints({
  endpoints: (builder) => ({
    getHealth: builder.query<Health, void>({ query: () => 'health' }),
  }),
});

export const { useGetHealthQuery } = healthEndpoints;
