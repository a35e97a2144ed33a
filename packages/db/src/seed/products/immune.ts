import { DEMO } from '../fixtures.ts';
import { SIMPLE_PLAN } from '../plans.ts';
import { paragraphs } from '../text.ts';
import type { DemoProduct } from '../types.ts';

export const IMMUNE_PRODUCTS: readonly DemoProduct[] = [
  {
    id: DEMO.products.subscriptionSimple,
    type: 'subscription',
    sku: 'SS-IMS',
    categories: ['immune'],
    size: '40g',
    regularPriceCents: 2490,
    stock: 60,
    plan: SIMPLE_PLAN,
    oneTimeTwin: { id: DEMO.products.subscriptionSimpleTwin },
    rating: { average: 4.6, count: 58 },
    totalSales: 880,
    createdDaysAgo: 170,
    upsellIds: [165],
    art: { label: 'Immune Shield', shape: 'jar', images: 3 },
    copy: {
      name: { en: 'Immune Shield', lt: 'Imuniteto skydas' },
      slug: { en: 'immune-shield', lt: 'imuniteto-skydas' },
      shortDescription: {
        en: paragraphs('Vitamin C, vitamin D, zinc and elderberry in one daily capsule for the darker months.'),
        lt: paragraphs('Vitaminai C ir D, cinkas ir šeivamedžio uogos vienoje kasdienėje kapsulėje tamsiesiems metų mėnesiams.'),
      },
      description: {
        en: paragraphs(
          'Vitamins C and D and zinc contribute to the normal function of the immune system. Immune Shield combines them with black elderberry extract and a little echinacea.',
          'Take one capsule a day. Subscribe for six or twelve months and save on every delivery.',
        ),
        lt: paragraphs(
          'Vitaminai C ir D bei cinkas padeda palaikyti normalią imuninės sistemos veiklą. Imuniteto skyde jie sujungti su juodojo šeivamedžio uogų ekstraktu ir trupučiu ežiuolės.',
          'Vartokite po vieną kapsulę per dieną. Užsiprenumeruokite šešiems ar dvylikai mėnesių ir sutaupykite su kiekvienu pristatymu.',
        ),
      },
    },
  },
  {
    id: 142,
    type: 'simple',
    sku: 'SS-D3K',
    categories: ['immune'],
    tags: ['bestseller', 'vegan'],
    size: '25g',
    regularPriceCents: 1790,
    stock: 120,
    rating: { average: 4.8, count: 97 },
    totalSales: 1650,
    createdDaysAgo: 250,
    art: { label: 'Vitamin D3 + K2', shape: 'jar', images: 2 },
    copy: {
      name: { en: 'Vitamin D3 + K2', lt: 'Vitaminas D3 + K2' },
      slug: { en: 'vitamin-d3-k2', lt: 'vitaminas-d3-k2' },
      shortDescription: {
        en: paragraphs('Vitamin D3 from lichen with vitamin K2 MK-7, in soft capsules with olive oil.'),
        lt: paragraphs('Vitaminas D3 iš kerpių su vitaminu K2 MK-7 minkštosiose kapsulėse su alyvuogių aliejumi.'),
      },
      description: {
        en: paragraphs(
          'Vitamin D contributes to the normal function of the immune system and the maintenance of normal bones, and vitamin K to the maintenance of normal bones. Our D3 comes from lichen, so the capsules are fully vegan.',
          'Take one capsule a day with a meal. Each capsule provides 2000 IU of vitamin D3 and 100 µg of vitamin K2.',
        ),
        lt: paragraphs(
          'Vitaminas D padeda palaikyti normalią imuninės sistemos veiklą ir normalią kaulų būklę, o vitaminas K – normalią kaulų būklę. Mūsų D3 gaunamas iš kerpių, todėl kapsulės visiškai veganiškos.',
          'Vartokite po vieną kapsulę per dieną valgio metu. Vienoje kapsulėje yra 2000 TV vitamino D3 ir 100 µg vitamino K2.',
        ),
      },
    },
  },
  {
    id: DEMO.products.simple,
    type: 'simple',
    sku: 'SS-ZNS',
    categories: ['immune'],
    size: '25g',
    regularPriceCents: 1490,
    stock: 90,
    rating: { average: 4.4, count: 31 },
    totalSales: 600,
    createdDaysAgo: 230,
    art: { label: 'Zinc & Selenium', shape: 'jar', images: 2 },
    copy: {
      name: { en: 'Zinc & Selenium', lt: 'Cinkas ir selenas' },
      slug: { en: 'zinc-selenium', lt: 'cinkas-ir-selenas' },
      shortDescription: {
        en: paragraphs('Zinc picolinate and selenomethionine, two trace minerals in one capsule.'),
        lt: paragraphs('Cinko pikolinatas ir selenometioninas – du mikroelementai vienoje kapsulėje.'),
      },
      description: {
        en: paragraphs(
          'Zinc and selenium contribute to the normal function of the immune system and to the protection of cells from oxidative stress. We use well-absorbed organic forms at sensible doses.',
          'Take one capsule a day with food.',
        ),
        lt: paragraphs(
          'Cinkas ir selenas padeda palaikyti normalią imuninės sistemos veiklą ir apsaugoti ląsteles nuo oksidacinės pažaidos. Naudojame gerai pasisavinamas organines formas ir saikingas dozes.',
          'Vartokite po vieną kapsulę per dieną valgio metu.',
        ),
      },
    },
  },
  {
    id: 144,
    type: 'variable',
    sku: 'SS-ELD',
    categories: ['immune'],
    tags: ['vegan'],
    variations: [
      { id: 1441, size: '25g', regularPriceCents: 1590, stock: 44 },
      { id: 1442, size: '40g', regularPriceCents: 2090, stock: 27 },
    ],
    rating: { average: 4.5, count: 44 },
    totalSales: 540,
    createdDaysAgo: 55,
    art: { label: 'Black Elderberry', shape: 'jar', images: 2 },
    copy: {
      name: { en: 'Black Elderberry', lt: 'Juodojo šeivamedžio uogos' },
      slug: { en: 'black-elderberry', lt: 'juodojo-seivamedzio-uogos' },
      shortDescription: {
        en: paragraphs('Concentrated black elderberry extract, a winter favourite for the whole family.'),
        lt: paragraphs('Koncentruotas juodojo šeivamedžio uogų ekstraktas, kurį žiemą mėgsta visa šeima.'),
      },
      description: {
        en: paragraphs(
          'Black elderberries have been part of European winters for generations. Our extract is made from whole berries grown in Austria and concentrated 10:1.',
          'Adults take one capsule twice a day during the colder months.',
        ),
        lt: paragraphs(
          'Juodojo šeivamedžio uogos Europoje jau kelias kartas yra neatsiejama žiemos dalis. Mūsų ekstraktas gaminamas iš sveikų Austrijoje užaugintų uogų ir koncentruojamas santykiu 10:1.',
          'Suaugusieji šaltuoju metų laiku vartoja po vieną kapsulę du kartus per dieną.',
        ),
      },
    },
  },
  {
    id: 145,
    type: 'simple',
    sku: 'SS-VC1',
    categories: ['immune'],
    size: '40g',
    regularPriceCents: 1590,
    stock: 75,
    rating: { average: 4.3, count: 40 },
    totalSales: 690,
    createdDaysAgo: 190,
    art: { label: 'Vitamin C 1000', shape: 'jar', images: 2 },
    copy: {
      name: { en: 'Vitamin C 1000', lt: 'Vitaminas C 1000' },
      slug: { en: 'vitamin-c-1000', lt: 'vitaminas-c-1000' },
      shortDescription: {
        en: paragraphs('Buffered vitamin C with citrus bioflavonoids, gentle on the stomach.'),
        lt: paragraphs('Buferinis vitaminas C su citrusinių vaisių bioflavonoidais, švelnus skrandžiui.'),
      },
      description: {
        en: paragraphs(
          'Each tablet provides 1000 mg of vitamin C as calcium ascorbate, a buffered form that is less acidic than ascorbic acid. Vitamin C contributes to the normal function of the immune system and to the reduction of tiredness and fatigue.',
          'Take one tablet a day with food.',
        ),
        lt: paragraphs(
          'Kiekvienoje tabletėje yra 1000 mg vitamino C kalcio askorbato pavidalu. Ši buferinė forma yra mažiau rūgšti nei askorbo rūgštis. Vitaminas C padeda palaikyti normalią imuninės sistemos veiklą ir mažinti nuovargį bei išsekimą.',
          'Vartokite po vieną tabletę per dieną valgio metu.',
        ),
      },
    },
  },
];
