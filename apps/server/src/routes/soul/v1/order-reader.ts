import type { OrderScope, StoredOrder } from '@soul/domain/orders/stored-order';
import type { FastifyRequest } from 'fastify';
import { failWith } from '../../../http/problem-error.ts';
import type { AppServices } from '../../../services/app-services.ts';

/** The orders the signed-in reader may see, or the route stops: 401 for guests, 403 without permission_view_orders. */
export async function readerScope(request: FastifyRequest, services: AppServices): Promise<OrderScope> {
  const answer = await services.accountOrders.scope(request.visitor);
  return answer.ok ? answer.scope : failWith(answer.problem);
}

/** The order with this id if the reader may see it, or the route stops with the same 404 for unknown and foreign ids. */
export async function visibleOrder(request: FastifyRequest, services: AppServices, id: unknown): Promise<StoredOrder> {
  const answer = await services.accountOrders.visible(request.visitor, id);
  return answer.ok ? answer.order : failWith(answer.problem);
}
