/**
 * The service worker (docs/behaviour.md#offline): the app's files are precached at install, so the
 * app opens with no network; navigations and the settings go to the network first; the API never
 * touches a cache. Built by workbox-webpack-plugin's InjectManifest, which fills in __WB_MANIFEST.
 */
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { NetworkFirst, NetworkOnly } from 'workbox-strategies';
import { NETWORK_TIMEOUT_SECONDS, routeOf, SETTINGS_CACHE, SETTINGS_PATH, SHELL_URL } from './routes';

// The DOM's types are this project's; the worker's global is typed here as far as it is used.
declare const self: {
  __WB_MANIFEST: Array<PrecacheEntry | string>;
  location: Location;
  skipWaiting(): Promise<void>;
  addEventListener(
    type: 'install',
    listener: (event: Event & { waitUntil(done: Promise<unknown>): void }) => void,
  ): void;
};

// A new worker takes over at once rather than wait for every tab to close: a page already open
// keeps the code it has, and the next load is the new version's throughout.
void self.skipWaiting();
clientsClaim();

const origin = self.location.origin;

// Registered before the precache's route, which would otherwise answer '/' from the cache even online.
registerRoute(
  ({ request }) => routeOf(request, origin) === 'shell',
  new NetworkOnly({
    networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
    plugins: [{ handlerDidError: async () => matchPrecache(SHELL_URL) }],
  }),
);
// The page that installs the worker fetched its settings before there was a worker to keep them:
// they are fetched again at install, so the first start with no network has them. (A failure here
// must not stop the install; the next online load keeps them.)
self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(SETTINGS_CACHE)
      .then((cache) => cache.add(SETTINGS_PATH))
      .catch(() => undefined),
  );
});
registerRoute(
  ({ request }) => routeOf(request, origin) === 'settings',
  new NetworkFirst({ cacheName: SETTINGS_CACHE, networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS }),
);

cleanupOutdatedCaches();
precacheAndRoute(self.__WB_MANIFEST);
