import { gunzipSync } from 'node:zlib';
import { acceptsGzip, createJsonCache } from './jsonCache';

describe('createJsonCache', () => {
  it('builds a body once per version and key, and again for a new version', () => {
    const cache = createJsonCache();
    let builds = 0;
    const compute = () => {
      builds += 1;
      return { builds };
    };
    const first = cache.body('v1', 'players', compute);
    expect(cache.body('v1', 'players', compute)).toBe(first);
    expect(JSON.parse(first.json.toString())).toEqual({ builds: 1 });
    const next = cache.body('v2', 'players', compute);
    expect(JSON.parse(next.json.toString())).toEqual({ builds: 2 });
  });

  it('gzips large bodies to the same JSON and leaves small ones alone', () => {
    const cache = createJsonCache();
    const large = cache.body('v1', 'large', () => Array.from({ length: 500 }, (_, i) => ({ player: `Player ${i}` })));
    const gzipped = large.gzip();
    expect(gzipped).not.toBeNull();
    expect(gunzipSync(gzipped ?? Buffer.alloc(0)).equals(large.json)).toBe(true);
    expect(cache.body('v1', 'small', () => ['Galway']).gzip()).toBeNull();
  });
});

describe('acceptsGzip', () => {
  it('reads Accept-Encoding as browsers and proxies write it', () => {
    expect(acceptsGzip('gzip, deflate, br')).toBe(true);
    expect(acceptsGzip('br;q=1.0, gzip;q=0.8')).toBe(true);
    expect(acceptsGzip('*')).toBe(true);
    expect(acceptsGzip('gzip;q=0')).toBe(false);
    expect(acceptsGzip('identity')).toBe(false);
    expect(acceptsGzip(undefined)).toBe(false);
  });
});
