import { consentCookieValue, newConsentRecord } from '@soul/contracts/consent';
import { CONSENT_COOKIE } from '@soul/contracts/cookies';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { WidgetEnv } from '../boot/widget-env.tsx';
import { CONSENT_RECORD_COOKIE } from '../widgets/product-detail/use-viewed-product-event.ts';
import { trackMarketingEvent } from './track-event.ts';

const env: WidgetEnv = {
  language: 'lt',
  storeRoot: '/wp-json/wc/store/v1',
  soulRoot: '/wp-json/soul/v1',
  page: {
    shopName: 'S',
    language: 'lt',
    api: { storeRoot: '', soulRoot: '' },
    widgets: {},
    canBuy: true,
    vendorNotApproved: false,
    sentryDsn: null,
    raw: { nonces: { rest: 'n1' } },
  },
};

afterEach(() => {
  document.cookie = `${CONSENT_COOKIE}=; Max-Age=0; Path=/`;
});

describe('browser marketing events', () => {
  it('sends nothing without marketing consent', async () => {
    const fetchImpl = vi.fn<typeof fetch>();
    await expect(trackMarketingEvent(env, 'viewed_product', { product_id: 7 }, fetchImpl)).resolves.toBe(false);
    expect(fetchImpl).not.toHaveBeenCalled();
  });

  it('with consent, posts the event with the REST nonce', async () => {
    document.cookie = `${CONSENT_COOKIE}=${consentCookieValue(newConsentRecord({ categories: ['marketing'] }))}; Path=/`;
    const fetchImpl = vi.fn<typeof fetch>(async () => new Response('{"success":true}', { status: 201 }));
    await expect(trackMarketingEvent(env, 'viewed_product', { product_id: 7, product_name: 'Energy' }, fetchImpl)).resolves.toBe(true);
    const [url, init] = fetchImpl.mock.calls[0] ?? [];
    expect(url).toBe('/wp-json/soul/v1/klaviyo-track?lang=lt');
    expect(new Headers(init?.headers).get('X-WP-Nonce')).toBe('n1');
    expect(JSON.parse(String(init?.body))).toEqual({ event_type: 'viewed_product', product_id: 7, product_name: 'Energy' });
  });

  it('the product page looks for the consent record by its real name', () => {
    expect(CONSENT_RECORD_COOKIE).toBe(CONSENT_COOKIE);
  });
});
