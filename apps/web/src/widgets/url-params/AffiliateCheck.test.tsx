import { consentCookieValue, newConsentRecord } from '@soul/contracts/consent';
import { act, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useNotificationStore } from '../../overlays/notification-store.ts';
import { renderWidget } from '../../test/render.tsx';
import AffiliateCheck, { AFFILIATE_CHECK_MS } from './AffiliateCheck.tsx';

const MARKETING = `cc_cookie=${consentCookieValue(newConsentRecord({ categories: ['marketing'] }))}; Path=/`;

beforeEach(() => {
  vi.useFakeTimers();
  useNotificationStore.setState({ current: null });
  window.history.replaceState(null, '', '/?ref=abcdefgh&x=1');
});
afterEach(() => vi.useRealTimers());

describe('the affiliate check (storefront §4 ref)', () => {
  it("says 'No Affiliate' 1 s after load when the ref left no cookie, and takes ref out of the address", async () => {
    document.cookie = MARKETING;
    renderWidget(<AffiliateCheck />);
    expect(window.location.search).toBe('?x=1');
    act(() => vi.advanceTimersByTime(AFFILIATE_CHECK_MS - 1));
    expect(useNotificationStore.getState().current).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    vi.useRealTimers();
    await waitFor(() => expect(useNotificationStore.getState().current).not.toBeNull());
    expect(useNotificationStore.getState().current).toMatchObject({
      id: 'no-affiliate',
      title: { key: 'affiliate.noAffiliateTitle', ns: 'cart' },
    });
  });

  it('says nothing when the server set the cookie, or when marketing consent is not given', async () => {
    document.cookie = MARKETING;
    document.cookie = 'soul_affiliate=abcdefgh; Path=/';
    renderWidget(<AffiliateCheck />);
    act(() => vi.advanceTimersByTime(AFFILIATE_CHECK_MS));
    await Promise.resolve();
    expect(useNotificationStore.getState().current).toBeNull();

    document.cookie = 'soul_affiliate=; Max-Age=0; Path=/';
    document.cookie = 'cc_cookie=; Max-Age=0; Path=/';
    renderWidget(<AffiliateCheck />);
    act(() => vi.advanceTimersByTime(AFFILIATE_CHECK_MS));
    expect(useNotificationStore.getState().current).toBeNull();
  });
});
