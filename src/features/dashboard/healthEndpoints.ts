import { healthSchema, type Health } from '../../../contract/answers';
import { apiSlice } from '../../app/apiSlice';

export const healthEndpoints = apiSlice.injectEndpoints({
  endpoints: (builder) => ({
    getHealth: builder.query<Health, void>({ query: () => 'health', rawResponseSchema: healthSchema }),
  }),
});

export const { useGetHealthQuery } = healthEndpoints;
