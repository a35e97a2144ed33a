import { CONTACT_MESSAGES_PER_HOUR, contactBodySchema } from '@soul/contracts';
import type { FastifyInstance } from 'fastify';
import { ApiError } from '../../../http/api-error.ts';
import { requestLanguage } from '../../../http/language.ts';
import { parseParams } from '../../../http/parse-params.ts';
import { checkRestNonce } from '../../../http/rest-nonce.ts';
import { translator } from '../../../i18n.ts';
import type { AppServices } from '../../../services/app-services.ts';
import { contactMail } from '../../../services/mail/contact-mail.ts';
import { visibleOrder } from './order-reader.ts';

const HOUR_SECONDS = 60 * 60;

/**
 * POST /wp-json/soul/v1/contact (account §2 "Contact"): a signed-in
 * customer's message, kept and mailed to the shop's mailbox (SHOP_EMAIL)
 * with replies going back to the customer. A few messages an hour per account.
 */
export function registerContactRoute(app: FastifyInstance, services: AppServices): void {
  app.post('/wp-json/soul/v1/contact', async (request, reply) => {
    const language = requestLanguage(request);
    const t = translator(language);
    if (!request.visitor.userId) throw new ApiError('rest_not_logged_in', t('errors.notLoggedIn'), 401);
    checkRestNonce(request, services, t);
    const body = parseParams(contactBodySchema, request.body, t);
    // An order named in the message must be one the sender may see.
    if (body.order_id) await visibleOrder(request, services, body.order_id, t);
    if ((await services.contact.sentSince(request.visitor.userId, HOUR_SECONDS)) >= CONTACT_MESSAGES_PER_HOUR) {
      throw new ApiError('soul_too_many_messages', t('contact.tooMany', { count: CONTACT_MESSAGES_PER_HOUR }), 429);
    }
    const user = await services.users.findById(request.visitor.userId);
    const from = { name: `${user?.firstName ?? ''} ${user?.lastName ?? ''}`.trim() || (user?.email ?? ''), email: user?.email ?? '' };
    await services.contact.record(
      { userId: request.visitor.userId, orderId: body.order_id ?? null, subject: body.subject, message: body.message, language },
      (messageId) => contactMail({ messageId, shopEmail: services.config.shopEmail, from, subject: body.subject, message: body.message, orderId: body.order_id ?? null, language }, translator('en')),
    );
    services.nudgeWorker();
    return reply.header('Cache-Control', 'no-store').send({ success: true, message: t('contact.sent') });
  });
}
