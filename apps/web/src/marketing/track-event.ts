import type { WidgetEnv } from '../boot/widget-env.tsx';
import { consentAllows } from '../consent/consent-gate.ts';
import { isRecord } from '../shared/is-record.ts';

/** The browser-only marketing events of storefront §7 (the server records the rest itself). */
export type BrowserMarketingEvent = 'viewed_product';

/**
 * Sends one marketing event to `POST soul/v1/klaviyo-track` (account §7),
 * only with the visitor's marketing consent (the one consent gate). The
 * server ties it to the signed-in customer or the session, never to an
 * e-mail the browser names. Best effort: a failure is not the shopper's
 * problem, so it is only logged.
 */
export async function trackMarketingEvent(
  env: WidgetEnv,
  event: BrowserMarketingEvent,
  properties: Record<string, string | number>,
  fetchImpl: typeof fetch = fetch,
): Promise<boolean> {
  if (!consentAllows('marketing', document, 'email_marketing')) return false;
  const nonces = env.page && isRecord(env.page.raw.nonces) ? env.page.raw.nonces : {};
  try {
    const response = await fetchImpl(`${env.soulRoot}/klaviyo-track?lang=${env.language}`, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'Content-Type': 'application/json', 'X-WP-Nonce': typeof nonces.rest === 'string' ? nonces.rest : '' },
      body: JSON.stringify({ event_type: event, ...properties }),
    });
    return response.ok;
  } catch (error) {
    console.warn('Marketing event not sent', error);
    return false;
  }
}
