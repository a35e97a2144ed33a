import * as Sentry from '@sentry/node';
import type { ErrorReporter } from './reporter.ts';
import { MAX_BREADCRUMBS } from './report-policy.ts';
import { retryingTransport } from './retrying-transport.ts';

/**
 * The reporter with a SENTRY_DSN: the official Node SDK, loaded by
 * `loadErrorReporter` only then. Its default integrations report uncaught
 * exceptions and unhandled rejections themselves; `capture` adds the 5xx
 * answers, tagged with the request id the client got as X-Request-Id.
 * No tracing: errors only.
 */
export function createSentryReporter(dsn: string): ErrorReporter {
  Sentry.init({
    dsn,
    maxBreadcrumbs: MAX_BREADCRUMBS,
    transport: (options) => retryingTransport(options),
    // The shop's modules are loaded before the SDK (it is imported lazily), so load-time hooks would find nothing to change.
    enableRuntimeChannelInjection: false,
    // The shop's error handler is the one place that reports 5xx, with the request id: the SDK's own Fastify
    // integration would capture the same error first, untagged, and the dedupe integration would then drop ours.
    integrations: (defaults) => defaults.filter((integration) => integration.name !== 'Fastify'),
  });
  return {
    capture(error, context) {
      Sentry.withScope((scope) => {
        scope.setTag('request_id', context.requestId);
        scope.setTag('route', context.route);
        scope.setTag('method', context.method);
        scope.setTag('status_code', String(context.status));
        Sentry.captureException(error);
      });
    },
    async close(timeoutMs) {
      await Sentry.close(timeoutMs);
    },
  };
}
