import type { ShownPromotion } from '@soul/contracts/promotions';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readVisitorCookie, setVisitorCookie, clearVisitorCookie } from '../../consent/visitor-cookies.ts';
import { useNotificationStore } from '../../overlays/notification-store.ts';
import { usePromoFlags } from '../../promotions/flags-store.ts';
import { PromotionClient } from '../../promotions/promotion-client.ts';
import { jsonResponse } from '../../test/cart-fixtures.ts';
import { renderWidget } from '../../test/render.tsx';
import PromoBanner from './PromoBanner.tsx';
import { bannerWanted } from './banner-trigger.ts';

const WELCOME: ShownPromotion = {
  id: 1,
  slug: 'welcome',
  kind: 'banner',
  title: 'Welcome offer',
  message: 'Welcome! Use code WELCOME10 for 10% off your first order.',
  link: '/products',
  cta_button_text: '',
  cta_button_subtext: '',
  countdown_banner_text: '',
  discount_rate: 10,
  countdown: 3600,
  timer_id: 'promo-welcome',
  ends_at: null,
  landing_pages: { en: null, lt: null },
  product: null,
  quantityPromotions: [],
  currency_minor_unit: 2,
};

interface Server {
  promotion?: ShownPromotion | null;
  /** Seconds left of the visitor's timer; null: not started. */
  timeLeft: number | null;
  timerError?: string;
}

/** A stand-in for the promotion and timer routes; `calls` lists what the widget asked. */
function fakeClient(server: Server) {
  const calls: string[] = [];
  const fetchImpl = vi.fn<typeof fetch>(async (input, init) => {
    const url = new URL(String(input), 'https://soul.example');
    const method = init?.method ?? 'GET';
    calls.push(`${method} ${url.pathname.replace('/wp-json/soul/v1/', '')}`);
    if (url.pathname.endsWith('/promotions/welcome') || url.pathname.endsWith('/promotions/spring')) {
      const promotion = server.promotion === undefined ? WELCOME : server.promotion;
      return promotion
        ? jsonResponse(200, promotion)
        : jsonResponse(404, { code: 'soul_promotion_not_found', message: 'No such promotion' });
    }
    if (server.timerError) return jsonResponse(429, { error: server.timerError });
    if (method === 'POST') {
      server.timeLeft = JSON.parse(String(init?.body)).timer;
      return jsonResponse(200, { timeLeft: server.timeLeft });
    }
    if (server.timeLeft === null) return jsonResponse(404, { error: 'Countdown has not been started' });
    return jsonResponse(200, { timeLeft: server.timeLeft });
  });
  return { client: new PromotionClient({ soulRoot: '/wp-json/soul/v1', language: 'en', t: () => 'network', fetchImpl }), calls };
}

function openPage(path: string) {
  window.history.replaceState(null, '', path);
}

beforeEach(() => {
  usePromoFlags.setState({ promos: {} });
  useNotificationStore.setState({ current: null });
});

afterEach(() => {
  clearVisitorCookie('landingPromo');
  localStorage.clear();
  openPage('/');
  document.getElementById('soul-promo-banner')?.remove();
});

