import { DEMO } from '../fixtures.ts';
import { paragraphs } from '../text.ts';
import type { DemoProduct } from '../types.ts';

/**
 * A bundle of three simple products. Items are sold as a set (not
 * removable), shown indented under the bundle, and the double pack of zinc
 * hides its thumbnail so the cart shows it as part of the set.
 */
export const BUNDLE_PRODUCTS: readonly DemoProduct[] = [
  {
    id: DEMO.products.bundle,
    type: 'bundle',
    sku: 'SS-IMB',
    categories: ['immune'],
    featured: true,
    bulkDiscountPercent: DEMO.products.bundleDiscountPercent,
    items: [
      // Vitamin D3 + K2, Vitamin C 1000, 2 × Zinc & Selenium (DEMO.products.bundleItems).
      { productId: 142, quantity: 1 },
      { productId: 145, quantity: 1 },
      { productId: DEMO.products.simple, quantity: 2, isThumbnailHidden: true },
    ],
    rating: { average: 4.8, count: 26 },
    totalSales: 380,
    createdDaysAgo: 35,
    art: { label: 'Immune Essentials', shape: 'jar', images: 2 },
    copy: {
      name: { en: 'Immune Essentials Bundle', lt: 'Imuniteto rinkinys' },
      slug: DEMO.slugs.bundle,
      shortDescription: {
        en: paragraphs(
          'Our three immune favourites together: vitamin D3 + K2, vitamin C 1000 and a double pack of zinc & selenium, 15 % off.',
        ),
        lt: paragraphs(
          'Trys mėgstamiausi mūsų imunitetui skirti produktai kartu: vitaminas D3 + K2, vitaminas C 1000 ir dviguba cinko ir seleno pakuotė – 15 % pigiau.',
        ),
      },
      description: {
        en: paragraphs(
          'Everything you need for the winter in one box. Each item in the bundle costs 15 % less than on its own, and the bundle ships as one parcel.',
          'The bundle is sold as a set, so its items cannot be removed individually.',
        ),
        lt: paragraphs(
          'Viskas, ko reikia žiemai, vienoje dėžutėje. Kiekvienas rinkinio produktas yra 15 % pigesnis nei perkant atskirai, o rinkinys siunčiamas vienu siuntiniu.',
          'Rinkinys parduodamas kaip visuma, todėl atskirų jo produktų pašalinti negalima.',
        ),
      },
    },
  },
];
