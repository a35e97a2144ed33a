import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { failWith } from '../../../../http/problem-error.ts';
import { parseParams } from '../../../../http/parse-params.ts';
import { cartAnswer } from '../../../../serializers/cart-views.ts';
import type { AppServices } from '../../../../services/app-services.ts';
import { updateFromExtension } from '../../../../services/checkout/cart-extensions.ts';
import { cartContext, requestParams } from './cart-route-helpers.ts';

const extensionsSchema = z.object({
  namespace: z.string().max(100).optional(),
  data: z.record(z.string(), z.unknown()).optional(),
});

/**
 * POST /cart/extensions (WooCommerce's CartExtensions route): hands `data`
 * to the update callback registered for `namespace` and answers the whole
 * cart. A write like every cart change: the cart hooks ask for the Nonce.
 */
export function registerCartExtensionsRoute(app: FastifyInstance, services: AppServices): void {
  app.post('/cart/extensions', async (request, reply) => {
    const ctx = cartContext(request, reply);
    const { namespace, data = {} } = parseParams(extensionsSchema, requestParams(request));
    const outcome = await updateFromExtension(services.carts, ctx, { namespace, data }, services.paymentMethods, {
      service: services.points,
      userId: request.visitor.userId,
    });
    if (!outcome.ok) failWith(outcome.problem);
    return cartAnswer(outcome.cart, ctx);
  });
}
