import { describe, expect, it } from 'vitest';
import { fixture } from '../../../test/fixtures.ts';
import { addProblem, inOtherSize, newAddedLine, sizeLabelOf } from './added-line.ts';

describe('a picked product as a new order line', () => {
  it('a simple product: itself, no sizes, its price', () => {
    const product = fixture('detox-greens');
    const line = newAddedLine(product);
    expect(line).toMatchObject({
      key: `${product.id}:0`,
      product_id: product.id,
      variation_id: 0,
      sku: product.sku,
      unitGross: Number(product.prices.price),
      quantity: 1,
      sizes: [],
    });
    expect(line && sizeLabelOf(line)).toBeNull();
  });

  it('a variable product: sizes sorted by weight, the first in stock chosen, its SKU and price', () => {
    const product = fixture('skin-collagen');
    const line = newAddedLine(product);
    expect(line?.sizes.map((size) => size.label)).toEqual(['40G', '200G']);
    expect(line).toMatchObject({ product_id: product.id, variation_id: 10601, key: `${product.id}:10601`, unitGross: 1199 });
    expect(line && sizeLabelOf(line)).toBe('40G');
    const bigger = line && inOtherSize(line, 10600);
    expect(bigger).toMatchObject({ variation_id: 10600, key: `${product.id}:10601`, unitGross: 3499 });
  });

  it('a subscription product sells once as its one-time twin, in the twin’s sizes; a size out of stock cannot be chosen', () => {
    const product = fixture('gut-restore');
    const twin = product.extensions.one_time_purchase;
    const line = newAddedLine(product);
    expect(line).toMatchObject({ product_id: twin?.id, variation_id: 110101, unitGross: 1299, name: product.name });
    expect(line?.sizes.find((size) => size.variation_id === 110102)?.inStock).toBe(false);
    expect(line && inOtherSize(line, 110102)).toBe(line);
    expect(line && inOtherSize(line, 424242)).toBe(line);

    const simpleTwin = fixture('serenity-magnesium');
    expect(newAddedLine(simpleTwin)).toMatchObject({
      product_id: simpleTwin.extensions.one_time_purchase?.id,
      variation_id: 0,
      unitGross: Number(simpleTwin.extensions.one_time_purchase?.price),
    });
  });

  it('refuses what the server would: bundles, subscription-only products, nothing in stock', () => {
    expect(addProblem(fixture('energy-starter-bundle'))).toBe('bundle');
    expect(addProblem(fixture('immune-shield'))).toBe('subscriptionOnly');
    expect(addProblem(fixture('glow-vitamin-e'))).toBe('outOfStock');
    const variable = fixture('skin-collagen');
    const soldOut = {
      ...variable,
      extensions: { ...variable.extensions, variations: (variable.extensions.variations ?? []).map((v) => ({ ...v, is_in_stock: false })) },
    };
    expect(addProblem(soldOut)).toBe('outOfStock');
    expect(newAddedLine(soldOut)).toBeNull();
    expect(addProblem(variable)).toBeNull();
  });
});
