import { cartSchema, type AddToCartRequest, type Cart, type StockNotificationRequest, type StoreProduct } from '@soul/contracts';
import { POINTS_CART_NAMESPACE } from '@soul/contracts/points-code';
import { isRecord } from '../shared/is-record.ts';
import { ApiRequestError, errorTextOf } from './http.ts';
import { isStaleNonce, NonceRefresher, withNonceRetry } from './nonce-retry.ts';
import type { NonceStore } from './nonce-store.ts';

/**
 * The cart's API client: Store API cart routes, /batch, admin-ajax actions
 * and the back-in-stock sign-up, with storefront §8's response handler:
 *  - status ≥ 400: error text = JSON message, else JSON data string, else
 *    plain text, else the status (http.ts errorTextOf);
 *  - 403 'Nonce is invalid.' (or REST's rest_cookie_invalid_nonce): fetch
 *    fresh nonces (ajax soulel_get_nonce_clientside) and retry once, through
 *    nonce-retry.ts's withNonceRetry, the core the account client shares;
 *  - a 409 carrying data.cart: CartConflictError with that cart (resync);
 *  - an 'already been applied' coupon error is returned, not thrown;
 *  - a network failure: 'Query failed. Please check your connection…';
 *  - a 2xx cart answer that is not a cart: InvalidCartResponseError.
 * Every answer's Nonce / Nonce-Timestamp goes into the NonceStore.
 */

export class CartConflictError extends ApiRequestError {
  constructor(
    message: string,
    status: number,
    code: string | null,
    readonly cart: Cart,
  ) {
    super(message, status, code);
  }
}

/** An API error with the first detail of a WP `rest_invalid_param` answer (data.params), if any. */
export class DetailedApiError extends ApiRequestError {
  constructor(
    message: string,
    status: number,
    code: string | null,
    readonly detail: string,
  ) {
    super(message, status, code);
  }
}

export class InvalidCartResponseError extends Error {
  override readonly name = 'InvalidCartResponseError';
}

export interface CartClientText {
  network: () => string;
  invalidResponse: () => string;
}

export interface CartClientOptions {
  storeRoot: string;
  soulRoot: string;
  ajaxUrl: string;
  language: 'en' | 'lt';
  nonces: NonceStore;
  text: CartClientText;
  fetchImpl?: typeof fetch;
}

/** The body of add-item (storefront §3 "Add-to-cart payload"): cart_item_data is a JSON string. */
export interface AddItemBody {
  id: number;
  quantity: number;
  cart_item_data: string;
}

export type ApplyCouponResult = { status: 'applied'; cart: Cart } | { status: 'already-applied'; message: string };

export type BatchItemResult = { ok: true; cart: Cart } | { ok: false; status: number; message: string; code: string | null };

/** Whether an answer is a cart, by the contract's schema (the server's own). */
export function isCart(value: unknown): value is Cart {
  return cartSchema.safeParse(value).success;
}

export function isAlreadyAppliedCouponMessage(message: string): boolean {
  return /already (been )?applied/i.test(message);
}

