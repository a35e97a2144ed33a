import type { ErrorSink } from './error-sink.ts';
import type { WidgetPageSettings } from '../boot/settings.ts';
import { MAX_REPORTS_PER_PAGE } from './policy.ts';
import { reportOf } from './report-of.ts';
import { sendWithRetries } from './retry.ts';

/**
 * The reporter without a Sentry DSN: each error is posted to the shop's
 * own POST {soulRoot}/client-errors (JSON: message, stack, url, widget,
 * language), retried on network failures and 5xx answers, never on a 4xx
 * (a 429 means "enough"). The same error is sent once, and a page sends at
 * most MAX_REPORTS_PER_PAGE: a render loop must not flood the shop.
 */
export function createSink(
  settings: WidgetPageSettings,
  win: Window,
  fetchImpl: typeof fetch = (input, init) => win.fetch(input, init),
): ErrorSink {
  const url = `${settings.api.soulRoot}/client-errors`;
  const seen = new Set<string>();
  return {
    handlesGlobalErrors: false,
    capture(error, { widget }) {
      const report = reportOf(error, { url: win.location.href, widget, language: settings.language });
      const key = `${report.widget ?? ''}|${report.message}`;
      if (seen.has(key) || seen.size >= MAX_REPORTS_PER_PAGE) return;
      seen.add(key);
      const send = () =>
        fetchImpl(url, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify(report),
          credentials: 'same-origin',
          // The report still goes out when the error makes the visitor leave the page.
          keepalive: true,
        });
      sendWithRetries(send, (response) => response.status >= 500).catch(() => undefined);
    },
  };
}
