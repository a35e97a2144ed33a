import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ApiError } from '../http/api-error.ts';
import { requestLanguage } from '../http/language.ts';
import { translator } from '../i18n.ts';

/**
 * Turns every failure into the WP REST error shape for API routes. Expected
 * failures are ApiErrors; bugs are logged with their stack and answered with
 * a 500 that hides internals.
 */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError | ApiError, request, reply) => {
    const t = translator(requestLanguage(request));
    if (error instanceof ApiError) {
      return reply.status(error.status).send(error.toBody());
    }
    if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || (error.statusCode === 400 && error instanceof SyntaxError)) {
      return reply.status(400).send(new ApiError('rest_invalid_json', t('errors.invalidJson'), 400).toBody());
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      // Fastify's own client errors (body too large, bad content type, …).
      return reply.status(error.statusCode).send({ code: 'rest_invalid_request', message: error.message, data: { status: error.statusCode } });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply
      .status(500)
      .send(new ApiError('woocommerce_rest_unknown_server_error', t('errors.serverError'), 500).toBody());
  });
});
