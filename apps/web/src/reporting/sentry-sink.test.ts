import { afterEach, describe, expect, it, vi } from 'vitest';
import { testPageSettings } from '../test/render.tsx';

const sentry = vi.hoisted(() => ({ init: vi.fn(), captureException: vi.fn(), makeFetchTransport: vi.fn() }));
vi.mock('@sentry/browser', () => sentry);

const { createSink, retryingTransport } = await import('./sentry-sink.ts');

type TransportOptions = Parameters<typeof retryingTransport>[0];
type Envelope = Parameters<ReturnType<typeof retryingTransport>['send']>[0];

afterEach(() => {
  vi.clearAllMocks();
  vi.useRealTimers();
});

const DSN = 'https://key@o1.ingest.sentry.example/2';

describe('the Sentry reporter (with a DSN)', () => {
  it('starts the official SDK with the DSN, the breadcrumb cap of 20 and the retrying transport', () => {
    createSink(testPageSettings('lt', { sentryDsn: DSN }));
    expect(sentry.init).toHaveBeenCalledTimes(1);
    const options = sentry.init.mock.calls[0]?.[0] as { dsn: string; maxBreadcrumbs: number; transport: unknown; initialScope: unknown };
    expect(options).toMatchObject({ dsn: DSN, maxBreadcrumbs: 20, initialScope: { tags: { language: 'lt' } } });
    expect(typeof options.transport).toBe('function');
  });

  it('leaves window errors to the SDK and tags a render crash with its widget', () => {
    const sink = createSink(testPageSettings('en', { sentryDsn: DSN }));
    expect(sink.handlesGlobalErrors).toBe(true);
    const error = new Error('crash');
    sink.capture(error, { widget: 'cart-drawer' });
    expect(sentry.captureException).toHaveBeenCalledWith(error, { tags: { widget: 'cart-drawer' } });
  });

  it('its transport retries a failed envelope up to 5 times from 1000 ms, and not a delivered one', async () => {
    vi.useFakeTimers();
    const send = vi.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    const transport = retryingTransport({ url: 'https://o1.ingest.sentry.example/api/2/envelope/' } as TransportOptions, () => ({
      send,
      flush: vi.fn(),
    }));
    const envelope = [{}, []] as unknown as Envelope;
    const result = Promise.resolve(transport.send(envelope)).catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(999);
    expect(send).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1 + 2000 + 4000 + 8000 + 16000);
    expect(send).toHaveBeenCalledTimes(6);
    expect(await result).toBeInstanceOf(TypeError);

    const delivered = vi.fn().mockResolvedValue({ statusCode: 200 });
    await retryingTransport({ url: 'x' } as TransportOptions, () => ({ send: delivered, flush: vi.fn() })).send(envelope);
    expect(delivered).toHaveBeenCalledTimes(1);
  });
});
