import { CLIENT_ERROR_BODY_BYTES, CLIENT_ERROR_REPORTS_PER_WINDOW, CLIENT_ERROR_WINDOW_SECONDS, clientErrorReportSchema } from '@soul/contracts';
import { PgRateLimitRepository } from '@soul/db';
import type { FastifyInstance } from 'fastify';
import { ApiError } from '../../../http/api-error.ts';
import { requestLanguage } from '../../../http/language.ts';
import { parseParams } from '../../../http/parse-params.ts';
import { translator } from '../../../i18n.ts';
import type { AppServices } from '../../../services/app-services.ts';

/** The user agent is worth a lot when reading a report, but never a whole header's worth. */
const USER_AGENT_MAX = 300;

/**
 * POST /wp-json/soul/v1/client-errors: the browser's error reports when the
 * shop has no Sentry DSN (storefront §8, account §8). Anyone may report (a
 * guest's page crashes too), so no nonce; each client address has a few
 * reports a window, counted in the database like the sign-in limits, so
 * every instance agrees. A report is logged as one structured warning and
 * answered 204; a bad body is a 400 in the REST shape, never a 5xx.
 */
export function registerClientErrorRoute(app: FastifyInstance, services: Pick<AppServices, 'database'>): void {
  const limits = new PgRateLimitRepository(services.database.db);
  app.post('/wp-json/soul/v1/client-errors', { bodyLimit: CLIENT_ERROR_BODY_BYTES }, async (request, reply) => {
    const t = translator(requestLanguage(request));
    // Checked before the counter: a malformed body costs no database write.
    const report = parseParams(clientErrorReportSchema, request.body, t);
    if (!(await limits.reserve(`client-errors:${request.ip}`, CLIENT_ERROR_WINDOW_SECONDS, CLIENT_ERROR_REPORTS_PER_WINDOW))) {
      throw new ApiError('soul_too_many_reports', t('clientErrors.tooMany'), 429);
    }
    const userAgent = request.headers['user-agent']?.slice(0, USER_AGENT_MAX);
    request.log.warn({ clientError: { ...report, ...(userAgent ? { userAgent } : {}) } }, 'browser error report');
    return reply.code(204).send();
  });
}
