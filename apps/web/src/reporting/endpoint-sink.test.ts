import { afterEach, describe, expect, it, vi } from 'vitest';
import { testPageSettings } from '../test/render.tsx';
import { createSink } from './endpoint-sink.ts';

/** Without a DSN: reports go to the shop's own POST soul/v1/client-errors. */

function sinkWith(fetchImpl: typeof fetch, language: 'en' | 'lt' = 'lt') {
  return createSink(testPageSettings(language), window, fetchImpl);
}

const bodyOf = (call: Parameters<typeof fetch> | undefined) => JSON.parse(String(call?.[1]?.body)) as Record<string, unknown>;
const flush = () => vi.advanceTimersByTimeAsync(0);

afterEach(() => vi.useRealTimers());

describe('the client-errors reporter', () => {
  it('posts message, stack, url, widget and language as JSON to the shop’s endpoint, kept alive past unload', async () => {
    vi.useFakeTimers();
    const fetchImpl = vi.fn<typeof fetch>(async () => new Response(null, { status: 204 }));
    const error = new TypeError("Cannot read properties of undefined (reading 'price')");
    sinkWith(fetchImpl).capture(error, { widget: 'product-detail' });
    await flush();
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    const [url, init] = fetchImpl.mock.calls[0] ?? [];
    expect(url).toBe('/wp-json/soul/v1/client-errors');
    expect(init).toMatchObject({
      method: 'POST',
      keepalive: true,
      credentials: 'same-origin',
      headers: { 'Content-Type': 'application/json' },
    });
    expect(bodyOf(fetchImpl.mock.calls[0])).toEqual({
      message: "Cannot read properties of undefined (reading 'price')",
      stack: error.stack,
      url: window.location.href,
      widget: 'product-detail',
      language: 'lt',
    });
  });

  it('reports what is not an Error too, and cuts long fields to the contract’s bounds', async () => {
    vi.useFakeTimers();
    const fetchImpl = vi.fn<typeof fetch>(async () => new Response(null, { status: 204 }));
    const sink = sinkWith(fetchImpl, 'en');
    sink.capture({ reason: 'offline' }, {});
    const long = new Error('m'.repeat(5000));
    long.stack = 's'.repeat(20_000);
    sink.capture(long, {});
    await flush();
    expect(bodyOf(fetchImpl.mock.calls[0])).toEqual({ message: '{"reason":"offline"}', url: window.location.href, language: 'en' });
    const cut = bodyOf(fetchImpl.mock.calls[1]);
    expect(String(cut.message)).toHaveLength(1000);
    expect(String(cut.stack)).toHaveLength(8000);
  });

  it('sends the same error once, and at most 5 reports a page', async () => {
    vi.useFakeTimers();
    const fetchImpl = vi.fn<typeof fetch>(async () => new Response(null, { status: 204 }));
    const sink = sinkWith(fetchImpl);
    for (let i = 0; i < 3; i++) sink.capture(new Error('the same'), { widget: 'my-account' });
    for (let i = 0; i < 10; i++) sink.capture(new Error(`different ${i}`), {});
    await flush();
    expect(fetchImpl).toHaveBeenCalledTimes(5);
  });

  it('retries a failed post after 1000 ms and more, up to 5 times; a refusal (4xx) is final', async () => {
    vi.useFakeTimers();
    const failing = vi.fn<typeof fetch>(async () => {
      throw new TypeError('Failed to fetch');
    });
    sinkWith(failing).capture(new Error('lost'), {});
    await flush();
    expect(failing).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1000);
    expect(failing).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(2000 + 4000 + 8000 + 16000);
    expect(failing).toHaveBeenCalledTimes(6);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(failing).toHaveBeenCalledTimes(6);

    const refused = vi.fn<typeof fetch>(async () => new Response('{}', { status: 429 }));
    sinkWith(refused).capture(new Error('too many'), {});
    await vi.advanceTimersByTimeAsync(60_000);
    expect(refused).toHaveBeenCalledTimes(1);
  });
});
