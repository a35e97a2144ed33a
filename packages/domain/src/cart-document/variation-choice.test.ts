import { describe, expect, it } from 'vitest';
import { aProduct } from '../products/product.fixture.ts';
import type { CatalogueAttribute } from '../products/product.ts';
import { resolveVariationChoice, valueSlug } from './variation-choice.ts';

const terms = [
  { id: 41, slug: '25g', name: '25G', isDefault: false },
  { id: 42, slug: '40g', name: '40G', isDefault: false },
];
const size = (chosen: typeof terms): CatalogueAttribute => ({
  id: 1,
  taxonomy: 'pa_size',
  name: 'Size',
  hasVariations: true,
  terms: chosen,
});
const small = aProduct({ id: 11, type: 'variation', parentId: 1, attributes: [size([terms[0]!])] });
const large = aProduct({ id: 12, type: 'variation', parentId: 1, attributes: [size([terms[1]!])] });
const parent = aProduct({ id: 1, type: 'variable', attributes: [size(terms)], variations: [small, large] });

describe('resolveVariationChoice (CartController::parse_variation_data)', () => {
  it('without data the product stays as named', () => {
    expect(resolveVariationChoice(small, parent, [])).toEqual({ ok: true, product: small, parent });
  });

  it.each([
    ['pa_size', '25g'],
    ['Size', '25G'],
    ['attribute_pa_size', ' 25g '],
    ['colour', 'red'], // an attribute the product does not vary by is ignored
  ])('data agreeing with the variation (%s = %j) keeps it', (attribute, value) => {
    expect(resolveVariationChoice(small, parent, [{ attribute, value }])).toMatchObject({ ok: true, product: { id: 11 } });
  });

  it('data contradicting the variation is invalid_variation_data with the allowed slugs', () => {
    expect(resolveVariationChoice(small, parent, [{ attribute: 'pa_size', value: '40g' }])).toEqual({
      ok: false,
      problem: { code: 'invalid_variation_data', attribute: 'Size', allowed: ['25g', '40g'] },
    });
  });

  it('a variable product with data becomes the matching variation, or no_matching_variation', () => {
    expect(resolveVariationChoice(parent, null, [{ attribute: 'Size', value: '40G' }])).toEqual({ ok: true, product: large, parent });
    expect(resolveVariationChoice(parent, null, [{ attribute: 'Size', value: '1kg' }])).toEqual({
      ok: false,
      problem: { code: 'no_matching_variation' },
    });
  });

  it('slugs values as WordPress does', () => {
    expect(valueSlug(' Extra Large ')).toBe('extra-large');
  });
});
