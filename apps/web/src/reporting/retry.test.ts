import { describe, expect, it, vi } from 'vitest';
import { retryDelay, sendWithRetries } from './retry.ts';

/** The spec's retry policy (storefront §9, account §8): up to 5 retries, the first after 1000 ms. */

function recordingSleep() {
  const waits: number[] = [];
  return { waits, sleep: async (ms: number) => void waits.push(ms) };
}

describe('sendWithRetries', () => {
  it('retries a network failure at most 5 times, waiting 1 s, 2 s, 4 s, 8 s, 16 s, then gives up with the error', async () => {
    const { waits, sleep } = recordingSleep();
    const send = vi.fn(async (): Promise<Response> => {
      throw new TypeError('Failed to fetch');
    });
    await expect(sendWithRetries(send, () => false, sleep)).rejects.toThrow('Failed to fetch');
    expect(send).toHaveBeenCalledTimes(6);
    expect(waits).toEqual([1000, 2000, 4000, 8000, 16000]);
  });

  it('retries an answer worth retrying (a 5xx) and stops at the first good one', async () => {
    const { waits, sleep } = recordingSleep();
    const statuses = [503, 502, 204];
    const send = vi.fn(async () => ({ status: statuses.shift() ?? 0 }));
    await expect(sendWithRetries(send, (answer) => answer.status >= 500, sleep)).resolves.toEqual({ status: 204 });
    expect(send).toHaveBeenCalledTimes(3);
    expect(waits).toEqual([1000, 2000]);
  });

  it('never retries an answer that is final (a 4xx such as 429)', async () => {
    const { waits, sleep } = recordingSleep();
    const send = vi.fn(async () => ({ status: 429 }));
    await expect(sendWithRetries(send, (answer) => answer.status >= 500, sleep)).resolves.toEqual({ status: 429 });
    expect(send).toHaveBeenCalledTimes(1);
    expect(waits).toEqual([]);
  });

  it('returns the last answer when every try was worth retrying', async () => {
    const { sleep } = recordingSleep();
    const send = vi.fn(async () => ({ status: 500 }));
    await expect(sendWithRetries(send, (answer) => answer.status >= 500, sleep)).resolves.toEqual({ status: 500 });
    expect(send).toHaveBeenCalledTimes(6);
  });

  it('waits with real timers by default, starting at 1000 ms', async () => {
    vi.useFakeTimers();
    try {
      const send = vi.fn<() => Promise<{ status: number }>>().mockResolvedValueOnce({ status: 503 }).mockResolvedValueOnce({ status: 204 });
      const result = sendWithRetries(send, (answer) => answer.status >= 500);
      await vi.advanceTimersByTimeAsync(999);
      expect(send).toHaveBeenCalledTimes(1);
      await vi.advanceTimersByTimeAsync(1);
      await expect(result).resolves.toEqual({ status: 204 });
      expect(send).toHaveBeenCalledTimes(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('doubles the wait each time', () => {
    expect([0, 1, 2, 3, 4].map(retryDelay)).toEqual([1000, 2000, 4000, 8000, 16000]);
  });
});
