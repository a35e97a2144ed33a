import { captureException, init, makeFetchTransport } from '@sentry/browser';
import type { ErrorSink } from './error-sink.ts';
import type { WidgetPageSettings } from '../boot/settings.ts';
import { MAX_BREADCRUMBS } from './policy.ts';
import { sendWithRetries } from './retry.ts';

type TransportOptions = Parameters<typeof makeFetchTransport>[0];
type Transport = ReturnType<typeof makeFetchTransport>;

/** Sentry's fetch transport with the spec's retries (5, from 1000 ms): a network failure or a 5xx is tried again. */
export function retryingTransport(
  options: TransportOptions,
  makeTransport: (options: TransportOptions) => Transport = makeFetchTransport,
): Transport {
  const transport = makeTransport(options);
  return {
    send: (envelope) =>
      sendWithRetries(
        () => Promise.resolve(transport.send(envelope)),
        (answer) => (answer.statusCode ?? 0) >= 500,
      ),
    flush: (timeout) => transport.flush(timeout),
  };
}

/**
 * The reporter with a Sentry DSN: the official browser SDK (this chunk is
 * imported only once the page is idle), with the spec's breadcrumb cap and
 * retries. The SDK catches uncaught errors and rejections itself; the
 * islands' render crashes come through `capture`, tagged with the widget.
 */
export function createSink(settings: WidgetPageSettings): ErrorSink {
  init({
    dsn: settings.sentryDsn ?? undefined,
    maxBreadcrumbs: MAX_BREADCRUMBS,
    transport: (options) => retryingTransport(options),
    initialScope: { tags: { language: settings.language } },
  });
  return {
    handlesGlobalErrors: true,
    capture: (error, { widget }) => {
      captureException(error, widget ? { tags: { widget } } : undefined);
    },
  };
}
