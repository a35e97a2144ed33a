import { parseDbId } from '@soul/contracts';
import type { OrderScope, StoredOrder } from '@soul/db';
import type { FastifyRequest } from 'fastify';
import { ApiError } from '../../../http/api-error.ts';
import type { Translate } from '../../../i18n.ts';
import { inScope, orderScopeOf } from '../../../services/accounts/order-access.ts';
import type { AppServices } from '../../../services/app-services.ts';

/** The orders the signed-in reader may see: 401 for guests, 403 without permission_view_orders. */
export async function readerScope(request: FastifyRequest, services: AppServices, t: Translate): Promise<OrderScope> {
  if (!request.visitor.userId) throw new ApiError('rest_not_logged_in', t('errors.notLoggedIn'), 401);
  const scope = await orderScopeOf(request.visitor, services.orders);
  if (!scope) throw new ApiError('rest_forbidden', t('errors.forbidden'), 403);
  return scope;
}

/** The order with this id if the reader may see it; the same 404 for unknown and foreign ids. */
export async function visibleOrder(request: FastifyRequest, services: AppServices, id: unknown, t: Translate): Promise<StoredOrder> {
  const scope = await readerScope(request, services, t);
  const number = parseDbId(id);
  const order = number === null ? null : await services.orders.find(number);
  if (!order || !inScope(scope, order.userId)) throw new ApiError('soul_order_not_found', t('errors.orderNotFound'), 404);
  return order;
}

/** Why a cancellation was refused, as the API says it (the cancel route, and an edit that leaves nothing). */
export function cancelError(reason: 'not_cancellable' | 'refund_failed' | 'busy' | 'payment_in_flight', t: Translate): ApiError {
  switch (reason) {
    case 'not_cancellable':
      return new ApiError('soul_order_not_cancellable', t('errors.orderNotCancellable'), 409);
    case 'busy':
      return new ApiError('soul_order_busy', t('errors.orderBusy'), 409);
    case 'payment_in_flight':
      return new ApiError('soul_payment_in_flight', t('errors.paymentInFlight'), 409);
    case 'refund_failed':
      return new ApiError('soul_refund_failed', t('errors.refundFailed'), 502);
  }
}
