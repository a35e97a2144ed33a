import { addableProductIds, addToCart, cartPath, createCarts, withCartHeaders } from '../lib/carts.ts';
import type { Scenario } from './scenario.ts';

/** GET /cart, each connection on its own cart of three lines (one with a quantity discount), priced on every read. */
export const cartGet: Scenario = {
  name: `GET ${cartPath} (own 3-line cart per connection)`,
  setup: async (baseUrl, context) => {
    const [carts, ids] = await Promise.all([createCarts(baseUrl, context.connections * 3), addableProductIds(baseUrl, 3)]);
    for (const cart of carts) {
      for (const [index, id] of ids.entries()) await addToCart(baseUrl, cart, id, index + 1);
    }
    return { requests: withCartHeaders(carts, [{ method: 'GET', path: cartPath }]) };
  },
  target: { ratioOfCeiling: 1 / 8, p99Ms: 25 },
};
