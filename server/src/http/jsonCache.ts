import { gzipSync } from 'node:zlib';
import { LruCache } from './lruCache';

/** One answer, ready to send: the JSON bytes, and gzipped bytes for clients that accept them. */
export type JsonBody = { json: Buffer; gzip(): Buffer | null };

/**
 * Serialised answers for the current dataset version. The figures behind /players and the rest
 * only change with an import, so each body is built once and then sent as ready bytes. Keys carry
 * the filter a request asked for, so the cache is bounded by bytes and drops what was used least.
 */
export type JsonCache = { body(version: string, key: string, compute: () => unknown): JsonBody };

// Below this gzip saves too little to be worth the client's time (the team list is ~150 bytes).
const GZIP_MIN_BYTES = 1024;

function jsonBody(value: unknown): JsonBody {
  const json = Buffer.from(JSON.stringify(value));
  let gzipped: Buffer | null | undefined;
  return {
    json,
    gzip() {
      if (gzipped === undefined) gzipped = json.length < GZIP_MIN_BYTES ? null : gzipSync(json);
      return gzipped;
    },
  };
}

/** 16 MB: every unfiltered answer of a 100,000-shot season many times over, and a small part of the server's memory. */
export const JSON_CACHE_BYTES = 16 * 1024 * 1024;

export function createJsonCache(maxBytes = JSON_CACHE_BYTES): JsonCache {
  let cachedVersion: string | null = null;
  // Counted twice: the gzipped copy, made on first use, is never larger than the JSON.
  const bodies = new LruCache<JsonBody>(maxBytes, (body) => 2 * body.json.length);
  return {
    body(version, key, compute) {
      if (version !== cachedVersion) {
        cachedVersion = version;
        bodies.clear();
      }
      let body = bodies.get(key);
      if (body === undefined) {
        body = jsonBody(compute());
        bodies.set(key, body);
      }
      return body;
    },
  };
}

/** Whether an Accept-Encoding header allows gzip (a q of 0 refuses it). */
export function acceptsGzip(header: string | string[] | undefined): boolean {
  const value = Array.isArray(header) ? header.join(',') : (header ?? '');
  return value.split(',').some((part) => {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    if (name.trim() !== 'gzip' && name.trim() !== '*') return false;
    const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find((found) => found !== undefined);
    return q === undefined || Number(q) > 0;
  });
}
