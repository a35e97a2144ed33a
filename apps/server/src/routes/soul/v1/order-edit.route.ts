import { addOrderItemBodySchema, updateOrderBodySchema } from '@soul/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ApiError } from '../../../http/api-error.ts';
import { requestLanguage } from '../../../http/language.ts';
import { parseParams } from '../../../http/parse-params.ts';
import { checkRestNonce } from '../../../http/rest-nonce.ts';
import { translator, type Translate } from '../../../i18n.ts';
import { serializeAccountOrder } from '../../../serializers/account-order.serializer.ts';
import { orderAbilities } from '../../../services/accounts/order-access.ts';
import type { AppServices } from '../../../services/app-services.ts';
import type { OrderEditAnswer } from '../../../services/orders/order-edit.service.ts';
import { cancelError, visibleOrder } from './order-reader.ts';

/**
 * POST /wp-json/soul/v1/update-order and /add-order-item (account §4, §7):
 * editing an order the reader may see, with permission_edit_orders, while
 * its status allows. The answer is the order as it now is.
 */
export function registerOrderEditRoutes(app: FastifyInstance, services: AppServices): void {
  /** Checks who asks (signed in, nonce, may see the order, may edit orders) before anything is read from the body's lines. */
  const editableOrder = async (request: FastifyRequest, id: number, t: Translate) => {
    if (!request.visitor.userId) throw new ApiError('rest_not_logged_in', t('errors.notLoggedIn'), 401);
    checkRestNonce(request, services, t);
    const order = await visibleOrder(request, services, id, t);
    if (!request.visitor.permissions.permission_edit_orders) throw new ApiError('rest_forbidden', t('errors.forbidden'), 403);
    return order;
  };

  const answer = async (request: FastifyRequest, reply: FastifyReply, orderId: number, outcome: OrderEditAnswer, t: Translate) => {
    let pending = outcome.ok && 'pending' in outcome;
    // Saving an order as it was is no change, and no error either.
    if (!outcome.ok && outcome.reason !== 'nothing_changed') {
      if (outcome.reason === 'cancel') {
        const order = await services.orders.find(orderId);
        const cancelled = order ? await services.cancellations.cancel(order, request.visitor.userId) : { ok: false as const, reason: 'not_cancellable' as const };
        if (!cancelled.ok) throw cancelled.reason === 'not_cancellable' ? new ApiError('soul_order_not_editable', t('errors.orderNotEditable'), 409) : cancelError(cancelled.reason, t);
        pending = 'pending' in cancelled;
      } else {
        throw editError(outcome, t);
      }
    }
    const order = await services.orders.find(orderId);
    if (!order) throw new ApiError('soul_order_not_found', t('errors.orderNotFound'), 404);
    // The money was sent and its answer is not in yet: 202 with the order as it stands; reconciliation finishes the edit.
    return reply.status(pending ? 202 : 200).header('Cache-Control', 'no-store').send(serializeAccountOrder(order, t, orderAbilities(request.visitor, order, requestLanguage(request))));
  };

  app.post('/wp-json/soul/v1/update-order', async (request, reply) => {
    const t = translator(requestLanguage(request));
    const body = parseParams(updateOrderBodySchema, request.body, t);
    const order = await editableOrder(request, body.id, t);
    const outcome = await services.orderEdits.update(order, request.visitor.userId, body.line_items);
    return answer(request, reply, order.id, outcome, t);
  });

  app.post('/wp-json/soul/v1/add-order-item', async (request, reply) => {
    const t = translator(requestLanguage(request));
    const body = parseParams(addOrderItemBodySchema, request.body, t);
    const order = await editableOrder(request, body.id, t);
    const outcome = await services.orderEdits.addItems(order, request.visitor.userId, body.data.order.line_items);
    return answer(request, reply, order.id, outcome, t);
  });
}

function editError(outcome: Exclude<OrderEditAnswer, { ok: true } | { reason: 'cancel' | 'nothing_changed' }>, t: Translate): ApiError {
  switch (outcome.reason) {
    case 'busy':
      return new ApiError('soul_order_busy', t('errors.orderBusy'), 409);
    case 'moved_on':
      return new ApiError('soul_order_not_editable', t('errors.orderMovedOn'), 409);
    case 'not_found':
      return new ApiError('soul_order_not_found', t('errors.orderNotFound'), 404);
    case 'not_editable':
      return new ApiError('soul_order_not_editable', t('errors.orderNotEditable'), 409);
    case 'product_unavailable':
      return new ApiError('soul_product_unavailable', t('errors.productUnavailable'), 404);
    case 'stock':
      return new ApiError('soul_insufficient_stock', t('errors.orderEditStock', { name: outcome.productName }), 409);
    case 'declined':
      return new ApiError('soul_payment_declined', t('errors.orderEditDeclined'), 402, { decline_code: outcome.code });
    case 'refund_failed':
      return new ApiError('soul_refund_failed', t('errors.orderEditRefundFailed'), 502);
    case 'unknown_line':
    case 'bundle_item':
    case 'duplicate_line':
      return new ApiError('rest_invalid_param', t('errors.invalidParam', { params: 'line_items' }), 400, { params: { line_items: t('errors.orderEditLines') } });
  }
}
