/** Where the API lives below the server's root; the app is served at every other path. */
export const API_PREFIX = '/api';
