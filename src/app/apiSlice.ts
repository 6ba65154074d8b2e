import {
  createApi,
  fetchBaseQuery,
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryError,
} from '@reduxjs/toolkit/query/react';
import { isAppServices, type AppServices } from './services';

/** The squads API's calls carry the user's ID token (docs/squads.md); the public ones carry nothing. */
export const needsToken = (url: string): boolean => url.startsWith('squads') || url.startsWith('invites/');

/** The signed-in user's Firebase ID token, fresh (the SDK renews it before it expires), or null. */
async function idToken(services: AppServices): Promise<string | null> {
  const { auth } = await services.loadFirebase();
  return auth.currentUser ? auth.currentUser.getIdToken() : null;
}

const configuredBaseQuery: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError> = (
  args,
  api,
  extraOptions: object,
) => {
  const services = api.extra;
  if (!isAppServices(services)) throw new Error('The store was made without app services');
  const url = typeof args === 'string' ? args : args.url;
  return fetchBaseQuery({
    baseUrl: services.config.apiBaseUrl,
    prepareHeaders: async (headers) => {
      if (!needsToken(url)) return headers;
      const token = await idToken(services);
      if (token !== null) headers.set('authorization', `Bearer ${token}`);
      return headers;
    },
  })(args, api, extraOptions);
};

/**
 * The one API slice. Features add their endpoints with `injectEndpoints`. The base URL is read from
 * the store's services at call time, so tests and deployments point it anywhere without a rebuild.
 */
export const apiSlice = createApi({
  reducerPath: 'api',
  baseQuery: configuredBaseQuery,
  tagTypes: ['Squads', 'Members', 'Invites', 'Figures'],
  // Grounds often have no signal: what failed while offline is asked again once the browser is back
  // online, so the screen mends itself instead of saying the server cannot be reached until a reload.
  refetchOnReconnect: true,
  endpoints: () => ({}),
});
