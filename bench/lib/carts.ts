import type { Request } from 'autocannon';
import { productsPath } from './store-api.ts';

export const cartPath = '/wp-json/wc/store/v1/cart';

export interface BenchCart {
  /** Stands for the session (and for the nonce) on every request of one connection. */
  cartToken: string;
  nonce: string;
}

/** Opens `count` fresh carts (one session each) through the Store API. */
export async function createCarts(baseUrl: string, count: number): Promise<BenchCart[]> {
  const carts: BenchCart[] = [];
  for (let i = 0; i < count; i++) {
    const response = await fetch(`${baseUrl}${cartPath}`);
    const cartToken = response.headers.get('cart-token');
    const nonce = response.headers.get('nonce');
    if (!response.ok || !cartToken || !nonce) throw new Error(`Could not open a cart: ${response.status}`);
    carts.push({ cartToken, nonce });
  }
  return carts;
}

/** Ids of in-stock simple products with room for many adds (stock not limited, or plenty of it). */
export async function addableProductIds(baseUrl: string, count: number): Promise<number[]> {
  const response = await fetch(`${baseUrl}${productsPath}?type=simple&stock_status=instock&per_page=50`);
  const products = (await response.json()) as { id: number; stock_quantity: number | null; add_to_cart?: { maximum: number } }[];
  // Room for many adds: stock not limited (or plenty of it) and no low per-order maximum.
  const roomy = (p: (typeof products)[number]) =>
    (p.stock_quantity === null || p.stock_quantity >= 20) && (p.add_to_cart?.maximum ?? 999) >= 20;
  const ids = products
    .filter(roomy)
    .map((p) => p.id)
    .slice(0, count);
  if (ids.length < count) throw new Error(`Only ${ids.length} addable products found`);
  return ids;
}

export async function addToCart(baseUrl: string, cart: BenchCart, id: number, quantity = 1): Promise<void> {
  const response = await fetch(`${baseUrl}${cartPath}/add-item`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'cart-token': cart.cartToken, nonce: cart.nonce },
    body: JSON.stringify({ id, quantity }),
  });
  if (response.status !== 201) throw new Error(`add-item answered ${response.status}: ${await response.text()}`);
}

/**
 * Puts a cart's headers on every request. autocannon prebuilds requests and
 * only rebuilds those with a `setupRequest`, and it clears a connection's
 * `context` each time the connection starts its request list again: so each
 * pass through the list takes the next cart of the pool, and no two
 * connections work on one cart at the same time while the pool is larger
 * than the number of connections.
 */
export function withCartHeaders(carts: BenchCart[], requests: Request[]): Request[] {
  let next = 0;
  return requests.map((request) => ({
    ...request,
    setupRequest: (req: Request, context: Record<string, unknown>): Request => {
      const cart = (context.cart ??= carts[next++ % carts.length]) as BenchCart;
      return {
        ...req,
        headers: { ...(req.body ? { 'content-type': 'application/json' } : {}), 'cart-token': cart.cartToken, nonce: cart.nonce },
      };
    },
  }));
}
