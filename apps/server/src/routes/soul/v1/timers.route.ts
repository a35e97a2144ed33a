import { timerCheckQuerySchema, timerStartRequestSchema, type TimerAnswer } from '@soul/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ensureSession } from '../../../plugins/session.ts';
import type { AppServices } from '../../../services/app-services.ts';
import { timerOwner } from '../../../services/promotions/timer.service.ts';

/**
 * The countdown service the storefront's timers call (storefront §4, §7;
 * it replaces the spec's external timer worker): answers are `{timeLeft}`
 * in seconds or `{error}` with the §8 text in the reader's language, the
 * shape that worker had, so the widgets read one shape. No nonce: the
 * session cookie is SameSite=Lax, so a cross-site POST lands in a fresh
 * session and cannot start a shopper's countdown.
 */
export function registerTimerRoutes(app: FastifyInstance, services: AppServices): void {
  const owner = (request: FastifyRequest, reply: FastifyReply) => timerOwner(request.visitor, ensureSession(request, reply));
  const answer = (reply: FastifyReply, status: number, body: TimerAnswer) =>
    reply.status(status).header('Cache-Control', 'no-store').send(body);
  // The widgets read `error`; the same text also goes as WordPress's error fields, the shape every other soul/v1 refusal has.
  const refuse = (reply: FastifyReply, status: number, code: string, text: string) =>
    answer(reply, status, { error: text, code, message: text, data: { status } });

  app.get('/wp-json/soul/v1/timers/check', async (request, reply) => {
    const parsed = timerCheckQuerySchema.safeParse(request.query ?? {});
    if (!parsed.success) return refuse(reply, 400, 'rest_invalid_param', request.ctx.t('promotions.timerServiceError'));
    const checked = await services.timers.check(owner(request, reply), parsed.data.timerId);
    // Not started is an ordinary answer, not a failure: every first visit asks before starting (storefront §4),
    // and a 404 there would be an error in each shopper's console. The code tells the widgets to start it.
    if (checked === 'not_started') {
      const text = request.ctx.t('promotions.timerNotStarted');
      return answer(reply, 200, { error: text, code: 'soul_timer_not_started', message: text, data: { status: 200 } });
    }
    return answer(reply, 200, checked);
  });

  app.post('/wp-json/soul/v1/timers/start', async (request, reply) => {
    const params = { ...(request.query as object), ...(request.body && typeof request.body === 'object' ? request.body : {}) };
    const parsed = timerStartRequestSchema.safeParse(params);
    if (!parsed.success) return refuse(reply, 400, 'rest_invalid_param', request.ctx.t('promotions.timerServiceError'));
    const started = await services.timers.start(owner(request, reply), parsed.data.timerId, parsed.data.timer, request.ip);
    if (started === 'rate_limited') return refuse(reply, 429, 'soul_timer_rate_limited', request.ctx.t('promotions.counterServiceError'));
    if (started === 'server_only') return refuse(reply, 400, 'rest_invalid_param', request.ctx.t('promotions.timerServiceError'));
    return answer(reply, 200, started);
  });
}
