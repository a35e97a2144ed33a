import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { problem } from '@soul/contracts';
import { problemAnswer } from '../http/problem-error.ts';
import { requestLanguage } from '../http/language.ts';
import { routeKind } from '../http/route-kind.ts';
import { translator } from '../i18n.ts';
import type { AppServices } from '../services/app-services.ts';
import { renderNotFoundPage } from '../pages/problem-pages.ts';

/**
 * Unknown API routes answer `rest_no_route` (404) as WordPress does, admin-ajax
 * in its own `{ success: false }` shape (a GET, say); unknown pages get an
 * HTML 404 page.
 */
export const notFoundPlugin = fp<{ services: AppServices }>(async (app: FastifyInstance, { services }) => {
  app.setNotFoundHandler(async (request, reply) => {
    const language = requestLanguage(request);
    const t = translator(language);
    const kind = routeKind(request.url);
    if (kind === 'rest') return reply.status(404).send(problemAnswer(problem('noRoute'), language).body);
    if (kind === 'ajax') return reply.status(404).send({ success: false, data: t('errors.noRoute') });
    if (request.method !== 'GET' && request.method !== 'HEAD') return reply.status(404).send();
    return reply
      .status(404)
      .type('text/html; charset=utf-8')
      .send(await renderNotFoundPage(request, services, language));
  });
});
