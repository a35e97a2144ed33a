import { dbIdSchema } from '@soul/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { fail, failWith } from '../../../http/problem-error.ts';
import { accessGuards } from '../../../http/guards.ts';
import type { AppServices } from '../../../services/app-services.ts';

const signUpSchema = z.object({
  email: z.string().trim().optional(),
  newsletterConsent: z.union([z.boolean(), z.enum(['true', 'false', '1', '0'])]).optional(),
  productId: z.optional(dbIdSchema),
});

/**
 * POST /wp-json/soul/v1/stock-notifications — the back-in-stock sign-up
 * (storefront §2, §5), open to guests with the page's REST nonce.
 */
export function registerStockNotificationRoute(app: FastifyInstance, services: AppServices): void {
  app.post('/wp-json/soul/v1/stock-notifications', { preHandler: accessGuards(services.nonces).restNonce }, async (request, reply) => {
    const parsed = signUpSchema.safeParse(request.body ?? {});
    if (!parsed.success) fail('invalidParam', { params: 'request' });
    const { email, newsletterConsent, productId } = parsed.data;
    const consent =
      newsletterConsent === undefined ? true : newsletterConsent === true || newsletterConsent === 'true' || newsletterConsent === '1';
    const { language, t, requestId } = request.ctx;
    const signed = await services.stockNotifications.signUp(
      { productId, email, newsletterConsent: consent },
      {
        language,
        t,
        requestId,
        sessionToken: request.visitor.sessionToken ?? '',
        page: String(request.headers.referer ?? '').slice(0, 500),
      },
    );
    if (!signed.ok) failWith(signed.problem);
    return reply.status(201).send({ success: true, message: request.ctx.t('stockNotification.subscribed') });
  });
}
