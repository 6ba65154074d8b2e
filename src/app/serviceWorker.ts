/**
 * Registers the service worker (src/serviceWorker/sw.ts) once the page has loaded, so its precache
 * downloads never compete with the first screen. `updateViaCache: 'none'`: the browser asks the
 * server for the worker script at every check, so a new deploy is found at the next navigation.
 */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  window.addEventListener('load', () => {
    navigator.serviceWorker.register('/sw.js', { updateViaCache: 'none' }).catch((error: unknown) => {
      // The app works without it, only not offline; nothing the user can act on.
      console.warn('The service worker could not be registered:', error);
    });
  });
}
