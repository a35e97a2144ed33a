import type { WidgetPageSettings } from './settings.ts';
import type { ErrorContext, ErrorSink, SinkModule } from '../reporting/error-sink.ts';

export type { ErrorContext, ErrorSink, SinkModule } from '../reporting/error-sink.ts';

export type ReportError = (error: unknown, context?: ErrorContext) => void;

/** Errors kept while the reporter loads; a page that throws in a loop must not grow it forever. */
const PENDING_MAX = 10;

/** After the page has loaded and the browser is idle (Safari has no requestIdleCallback: a moment after load). */
function whenIdle(win: Window, run: () => void): void {
  const idle = () => (win.requestIdleCallback ? win.requestIdleCallback(run, { timeout: 5000 }) : win.setTimeout(run, 1000));
  if (win.document.readyState === 'complete') idle();
  else win.addEventListener('load', idle, { once: true });
}

/**
 * Error reporting (storefront §8, account §8), the part every page carries:
 * window listeners for uncaught errors and unhandled rejections, and the
 * `report` the islands' error boundaries call. The reporter itself is a
 * lazy chunk: with a Sentry DSN the official SDK, loaded once the page is
 * idle (never in the first-load JavaScript); without one, a small poster
 * to soul/v1/client-errors, loaded by the first error. Errors before the
 * reporter is there wait in a short queue.
 */
export function installErrorReporting(
  settings: WidgetPageSettings,
  win: Window = window,
  loadSink: () => Promise<SinkModule> = () =>
    settings.sentryDsn ? import('../reporting/sentry-sink.ts') : import('../reporting/endpoint-sink.ts'),
): ReportError {
  let sink: ErrorSink | null = null;
  let loading: Promise<void> | null = null;
  const pending: Array<[unknown, ErrorContext]> = [];

  const load = (): Promise<void> =>
    (loading ??= loadSink().then(
      (module) => {
        const loaded = module.createSink(settings, win);
        sink = loaded;
        for (const [error, context] of pending.splice(0)) loaded.capture(error, context);
      },
      // Nowhere to report that the reporter failed to load; the console still shows it.
      (error: unknown) => console.error(error),
    ));

  const report: ReportError = (error, context = {}) => {
    if (sink) return sink.capture(error, context);
    if (pending.length < PENDING_MAX) pending.push([error, context]);
    // Sentry waits for the idle page even when something fails early; the small poster loads at once.
    if (!settings.sentryDsn) void load();
  };

  win.addEventListener('error', (event) => {
    if (!sink?.handlesGlobalErrors) report(event.error ?? event.message);
  });
  win.addEventListener('unhandledrejection', (event) => {
    if (!sink?.handlesGlobalErrors) report(event.reason);
  });
  if (settings.sentryDsn) whenIdle(win, () => void load());
  return report;
}
