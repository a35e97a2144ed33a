import { describe, expect, it } from 'vitest';
import { fixture } from '../test/fixtures.ts';
import { makeCart, makeLine } from '../test/cart-fixtures.ts';
import { buildPurchaseModel, initialChoice, productVariations } from '../widgets/product-detail/purchase-model.ts';
import { listRowAddition } from '../widgets/product-list/add-selected.ts';
import { buildAddItemBody } from './add-to-cart-payload.ts';
import { addBodyOfLinkItem, cartLinkItems, cartLinkUrl, decodeCartLink, encodeCartLink } from './cart-link.ts';
import { validateBackInStockEmail } from './back-in-stock.ts';

function bodyFor(slug: string, mode: 'one-time' | 'subscription', option?: string, interval?: number) {
  const product = fixture(slug);
  const own = productVariations(product, []);
  const choice = initialChoice(product, own, mode, 2);
  const model = buildPurchaseModel(product, own, { ...choice, ...(option ? { option } : {}), ...(interval ? { interval } : {}) });
  return { product, body: buildAddItemBody(product, model.selection) };
}

describe('add-to-cart payload (storefront §3)', () => {
  it('one-time purchase of a subscription product adds the one-time twin’s variation', () => {
    const { product, body } = bodyFor('gut-restore', 'one-time');
    const twin = product.extensions.one_time_purchase;
    expect(twin).toBeTruthy();
    expect(twin?.variations.map((v) => v.id)).toContain(body.id);
    expect(body.quantity).toBe(2);
    expect(JSON.parse(body.cart_item_data)).toEqual({ mainProduct: { id: 101, name: product.name, type: product.type, sku: product.sku } });
  });

  it('subscription adds the product’s own variation with { interval, period: month }', () => {
    const { product, body } = bodyFor('gut-restore', 'subscription');
    expect(product.extensions.variations?.map((v) => v.id)).toContain(body.id);
    const data = JSON.parse(body.cart_item_data) as { subscription: unknown; mainProduct: { id: number } };
    expect(data.mainProduct.id).toBe(101);
    expect(data.subscription).toEqual({ interval: 2, period: 'month' });
  });

  it('a subscription product without variations adds the product id', () => {
    const { body } = bodyFor('serenity-magnesium', 'subscription');
    expect(body.id).toBe(102);
    expect(JSON.parse(body.cart_item_data)).toMatchObject({ subscription: { period: 'month' } });
  });

  it('one-time of a subscription product without variations adds its twin id', () => {
    const { body } = bodyFor('serenity-magnesium', 'one-time');
    expect(body.id).toBe(1102);
    expect(JSON.parse(body.cart_item_data)).not.toHaveProperty('subscription');
  });

  it('a simple product adds itself', () => {
    const { body } = bodyFor('detox-greens', 'one-time');
    expect(body).toMatchObject({ id: 104, quantity: 2 });
  });

  it('a variable product adds the chosen variation', () => {
    const product = fixture('skin-collagen');
    const variation = product.extensions.variations?.[1];
    const { body } = bodyFor('skin-collagen', 'one-time', variation?.attributes[0]?.option);
    expect(body.id).toBe(variation?.id);
  });

  it('Add Selected rows: one-time twin first, first in-stock variation, order units; out of stock refused', () => {
    const gut = listRowAddition(fixture('gut-restore'), 3);
    expect(gut.ok).toBe(true);
    if (gut.ok) {
      expect(fixture('gut-restore').extensions.one_time_purchase?.variations.map((v) => v.id)).toContain(gut.row.body.id);
      expect(gut.row.body.quantity).toBe(3);
    }
    const immune = listRowAddition(fixture('immune-shield'), 1);
    expect(immune.ok && JSON.parse(immune.row.body.cart_item_data)).toMatchObject({ subscription: { period: 'month' } });
    expect(listRowAddition(fixture('glow-vitamin-e'), 1)).toEqual({ ok: false, code: 'product_out_of_stock' });
  });
});

describe('cart link (rebuild_cart)', () => {
  const cart = makeCart({
    items: [
      makeLine({
        id: 10101,
        parentId: 101,
        quantity: 2,
        itemData: { mainProduct: { id: 101 }, subscription: { interval: 2, period: 'month' } },
      }),
      makeLine({ id: 103, key: 'b'.repeat(32), bundledItems: ['c'.repeat(32)], itemData: { mainProduct: { id: 103 } } }),
      makeLine({ id: 104, key: 'c'.repeat(32), bundledBy: 'b'.repeat(32), name: 'Lietuviška žolė' }),
    ],
  });

  it('round-trips: items → base64 JSON → items', () => {
    const items = cartLinkItems(cart);
    expect(items).toEqual([
      {
        id: 101,
        quantity: 2,
        variationId: 10101,
        customData: { mainProduct: { id: 101 }, subscription: { interval: 2, period: 'month' } },
      },
      { id: 103, quantity: 1, variationId: 0, customData: { mainProduct: { id: 103 } } },
    ]);
    expect(decodeCartLink(encodeCartLink(items))).toEqual(items);
  });

  it('builds the link on the home URL', () => {
    const url = new URL(cartLinkUrl('/lt/', cartLinkItems(cart), 'https://soul.example'));
    expect(url.pathname).toBe('/lt/');
    expect(decodeCartLink(url.searchParams.get('rebuild_cart') ?? '')).toHaveLength(2);
  });

  it('survives non-ASCII custom data and the URL-safe alphabet', () => {
    const items = [{ id: 5, quantity: 1, variationId: 0, customData: { promo_offer_title: 'Ąžuolo žievė – 20 %' } }];
    const encoded = encodeCartLink(items).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
    expect(decodeCartLink(encoded)).toEqual(items);
  });

  it('accepts customData as a JSON string and defaults variationId', () => {
    const encoded = btoa(JSON.stringify([{ id: '7', quantity: 2, customData: '{"mainProduct":{"id":7}}' }]));
    expect(decodeCartLink(encoded)).toEqual([{ id: 7, quantity: 2, variationId: 0, customData: { mainProduct: { id: 7 } } }]);
  });

  it.each([
    ['not base64', '%%%'],
    ['not JSON', btoa('hello')],
    ['empty list', btoa('[]')],
    ['bad quantity', btoa(JSON.stringify([{ id: 1, quantity: 0 }]))],
    ['missing id', btoa(JSON.stringify([{ quantity: 1 }]))],
  ])('rejects %s', (_name, value) => {
    expect(decodeCartLink(value)).toBeNull();
  });

  it('re-adds the variation when there is one, with the custom data as a JSON string', () => {
    expect(
      addBodyOfLinkItem({ id: 101, quantity: 2, variationId: 10101, customData: { subscription: { interval: 2, period: 'month' } } }),
    ).toEqual({
      id: 10101,
      quantity: 2,
      cart_item_data: JSON.stringify({ subscription: { interval: 2, period: 'month' }, mainProduct: { id: 101 } }),
    });
  });
});

describe('back-in-stock e-mail (storefront §5)', () => {
  it.each([
    ['', 'required'],
    ['   ', 'required'],
    [`${'a'.repeat(195)}@b.com`, 'tooLong'],
    ['not-an-email', 'format'],
    ['a@b', 'format'],
    ['a b@c.lt', 'format'],
    ['jonas@soul.lt', null],
    ['  jonas.p+x@soul.co.uk ', null],
  ])('%j → %s', (value, expected) => {
    expect(validateBackInStockEmail(value)).toBe(expected);
  });
});
