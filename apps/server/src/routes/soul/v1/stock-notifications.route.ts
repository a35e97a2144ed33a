import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ApiError } from '../../../http/api-error.ts';
import { requestLanguage } from '../../../http/language.ts';
import { checkRestNonce } from '../../../http/rest-nonce.ts';
import { translator } from '../../../i18n.ts';
import type { AppServices } from '../../../services/app-services.ts';

const EMAIL_MAX = 200;
const signUpSchema = z.object({
  email: z.string().trim().optional(),
  newsletterConsent: z.union([z.boolean(), z.enum(['true', 'false', '1', '0'])]).optional(),
  productId: z.coerce.number().int().positive().optional(),
});

/**
 * POST /wp-json/soul/v1/stock-notifications — the back-in-stock sign-up
 * (storefront §2, §5): e-mail required, at most 200 characters, an e-mail's
 * shape; one sign-up per e-mail and product ('Email already used').
 */
export function registerStockNotificationRoute(app: FastifyInstance, services: AppServices): void {
  app.post('/wp-json/soul/v1/stock-notifications', async (request, reply) => {
    const language = requestLanguage(request);
    const t = translator(language);
    checkRestNonce(request, services, t);
    const parsed = signUpSchema.safeParse(request.body ?? {});
    if (!parsed.success) throw new ApiError('rest_invalid_param', t('errors.invalidParam', { params: 'request' }), 400);
    const { email, newsletterConsent, productId } = parsed.data;
    if (!productId) throw new ApiError('soul_missing_product_id', t('stockNotification.productRequired'), 400);
    if (!email) throw new ApiError('soul_no_email', t('stockNotification.noEmail'), 400);
    if (email.length > EMAIL_MAX || !z.email().safeParse(email).success) {
      throw new ApiError('rest_invalid_param', t('stockNotification.emailFormat'), 400, { params: { email: t('stockNotification.emailFormat') } });
    }
    const products = await services.catalogue.domainProducts([productId], language);
    if (!products.has(productId)) throw new ApiError('soul_product_not_found', t('stockNotification.productNotFound'), 404);
    const added = await services.stockNotifications.add({
      productId,
      email,
      newsletterConsent: newsletterConsent === undefined ? true : newsletterConsent === true || newsletterConsent === 'true' || newsletterConsent === '1',
      lang: language,
    });
    if (!added) throw new ApiError('soul_email_already_used', t('stockNotification.emailAlreadyUsed'), 409);
    return reply.status(201).send({ success: true, message: t('stockNotification.subscribed') });
  });
}
