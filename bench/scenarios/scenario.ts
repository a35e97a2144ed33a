import type { Client, Headers, Request } from 'autocannon';

/** What one scenario must reach, relative to the ceiling so it holds on any machine. */
export interface Target {
  /** Minimum req/s as a fraction of the hello-world ceiling (0.2 = a fifth); 0 when the target is absolute. */
  ratioOfCeiling: number;
  /** Minimum req/s in absolute terms (an issue's "≥ 200 orders/s"), when given. */
  minRequestsPerSec?: number;
  /** Maximum 99th-percentile latency in milliseconds. */
  p99Ms: number;
}

/** What autocannon sends: the runner adds the URL, connections and duration. */
export interface LoadPlan {
  /** Each connection loops over these, in order. */
  requests: Request[];
  headers?: Headers;
  /**
   * Called once per connection before its first request. Scenarios that need state of
   * their own per connection use it — see the cart note below.
   */
  setupClient?: (client: Client) => void;
}

export interface SetupContext {
  /** How many connections autocannon will open: one piece of state (a cart…) each. */
  connections: number;
  /** Seconds of load including the warm-up: scenarios that use up state (a cart per order) size their pool with it. */
  loadSeconds: number;
  /** The shop's own database, for fixtures no API offers (the bench raises stock so orders never run out). */
  databaseUrl: string;
}

/**
 * One measured route. `setup` runs once against the live shop before the load (find a
 * real product id, create carts…) and returns what to send.
 *
 * A future scenario where each connection has its own cart (add-to-cart, GET /cart,
 * checkout) would, in `setup`, create `context.connections` carts through the Store API
 * (POST /wp-json/wc/store/v1/cart/add-item without a Cart-Token, keep each response's
 * `Cart-Token` and `Nonce` headers), then hand them out one per connection:
 *
 *   let next = 0;
 *   return {
 *     requests: [{ method: 'POST', path: '/wp-json/wc/store/v1/cart/add-item', body }],
 *     setupClient: (client) => {
 *       const cart = carts[next++ % carts.length];
 *       client.setHeaders({ 'content-type': 'application/json', 'Cart-Token': cart.token, Nonce: cart.nonce });
 *     },
 *   };
 *
 * (Alternative without pre-created carts: a first request whose `onResponse` stores the
 * Cart-Token in the per-connection `context`, and later requests whose `setupRequest`
 * copies it into their headers. autocannon resets `context` each time a connection
 * wraps round to its first request, so that variant creates a new cart per loop.)
 * Checkout would also need an address and a payment method that succeed instantly
 * (bank transfer), and fresh carts as orders consume them.
 */
export interface Scenario {
  name: string;
  setup(baseUrl: string, context: SetupContext): Promise<LoadPlan>;
  target: Target;
}
