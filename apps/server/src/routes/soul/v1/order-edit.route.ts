import { addOrderItemBodySchema, updateOrderBodySchema } from '@soul/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { accessGuards } from '../../../http/guards.ts';
import { parseParams } from '../../../http/parse-params.ts';
import { failWith } from '../../../http/problem-error.ts';
import { serializeAccountOrder } from '../../../serializers/account-order.serializer.ts';
import type { AppServices } from '../../../services/app-services.ts';
import type { OrderEditAnswer } from '../../../services/orders/order-edit.service.ts';
import { visibleOrder } from './order-reader.ts';

/**
 * POST /wp-json/soul/v1/update-order and /add-order-item (account §4, §7):
 * editing an order the reader may see, with permission_edit_orders, while
 * its status allows. The answer is the order as it now is.
 */
export function registerOrderEditRoutes(app: FastifyInstance, services: AppServices): void {
  const guards = accessGuards(services.nonces);

  /** The order as it now stands; 202 while the money's answer is awaited (reconciliation finishes the edit). */
  const answer = (request: FastifyRequest, reply: FastifyReply, outcome: OrderEditAnswer) => {
    if (!outcome.ok) failWith(outcome.problem);
    const { visitor, language, t } = request.ctx;
    return reply
      .status(outcome.pending ? 202 : 200)
      .header('Cache-Control', 'no-store')
      .send(serializeAccountOrder(outcome.order, t, services.accountOrders.abilities(visitor, outcome.order, language)));
  };

  app.post('/wp-json/soul/v1/update-order', { preHandler: guards.signedInWrite }, async (request, reply) => {
    const body = parseParams(updateOrderBodySchema, request.body);
    const order = await visibleOrder(request, services, body.id);
    return answer(request, reply, await services.orderEdits.update(order, request.visitor, body.line_items));
  });

  app.post('/wp-json/soul/v1/add-order-item', { preHandler: guards.signedInWrite }, async (request, reply) => {
    const body = parseParams(addOrderItemBodySchema, request.body);
    const order = await visibleOrder(request, services, body.id);
    return answer(request, reply, await services.orderEdits.addItems(order, request.visitor, body.data.order.line_items));
  });
}
