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

describe('parsePageSettings', () => {
  it('rejects a page without the required fields', () => {
    expect(() => parsePageSettings({ shopName: 'x', language: 'de', api: {}, widgets: {} })).toThrow(/language/);
    expect(() => parsePageSettings(null)).toThrow();
  });
});
