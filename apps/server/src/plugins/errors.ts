import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { problem } from '@soul/contracts';
import { ProblemError, problemAnswer, type ProblemAnswer } from '../http/problem-error.ts';
import { requestLanguage } from '../http/language.ts';
import { routeKind } from '../http/route-kind.ts';
import { renderProblemPage, type PageProblem } from '../pages/problem-pages.ts';
import type { AppServices } from '../services/app-services.ts';
import type { ErrorReporter } from '../services/reporting/error-reporter.ts';

/**
 * Turns every failure into the answer shape of the route that failed: the WP
 * REST error object on the APIs, `{ success: false, data }` on admin-ajax,
 * an HTML page in the shop's frame on pages. Expected failures are
 * Problems (thrown as ProblemError), looked up in the one problem table and
 * translated here; bugs are logged with their stack, reported (Sentry, when
 * configured) with the request id, and answered with a 500 that hides
 * internals.
 */
export const errorsPlugin = fp<{ services: AppServices; reporter?: ErrorReporter | null }>(
  async (app: FastifyInstance, { services, reporter }) => {
    app.setErrorHandler(async (error: FastifyError | ProblemError, request, reply) => {
      const thrown = asProblemError(error);
      const answer = problemAnswer(thrown.problem, requestLanguage(request), thrown.statusOverride);
      if (answer.status >= 500) {
        request.log.error({ err: error }, 'unhandled error');
        reporter?.capture(error, {
          requestId: request.id,
          method: request.method,
          route: request.routeOptions.url ?? 'unmatched',
          status: answer.status,
        });
      }
      return sendProblem(request, reply, answer, services);
    });
  },
);

/** The failure as a ProblemError: expected ones as they are, Fastify's own client errors with their status, anything else a hidden 500. */
function asProblemError(error: FastifyError | ProblemError): ProblemError {
  if (error instanceof ProblemError) return error;
  if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || (error.statusCode === 400 && error instanceof SyntaxError))
    return new ProblemError(problem('invalidJson'));
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
    // Fastify's own client errors (body too large, bad content type, a truncated upload, …).
    return new ProblemError(problem('invalidRequest'), error.statusCode);
  }
  return new ProblemError(problem('serverError'));
}

async function sendProblem(request: FastifyRequest, reply: FastifyReply, answer: ProblemAnswer, services: AppServices) {
  reply.status(answer.status);
  const kind = routeKind(request.routeOptions.url ?? request.url.split('?')[0] ?? '');
  if (kind === 'ajax') return reply.send({ success: false, data: answer.body.message });
  if (kind === 'page' && request.visitor) {
    const pageProblem: PageProblem = answer.status >= 500 ? 'server_error' : answer.status === 404 ? 'not_found' : 'bad_request';
    try {
      // A client error of the shop's own (not Fastify's generic ones) says what exactly went wrong.
      const detail = pageProblem === 'bad_request' && answer.body.code.startsWith('soul_') ? answer.body.message : undefined;
      const html = await renderProblemPage(request, services, requestLanguage(request), pageProblem, detail);
      return reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-store').send(html);
    } catch (renderError) {
      // The page itself could not be drawn (the database may be down): the REST shape still says what happened.
      request.log.error({ err: renderError }, 'error page failed');
    }
  }
  return reply.send(answer.body);
}
