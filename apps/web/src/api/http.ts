import { isRecord } from '../shared/is-record.ts';
import { ApiRequestError } from './request-error.ts';

// Its own file (first-load code, unlike this one); re-exported for the callers of the helpers below.
export { ApiRequestError };

/**
 * The response handler of storefront §8, shared by every API call:
 *  - status ≥ 400: an error whose text is the JSON `message`, else the JSON
 *    `data` string, else the plain-text body, else the status code;
 *  - any other non-ok status: the status code;
 *  - a network failure ('Failed to fetch'): the translated 'Query failed…' text.
 * Failures are thrown as ApiRequestError.
 */
export interface HttpOptions {
  /** Translates a `common` namespace key; used for the network-failure text. */
  t: (key: 'errors.network') => string;
  fetchImpl?: typeof fetch;
}

/** The string entries of a WP error's `data.params` (field → message). */
function paramsOf(parsed: Record<string, unknown>): Record<string, string> {
  const data = parsed.data;
  if (!isRecord(data) || !isRecord(data.params)) return {};
  return Object.fromEntries(
    Object.entries(data.params).filter((entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== ''),
  );
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
