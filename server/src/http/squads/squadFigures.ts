import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { ServerConfig } from '../../config';
import type { Figures, FigureSource } from '../figureSource';
import { HttpError } from '../httpError';
import { ImageCache } from '../imageCache';
import { apiRoot, encodeSegment } from '../imageRoutes';
import { createJsonCache, type JsonCache } from '../jsonCache';
import { accessOf } from './squadAccess';
import type { SquadServices } from './squadServices';

/**
 * A squad's figures for the routes every figure has (analyticsRoutes.ts, imageRoutes.ts) under
 * `/api/squads/{squadId}`: the squad's shots, scored by the public models, with caches of its own
 * (docs/squads.md#figures). Its images are loaded by an `<img>`, which sends no token, so their
 * URLs are signed instead and expire (docs/squads.md#images).
 */

/** Each squad's caches are smaller than the public dataset's: 2 MB of answers and 4 MB of images. */
const SQUAD_JSON_BYTES = 2 * 1024 * 1024;
const SQUAD_IMAGE_BYTES = 4 * 1024 * 1024;

/**
 * Image URLs expire at the end of the quarter hour after the next: valid 15 to 30 minutes, and the
 * same URL for a quarter of an hour, so a browser's cache still serves a picture seen a minute ago.
 */
const WINDOW_SECONDS = 15 * 60;

export function expiryOf(nowMs: number): number {
  return (Math.floor(nowMs / 1000 / WINDOW_SECONDS) + 2) * WINDOW_SECONDS;
}

/** The signature of a URL's path and query below the API's root (`/squads/...?...&exp=...`). */
export function signatureOf(key: Buffer, unsigned: string): string {
  return createHmac('sha256', key).update(unsigned, 'utf8').digest('base64url');
}

const SIGNATURE = /&sig=([A-Za-z0-9_-]{43})$/;

/**
 * How long a replica waits for a squad (or a team of it) that a link it did not sign names and it
 * has not heard of yet: it follows Firestore on its own, a moment behind the one that was written
 * to, and an `<img>` loaded just after an upload would otherwise get 404 (docs/squads.md#images).
 */
const UNHEARD_WAIT_MS = 3000;

/** Refused whether altered, expired or unsigned, with the same words, before the squad is even looked up. */
const NOT_VALID = 'This image link is not valid or has expired: load the page again';

export function squadFigureSource(
  services: SquadServices,
  config: ServerConfig,
  now: () => number = Date.now,
): FigureSource {
  const caches = new Map<string, { json: JsonCache; images: ImageCache }>();
  services.model.watch((squadId) => {
    // A deleted squad's cached answers and images go with it.
    if (!services.model.squad(squadId)) caches.delete(squadId);
  });

  const figuresOf = (squadId: string): Figures => {
    const state = services.model.squad(squadId);
    if (!state) throw new HttpError(404, 'No such squad');
    let cache = caches.get(squadId);
    if (!cache) {
      cache = { json: createJsonCache(SQUAD_JSON_BYTES), images: new ImageCache(SQUAD_IMAGE_BYTES) };
      caches.set(squadId, cache);
    }
    return { ...services.datasets.of(state), ...cache };
  };

  /** The squad a signed image URL names, once its signature and expiry are checked. */
  const signedSquad = (request: FastifyRequest): { squadId: string; expiresAt: number } => {
    const url = request.url;
    const below = url.startsWith('/api/') ? url.slice('/api'.length) : url;
    const signature = SIGNATURE.exec(below);
    const expires = /[?&]exp=(\d{1,12})(&|$)/.exec(below);
    if (!signature || !expires) throw new HttpError(403, NOT_VALID);
    const expected = Buffer.from(signatureOf(services.urlKey(), below.slice(0, signature.index)), 'utf8');
    const given = Buffer.from(signature[1] ?? '', 'utf8');
    const expiresAt = Number(expires[1]);
    if (given.length !== expected.length || !timingSafeEqual(given, expected) || expiresAt * 1000 <= now()) {
      throw new HttpError(403, NOT_VALID);
    }
    const squadId = decodeURIComponent(/^\/squads\/([^/?]+)\//.exec(below)?.[1] ?? '');
    return { squadId, expiresAt };
  };

  return {
    figures: (request) => figuresOf(accessOf(request).squadId),
    imageUrl: (request, path, query) => {
      const unsigned = `/squads/${encodeSegment(accessOf(request).squadId)}${path}?${query}&exp=${expiryOf(now())}`;
      return `${apiRoot(config, request)}${unsigned}&sig=${signatureOf(services.urlKey(), unsigned)}`;
    },
    image: async (request) => {
      const { squadId, expiresAt } = signedSquad(request);
      const file = (request.params as { file?: string }).file ?? '';
      const team = file.endsWith('.svg') ? file.slice(0, -'.svg'.length) : null;
      const heard = () => {
        const state = services.model.squad(squadId);
        return state?.squad !== undefined && (team === null || figuresOf(squadId).analytics.hasTeam(team));
      };
      if (!heard()) await services.model.settled(heard, UNHEARD_WAIT_MS);
      const seconds = Math.max(0, expiresAt - Math.floor(now() / 1000));
      // Private: a shared cache must not hand one member's link to anyone else; kept until it expires.
      return { figures: figuresOf(squadId), cacheControl: () => `private, max-age=${seconds}` };
    },
    imageParams: ['v', 'exp', 'sig'],
  };
}
