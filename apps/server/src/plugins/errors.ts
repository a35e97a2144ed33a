import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ApiError } from '../http/api-error.ts';
import { requestLanguage } from '../http/language.ts';
import { routeKind } from '../http/route-kind.ts';
import { translator } from '../i18n.ts';
import { renderProblemPage, type PageProblem } from '../routes/pages/not-found.ts';
import type { AppServices } from '../services/app-services.ts';

/**
 * Turns every failure into the answer shape of the route that failed: the WP
 * REST error object on the APIs, `{ success: false, data }` on admin-ajax,
 * an HTML page in the shop's frame on pages. Expected failures are
 * ApiErrors; bugs are logged with their stack and answered with a 500 that
 * hides internals.
 */
export const errorsPlugin = fp<{ services: AppServices }>(async (app: FastifyInstance, { services }) => {
  app.setErrorHandler(async (error: FastifyError | ApiError, request, reply) => {
    const problem = asApiError(error, request);
    if (problem.status >= 500) request.log.error({ err: error }, 'unhandled error');
    return sendProblem(request, reply, problem, services);
  });
});

/** The failure as an ApiError: expected ones as they are, Fastify's own client errors translated, anything else a hidden 500. */
function asApiError(error: FastifyError | ApiError, request: FastifyRequest): ApiError {
  if (error instanceof ApiError) return error;
  const t = translator(requestLanguage(request));
  if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || (error.statusCode === 400 && error instanceof SyntaxError)) {
    return new ApiError('rest_invalid_json', t('errors.invalidJson'), 400);
  }
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
    // Fastify's own client errors (body too large, bad content type, a truncated upload, …).
    return new ApiError('rest_invalid_request', error.message, error.statusCode);
  }
  return new ApiError('woocommerce_rest_unknown_server_error', t('errors.serverError'), 500);
}

async function sendProblem(request: FastifyRequest, reply: FastifyReply, problem: ApiError, services: AppServices) {
  reply.status(problem.status);
  const kind = routeKind(request.routeOptions.url ?? request.url.split('?')[0] ?? '');
  if (kind === 'ajax') return reply.send({ success: false, data: problem.message });
  if (kind === 'page' && request.visitor) {
    const pageProblem: PageProblem = problem.status >= 500 ? 'server_error' : problem.status === 404 ? 'not_found' : 'bad_request';
    try {
      const html = await renderProblemPage(request, services, requestLanguage(request), pageProblem);
      return reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-store').send(html);
    } catch (renderError) {
      // The page itself could not be drawn (the database may be down): the REST shape still says what happened.
      request.log.error({ err: renderError }, 'error page failed');
    }
  }
  return reply.send(problem.toBody());
}
