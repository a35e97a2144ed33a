import { checkoutOrderRequestSchema } from '@soul/contracts';
import type { FastifyInstance } from 'fastify';
import { fail, failWith } from '../../../http/problem-error.ts';
import { parseParams } from '../../../http/parse-params.ts';
import { serializeStoreOrder } from '../../../serializers/store-order.serializer.ts';
import type { AppServices } from '../../../services/app-services.ts';
import { cardFrom } from '../../../services/checkout/checkout-submission.ts';
import { storeOrderAccess } from '../../../services/orders/store-order-access.ts';
import { payStoreOrder } from '../../../services/orders/store-order-pay.ts';
import { requestParams } from './cart/cart-route-helpers.ts';
import { serializeCheckoutOrder } from './checkout-response.ts';

/** `key` and `billing_email` from the query string (or the body), as WordPress merges request parameters. */
function credentials(params: Record<string, unknown>): { key: string; billingEmail: string } {
  const text = (value: unknown) => (typeof value === 'string' ? value.slice(0, 200) : '');
  return { key: text(params.key), billingEmail: text(params.billing_email) };
}

/**
 * The Store API's existing orders: GET /order/{id} (WooCommerce's Order
 * route, its OrderSchema) and POST /checkout/{id} (its CheckoutOrder route:
 * pay an order that needs payment, answering like POST /checkout). Both
 * follow WooCommerce's order authorisation (storeOrderAccess); POST is a
 * write, so the cart hooks ask for the Nonce.
 */
export function registerStoreOrderRoutes(app: FastifyInstance, services: AppServices): void {
  app.get<{ Params: { id: string } }>('/order/:id', async (request) => {
    const access = await storeOrderAccess(services.orderPay, request.visitor, request.params.id, credentials(requestParams(request)));
    if (!access.ok) failWith(access.problem);
    return serializeStoreOrder(access.order, request.ctx);
  });

  app.post<{ Params: { id: string } }>('/checkout/:id', async (request, reply) => {
    const params = requestParams(request);
    const access = await storeOrderAccess(services.orderPay, request.visitor, request.params.id, credentials(params));
    if (!access.ok) failWith(access.problem);
    const body = parseParams(checkoutOrderRequestSchema, params);
    const data = new Map(body.payment_data.map((entry) => [entry.key, entry.value]));
    const stripe = data.get('stripe_payment_method');
    const result = await payStoreOrder(services.orderPay, services.paymentMethods, access.order, {
      paymentMethod: body.payment_method,
      card: cardFrom((key) => data.get(key)),
      stripePaymentMethod: typeof stripe === 'string' && stripe ? stripe.slice(0, 100) : null,
      billingCountry: body.billing_address?.country ?? '',
      language: request.ctx.language,
    });
    if (!result.ok && result.kind === 'fields')
      fail('invalidParam', { params: Object.keys(result.errors).join(', ') }, { data: { params: result.errors, details: result.errors } });
    if (!result.ok) failWith(result.problem);
    const order = result.order;
    return reply.send(serializeCheckoutOrder({ ...order, transactionId: order.payment?.transactionId ?? null }, request.ctx.siteUrl));
  });
}
