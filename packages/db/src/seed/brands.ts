import { DEMO } from './fixtures.ts';
import type { DemoBrand } from './types.ts';

/** Brands (WooCommerce's product_brand taxonomy): the shop sells its own brand only. */
export const BRANDS: readonly DemoBrand[] = [
  {
    ids: DEMO.brands.soul,
    groupId: DEMO.brandGroups.soul,
    slug: { en: 'soul', lt: 'soul' },
    name: { en: 'Soul', lt: 'Soul' },
    description: {
      en: 'Supplements made in small batches in Lithuania.',
      lt: 'Maisto papildai, gaminami mažomis partijomis Lietuvoje.',
    },
  },
];
