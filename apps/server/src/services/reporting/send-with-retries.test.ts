import { describe, expect, it, vi } from 'vitest';
import { retryingTransport } from './retrying-transport.ts';
import { retryDelay, sendWithRetries } from './send-with-retries.ts';

vi.mock('@sentry/node', () => ({ makeNodeTransport: vi.fn() }));

describe('sendWithRetries', () => {
  it('tries 5 more times after failures, waiting 1 s, 2 s, 4 s, 8 s, 16 s', async () => {
    const waits: number[] = [];
    const send = vi.fn(async () => ({ statusCode: 503 }));
    const answer = await sendWithRetries(
      send,
      (a) => a.statusCode >= 500,
      async (ms) => void waits.push(ms),
    );
    expect(answer).toEqual({ statusCode: 503 });
    expect(send).toHaveBeenCalledTimes(6);
    expect(waits).toEqual([1000, 2000, 4000, 8000, 16000]);
    expect(retryDelay(0)).toBe(1000);
  });

  it('stops at the first answer worth keeping, and retries network failures', async () => {
    const send = vi
      .fn<() => Promise<{ statusCode: number }>>()
      .mockRejectedValueOnce(new Error('ECONNRESET'))
      .mockResolvedValueOnce({ statusCode: 200 });
    expect(
      await sendWithRetries(
        send,
        (a) => a.statusCode >= 500,
        async () => {},
      ),
    ).toEqual({ statusCode: 200 });
    expect(send).toHaveBeenCalledTimes(2);
  });
});

describe('retryingTransport', () => {
  it('hands envelopes to the SDK transport and flushes through it', async () => {
    const inner = { send: vi.fn(async () => ({ statusCode: 200 })), flush: vi.fn(async () => true) };
    const transport = retryingTransport(
      { url: 'https://o1.ingest.sentry.example/api/2/envelope/', recordDroppedEvent: () => {} } as Parameters<typeof retryingTransport>[0],
      () => inner,
    );
    expect(await transport.send([{}, []])).toEqual({ statusCode: 200 });
    expect(await transport.flush(100)).toBe(true);
    expect(inner.send).toHaveBeenCalledTimes(1);
  });
});
