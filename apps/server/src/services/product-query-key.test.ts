import { productQuerySchema } from '@soul/contracts';
import { describe, expect, it } from 'vitest';
import { productOrderingKey, productQueryKey } from './product-query-key.ts';

const key = (input: Record<string, unknown>) => productQueryKey(productQuerySchema.parse(input));

describe('productQueryKey', () => {
  it('is the same for the same validated query however it was written', () => {
    const plain = key({ orderby: 'price', order: 'asc', include: '3,1', page: '2' });
    expect(key({ page: 2, include: ['3', '1'], order: 'asc', orderby: 'price' })).toBe(plain);
    expect(key({ orderby: 'price', order: 'asc', include: '3,1', page: '02', per_page: '10', utm_source: 'mail', lang: 'lt' })).toBe(plain);
  });

  it('differs when the answer differs', () => {
    expect(key({ page: '2' })).not.toBe(key({ page: '3' }));
    expect(key({ include: '1,3' })).not.toBe(key({ include: '3,1' }));
    expect(key({ on_sale: 'true' })).not.toBe(key({ on_sale: 'false' }));
  });
});

describe('productOrderingKey', () => {
  it('leaves paging out: every page of a listing shares its ordering', () => {
    const ordering = (input: Record<string, unknown>) => productOrderingKey(productQuerySchema.parse(input));
    expect(ordering({ orderby: 'title', page: '1' })).toBe(ordering({ orderby: 'title', page: '40', per_page: '25', offset: '7' }));
    expect(ordering({ orderby: 'title' })).not.toBe(ordering({ orderby: 'date' }));
  });
});
