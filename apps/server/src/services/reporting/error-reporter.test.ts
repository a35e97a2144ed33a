import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadErrorReporter } from './error-reporter.ts';

// The real SDK is never loaded by these tests (no network): the mock's factory runs only if something imports it.
const sdk = vi.hoisted(() => ({ loaded: vi.fn(), init: vi.fn() }));
vi.mock('@sentry/node', () => {
  sdk.loaded();
  return {
    init: sdk.init,
    makeNodeTransport: vi.fn(),
    withScope: vi.fn(),
    captureException: vi.fn(),
    close: vi.fn(async () => true),
  };
});

afterEach(() => vi.clearAllMocks());

describe('loadErrorReporter', () => {
  it('loads nothing without SENTRY_DSN', async () => {
    const load = vi.fn();
    expect(await loadErrorReporter(undefined, load)).toBeNull();
    expect(load).not.toHaveBeenCalled();
    expect(await loadErrorReporter(undefined)).toBeNull();
    expect(sdk.loaded).not.toHaveBeenCalled();
  });

  it('starts the Sentry SDK with a DSN: 20 breadcrumbs, the retrying transport', async () => {
    const reporter = await loadErrorReporter('https://public@o1.ingest.sentry.example/2');
    expect(reporter).not.toBeNull();
    expect(sdk.init).toHaveBeenCalledTimes(1);
    expect(sdk.init).toHaveBeenCalledWith(
      expect.objectContaining({ dsn: 'https://public@o1.ingest.sentry.example/2', maxBreadcrumbs: 20, transport: expect.any(Function) }),
    );
    // The error handler reports 5xx itself (tagged); the SDK's Fastify integration would report them first, untagged.
    const { integrations } = sdk.init.mock.calls[0]![0] as { integrations: (defaults: { name: string }[]) => { name: string }[] };
    expect(
      integrations([{ name: 'Fastify' }, { name: 'OnUncaughtException' }, { name: 'OnUnhandledRejection' }]).map((i) => i.name),
    ).toEqual(['OnUncaughtException', 'OnUnhandledRejection']);
  });
});
