import pg from 'pg';
import { addableProductIds, addToCart, createCarts, type BenchCart } from '../lib/carts.ts';
import type { Scenario } from './scenario.ts';

const checkoutPath = '/wp-json/wc/store/v1/checkout';
/** Orders per second the pool of ready carts is sized for (well above the target, so it never runs dry). */
const POOL_RATE = 450;

const order = JSON.stringify({
  billing_address: {
    email: 'bench@example.lt',
    first_name: 'Bench',
    last_name: 'Shopper',
    phone: '+37060000000',
    address_1: 'Gedimino pr. 1',
    city: 'Vilnius',
    postcode: 'LT-01103',
    country: 'LT',
  },
  payment_method: 'soul_test_card',
  payment_data: [
    { key: 'card_number', value: '4242424242424242' },
    { key: 'card_expiry', value: '12/30' },
    { key: 'card_cvc', value: '123' },
  ],
});

/**
 * Place order: every request checks out its own 3-line cart (prepared in
 * setup, one per order) and pays by the built-in test card, so each answer
 * is a real paid order: stock taken, payment recorded, cart emptied, mail queued.
 * The three products' stock is raised first so a long run never sells out.
 */
export const checkoutPlaceOrder: Scenario = {
  name: `POST ${checkoutPath} (3-line cart, test card)`,
  setup: async (baseUrl, context) => {
    const ids = await addableProductIds(baseUrl, 3);
    const client = new pg.Client({ connectionString: context.databaseUrl });
    await client.connect();
    try {
      await client.query('UPDATE products SET stock_quantity = 1000000 WHERE id = ANY($1::int[]) AND manage_stock', [ids]);
    } finally {
      await client.end();
    }
    const carts = await createCarts(baseUrl, Math.ceil(POOL_RATE * context.loadSeconds));
    await inParallel(carts, 10, async (cart) => {
      for (const id of ids) await addToCart(baseUrl, cart, id, 1);
    });
    let next = 0;
    return {
      requests: [
        {
          method: 'POST',
          path: checkoutPath,
          body: order,
          // A cart per order: each request takes the next prepared cart.
          setupRequest: (request) => {
            const cart = carts[next++ % carts.length] as BenchCart;
            return { ...request, headers: { 'content-type': 'application/json', 'cart-token': cart.cartToken, nonce: cart.nonce } };
          },
        },
      ],
    };
  },
  target: { ratioOfCeiling: 0, minRequestsPerSec: 200, p99Ms: 100 },
};

async function inParallel<T>(items: T[], concurrency: number, work: (item: T) => Promise<void>): Promise<void> {
  let index = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (index < items.length) await work(items[index++] as T);
    }),
  );
}
