import { waitFor } from '@testing-library/react';
import { createElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { boot, findMounts } from './boot.ts';
import { parsePageSettings } from './settings.ts';

function page(widgets: Record<string, boolean>, body = '') {
  document.body.innerHTML = `${body}<script type="application/json" id="soul-settings">${JSON.stringify({
    shopName: 'Soul Shop',
    language: 'en',
    api: { storeRoot: '/wp-json/wc/store/v1', soulRoot: '/wp-json/soul/v1' },
    widgets,
  })}</script>`;
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

describe('boot', () => {
  it('reports a missing container with the shop name (storefront §8)', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const load = vi.fn();
    page({ 'product-detail': true });
    await boot(document, { 'product-detail': load });
    expect(error).toHaveBeenCalledWith('Soul Shop Elem Widget was not initialized due to missing container!');
    expect(load).not.toHaveBeenCalled();
  });

  it('skips disabled widgets and widgets this bundle does not have', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    page({ 'product-detail': false, 'cart-drawer': true });
    expect(findMounts(document, 'Soul Shop', { 'product-detail': false, 'cart-drawer': true }, { 'product-detail': vi.fn() })).toEqual([]);
    expect(error).not.toHaveBeenCalled();
  });

  it('finds every container of an enabled widget', () => {
    page({ 'product-list': true }, '<div data-soul-widget="product-list"></div><div data-soul-widget="product-list"></div>');
    const load = vi.fn();
    expect(findMounts(document, 'Soul Shop', { 'product-list': true }, { 'product-list': load })).toHaveLength(2);
  });
});

describe('boot of islands below the fold', () => {
  it('loads a near-only island when its container comes near the viewport, after the others, with the same runtime', async () => {
    let notify: ((entries: { isIntersecting: boolean }[]) => void) | null = null;
    const observed: Element[] = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: (entries: { isIntersecting: boolean }[]) => void) {
          notify = callback;
        }
        observe(element: Element) {
          observed.push(element);
        }
        disconnect() {
          notify = null;
        }
      },
    );
    page({ reviews: true, 'cart-drawer': true }, '<div data-soul-widget="cart-drawer"></div><div data-soul-widget="reviews"></div>');
    const reviews = vi.fn(async () => ({ default: { render: () => createElement('p', null, 'reviews ready') } }));
    const drawer = vi.fn(async () => ({ default: { render: () => createElement('p', null, 'drawer ready') } }));
    await boot(document, { reviews, 'cart-drawer': drawer }, new Set(['reviews']));
    await waitFor(() => expect(document.querySelector('[data-soul-widget="cart-drawer"]')?.textContent).toBe('drawer ready'));
    expect(reviews).not.toHaveBeenCalled();
    expect(observed).toEqual([document.querySelector('[data-soul-widget="reviews"]')]);
    expect(document.querySelector('[data-soul-widget="reviews"]')?.hasAttribute('data-soul-waiting')).toBe(true);

    notify!([{ isIntersecting: false }]);
    expect(reviews).not.toHaveBeenCalled();
    notify!([{ isIntersecting: true }]);
    expect(reviews).toHaveBeenCalledTimes(1);
    expect(notify).toBeNull();
    expect(document.querySelector('[data-soul-widget="reviews"]')?.hasAttribute('data-soul-waiting')).toBe(false);
    await waitFor(() => expect(document.querySelector('[data-soul-widget="reviews"]')?.textContent).toBe('reviews ready'));
  });
});

describe('boot when an island fails', () => {
  it('one island chunk failing to load never stops the others: an empty container gets the fallback, server HTML stays, both are reported', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const post = vi.fn<typeof fetch>(async () => new Response(null, { status: 204 }));
    vi.stubGlobal('fetch', post);
    page(
      { 'my-account': true, 'product-detail': true, 'cart-drawer': true },
      '<div data-soul-widget="my-account"></div><div data-soul-widget="product-detail"><h1>Gut Restore</h1></div><div data-soul-widget="cart-drawer"></div>',
    );
    const offline = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module'));
    await boot(document, {
      'my-account': offline,
      'product-detail': offline,
      'cart-drawer': async () => ({ default: { render: () => createElement('p', null, 'cart ready') } }),
    });
    const account = document.querySelector<HTMLElement>('[data-soul-widget="my-account"]')!;
    await waitFor(() => expect(account.textContent).toContain('Oops. Something went wrong'));
    expect(account.textContent).toContain('Try reloading the page or try again later');
    expect(document.querySelector('[data-soul-widget="product-detail"]')?.innerHTML).toBe('<h1>Gut Restore</h1>');
    await waitFor(() => expect(document.querySelector('[data-soul-widget="cart-drawer"]')?.textContent).toBe('cart ready'));
    await waitFor(() => expect(post).toHaveBeenCalledTimes(2));
    const reports = post.mock.calls.map(([endpoint, init]) => ({
      endpoint,
      ...(JSON.parse(String(init?.body)) as Record<string, unknown>),
    }));
    expect(reports).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          endpoint: '/wp-json/soul/v1/client-errors',
          widget: 'product-detail',
          message: 'Failed to fetch dynamically imported module',
          language: 'en',
        }),
        expect.objectContaining({
          endpoint: '/wp-json/soul/v1/client-errors',
          widget: 'my-account',
          message: 'Failed to fetch dynamically imported module',
        }),
      ]),
    );
  });
});

describe('parsePageSettings', () => {
  it('reads the Sentry DSN when the page has one', () => {
    const base = { shopName: 'x', language: 'en', api: { storeRoot: '/s', soulRoot: '/x' }, widgets: {} };
    expect(parsePageSettings(base).sentryDsn).toBeNull();
    expect(parsePageSettings({ ...base, sentryDsn: 'https://k@o1.ingest.sentry.example/2' }).sentryDsn).toBe(
      'https://k@o1.ingest.sentry.example/2',
    );
  });

  it('rejects a page without the required fields', () => {
    expect(() => parsePageSettings({ shopName: 'x', language: 'de', api: {}, widgets: {} })).toThrow(/language/);
    expect(() => parsePageSettings(null)).toThrow();
  });
});
