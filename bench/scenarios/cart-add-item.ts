import { addableProductIds, cartPath, createCarts, withCartHeaders } from '../lib/carts.ts';
import type { Scenario } from './scenario.ts';

/**
 * Add to cart, each connection on its own cart: nine adds of different
 * products, then the cart is emptied so it stays the size of a real one
 * (one request in ten is that DELETE).
 */
export const cartAddItem: Scenario = {
  name: `POST ${cartPath}/add-item (own cart per connection)`,
  setup: async (baseUrl, context) => {
    const [carts, ids] = await Promise.all([createCarts(baseUrl, context.connections * 3), addableProductIds(baseUrl, 9)]);
    return {
      requests: withCartHeaders(carts, [
        ...ids.map((id) => ({ method: 'POST', path: `${cartPath}/add-item`, body: JSON.stringify({ id, quantity: 1 }) })),
        { method: 'DELETE', path: `${cartPath}/items` },
      ]),
    };
  },
  target: { ratioOfCeiling: 1 / 15, p99Ms: 25 },
};
