/**
 * Which requests the service worker answers, and how (docs/behaviour.md#offline). Kept apart from
 * the worker itself as a pure function, so the rules are tested without a browser.
 */

/** The app's one page: every navigation is answered with it when the network cannot answer. */
export const SHELL_URL = '/index.html';
/** The run-time settings the page loads before its bundle (server/src/http/app.ts). */
export const SETTINGS_PATH = '/config.js';
/** Where the last settings the server sent are kept, for a start with no network. */
export const SETTINGS_CACHE = 'pairc-settings';
/** A navigation or the settings wait this long for the network before the device's copy is used. */
export const NETWORK_TIMEOUT_SECONDS = 4;

/**
 * - 'shell': a navigation within the app: the network's page (so a new deploy shows on the next
 *   load), or the precached one with no network.
 * - 'settings': /config.js: the network's, or the last one kept.
 * - 'network': left to the browser, never answered from a cache: the API (figures, images, the
 *   squads' calls: stale figures must never pass for current ones), Firebase and anything of
 *   another origin. The app's hashed files are precached and answered by the precache's own route.
 */
export type Route = 'shell' | 'settings' | 'network';

const isApiPath = (pathname: string) => pathname === '/api' || pathname.startsWith('/api/');

export function routeOf(request: { url: string; mode: string; method: string }, origin: string): Route {
  const url = new URL(request.url);
  if (request.method !== 'GET' || url.origin !== origin || isApiPath(url.pathname)) return 'network';
  if (request.mode === 'navigate') return 'shell';
  return url.pathname === SETTINGS_PATH ? 'settings' : 'network';
}
