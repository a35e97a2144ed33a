import { describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from './http.ts';
import { isStaleNonce, isStaleNonceError, NonceRefresher, withNonceRetry } from './nonce-retry.ts';
import { NonceStore } from './nonce-store.ts';

/** The shared core of both clients (nonce-retry.ts): one refresh, one retry. */

const stale = () => new ApiRequestError('Nonce is invalid.', 403, 'woocommerce_rest_invalid_nonce');
const fresh = { store_nonce: 's2', rest_nonce: 'r2', ajax_nonce: 'a2', timestamp: 200 };

function store() {
  return new NonceStore({ store: 's1', rest: 'r1', ajax: 'a1', timestamp: 100 });
}

describe('isStaleNonce', () => {
  it.each([
    ['the Store API / admin-ajax text', 403, 'woocommerce_rest_invalid_nonce', 'Nonce is invalid.', true],
    ['admin-ajax without a code', 403, null, 'Nonce is invalid.', true],
    ["WordPress REST's code", 403, 'rest_cookie_invalid_nonce', 'Cookie check failed', true],
    ['another 403', 403, 'rest_forbidden', 'Sorry, you are not allowed to do that.', false],
    ['the text on another status', 400, null, 'Nonce is invalid.', false],
  ])('%s', (_name, status, code, message, expected) => {
    expect(isStaleNonce(status, code, message)).toBe(expected);
  });

  it('only ApiRequestErrors are stale-nonce errors', () => {
    expect(isStaleNonceError(stale())).toBe(true);
    expect(isStaleNonceError(new Error('Nonce is invalid.'))).toBe(false);
  });
});

describe('withNonceRetry', () => {
  it('refreshes once and retries once when the first attempt is stale', async () => {
    const send = vi.fn<() => Promise<string>>().mockRejectedValueOnce(stale()).mockResolvedValueOnce('done');
    const refresh = vi.fn(async () => undefined);
    await expect(withNonceRetry(send, (attempt) => !attempt.ok && isStaleNonceError(attempt.error), { refresh })).resolves.toBe('done');
    expect(send).toHaveBeenCalledTimes(2);
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('never retries twice: a second stale answer is the error', async () => {
    const send = vi.fn<() => Promise<string>>().mockRejectedValue(stale());
    const refresh = vi.fn(async () => undefined);
    await expect(withNonceRetry(send, (attempt) => !attempt.ok && isStaleNonceError(attempt.error), { refresh })).rejects.toThrow(
      'Nonce is invalid.',
    );
    expect(send).toHaveBeenCalledTimes(2);
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('judges answers a client reads itself (the cart client resolves failed answers)', async () => {
    const send = vi.fn<() => Promise<{ status: number }>>().mockResolvedValueOnce({ status: 403 }).mockResolvedValueOnce({ status: 200 });
    const refresh = vi.fn(async () => undefined);
    await expect(withNonceRetry(send, (attempt) => attempt.ok && attempt.value.status === 403, { refresh })).resolves.toEqual({
      status: 200,
    });
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('leaves other failures alone', async () => {
    const send = vi.fn<() => Promise<string>>().mockRejectedValue(new ApiRequestError('Not found', 404));
    const refresh = vi.fn(async () => undefined);
    await expect(withNonceRetry(send, (attempt) => !attempt.ok && isStaleNonceError(attempt.error), { refresh })).rejects.toThrow(
      'Not found',
    );
    expect(send).toHaveBeenCalledTimes(1);
    expect(refresh).not.toHaveBeenCalled();
  });

  it('a failed refresh is the error, and nothing is sent again', async () => {
    const send = vi.fn<() => Promise<string>>().mockRejectedValue(stale());
    const refresh = vi.fn(async () => {
      throw new ApiRequestError('Query failed', null);
    });
    await expect(withNonceRetry(send, (attempt) => !attempt.ok && isStaleNonceError(attempt.error), { refresh })).rejects.toThrow(
      'Query failed',
    );
    expect(send).toHaveBeenCalledTimes(1);
  });
});

describe('NonceRefresher', () => {
  it('puts every fresh nonce and the timestamp into the store', async () => {
    const nonces = store();
    await new NonceRefresher(nonces, async () => fresh).refresh();
    expect(nonces.get()).toEqual({ store: 's2', rest: 'r2', ajax: 'a2', timestamp: 200 });
  });

  it('concurrent callers share one request; a later one asks again', async () => {
    let release: (data: unknown) => void = () => undefined;
    const fetchFresh = vi.fn(() => new Promise<unknown>((resolve) => (release = resolve)));
    const refresher = new NonceRefresher(store(), fetchFresh);
    const both = Promise.all([refresher.refresh(), refresher.refresh()]);
    release(fresh);
    await both;
    expect(fetchFresh).toHaveBeenCalledTimes(1);
    const later = refresher.refresh();
    release(fresh);
    await later;
    expect(fetchFresh).toHaveBeenCalledTimes(2);
  });

  it('keeps the nonces it has when the answer holds none', async () => {
    const nonces = store();
    await new NonceRefresher(nonces, async () => 'nope').refresh();
    await new NonceRefresher(nonces, async () => ({ rest_nonce: 'r3' })).refresh();
    expect(nonces.get()).toEqual({ store: 's1', rest: 'r3', ajax: 'a1', timestamp: 100 });
  });
});
