import {
  adminOrderNoteSchema,
  adminOrderQuerySchema,
  adminOrderRefundSchema,
  adminOrderTransitionSchema,
  packingSlipQuerySchema,
  parseDbId,
  type OrderStatus,
} from '@soul/contracts';
import type { FastifyInstance } from 'fastify';
import { accessGuards } from '../../../../http/guards.ts';
import { parseParams } from '../../../../http/parse-params.ts';
import { fail, failWith } from '../../../../http/problem-error.ts';
import { sendDocument } from '../../../../http/send-file.ts';
import { sendPage } from '../../../../http/send-page.ts';
import { serializeAdminOrderDetail, serializeAdminOrderRow, serializeOrderNote } from '../../../../serializers/admin-order.serializer.ts';
import type { AppServices } from '../../../../services/app-services.ts';

/**
 * The back office's orders (issue 21; docs/architecture.md, admin routes),
 * for administrators and shop managers: the list (paging, sort, search by
 * number, name or e-mail; status (several), date range, payment method,
 * customer and "to ship" filters), the detail (lines, totals, addresses,
 * payments and refunds, notes, timeline, documents, tracking), status
 * transitions along the domain's map, notes (private, or mailed to the
 * customer), refunds through the gateway that charged, the packing slip.
 */
export function registerAdminOrderRoutes(app: FastifyInstance, services: AppServices): void {
  const guards = accessGuards(services.nonces);
  const orders = services.adminOrders;
  const idOf = (raw: string) => parseDbId(raw) ?? fail('orderNotFound');

  app.get('/wp-json/soul/v1/admin/orders', { preHandler: guards.backOffice }, async (request, reply) => {
    const query = parseParams(adminOrderQuerySchema, request.query);
    const listed = await orders.list({
      page: query.page,
      perPage: query.per_page,
      orderby: query.orderby,
      order: query.order,
      search: query.search && query.search.length > 0 ? query.search : null,
      statuses: query.status ? (query.status.split(',').map((s) => s.trim()) as OrderStatus[]) : [],
      after: query.after ?? null,
      before: query.before ?? null,
      paymentMethod: query.payment_method && query.payment_method.length > 0 ? query.payment_method : null,
      customerId: query.customer ?? null,
      toShip: query.to_ship === undefined ? null : query.to_ship === 'true',
    });
    return sendPage(reply, listed.rows.map(serializeAdminOrderRow), listed.total, query.per_page);
  });

  app.get<{ Params: { id: string } }>('/wp-json/soul/v1/admin/orders/:id', { preHandler: guards.backOffice }, async (request, reply) => {
    const found = await orders.detail(idOf(request.params.id));
    if (!found) fail('orderNotFound');
    return reply.header('Cache-Control', 'no-store').send(serializeAdminOrderDetail(found));
  });

  app.post<{ Params: { id: string } }>(
    '/wp-json/soul/v1/admin/orders/:id/transitions',
    { preHandler: guards.backOfficeWrite },
    async (request, reply) => {
      const id = idOf(request.params.id);
      const body = parseParams(adminOrderTransitionSchema, request.body);
      const moved = await orders.transition(id, request.visitor.userId, {
        to: body.to,
        carrier: body.carrier,
        trackingNumber: body.tracking_number,
        note: body.note,
      });
      if (!moved.ok) failWith(moved.problem);
      return reply.header('Cache-Control', 'no-store').send(serializeAdminOrderDetail(moved.value));
    },
  );

  app.post<{ Params: { id: string } }>(
    '/wp-json/soul/v1/admin/orders/:id/notes',
    { preHandler: guards.backOfficeWrite },
    async (request, reply) => {
      const id = idOf(request.params.id);
      const body = parseParams(adminOrderNoteSchema, request.body);
      const added = await orders.addNote(id, request.visitor.userId, body.note, body.to_customer);
      if (!added.ok) failWith(added.problem);
      return reply.status(201).header('Cache-Control', 'no-store').send(serializeOrderNote(added.value));
    },
  );

  app.post<{ Params: { id: string } }>(
    '/wp-json/soul/v1/admin/orders/:id/refunds',
    { preHandler: guards.backOfficeWrite },
    async (request, reply) => {
      const id = idOf(request.params.id);
      const body = parseParams(adminOrderRefundSchema, request.body);
      const refunded = await orders.refund(id, request.visitor.userId, {
        amount: body.amount_cents,
        reason: body.reason,
        lines: body.lines,
      });
      if (!refunded.ok) failWith(refunded.problem);
      // No answer from the gateway yet: 202, the refund shows as pending; reconciliation records the answer.
      return reply
        .status(refunded.value.pending ? 202 : 201)
        .header('Cache-Control', 'no-store')
        .send(serializeAdminOrderDetail(refunded.value.detail));
    },
  );

  app.get<{ Params: { id: string } }>(
    '/wp-json/soul/v1/admin/orders/:id/packing-slip',
    { preHandler: guards.backOffice },
    async (request, reply) => {
      const id = idOf(request.params.id);
      const query = parseParams(packingSlipQuerySchema, request.query);
      const slip = await orders.packingSlip(id, query.lang ?? null);
      if (!slip) fail('orderNotFound');
      return sendDocument(reply, slip.pdf, {
        contentType: 'application/pdf',
        filename: `packing-slip-${slip.orderId}-${slip.language}.pdf`,
        download: false,
      });
    },
  );
}
