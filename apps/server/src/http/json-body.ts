import type { FastifyInstance, FastifyRequest, preHandlerHookHandler, RouteOptions } from 'fastify';
import { fail } from './problem-error.ts';

/**
 * A JSON body that did not parse. The parser keeps it as this marker instead
 * of failing, so a route's guards still answer first: an anonymous caller
 * sending broken JSON to a signed-in route hears 401, not 400 (who may call
 * a route is decided before what they sent is read).
 */
const INVALID_JSON = Symbol('invalid JSON body');

/** WordPress accepts an empty body with a JSON content type (clients send DELETE /cart/items that way). */
export function registerJsonBodyParser(app: FastifyInstance): void {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    const text = String(body);
    if (text.trim() === '') return done(null, undefined);
    try {
      done(null, JSON.parse(text));
    } catch {
      done(null, INVALID_JSON);
    }
  });
  // Runs after each route's own preHandlers (its guards): onRoute appends it last.
  app.addHook('onRoute', (route: RouteOptions) => {
    const own = route.preHandler === undefined ? [] : Array.isArray(route.preHandler) ? route.preHandler : [route.preHandler];
    route.preHandler = [...own, refuseInvalidJson];
  });
}

const refuseInvalidJson: preHandlerHookHandler = async (request: FastifyRequest) => {
  if (request.body === INVALID_JSON) fail('invalidJson');
};
