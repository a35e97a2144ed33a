import { ApiRequestError } from '../../api/http.ts';
import { addBodyOfLinkItem, decodeCartLink } from '../../cart/cart-link.ts';
import type { CouponOutcome } from '../../cart/cart-actions.ts';
import { CART_EVENTS } from '../../cart/events.ts';
import type { CartRuntime } from '../../cart/runtime.ts';
import { setVisitorCookie } from '../../consent/visitor-cookies.ts';

/** Storefront §4 / §9: the session is initialised with up to 3 attempts. */
export const SESSION_INIT_ATTEMPTS = 3;
export const SESSION_RETRY_MS = 500;

export class SessionInitError extends Error {
  override readonly name = 'SessionInitError';
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** soulel_maybe_init_session_clientside, up to 3 attempts. */
export async function initSessionWithRetry(
  runtime: CartRuntime,
  attempts = SESSION_INIT_ATTEMPTS,
  delayMs = SESSION_RETRY_MS,
): Promise<void> {
  for (let attempt = 1; attempt <= attempts; attempt += 1) {
    try {
      await runtime.client.initSession();
      return;
    } catch (error) {
      if (attempt === attempts) {
        console.error(error);
        throw new SessionInitError(runtime.i18n.t('cart:errors.sessionFailed'));
      }
      await sleep(delayMs);
    }
  }
}

export type RebuildOutcome = { ok: true; added: number; failed: number } | { ok: false; message: string | null };

/**
 * rebuild_cart (storefront §4 "Cart rebuild from URL"): parse the base64
 * JSON items, initialise the session, clear the cart (DELETE /cart/items),
 * re-add every item in one /batch.
 */
export async function rebuildCart(runtime: CartRuntime, value: string): Promise<RebuildOutcome> {
  const items = decodeCartLink(value);
  if (!items) return { ok: false, message: null };
  try {
    await initSessionWithRetry(runtime);
    await runtime.client.clearItems();
    const result = await runtime.actions.addItems(
      items.map((item) => ({ body: addBodyOfLinkItem(item), name: `#${item.variationId || item.id}` })),
      { openDrawer: false, events: CART_EVENTS.added },
    );
    if (result.added === 0) return { ok: false, message: result.failures[0]?.message ?? null };
    return { ok: true, added: result.added, failed: result.failures.length };
  } catch (error) {
    if (error instanceof SessionInitError) return { ok: false, message: error.message };
    return { ok: false, message: error instanceof ApiRequestError ? error.message : null };
  }
}

export function setCouponCookie(doc: Document, code: string): void {
  setVisitorCookie('coupon', code, doc);
}

/** coupon-code: apply through the Store API; on success the cookie holds the code for 1 day. */
export async function applyCouponParam(runtime: CartRuntime, code: string, doc: Document): Promise<CouponOutcome> {
  const outcome = await runtime.actions.applyCoupon(code);
  if (outcome === 'applied') setCouponCookie(doc, code.trim());
  return outcome;
}

/** The address without the handled parameters (history.replaceState, no reload). */
export function urlWithout(href: string, names: readonly string[]): string {
  const url = new URL(href);
  for (const name of names) url.searchParams.delete(name);
  return `${url.pathname}${url.search}${url.hash}`;
}
