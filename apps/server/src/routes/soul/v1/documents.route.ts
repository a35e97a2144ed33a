import { dbIdSchema, documentListQuerySchema } from '@soul/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod/mini';
import { accessGuards } from '../../../http/guards.ts';
import { parseParams } from '../../../http/parse-params.ts';
import { fail } from '../../../http/problem-error.ts';
import { sendDocument } from '../../../http/send-file.ts';
import { sendPage } from '../../../http/send-page.ts';
import { serializeAccountDocument } from '../../../serializers/account-document.serializer.ts';
import type { AppServices } from '../../../services/app-services.ts';
import { readerScope, visibleOrder } from './order-reader.ts';

const documentParamsSchema = z.object({ id: dbIdSchema });

/**
 * GET /wp-json/soul/v1/documents (account §2 "Documents"): the invoices and
 * credit notes of the orders the reader may see (their own; a director's
 * company's; everything for administrators), newest first, paged.
 * GET /documents/{id}: one of them as PDF (`?download=1` as an attachment);
 * a document of an order the reader may not see answers like an unknown one.
 */
export function registerDocumentRoutes(app: FastifyInstance, services: AppServices): void {
  const guards = accessGuards(services.nonces);

  app.get('/wp-json/soul/v1/documents', { preHandler: guards.signedIn }, async (request, reply) => {
    const scope = await readerScope(request, services);
    const query = parseParams(documentListQuerySchema, request.query);
    const { rows, total } = await services.invoices.list(scope, {
      offset: (query.page - 1) * query.per_page,
      limit: query.per_page,
      orderId: query.order_id,
    });
    return sendPage(reply, rows.map(serializeAccountDocument), total, query.per_page);
  });

  app.get<{ Params: { id: string }; Querystring: { download?: string } }>(
    '/wp-json/soul/v1/documents/:id',
    { preHandler: guards.signedIn },
    async (request, reply) => {
      // Without permission_view_orders: 403 whatever the id, as for the other order routes.
      await readerScope(request, services);
      const { id } = parseParams(documentParamsSchema, request.params);
      const document = await services.invoices.document(id);
      if (!document) fail('invoiceUnavailable');
      await visibleOrder(request, services, document.orderId);
      const file = await services.invoices.render(document);
      return sendDocument(reply, file.pdf, {
        contentType: 'application/pdf',
        filename: file.filename,
        download: request.query.download === '1',
      });
    },
  );
}
