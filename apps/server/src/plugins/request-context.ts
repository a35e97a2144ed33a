import { runWithJobOrigin } from '@soul/db';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { ServerConfig } from '../config.ts';
import { requestLanguage } from '../http/language.ts';
import { siteUrl } from '../http/site-url.ts';
import { translator } from '../i18n.ts';
import type { RequestContext } from '../services/request-context.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The request's context for services: language, translator, site URL, visitor (see services/request-context.ts). */
    readonly ctx: RequestContext;
  }
}

const CONTEXT = Symbol('soul.requestContext');
type WithContext = FastifyRequest & { [CONTEXT]?: RequestContext };

/**
 * Decorates every request with `request.ctx`, made on first use and kept
 * for the request: routes pass it to services instead of each working out
 * the language, translator and site URL again. The rest of the request
 * runs with its id as the origin of the jobs it queues, so a job logs with
 * the id of the request that caused it.
 */
export const requestContextPlugin = fp<{ config: Pick<ServerConfig, 'publicUrl' | 'allowedHosts' | 'fallbackUrl'> }>(
  async (app: FastifyInstance, { config }) => {
    app.decorateRequest('ctx', {
      getter(this: FastifyRequest): RequestContext {
        const request = this as WithContext;
        request[CONTEXT] ??= contextOf(this, config);
        return request[CONTEXT];
      },
    });
    // done() runs the rest of the lifecycle, handler included, inside the origin's async context.
    app.addHook('onRequest', (request, _reply, done) => runWithJobOrigin({ requestId: request.id }, done));
  },
);

function contextOf(request: FastifyRequest, config: Pick<ServerConfig, 'publicUrl' | 'allowedHosts' | 'fallbackUrl'>): RequestContext {
  const language = requestLanguage(request);
  return {
    requestId: request.id,
    language,
    t: translator(language),
    siteUrl: siteUrl(request, config),
    get visitor() {
      return request.visitor;
    },
  };
}
