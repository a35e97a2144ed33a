import { checkoutUpdateSchema } from '@soul/contracts';
import type { FastifyInstance } from 'fastify';
import { failWith } from '../../../http/problem-error.ts';
import { parseParams } from '../../../http/parse-params.ts';
import { cartAnswer } from '../../../serializers/cart-views.ts';
import type { AppServices } from '../../../services/app-services.ts';
import { draftOf, updateCheckoutDraft } from '../../../services/checkout/checkout-draft.ts';
import { cartContext, requestParams } from './cart/cart-route-helpers.ts';
import { serializeCheckoutDraft } from './checkout-response.ts';

/**
 * GET /checkout and PUT (or PATCH) /checkout: the checkout of the session's cart
 * before the order is placed. As WooCommerce since it defers draft orders,
 * neither creates an order (order_id 0): PUT keeps the payment method, the
 * order notes and additional fields with the cart, and POST /checkout
 * places the order with them. PUT is a write: the cart hooks ask for the Nonce.
 */
export function registerCheckoutDraftRoutes(app: FastifyInstance, services: AppServices): void {
  app.get('/checkout', async (request, reply) => {
    const ctx = cartContext(request, reply);
    const cart = await services.carts.read(ctx);
    return serializeCheckoutDraft(draftOf(cart.document), cartAnswer(cart, ctx), request.visitor.userId);
  });

  // WordPress's EDITABLE methods: WooCommerce's clients send PUT, its docs also say PATCH.
  app.route({
    method: ['PUT', 'PATCH'],
    url: '/checkout',
    handler: async (request, reply) => {
      const ctx = cartContext(request, reply);
      const update = parseParams(checkoutUpdateSchema, requestParams(request));
      const outcome = await updateCheckoutDraft(
        services.carts,
        ctx,
        {
          ...(update.payment_method !== undefined ? { paymentMethod: update.payment_method } : {}),
          ...(update.order_notes !== undefined ? { customerNote: update.order_notes } : {}),
          ...(update.additional_fields ? { additionalFields: update.additional_fields } : {}),
        },
        services.paymentMethods,
      );
      if (!outcome.ok) failWith(outcome.problem);
      return serializeCheckoutDraft(outcome.draft, cartAnswer(outcome.cart, ctx), request.visitor.userId);
    },
  });
}
