import { HttpError } from './httpError';
import type { FastifyInstance, RouteHandlerMethod, RouteShorthandOptions } from 'fastify';

const OTHER_METHODS = ['POST', 'PUT', 'PATCH', 'DELETE'] as const;

/**
 * Registers a read-only route. Every API path is GET (docs/behaviour.md#api), so any other method
 * on a known path answers 405 with an `Allow` header rather than a misleading 404.
 */
export function getOnly(
  app: FastifyInstance,
  url: string,
  handler: RouteHandlerMethod,
  options: RouteShorthandOptions = {},
): void {
  app.get(url, options, handler);
  app.route({
    method: [...OTHER_METHODS],
    url,
    handler: (_request, reply) => {
      reply.header('allow', 'GET, HEAD');
      throw new HttpError(405, 'Method not allowed: this path only answers GET');
    },
  });
}
