import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DESKTOP_IDLE_MS, exitPopupFlag, isSuppressedPath, TOUCH_IDLE_MS, watchExitIntent } from './exit-intent.ts';

function pointer(fine: boolean) {
  // jsdom has no matchMedia; stubbed, so the setup's unstubAllGlobals takes it away after the test.
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: fine && query === '(pointer: fine)', media: query }) as MediaQueryList);
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('where the exit popup may show (storefront §2)', () => {
  it('never on purchase-summary, order-received, account, checkout or pay pages, in either language', () => {
    for (const path of [
      '/checkout',
      '/lt/checkout',
      '/checkout/order-received/12',
      '/lt/checkout/order-pay/12/',
      '/purchase-summary/5',
      '/my-account',
      '/lt/my-account/orders/3',
    ])
      expect(isSuppressedPath(path), path).toBe(true);
    for (const path of ['/', '/lt/', '/product/glow-vitamin-e', '/offer/energy-complex', '/lt/parduotuve', '/checkout-guide'])
      expect(isSuppressedPath(path), path).toBe(false);
  });

  it('reads the server’s exitPopup flag: off only when the page says so (shown before, or an exit coupon held)', () => {
    expect(exitPopupFlag({ flags: { exitPopup: false } })).toBe(false);
    expect(exitPopupFlag({ flags: { exitPopup: true } })).toBe(true);
    expect(exitPopupFlag({ flags: {} })).toBe(true);
    expect(exitPopupFlag(undefined)).toBe(true);
  });
});

describe('exit intent (storefront §4, §9)', () => {
  it('desktop: the mouse leaving through the top triggers at once, once', () => {
    pointer(true);
    const trigger = vi.fn();
    watchExitIntent(window, trigger);
    document.dispatchEvent(new MouseEvent('mouseout', { clientY: 200, relatedTarget: null }));
    expect(trigger).not.toHaveBeenCalled();
    document.dispatchEvent(new MouseEvent('mouseout', { clientY: 0, relatedTarget: null }));
    expect(trigger).toHaveBeenCalledOnce();
    vi.advanceTimersByTime(DESKTOP_IDLE_MS * 2);
    document.dispatchEvent(new MouseEvent('mouseout', { clientY: -1, relatedTarget: null }));
    expect(trigger).toHaveBeenCalledOnce();
  });

  it('desktop: 15 s without activity; pointer, key and scroll activity restart the wait', () => {
    pointer(true);
    const trigger = vi.fn();
    watchExitIntent(window, trigger);
    vi.advanceTimersByTime(DESKTOP_IDLE_MS - 1000);
    window.dispatchEvent(new Event('pointermove'));
    vi.advanceTimersByTime(DESKTOP_IDLE_MS - 1000);
    window.dispatchEvent(new KeyboardEvent('keydown'));
    vi.advanceTimersByTime(DESKTOP_IDLE_MS - 1000);
    window.dispatchEvent(new Event('scroll'));
    vi.advanceTimersByTime(DESKTOP_IDLE_MS - 1);
    expect(trigger).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(trigger).toHaveBeenCalledOnce();
  });

  it('touch: 10 s without activity (touches restart it); leaving through the top means nothing there', () => {
    pointer(false);
    const trigger = vi.fn();
    watchExitIntent(window, trigger);
    document.dispatchEvent(new MouseEvent('mouseout', { clientY: 0, relatedTarget: null }));
    vi.advanceTimersByTime(TOUCH_IDLE_MS - 1);
    window.dispatchEvent(new Event('touchstart'));
    vi.advanceTimersByTime(TOUCH_IDLE_MS - 1);
    expect(trigger).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(trigger).toHaveBeenCalledOnce();
  });

  it('stops watching when cleaned up', () => {
    pointer(true);
    const trigger = vi.fn();
    const stop = watchExitIntent(window, trigger);
    stop();
    vi.advanceTimersByTime(DESKTOP_IDLE_MS * 2);
    document.dispatchEvent(new MouseEvent('mouseout', { clientY: 0, relatedTarget: null }));
    expect(trigger).not.toHaveBeenCalled();
  });
});
