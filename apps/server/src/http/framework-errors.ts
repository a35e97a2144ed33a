import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { translator } from '../i18n.ts';
import { message, problem } from '@soul/contracts';
import { problemAnswer } from './problem-error.ts';
import { requestLanguage } from './language.ts';
import { routeKind } from './route-kind.ts';

/**
 * Answers what Fastify refuses before routing (a malformed `%` escape, a
 * path parameter over the router's limit) in the shop's shapes instead of
 * Fastify's own body. No hook has run for such a request (no session, no
 * headers plugin), so the answer is self-contained and carries its own
 * protective headers.
 */
export function answerFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const language = requestLanguage(request);
  const t = translator(language);
  const status = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 414 : 400;
  const { body } = problemAnswer(
    problem('invalidParam', { params: 'path' }, { data: { params: { path: message('errors.badRequestTitle') } } }),
    language,
    status,
  );
  reply
    .status(status)
    .header('X-Content-Type-Options', 'nosniff')
    .header('Content-Security-Policy', "default-src 'none'; frame-ancestors 'none'")
    .header('Cache-Control', 'no-store');
  const kind = routeKind(request.url);
  if (kind === 'rest') {
    void reply.send(body);
    return;
  }
  if (kind === 'ajax') {
    void reply.send({ success: false, data: body.message });
    return;
  }
  void reply
    .type('text/html; charset=utf-8')
    .send(
      `<!doctype html><html lang="${language === 'lt' ? 'lt-LT' : 'en-GB'}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${t('errors.badRequestTitle')}</title></head>` +
        `<body><main><h1>${t('errors.badRequestTitle')}</h1><p>${t('errors.badRequestText')}</p><p><a href="${language === 'lt' ? '/lt/' : '/'}">${t('pages.backToShop')}</a></p></main></body></html>`,
    );
}
