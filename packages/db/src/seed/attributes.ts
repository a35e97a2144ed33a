import { DEMO } from './fixtures.ts';
import type { SizeSlug } from './types.ts';

/** The one global attribute of the shop, `pa_size` (storefront §9 attribute filters). */
export const SIZE_ATTRIBUTE = {
  id: DEMO.attributes.size,
  taxonomy: 'pa_size',
  name: { en: 'Size', lt: 'Dydis' },
} as const;

export interface SizeTerm {
  id: number;
  slug: SizeSlug;
  /** Term names are not translated: "25G" reads the same in both languages. */
  name: string;
  menuOrder: number;
}

export const SIZE_TERMS: readonly SizeTerm[] = [
  { id: DEMO.sizeTerms['25g'], slug: '25g', name: '25G', menuOrder: 1 },
  { id: DEMO.sizeTerms['40g'], slug: '40g', name: '40G', menuOrder: 2 },
  { id: DEMO.sizeTerms['200g'], slug: '200g', name: '200G', menuOrder: 3 },
  { id: DEMO.sizeTerms['250g'], slug: '250g', name: '250G', menuOrder: 4 },
];

export function sizeTerm(slug: SizeSlug): SizeTerm {
  const term = SIZE_TERMS.find((t) => t.slug === slug);
  if (!term) throw new Error(`Unknown size ${slug}`);
  return term;
}
