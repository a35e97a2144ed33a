import { orderListQuerySchema } from '@soul/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError } from '../../../http/api-error.ts';
import { requestLanguage } from '../../../http/language.ts';
import { translator, type Translate } from '../../../i18n.ts';
import { serializeAccountOrder } from '../../../serializers/account-order.serializer.ts';
import { checkRestNonce } from '../../../http/rest-nonce.ts';
import { inScope, orderAbilities, orderScopeOf } from '../../../services/accounts/order-access.ts';
import { cancelOrderForCustomer } from '../../../services/orders/order-cancellation.ts';
import type { AppServices } from '../../../services/app-services.ts';

/**
 * GET /wp-json/soul/v1/orders and /orders/{id} (account §2, §7): the orders
 * the signed-in reader may see. Unknown and foreign ids answer the same 404.
 */
export function registerAccountOrderRoutes(app: FastifyInstance, services: AppServices): void {
  const scopeFor = async (request: FastifyRequest, t: Translate) => {
    if (!request.visitor.userId) throw new ApiError('rest_not_logged_in', t('errors.notLoggedIn'), 401);
    const scope = await orderScopeOf(request.visitor, services.orders);
    if (!scope) throw new ApiError('rest_forbidden', t('errors.forbidden'), 403);
    return scope;
  };

  app.get('/wp-json/soul/v1/orders', async (request, reply) => {
    const t = translator(requestLanguage(request));
    const scope = await scopeFor(request, t);
    const parsed = orderListQuerySchema.safeParse(request.query ?? {});
    if (!parsed.success) {
      const names = [...new Set(parsed.error.issues.map((i) => String(i.path[0] ?? 'request')))];
      throw new ApiError('rest_invalid_param', t('errors.invalidParam', { params: names.join(', ') }), 400);
    }
    const { orders, total } = await services.orders.list(scope, parsed.data);
    return reply
      .header('X-WP-Total', String(total))
      .header('X-WP-TotalPages', String(Math.ceil(total / parsed.data.per_page)))
      .header('Cache-Control', 'no-store')
      .send(orders.map((order) => serializeAccountOrder(order, t, orderAbilities(request.visitor, order))));
  });

  /** The order with this id if the reader may see it; the same 404 for unknown and foreign ids. */
  const visibleOrder = async (request: FastifyRequest, id: string, t: Translate) => {
    const scope = await scopeFor(request, t);
    const number = Number.parseInt(id, 10);
    const order = Number.isSafeInteger(number) && number > 0 ? await services.orders.find(number) : null;
    if (!order || !inScope(scope, order.userId)) throw new ApiError('soul_order_not_found', t('errors.orderNotFound'), 404);
    return order;
  };

  // "Sent as a read" (account §7), but it changes the order: it needs the REST nonce like every write.
  app.get<{ Params: { id: string } }>('/wp-json/soul/v1/cancel-order/:id', async (request, reply) => {
    const t = translator(requestLanguage(request));
    if (!request.visitor.userId) throw new ApiError('rest_not_logged_in', t('errors.notLoggedIn'), 401);
    checkRestNonce(request, services, t);
    const order = await visibleOrder(request, request.params.id, t);
    const outcome = await cancelOrderForCustomer(services, order);
    if (!outcome.ok && outcome.reason === 'not_cancellable') throw new ApiError('soul_order_not_cancellable', t('errors.orderNotCancellable'), 409);
    if (!outcome.ok) throw new ApiError('soul_refund_failed', t('errors.refundFailed'), 502);
    const cancelled = await services.orders.find(order.id);
    return reply.header('Cache-Control', 'no-store').send(serializeAccountOrder(cancelled ?? order, t, orderAbilities(request.visitor, cancelled ?? order)));
  });

  app.get<{ Params: { id: string } }>('/wp-json/soul/v1/orders/:id', async (request, reply) => {
    const t = translator(requestLanguage(request));
    const order = await visibleOrder(request, request.params.id, t);
    return reply.header('Cache-Control', 'no-store').send(serializeAccountOrder(order, t, orderAbilities(request.visitor, order)));
  });
}
