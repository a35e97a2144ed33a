import type { FastifyInstance } from 'fastify';
import type { AppServices } from '../../../../services/app-services.ts';
import { registerBatchRoute } from './batch.route.ts';
import { registerCartCouponRoutes } from './cart-coupons.route.ts';
import { registerCartExtensionsRoute } from './cart-extensions.route.ts';
import { addCartHooks } from './cart-hooks.ts';
import { registerCartItemRoutes } from './cart-items.route.ts';
import { registerCartRoutes } from './cart.route.ts';
import { registerCustomerRoutes } from './customer.route.ts';
import { registerCheckoutRoute } from '../checkout.route.ts';

/**
 * The Store API cart and checkout under `prefix` (/wp-json/wc/store/v1 and the older
 * /wp-json/wc/store), in its own encapsulated context so the session, nonce
 * and header hooks apply to cart routes only (product routes send none of them).
 */
export async function registerStoreCart(app: FastifyInstance, services: AppServices, prefix: string): Promise<void> {
  await app.register(
    async (cart) => {
      addCartHooks(cart, services);
      registerCartRoutes(cart, services);
      registerCartItemRoutes(cart, services, prefix);
      registerCartCouponRoutes(cart, services, prefix);
      registerCustomerRoutes(cart, services);
      registerCartExtensionsRoute(cart, services);
      registerCheckoutRoute(cart, services);
      registerBatchRoute(cart, app, services.cartTokens);
    },
    { prefix },
  );
}
