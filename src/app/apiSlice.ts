import {
  createApi,
  fetchBaseQuery,
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryError,
} from '@reduxjs/toolkit/query/react';
import { isAppServices } from './services';

const configuredBaseQuery: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError> = (
  args,
  api,
  extraOptions: object,
) => {
  if (!isAppServices(api.extra)) throw new Error('The store was made without app services');
  return fetchBaseQuery({ baseUrl: api.extra.config.apiBaseUrl })(args, api, extraOptions);
};

/**
 * The one API slice. Features add their endpoints with `injectEndpoints`. The base URL is read from
 * the store's services at call time, so tests and deployments point it anywhere without a rebuild.
 */
export const apiSlice = createApi({
  reducerPath: 'api',
  baseQuery: configuredBaseQuery,
  endpoints: () => ({}),
});
