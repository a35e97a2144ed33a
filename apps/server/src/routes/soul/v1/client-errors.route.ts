import { CLIENT_ERROR_BODY_BYTES, clientErrorReportSchema } from '@soul/contracts';
import type { FastifyInstance } from 'fastify';
import { parseParams } from '../../../http/parse-params.ts';
import { failWith } from '../../../http/problem-error.ts';
import type { AppServices } from '../../../services/app-services.ts';

/** The user agent is worth a lot when reading a report, but never a whole header's worth. */
const USER_AGENT_MAX = 300;

/**
 * POST /wp-json/soul/v1/client-errors: the browser's error reports when the
 * shop has no Sentry DSN. No nonce (a guest's page crashes too); a few
 * reports per client address and window. A report is logged as one
 * structured warning and answered 204; a bad body is a 400 in the REST
 * shape, never a 5xx.
 */
export function registerClientErrorRoute(app: FastifyInstance, services: Pick<AppServices, 'clientErrors'>): void {
  app.post('/wp-json/soul/v1/client-errors', { bodyLimit: CLIENT_ERROR_BODY_BYTES }, async (request, reply) => {
    // Checked before the counter: a malformed body costs no database write.
    const report = parseParams(clientErrorReportSchema, request.body);
    const admitted = await services.clientErrors.admit(request.ip);
    if (!admitted.ok) failWith(admitted.problem);
    const userAgent = request.headers['user-agent']?.slice(0, USER_AGENT_MAX);
    request.log.warn({ clientError: { ...report, ...(userAgent ? { userAgent } : {}) } }, 'browser error report');
    return reply.code(204).send();
  });
}