function parseJson(text: string): unknown {
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** The first detail of a WP `rest_invalid_param` error (data.params), else the message. */
function firstErrorDetail(body: unknown, fallback: string): string {
  if (isRecord(body) && isRecord(body.data) && isRecord(body.data.params)) {
    const first = Object.values(body.data.params).find((value) => typeof value === 'string' && value !== '');
    if (typeof first === 'string') return first;
  }
  return fallback;
}

interface RequestOptions {
  method: 'GET' | 'POST' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal | undefined;
  /** Store API writes: send the Nonce headers. */
  storeNonce?: boolean;
  /** WP REST: send X-WP-Nonce. */
  restNonce?: boolean;
}

interface RawResponse {
  status: number;
  ok: boolean;
  body: unknown;
  text: string;
  headers: Headers;
}

export class CartClient {
  private readonly fetchImpl: typeof fetch;
  private readonly refresher: NonceRefresher;

  constructor(private readonly options: CartClientOptions) {
    this.fetchImpl = options.fetchImpl ?? ((input, init) => fetch(input, init));
    this.refresher = new NonceRefresher(options.nonces, () => this.ajax('soulel_get_nonce_clientside'));
  }

  get nonces(): NonceStore {
    return this.options.nonces;
  }

  // ── transport ────────────────────────────────────────────────────────────

  private async send(url: string, init: RequestInit): Promise<RawResponse> {
    let response: Response;
    try {
      response = await this.fetchImpl(url, { credentials: 'same-origin', ...init });
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') throw error;
      if (init.signal?.aborted) throw new DOMException('Aborted', 'AbortError');
      throw new ApiRequestError(this.options.text.network(), null);
    }
    const text = await response.text().catch(() => '');
    return { status: response.status, ok: response.ok, body: parseJson(text), text, headers: response.headers };
  }

  private toError(raw: RawResponse): ApiRequestError {
    if (raw.status < 400) return new ApiRequestError(String(raw.status), raw.status);
    const { message, code } = errorTextOf(raw.text, raw.status);
    if (raw.status === 409 && isRecord(raw.body) && isRecord(raw.body.data) && isCart(raw.body.data.cart)) {
      return new CartConflictError(message, raw.status, code, raw.body.data.cart);
    }
    const detail = firstErrorDetail(raw.body, message);
    if (detail !== message) return new DetailedApiError(message, raw.status, code, detail);
    return new ApiRequestError(message, raw.status, code);
  }

  private isInvalidNonce(raw: RawResponse): boolean {
    if (raw.status !== 403) return false;
    const { message, code } = errorTextOf(raw.text, raw.status);
    return isStaleNonce(raw.status, code, message);
  }

  private jsonInit(options: RequestOptions): RequestInit {
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (options.body !== undefined) headers['Content-Type'] = 'application/json';
    const nonces = this.options.nonces.get();
    if (options.storeNonce) {
      headers.Nonce = nonces.store;
      headers['X-WC-Store-API-Nonce'] = nonces.store;
    }
    if (options.restNonce) headers['X-WP-Nonce'] = nonces.rest;
    return {
      method: options.method,
      headers,
      body: options.body === undefined ? null : JSON.stringify(options.body),
      signal: options.signal ?? null,
    };
  }

  /** A JSON request with the handler rules; retries once after fresh nonces on 'Nonce is invalid.'. */
  private async request(url: string, options: RequestOptions): Promise<RawResponse> {
    const carriesNonce = options.storeNonce === true || options.restNonce === true;
    const raw = await withNonceRetry(
      async () => {
        // jsonInit reads the nonces again: the retry carries the fresh ones.
        const answer = await this.send(url, this.jsonInit(options));
        this.options.nonces.fromHeaders(answer.headers);
        return answer;
      },
      (attempt) => carriesNonce && attempt.ok && this.isInvalidNonce(attempt.value),
      this.refresher,
    );
    if (!raw.ok) throw this.toError(raw);
    return raw;
  }

  private cartOf(raw: RawResponse): Cart {
    if (!isCart(raw.body)) throw new InvalidCartResponseError(this.options.text.invalidResponse());
    return raw.body;
  }

  private store(path: string): string {
    return `${this.options.storeRoot}${path}`;
  }

  // ── Store API cart ───────────────────────────────────────────────────────

  /** GET {storeRoot}/cart?lang= */
  async getCart(signal?: AbortSignal): Promise<Cart> {
    const params = new URLSearchParams({ lang: this.options.language });
    return this.cartOf(await this.request(this.store(`/cart?${params.toString()}`), { method: 'GET', signal }));
  }

  /** POST {storeRoot}/cart/add-item { id, quantity, cart_item_data } → 201 cart */
  async addItem(body: AddItemBody): Promise<Cart> {
    return this.cartOf(
      await this.request(this.store(this.withLang('/cart/add-item')), {
        method: 'POST',
        body: body satisfies AddToCartRequest,
        storeNonce: true,
      }),
    );
  }

  /** POST {storeRoot}/cart/update-item { key, quantity } */
  async updateItem(key: string, quantity: number, signal?: AbortSignal): Promise<Cart> {
    return this.cartOf(
      await this.request(this.store(this.withLang('/cart/update-item')), {
        method: 'POST',
        body: { key, quantity },
        storeNonce: true,
        signal,
      }),
    );
  }

  /** POST {storeRoot}/cart/remove-item { key } */
  async removeItem(key: string, signal?: AbortSignal): Promise<Cart> {
    return this.cartOf(
      await this.request(this.store(this.withLang('/cart/remove-item')), { method: 'POST', body: { key }, storeNonce: true, signal }),
    );
  }

  /** POST {storeRoot}/cart/apply-coupon { code }; 'already been applied' is returned, not thrown. */
  async applyCoupon(code: string): Promise<ApplyCouponResult> {
    try {
      const raw = await this.request(this.store(this.withLang('/cart/apply-coupon')), { method: 'POST', body: { code }, storeNonce: true });
      return { status: 'applied', cart: this.cartOf(raw) };
    } catch (error) {
      if (error instanceof ApiRequestError && isAlreadyAppliedCouponMessage(error.message))
        return { status: 'already-applied', message: error.message };
      throw error;
    }
  }

  /** POST {storeRoot}/cart/remove-coupon { code } */
  async removeCoupon(code: string): Promise<Cart> {
    return this.cartOf(
      await this.request(this.store(this.withLang('/cart/remove-coupon')), { method: 'POST', body: { code }, storeNonce: true }),
    );
  }

  /**
   * POST {storeRoot}/cart/extensions { namespace: 'soul-points', data: { points } }:
   * spends the customer's points on this cart (0 takes them off); the server
   * checks the balance and answers the cart with its points discount line.
   */
  async spendPoints(points: number): Promise<Cart> {
    return this.cartOf(
      await this.request(this.store(this.withLang('/cart/extensions')), {
        method: 'POST',
        body: { namespace: POINTS_CART_NAMESPACE, data: { points } },
        storeNonce: true,
      }),
    );
  }

  /** GET {soulRoot}/points?per_page=1: the signed-in customer's balance (the history is the account's). */
  async pointsBalance(signal?: AbortSignal): Promise<{ available: number }> {
    const { body } = await this.request(`${this.options.soulRoot}/points?per_page=1`, { method: 'GET', signal });
    const balance = isRecord(body) && isRecord(body.balance) ? body.balance : {};
    return { available: typeof balance.available === 'number' ? balance.available : 0 };
  }

  /** DELETE {storeRoot}/cart/items → [] */
  async clearItems(): Promise<void> {
    await this.request(this.store('/cart/items'), { method: 'DELETE', storeNonce: true });
  }

  private withLang(path: string): string {
    return `${path}?lang=${this.options.language}`;
  }

  /** The batch sub-request path: the store root without the /wp-json prefix (/wc/store/v1/cart/add-item). */
  private batchPath(path: string): string {
    const root = this.options.storeRoot.replace(/^.*?\/wp-json(?=\/)/, '');
    return `${root}${path}`;
  }

  /**
   * POST {storeRoot}/batch with one add-item sub-request per body (at most 25),
   * each with its own Nonce header. Answers per item, in order; entries that
   * failed with 'Nonce is invalid.' are retried once after fresh nonces.
   */
  async addItems(bodies: readonly AddItemBody[]): Promise<BatchItemResult[]> {
    const results: Array<BatchItemResult | null> = bodies.map(() => null);
    const run = async (indexes: number[]): Promise<number[]> => {
      const nonce = this.options.nonces.get().store;
      const requests = indexes.map((index) => ({
        method: 'POST' as const,
        path: this.batchPath(this.withLang('/cart/add-item')),
        headers: { Nonce: nonce, 'X-WC-Store-API-Nonce': nonce },
        body: bodies[index],
      }));
      const raw = await this.request(this.store('/batch'), { method: 'POST', body: { requests }, storeNonce: true });
      const responses = isRecord(raw.body) && Array.isArray(raw.body.responses) ? raw.body.responses : null;
      if (!responses) throw new InvalidCartResponseError(this.options.text.invalidResponse());
      const invalidNonce: number[] = [];
      indexes.forEach((index, position) => {
        const entry: unknown = responses[position];
        if (!isRecord(entry)) {
          results[index] = { ok: false, status: 0, message: this.options.text.invalidResponse(), code: null };
          return;
        }
        const status = typeof entry.status === 'number' ? entry.status : 0;
        if (isRecord(entry.headers)) this.options.nonces.fromHeaders(entry.headers);
        const body = entry.body;
        if (status >= 200 && status < 300 && isCart(body)) {
          results[index] = { ok: true, cart: body };
          return;
        }
        const text = typeof body === 'string' ? body : JSON.stringify(body ?? '');
        const { message, code } =
          status >= 200 && status < 300 ? { message: this.options.text.invalidResponse(), code: null } : errorTextOf(text, status);
        if (isStaleNonce(status, code, message)) invalidNonce.push(index);
        results[index] = { ok: false, status, message, code };
      });
      return invalidNonce;
    };
    const retry = await run(bodies.map((_, index) => index));
    if (retry.length > 0) {
      await this.refresher.refresh();
      await run(retry);
    }
    return results.map((result) => result ?? { ok: false, status: 0, message: this.options.text.invalidResponse(), code: null });
  }

  // ── admin-ajax ───────────────────────────────────────────────────────────

  /** POST ajaxUrl, form-encoded, always action + ajax_nonce; answer { success, data }. */
  async ajax(action: string, fields: Record<string, string> = {}): Promise<unknown> {
    const form = new URLSearchParams({ action, ajax_nonce: this.options.nonces.get().ajax, ...fields });
    const raw = await this.send(this.options.ajaxUrl, {
      method: 'POST',
      headers: { Accept: 'application/json', 'Content-Type': 'application/x-www-form-urlencoded; charset=UTF-8' },
      body: form.toString(),
    });
    if (!raw.ok) throw this.toError(raw);
    if (!isRecord(raw.body)) throw new ApiRequestError(raw.text.trim() || String(raw.status), raw.status);
    if (raw.body.success !== true) {
      const data = raw.body.data;
      const message =
        typeof data === 'string' && data !== ''
          ? data
          : isRecord(data) && typeof data.message === 'string'
            ? data.message
            : String(raw.status);
      throw new ApiRequestError(message, raw.status, isRecord(data) && typeof data.code === 'string' ? data.code : null);
    }
    return raw.body.data;
  }

  /** soulel_maybe_init_session_clientside */
  async initSession(): Promise<void> {
    await this.ajax('soulel_maybe_init_session_clientside');
  }

  // ── catalogue and sign-up ────────────────────────────────────────────────

  /** GET {storeRoot}/products?include=1,2&lang= (upsell suggestions). */
  async productsByIds(ids: readonly number[], signal?: AbortSignal): Promise<StoreProduct[]> {
    // The Store API takes 1 to 100 a page (WooCommerce's bounds).
    const params = new URLSearchParams({
      include: ids.join(','),
      per_page: String(Math.min(Math.max(ids.length, 1), 100)),
      lang: this.options.language,
    });
    const raw = await this.request(this.store(`/products?${params.toString()}`), { method: 'GET', signal });
    return Array.isArray(raw.body) ? (raw.body as StoreProduct[]) : [];
  }

  /**
   * POST {soulRoot}/stock-notifications { email, newsletterConsent, productId }
   * with X-WP-Nonce → 201 { success: true }. Errors keep their code
   * (soul_email_already_used 409, rest_invalid_param 400 → its first detail).
   */
  async subscribeStockNotification(request: StockNotificationRequest): Promise<void> {
    await this.request(`${this.options.soulRoot}/stock-notifications`, { method: 'POST', body: request, restNonce: true });
  }
}
