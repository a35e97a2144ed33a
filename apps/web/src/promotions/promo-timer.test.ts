import { describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../test/cart-fixtures.ts';
import { ensurePromoCountdown } from './promo-timer.ts';
import { PromotionClient } from './promotion-client.ts';
import { formatCountdown, formatShortCountdown, secondsUntil } from './use-countdown.ts';

function client(fetchImpl: typeof fetch) {
  return new PromotionClient({ soulRoot: '/wp-json/soul/v1', language: 'en', t: () => 'network', fetchImpl });
}

describe('the promo countdown flow (storefront §4)', () => {
  it('starts a timer that has not started, tells the caller, and reads the time left again', async () => {
    let started = false;
    const fetchImpl = vi.fn<typeof fetch>(async (input, init) => {
      const url = String(input);
      if (init?.method === 'POST') {
        started = true;
        expect(JSON.parse(String(init.body))).toEqual({ timerId: 'promo-welcome', timer: 3600 });
        return jsonResponse(200, { timeLeft: 3600 });
      }
      expect(url).toBe('/wp-json/soul/v1/timers/check?timerId=promo-welcome&lang=en');
      return started
        ? jsonResponse(200, { timeLeft: 3599 })
        : jsonResponse(200, { error: 'Countdown has not been started', code: 'soul_timer_not_started' });
    });
    const onStarted = vi.fn();
    await expect(ensurePromoCountdown(client(fetchImpl), 'promo-welcome', 3600, onStarted)).resolves.toEqual({ timeLeft: 3599 });
    expect(onStarted).toHaveBeenCalledOnce();
    expect(fetchImpl).toHaveBeenCalledTimes(3);
  });

  it('never restarts a running or finished timer', async () => {
    const fetchImpl = vi.fn<typeof fetch>(async () => jsonResponse(200, { timeLeft: 0 }));
    const onStarted = vi.fn();
    await expect(ensurePromoCountdown(client(fetchImpl), 'promo-welcome', 3600, onStarted)).resolves.toEqual({ timeLeft: 0 });
    expect(onStarted).not.toHaveBeenCalled();
    expect(fetchImpl).toHaveBeenCalledOnce();
  });

  it('answers the service’s error text, or an empty one when it is down', async () => {
    const refusing = vi.fn<typeof fetch>(async () =>
      jsonResponse(429, { error: 'Something is wrong with counter service. Please try again.' }),
    );
    await expect(ensurePromoCountdown(client(refusing), 't', 60)).resolves.toEqual({
      error: 'Something is wrong with counter service. Please try again.',
    });
    const down = vi.fn<typeof fetch>(async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(ensurePromoCountdown(client(down), 't', 60)).resolves.toEqual({ error: '' });
  });
});

describe('countdown arithmetic', () => {
  it('rounds up to whole seconds and never goes below zero', () => {
    expect(secondsUntil(10_500, 10_000)).toBe(1);
    expect(secondsUntil(10_000, 10_000)).toBe(0);
    expect(secondsUntil(9_000, 10_000)).toBe(0);
  });

  it('formats hh:mm:ss and mm:ss', () => {
    expect(formatCountdown(3600)).toBe('01:00:00');
    expect(formatCountdown(59)).toBe('00:00:59');
    expect(formatCountdown(-5)).toBe('00:00:00');
    expect(formatShortCountdown(1800)).toBe('30:00');
    expect(formatShortCountdown(61)).toBe('01:01');
  });
});
