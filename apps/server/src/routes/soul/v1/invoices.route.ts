import { adminActorOf } from '@soul/domain/audit/admin-audit';
import { invoiceSettingsSchema } from '@soul/contracts';
import type { FastifyInstance } from 'fastify';
import { accessGuards } from '../../../http/guards.ts';
import { parseParams } from '../../../http/parse-params.ts';
import { fail } from '../../../http/problem-error.ts';
import { sendDocument } from '../../../http/send-file.ts';
import type { AppServices } from '../../../services/app-services.ts';
import { visibleOrder } from './order-reader.ts';

/**
 * GET /wp-json/soul/v1/invoice/{id} (account §7): the order's PDF invoice,
 * for whoever may see the order (`?download=1` as an attachment). The
 * shop-wide invoice settings (account §2's modal) are kept by the back office
 * (administrators and shop managers: invoice settings are not payment settings).
 */
export function registerInvoiceRoutes(app: FastifyInstance, services: AppServices): void {
  const guards = accessGuards(services.nonces);

  app.get<{ Params: { id: string }; Querystring: { download?: string } }>(
    '/wp-json/soul/v1/invoice/:id',
    { preHandler: guards.signedIn },
    async (request, reply) => {
      const order = await visibleOrder(request, services, request.params.id);
      if (!services.invoices.hasInvoice(order)) fail('invoiceUnavailable');
      const file = await services.invoices.file(order);
      if (!file) fail('invoiceUnavailable');
      await services.accountEvents.viewed(request.visitor, 'invoice', order.id);
      return sendDocument(reply, file.pdf, {
        contentType: 'application/pdf',
        filename: file.filename,
        download: request.query.download === '1',
      });
    },
  );

  app.get('/wp-json/soul/v1/invoice-settings', { preHandler: guards.backOffice }, async (_request, reply) =>
    reply.header('Cache-Control', 'no-store').send(await services.invoices.settings()),
  );

  app.post('/wp-json/soul/v1/invoice-settings', { preHandler: guards.backOfficeWrite }, async (request, reply) => {
    const settings = parseParams(invoiceSettingsSchema, request.body);
    await services.invoices.saveSettings(settings, adminActorOf(request.visitor));
    return reply.header('Cache-Control', 'no-store').send(await services.invoices.settings());
  });
}
