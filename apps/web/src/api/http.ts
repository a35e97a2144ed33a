import { isRecord } from '../shared/is-record.ts';
import type { NonceStore } from './nonce-store.ts';

/**
 * The response handler of storefront §8, shared by every API call:
 *  - status ≥ 400: an error whose text is the JSON `message`, else the JSON
 *    `data` string, else the plain-text body, else the status code;
 *  - any other non-ok status: the status code;
 *  - a network failure ('Failed to fetch'): the translated 'Query failed…' text.
 */
export class ApiRequestError extends Error {
  override readonly name = 'ApiRequestError';
  constructor(
    message: string,
    readonly status: number | null,
    readonly code: string | null = null,
    /** Per-field messages of a WP `rest_invalid_param` answer (`data.params`), if any. */
    readonly params: Readonly<Record<string, string>> = {},
  ) {
    super(message);
  }
}

export interface HttpOptions {
  /** Translates a `common` namespace key; used for the network-failure text. */
  t: (key: 'errors.network') => string;
  fetchImpl?: typeof fetch;
}

/** The string entries of a WP error's `data.params` (field → message). */
function paramsOf(parsed: Record<string, unknown>): Record<string, string> {
  const data = parsed.data;
  if (!isRecord(data) || !isRecord(data.params)) return {};
  return Object.fromEntries(Object.entries(data.params).filter((entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== ''));
}

/** The error text of a failed response body, following the handler's order of preference. */
export function errorTextOf(body: string, status: number): { message: string; code: string | null; params: Record<string, string> } {
  let parsed: unknown = undefined;
  try {
    parsed = body === '' ? undefined : JSON.parse(body);
  } catch {
    parsed = undefined;
  }
  if (isRecord(parsed)) {
    const code = typeof parsed.code === 'string' ? parsed.code : null;
    const params = paramsOf(parsed);
    if (typeof parsed.message === 'string' && parsed.message !== '') return { message: parsed.message, code, params };
    if (typeof parsed.data === 'string' && parsed.data !== '') return { message: parsed.data, code, params };
    return { message: String(status), code, params };
  }
  if (typeof parsed === 'string' && parsed !== '') return { message: parsed, code: null, params: {} };
  const text = body.trim();
  return { message: text !== '' ? text : String(status), code: null, params: {} };
}

export interface JsonResponse<T> {
  data: T;
  headers: Headers;
}

/**
 * A request with the handler's rules applied: resolves with an ok response
 * (any body: JSON, a PDF …), throws ApiRequestError otherwise.
 */
export async function fetchOk(url: string, options: HttpOptions, init: RequestInit = {}): Promise<Response> {
  const doFetch = options.fetchImpl ?? fetch;
  let response: Response;
  try {
    response = await doFetch(url, {
      credentials: 'same-origin',
      ...init,
      headers: { Accept: 'application/json', ...init.headers },
    });
  } catch (error) {
    // fetch rejects only on network failure (TypeError 'Failed to fetch') or abort.
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiRequestError(options.t('errors.network'), null);
  }
  if (!response.ok) {
    const body = await response.text().catch(() => '');
    if (response.status >= 400) {
      const { message, code, params } = errorTextOf(body, response.status);
      throw new ApiRequestError(message, response.status, code, params);
    }
    throw new ApiRequestError(String(response.status), response.status);
  }
  return response;
}

export async function getJson<T>(url: string, options: HttpOptions, init: RequestInit = {}): Promise<JsonResponse<T>> {
  const response = await fetchOk(url, options, init);
  return { data: (await response.json()) as T, headers: response.headers };
}

// ── stale nonces: one refresh, one retry (storefront §8, account §8) ───────

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
export async function withNonceRetry<T>(send: () => Promise<T>, stale: (attempt: Attempt<T>) => boolean, refresher: Pick<NonceRefresher, 'refresh'>): Promise<T> {
  let attempt = await settle(send);
  if (stale(attempt)) {
    await refresher.refresh();
    attempt = await settle(send);
  }
  if (attempt.ok) return attempt.value;
  throw attempt.error;
}