describe('the promo banner (storefront §2, §4)', () => {
  it('starts the countdown of a promo link, sets the landing-promo cookie, drops the parameter and shows the banner', async () => {
    openPage('/shop/?promo=welcome&page=2#top');
    const { client, calls } = fakeClient({ timeLeft: null });
    renderWidget(<PromoBanner client={client} />);

    const banner = await screen.findByRole('region', { name: 'Promotion' });
    expect(banner).toHaveTextContent('Welcome! Use code WELCOME10 for 10% off your first order.');
    expect(screen.getByRole('link', { name: /WELCOME10/ })).toHaveAttribute('href', '/products');
    expect(screen.getByRole('timer')).toHaveTextContent(/^Ends in\s*(01:00:00|00:59:5\d)$/);
    expect(calls).toEqual(['GET promotions/welcome', 'GET timers/check', 'POST timers/start', 'GET timers/check']);
    expect(readVisitorCookie('landingPromo')).toBe('welcome');
    expect(window.location.pathname + window.location.search + window.location.hash).toBe('/shop/?page=2#top');
    expect(usePromoFlags.getState().promos[1]).toBe(true);
    // Sticky above the header, a child of <body>: it stays at the top while the page scrolls.
    expect(banner.closest('#soul-promo-banner')?.parentElement).toBe(document.body);
  });

  it('follows the shopper to another page through the cookie, without starting the countdown again', async () => {
    setVisitorCookie('landingPromo', 'welcome');
    const { client, calls } = fakeClient({ timeLeft: 1234 });
    renderWidget(<PromoBanner client={client} />);

    expect(await screen.findByTestId('promo-banner-countdown')).toHaveTextContent(/^00:20:(3[0-4]|2\d)$/);
    expect(calls).toEqual(['GET promotions/welcome', 'GET timers/check']);
  });

  it('tells the shopper when the link’s countdown is already over, and shows no banner', async () => {
    openPage('/?promo=welcome');
    setVisitorCookie('landingPromo', 'welcome');
    usePromoFlags.getState().setPromoFlag(1, true);
    const { client } = fakeClient({ timeLeft: 0 });
    renderWidget(<PromoBanner client={client} />);

    expect(await screen.findByText('Your countdown has just been expired!')).toBeInTheDocument();
    expect(screen.getByText('Expired')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Promotion' })).toBeNull();
    expect(usePromoFlags.getState().promos[1]).toBe(false);
    expect(readVisitorCookie('landingPromo')).toBeNull();
    expect(window.location.search).toBe('');
  });

  it('says the countdown is over for an unknown or ended promotion', async () => {
    openPage('/?promo=spring');
    const { client, calls } = fakeClient({ promotion: null, timeLeft: null });
    renderWidget(<PromoBanner client={client} />);

    expect(await screen.findByText('Countdown duration expired')).toBeInTheDocument();
    expect(calls).toEqual(['GET promotions/spring']);
    expect(window.location.search).toBe('');
  });

  it('shows the timer service’s error', async () => {
    openPage('/?promo=welcome');
    const { client } = fakeClient({ timeLeft: null, timerError: 'Something is wrong with counter service. Please try again.' });
    renderWidget(<PromoBanner client={client} />);

    expect(await screen.findByText('Something is wrong with counter service. Please try again.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Promotion' })).toBeNull();
  });

  it('remembers a dismissal: the promotion’s later pages stay quiet', async () => {
    setVisitorCookie('landingPromo', 'welcome');
    const { client } = fakeClient({ timeLeft: 600 });
    renderWidget(<PromoBanner client={client} />);

    await userEvent.click(await screen.findByRole('button', { name: 'Dismiss the promotion banner' }));
    expect(screen.queryByRole('region', { name: 'Promotion' })).toBeNull();
    expect(document.getElementById('soul-promo-banner')).toBeNull();
    expect(bannerWanted('', document.cookie)).toBe(false);
    // The countdown itself goes on: the promotion's flag stays on.
    expect(usePromoFlags.getState().promos[1]).toBe(true);
  });

  it('at zero reads "Promo Expired - 00:00:00" without link or countdown, tells the shopper and turns the flag off', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    try {
      setVisitorCookie('landingPromo', 'welcome');
      const { client } = fakeClient({ timeLeft: 2 });
      renderWidget(<PromoBanner client={client} />);
      expect(await screen.findByTestId('promo-banner-countdown')).toHaveTextContent('00:00:02');

      act(() => vi.advanceTimersByTime(2000));
      const banner = screen.getByRole('region', { name: 'Promotion' });
      expect(banner).toHaveTextContent('Promo Expired - 00:00:00');
      expect(screen.queryByRole('link', { name: /WELCOME10/ })).toBeNull();
      expect(screen.queryByRole('timer')).toBeNull();
      expect(usePromoFlags.getState().promos[1]).toBe(false);
      expect(readVisitorCookie('landingPromo')).toBeNull();
      await waitFor(() => expect(screen.getByText('Your countdown has just been expired!')).toBeInTheDocument());
      // Still dismissable.
      expect(screen.getByRole('button', { name: 'Dismiss the promotion banner' })).toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });
});
