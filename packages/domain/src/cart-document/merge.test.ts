import { describe, expect, it } from 'vitest';
import { emptyCartDocument, type CartDocument, type CartLine } from './document.ts';
import { mergeSignInCarts } from './merge.ts';

const line = (key: string, quantity = 1, bundledBy: string | null = null): CartLine => ({
  key,
  productId: 1,
  quantity,
  data: {},
  bundledBy,
  bundledItemId: null,
});
const cart = (lines: CartLine[], coupons: string[] = []): CartDocument => ({ ...emptyCartDocument(), lines, coupons });

describe('mergeSignInCarts', () => {
  it('keeps the guest cart and adds the earlier cart’s other lines; the guest’s quantity stands', () => {
    const merged = mergeSignInCarts(cart([line('a', 2)], ['welcome10']), cart([line('a', 5), line('b', 1)], ['save5', 'welcome10']));
    expect(merged?.lines.map((l) => [l.key, l.quantity])).toEqual([
      ['a', 2],
      ['b', 1],
    ]);
    expect(merged?.coupons).toEqual(['welcome10', 'save5']);
  });

  it('brings a bundle with its items, or neither', () => {
    const earlier = cart([line('bundle'), line('item1', 1, 'bundle'), line('c')]);
    expect(mergeSignInCarts(cart([line('x')]), earlier)?.lines.map((l) => l.key)).toEqual(['x', 'bundle', 'item1', 'c']);
    expect(mergeSignInCarts(cart([line('bundle', 2), line('item1', 2, 'bundle')]), earlier)?.lines.map((l) => [l.key, l.quantity])).toEqual(
      [
        ['bundle', 2],
        ['item1', 2],
        ['c', 1],
      ],
    );
  });

  it('uses whichever cart has lines, and nothing when neither has', () => {
    expect(mergeSignInCarts(null, cart([line('b')]))?.lines).toHaveLength(1);
    expect(mergeSignInCarts(cart([line('a')]), null)?.lines).toHaveLength(1);
    expect(mergeSignInCarts(cart([]), cart([]))).toBeNull();
    expect(mergeSignInCarts(null, null)).toBeNull();
  });
});
