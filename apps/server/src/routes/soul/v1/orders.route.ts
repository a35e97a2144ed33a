import { orderListQuerySchema } from '@soul/contracts';
import type { FastifyInstance } from 'fastify';
import { accessGuards } from '../../../http/guards.ts';
import { parseParams } from '../../../http/parse-params.ts';
import { failWith } from '../../../http/problem-error.ts';
import { sendPage } from '../../../http/send-page.ts';
import { serializeAccountOrder } from '../../../serializers/account-order.serializer.ts';
import type { AppServices } from '../../../services/app-services.ts';
import { cancelProblem } from '../../../services/orders/order-cancellation.ts';
import { readerScope, visibleOrder } from './order-reader.ts';

/**
 * GET /wp-json/soul/v1/orders and /orders/{id} (account §2, §7): the orders
 * the signed-in reader may see. Unknown and foreign ids answer the same 404.
 */
export function registerAccountOrderRoutes(app: FastifyInstance, services: AppServices): void {
  const guards = accessGuards(services.nonces);

  app.get('/wp-json/soul/v1/orders', async (request, reply) => {
    const { visitor, language, t } = request.ctx;
    const scope = await readerScope(request, services);
    const query = parseParams(orderListQuerySchema, request.query);
    const { orders, total } = await services.accountOrders.list(scope, query, { t, language });
    return sendPage(
      reply,
      orders.map((order) => serializeAccountOrder(order, t, services.accountOrders.abilities(visitor, order, language))),
      total,
      query.per_page,
    );
  });

  // "Sent as a read" (account §7), but it changes the order: it needs the REST nonce like every write.
  app.get<{ Params: { id: string } }>('/wp-json/soul/v1/cancel-order/:id', { preHandler: guards.signedInWrite }, async (request, reply) => {
    const { visitor, language, t } = request.ctx;
    const order = await visibleOrder(request, services, request.params.id);
    const outcome = await services.cancellations.cancel(order, visitor.userId);
    if (!outcome.ok) failWith(cancelProblem(outcome.reason));
    const cancelled = (await services.accountOrders.find(order.id)) ?? order;
    // Refunds sent, answer not in yet: 202 with the order as it stands; reconciliation finishes the cancellation.
    return reply
      .status('pending' in outcome ? 202 : 200)
      .header('Cache-Control', 'no-store')
      .send(serializeAccountOrder(cancelled, t, services.accountOrders.abilities(visitor, cancelled, language)));
  });

  app.get<{ Params: { id: string } }>('/wp-json/soul/v1/orders/:id', async (request, reply) => {
    const { visitor, language, t } = request.ctx;
    const order = await visibleOrder(request, services, request.params.id);
    await services.accountEvents.viewed(visitor, 'order', order.id);
    return reply
      .header('Cache-Control', 'no-store')
      .send(serializeAccountOrder(order, t, services.accountOrders.abilities(visitor, order, language)));
  });
}
