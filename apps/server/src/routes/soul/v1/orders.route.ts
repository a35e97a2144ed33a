import { orderListQuerySchema } from '@soul/contracts';
import type { FastifyInstance } from 'fastify';
import { ApiError } from '../../../http/api-error.ts';
import { requestLanguage } from '../../../http/language.ts';
import { translator } from '../../../i18n.ts';
import { serializeAccountOrder } from '../../../serializers/account-order.serializer.ts';
import { checkRestNonce } from '../../../http/rest-nonce.ts';
import { parseParams } from '../../../http/parse-params.ts';
import { sendPage } from '../../../http/send-page.ts';
import { orderAbilities } from '../../../services/accounts/order-access.ts';
import { cancelError, readerScope, visibleOrder } from './order-reader.ts';
import { paymentMethodsByName } from '../../../services/orders/payment-method-order.ts';
import type { AppServices } from '../../../services/app-services.ts';

/**
 * GET /wp-json/soul/v1/orders and /orders/{id} (account §2, §7): the orders
 * the signed-in reader may see. Unknown and foreign ids answer the same 404.
 */
export function registerAccountOrderRoutes(app: FastifyInstance, services: AppServices): void {
  app.get('/wp-json/soul/v1/orders', async (request, reply) => {
    const language = requestLanguage(request);
    const t = translator(language);
    const scope = await readerScope(request, services, t);
    const query = parseParams(orderListQuerySchema, request.query, t);
    const { orders, total } = await services.orders.list(scope, query, { paymentMethodOrder: paymentMethodsByName(t, language) });
    return sendPage(reply, orders.map((order) => serializeAccountOrder(order, t, orderAbilities(request.visitor, order, requestLanguage(request)))), total, query.per_page);
  });

  // "Sent as a read" (account §7), but it changes the order: it needs the REST nonce like every write.
  app.get<{ Params: { id: string } }>('/wp-json/soul/v1/cancel-order/:id', async (request, reply) => {
    const t = translator(requestLanguage(request));
    if (!request.visitor.userId) throw new ApiError('rest_not_logged_in', t('errors.notLoggedIn'), 401);
    checkRestNonce(request, services, t);
    const order = await visibleOrder(request, services, request.params.id, t);
    const outcome = await services.cancellations.cancel(order, request.visitor.userId);
    if (!outcome.ok) throw cancelError(outcome.reason, t);
    const cancelled = (await services.orders.find(order.id)) ?? order;
    // Refunds sent, answer not in yet: 202 with the order as it stands; reconciliation finishes the cancellation.
    return reply.status('pending' in outcome ? 202 : 200).header('Cache-Control', 'no-store')
      .send(serializeAccountOrder(cancelled, t, orderAbilities(request.visitor, cancelled, requestLanguage(request))));
  });

  app.get<{ Params: { id: string } }>('/wp-json/soul/v1/orders/:id', async (request, reply) => {
    const t = translator(requestLanguage(request));
    const order = await visibleOrder(request, services, request.params.id, t);
    return reply.header('Cache-Control', 'no-store').send(serializeAccountOrder(order, t, orderAbilities(request.visitor, order, requestLanguage(request))));
  });
}
