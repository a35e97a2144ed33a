import { DEMO } from './fixtures.ts';
import type { DemoTag } from './types.ts';

/** Product tags. `every-month` / `kas-menesi` marks a monthly product (storefront §3). */
export const TAGS: readonly DemoTag[] = [
  {
    key: 'everyMonth',
    ids: DEMO.tags.everyMonth,
    groupId: DEMO.tagGroups.everyMonth,
    slug: { en: 'every-month', lt: 'kas-menesi' },
    name: { en: 'Every month', lt: 'Kas mėnesį' },
  },
  {
    key: 'vegan',
    ids: DEMO.tags.vegan,
    groupId: DEMO.tagGroups.vegan,
    slug: { en: 'vegan', lt: 'veganiska' },
    name: { en: 'Vegan', lt: 'Veganiška' },
  },
  {
    key: 'bestseller',
    ids: DEMO.tags.bestseller,
    groupId: DEMO.tagGroups.bestseller,
    slug: { en: 'bestseller', lt: 'perkamiausias' },
    name: { en: 'Bestseller', lt: 'Perkamiausias' },
  },
];
