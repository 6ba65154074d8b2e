import { routeOf } from './routes';

const ORIGIN = 'https://pairc.example.ie';
const get = (url: string, mode = 'cors') => routeOf({ url, mode, method: 'GET' }, ORIGIN);

describe("the service worker's routes", () => {
  it('answers every navigation within the app with the page, the network first', () => {
    for (const path of ['/', '/signin', '/squads/abc', '/squads/abc/matches/m1/capture', '/?team=Mayo']) {
      expect(get(`${ORIGIN}${path}`, 'navigate')).toBe('shell');
    }
  });

  it('keeps the last settings the server sent, for a start with no network', () => {
    expect(get(`${ORIGIN}/config.js`, 'no-cors')).toBe('settings');
  });

  it('never answers the API from a cache: figures, images, squads, even when opened as a page', () => {
    for (const path of [
      '/api/teams',
      '/api/players?team=Galway',
      '/api/heatmaps/Galway/shots.svg',
      '/api/squads',
      '/api/squads/sq1/images/heatmap/Clifden.svg?v=3&sig=abc',
      '/api',
    ]) {
      expect(get(`${ORIGIN}${path}`)).toBe('network');
      expect(get(`${ORIGIN}${path}`, 'navigate')).toBe('network');
    }
  });

  it('leaves Firebase, the emulators and every other origin to the browser', () => {
    for (const url of [
      'https://firestore.googleapis.com/google.firestore.v1.Firestore/Listen/channel',
      'https://identitytoolkit.googleapis.com/v1/accounts:lookup',
      'http://127.0.0.1:9099/emulator/auth',
      'https://api.pairc.example.ie/api/teams',
    ]) {
      expect(get(url)).toBe('network');
      expect(get(url, 'navigate')).toBe('network');
    }
  });

  it('leaves anything but a GET to the network, a page of ours included', () => {
    expect(routeOf({ url: `${ORIGIN}/api/squads`, mode: 'cors', method: 'POST' }, ORIGIN)).toBe('network');
    expect(routeOf({ url: `${ORIGIN}/signin`, mode: 'navigate', method: 'POST' }, ORIGIN)).toBe('network');
  });

  it('leaves other files of ours to the precache (the hashed chunks) or the network', () => {
    expect(get(`${ORIGIN}/assets/main.0123456789ab.js`, 'no-cors')).toBe('network');
    expect(get(`${ORIGIN}/sw.js`)).toBe('network');
  });
});
