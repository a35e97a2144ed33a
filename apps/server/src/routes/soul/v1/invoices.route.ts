import { invoiceSettingsSchema } from '@soul/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError } from '../../../http/api-error.ts';
import { requestLanguage } from '../../../http/language.ts';
import { parseParams } from '../../../http/parse-params.ts';
import { checkRestNonce } from '../../../http/rest-nonce.ts';
import { sendDocument } from '../../../http/send-file.ts';
import { translator, type Translate } from '../../../i18n.ts';
import type { AppServices } from '../../../services/app-services.ts';
import { visibleOrder } from './order-reader.ts';

/**
 * GET /wp-json/soul/v1/invoice/{id} (account §7): the order's PDF invoice,
 * for whoever may see the order (`?download=1` as an attachment). The
 * shop-wide invoice settings (account §2's modal) are kept by administrators.
 */
export function registerInvoiceRoutes(app: FastifyInstance, services: AppServices): void {
  app.get<{ Params: { id: string }; Querystring: { download?: string } }>('/wp-json/soul/v1/invoice/:id', async (request, reply) => {
    const t = translator(requestLanguage(request));
    const order = await visibleOrder(request, services, request.params.id, t);
    if (!services.invoices.hasInvoice(order)) throw new ApiError('soul_invoice_unavailable', t('errors.invoiceUnavailable'), 404);
    const file = await services.invoices.file(order);
    return sendDocument(reply, file.pdf, { contentType: 'application/pdf', filename: file.filename, download: request.query.download === '1' });
  });

  const administrator = (request: FastifyRequest, t: Translate) => {
    if (!request.visitor.userId) throw new ApiError('rest_not_logged_in', t('errors.notLoggedIn'), 401);
    if (request.visitor.role !== 'administrator') throw new ApiError('rest_forbidden', t('errors.forbidden'), 403);
  };

  app.get('/wp-json/soul/v1/invoice-settings', async (request, reply) => {
    const t = translator(requestLanguage(request));
    administrator(request, t);
    return reply.header('Cache-Control', 'no-store').send(await services.invoices.settings());
  });

  app.post('/wp-json/soul/v1/invoice-settings', async (request, reply) => {
    const t = translator(requestLanguage(request));
    administrator(request, t);
    checkRestNonce(request, services, t);
    const settings = parseParams(invoiceSettingsSchema, request.body, t);
    await services.invoices.saveSettings(settings, request.visitor.userId);
    return reply.header('Cache-Control', 'no-store').send(await services.invoices.settings());
  });
}
