import { DEFAULT_LIST_QUERY } from '@soul/contracts/product-list-query';
import { afterEach, describe, expect, it } from 'vitest';
import { syncLanguageLinks } from './use-list-url.ts';

afterEach(() => {
  document.body.innerHTML = '';
});

describe('syncLanguageLinks', () => {
  it('puts the list’s filters and sort (page 1) on the header’s language links, and nothing else', () => {
    document.body.innerHTML = `
      <a href="/products" data-soul-language-link="en">EN</a>
      <a href="/lt/products?pcat=energija" data-soul-language-link="lt">LT</a>
      <a href="/products?keep=1">Shop</a>`;
    syncLanguageLinks(document, { ...DEFAULT_LIST_QUERY, category: 'gut', sort: 'price', page: 3 });
    const hrefs = [...document.querySelectorAll('a')].map((a) => a.getAttribute('href'));
    expect(hrefs).toEqual(['/products?sort=price&pcat=gut', '/lt/products?sort=price&pcat=gut', '/products?keep=1']);

    syncLanguageLinks(document, DEFAULT_LIST_QUERY);
    expect([...document.querySelectorAll('a')].map((a) => a.getAttribute('href')).slice(0, 2)).toEqual(['/products', '/lt/products']);
  });
});
