import { isRecord } from '../shared/is-record.ts';
import { ApiRequestError } from './http.ts';
import type { NonceStore } from './nonce-store.ts';

/*
 * Stale nonces, the one core of both API clients (the cart's and the
 * account area's): a write refused for its nonce fetches fresh nonces once
 * and is sent once more (storefront §8, account §8). Beside http.ts rather
 * than in it: only the lazy clients need it, and http.ts is in every
 * island page's first load.
 */

/** The Store API's and admin-ajax's answer to a stale nonce (403). */
export const INVALID_NONCE_MESSAGE = 'Nonce is invalid.';
/** WordPress REST's code for a stale `X-WP-Nonce` (403 'Cookie check failed'). */
export const INVALID_REST_NONCE_CODE = 'rest_cookie_invalid_nonce';

/** Whether a failed answer says the nonce it carried is stale, in any of the shop's three dialects. */
export function isStaleNonce(status: number | null, code: string | null, message: string): boolean {
  return status === 403 && (message === INVALID_NONCE_MESSAGE || code === INVALID_REST_NONCE_CODE);
}

/** The same question about an error a request threw. */
export function isStaleNonceError(error: unknown): boolean {
  return error instanceof ApiRequestError && isStaleNonce(error.status, error.code, error.message);
}

/**
 * Fresh nonces from `soulel_get_nonce_clientside` (`{ store_nonce,
 * rest_nonce, ajax_nonce, timestamp }`) into the page's NonceStore.
 * Requests that fail together share one refresh: a page that sends three
 * writes with a stale nonce asks for new nonces once.
 */
export class NonceRefresher {
  private pending: Promise<void> | null = null;

  /** `fetchFresh` posts the ajax action and resolves with its `data`. */
  constructor(
    private readonly nonces: NonceStore,
    private readonly fetchFresh: () => Promise<unknown>,
  ) {}

  refresh(): Promise<void> {
    this.pending ??= this.fetchFresh()
      .then((data) => {
        if (!isRecord(data)) return;
        const text = (value: unknown) => (typeof value === 'string' ? value : '');
        const stamp = Number(data.timestamp);
        this.nonces.replace({
          store: text(data.store_nonce),
          rest: text(data.rest_nonce),
          ajax: text(data.ajax_nonce),
          ...(Number.isFinite(stamp) ? { timestamp: stamp } : {}),
        });
      })
      .finally(() => {
        this.pending = null;
      });
    return this.pending;
  }
}

/** What one attempt came to: a value (even a failed answer a client reads itself) or a thrown error. */
export type Attempt<T> = { ok: true; value: T } | { ok: false; error: unknown };

async function settle<T>(run: () => Promise<T>): Promise<Attempt<T>> {
  try {
    return { ok: true, value: await run() };
  } catch (error) {
    return { ok: false, error };
  }
}

/**
 * Runs a request; when `stale` says its outcome was a stale nonce, fetches
 * fresh nonces and runs it once more (`send` must read the nonces anew).
 * Never a second retry: a refusal after fresh nonces is the answer.
 */
export async function withNonceRetry<T>(
  send: () => Promise<T>,
  stale: (attempt: Attempt<T>) => boolean,
  refresher: Pick<NonceRefresher, 'refresh'>,
): Promise<T> {
  let attempt = await settle(send);
  if (stale(attempt)) {
    await refresher.refresh();
    attempt = await settle(send);
  }
  if (attempt.ok) return attempt.value;
  throw attempt.error;
}
