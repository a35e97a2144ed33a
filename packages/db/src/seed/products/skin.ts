import { DEMO } from '../fixtures.ts';
import { FREQUENCY_PLAN } from '../plans.ts';
import { paragraphs } from '../text.ts';
import type { DemoProduct } from '../types.ts';

export const SKIN_PRODUCTS: readonly DemoProduct[] = [
  {
    id: DEMO.products.subscriptionFrequency,
    type: 'variable-subscription',
    sku: 'SS-COL',
    categories: ['skin'],
    featured: true,
    plan: FREQUENCY_PLAN,
    // Subscription only: no one-time twin (storefront §4 "Purchase mode").
    oneTimeTwin: null,
    variations: [
      { id: DEMO.products.subscriptionFrequencyVariations['200g'], size: '200g', regularPriceCents: 4490, stock: 30 },
      { id: DEMO.products.subscriptionFrequencyVariations['250g'], size: '250g', regularPriceCents: 5290, stock: 20 },
    ],
    rating: { average: 4.9, count: 143 },
    totalSales: 2110,
    createdDaysAgo: 210,
    upsellIds: [164],
    art: { label: 'Collagen Glow', shape: 'pouch', images: 3 },
    copy: {
      name: { en: 'Collagen Glow', lt: 'Kolageno spindesys' },
      slug: { en: 'collagen-glow', lt: 'kolageno-spindesys' },
      shortDescription: {
        en: paragraphs('Hydrolysed marine collagen peptides with vitamin C and hyaluronic acid, delivered on your schedule.'),
        lt: paragraphs('Hidrolizuoti jūrinio kolageno peptidai su vitaminu C ir hialurono rūgštimi, pristatomi jums patogiu dažnumu.'),
      },
      description: {
        en: paragraphs(
          'Each serving of Collagen Glow provides 10 g of type I marine collagen peptides and vitamin C, which contributes to normal collagen formation for the normal function of the skin. Hyaluronic acid and zinc complete the formula.',
          'Available on subscription only: choose a delivery every 2 to 12 months and change it whenever you like.',
        ),
        lt: paragraphs(
          'Vienoje Kolageno spindesio porcijoje yra 10 g I tipo jūrinio kolageno peptidų ir vitamino C, kuris padeda normaliai formuotis kolagenui, kad oda normaliai funkcionuotų. Sudėtį papildo hialurono rūgštis ir cinkas.',
          'Parduodama tik prenumeratos būdu: pasirinkite pristatymą kas 2–12 mėnesių ir keiskite jį, kada tik norite.',
        ),
      },
    },
  },
  {
    id: 132,
    type: 'simple',
    sku: 'SS-HYA',
    categories: ['skin'],
    tags: ['vegan'],
    size: '25g',
    regularPriceCents: 2490,
    salePriceCents: 2090,
    stock: 48,
    rating: { average: 4.4, count: 36 },
    totalSales: 520,
    createdDaysAgo: 90,
    art: { label: 'Hyaluronic Acid', shape: 'jar', images: 2 },
    copy: {
      name: { en: 'Hyaluronic Acid', lt: 'Hialurono rūgštis' },
      slug: { en: 'hyaluronic-acid', lt: 'hialurono-rugstis' },
      shortDescription: {
        en: paragraphs('High- and low-weight hyaluronic acid capsules for skin hydration from within.'),
        lt: paragraphs('Didelės ir mažos molekulinės masės hialurono rūgšties kapsulės odos drėkinimui iš vidaus.'),
      },
      description: {
        en: paragraphs(
          'Each capsule combines 120 mg of hyaluronic acid in two molecular weights with ceramides from wheat. It is made by fermentation, not from animal sources, so it is suitable for vegans.',
          'Take one capsule a day with water.',
        ),
        lt: paragraphs(
          'Kiekvienoje kapsulėje – 120 mg dviejų molekulinių masių hialurono rūgšties ir kviečių keramidai. Ji gaunama fermentacijos būdu, o ne iš gyvūninių žaliavų, todėl tinka veganams.',
          'Vartokite po vieną kapsulę per dieną užsigerdami vandeniu.',
        ),
      },
    },
  },
  {
    id: 133,
    type: 'simple',
    sku: 'SS-BIO',
    categories: ['skin'],
    size: '25g',
    regularPriceCents: 1590,
    stock: 80,
    rating: { average: 4.3, count: 52 },
    totalSales: 760,
    createdDaysAgo: 70,
    art: { label: 'Biotin Hair & Nails', shape: 'jar', images: 2 },
    copy: {
      name: { en: 'Biotin Hair & Nails', lt: 'Biotinas plaukams ir nagams' },
      slug: { en: 'biotin-hair-nails', lt: 'biotinas-plaukams-ir-nagams' },
      shortDescription: {
        en: paragraphs('Biotin, zinc and selenium for hair and nails, in one small daily capsule.'),
        lt: paragraphs('Biotinas, cinkas ir selenas plaukams ir nagams – vienoje mažoje kasdienėje kapsulėje.'),
      },
      description: {
        en: paragraphs(
          'Biotin and zinc contribute to the maintenance of normal hair, and selenium to the maintenance of normal nails. We add silica from bamboo and a little MSM.',
          'Take one capsule a day. Results build up over two to three months.',
        ),
        lt: paragraphs(
          'Biotinas ir cinkas padeda palaikyti normalią plaukų būklę, o selenas – normalią nagų būklę. Papildomai dedame bambuko silicio ir šiek tiek MSM.',
          'Vartokite po vieną kapsulę per dieną. Rezultatai išryškėja per du tris mėnesius.',
        ),
      },
    },
  },
  {
    id: 134,
    type: 'variable',
    sku: 'SS-SKA',
    categories: ['skin'],
    variations: [
      { id: 1341, size: '25g', regularPriceCents: 1790, stock: 33 },
      { id: 1342, size: '40g', regularPriceCents: 2390, stock: 21 },
    ],
    rating: { average: 4.1, count: 17 },
    totalSales: 230,
    createdDaysAgo: 40,
    art: { label: 'Skin Antioxidants', shape: 'jar', images: 2 },
    copy: {
      name: { en: 'Skin Antioxidants', lt: 'Antioksidantai odai' },
      slug: { en: 'skin-antioxidants', lt: 'antioksidantai-odai' },
      shortDescription: {
        en: paragraphs('Astaxanthin, vitamin E and grape seed extract to help protect cells from oxidative stress.'),
        lt: paragraphs(
          'Astaksantinas, vitaminas E ir vynuogių kauliukų ekstraktas, padedantys apsaugoti ląsteles nuo oksidacinės pažaidos.',
        ),
      },
      description: {
        en: paragraphs(
          'Vitamin E contributes to the protection of cells from oxidative stress. We pair it with natural astaxanthin from microalgae and grape seed extract rich in polyphenols.',
          'Take one capsule a day with a meal that contains some fat.',
        ),
        lt: paragraphs(
          'Vitaminas E padeda apsaugoti ląsteles nuo oksidacinės pažaidos. Jį derinome su natūraliu astaksantinu iš mikrodumblių ir daug polifenolių turinčiu vynuogių kauliukų ekstraktu.',
          'Vartokite po vieną kapsulę per dieną su maistu, kuriame yra šiek tiek riebalų.',
        ),
      },
    },
  },
  {
    id: 135,
    type: 'simple',
    sku: 'SS-CEP',
    categories: ['skin'],
    size: '250g',
    regularPriceCents: 5990,
    stock: 15,
    rating: { average: 4.7, count: 22 },
    totalSales: 310,
    createdDaysAgo: 20,
    art: { label: 'Collagen Elastin', shape: 'pouch', images: 2 },
    copy: {
      name: { en: 'Collagen Elastin Premium', lt: 'Kolagenas ir elastinas Premium' },
      slug: { en: 'collagen-elastin-premium', lt: 'kolagenas-ir-elastinas-premium' },
      shortDescription: {
        en: paragraphs('Our most complete beauty formula, with collagen and elastin peptides and ceramides.'),
        lt: paragraphs('Išsamiausia mūsų grožio formulė su kolageno ir elastino peptidais bei keramidais.'),
      },
      description: {
        en: paragraphs(
          'This blend combines bovine collagen peptides with elastin peptides, ceramides and vitamin C, which contributes to normal collagen formation for the normal function of the skin. One pouch holds a month’s supply.',
          'Mix one scoop into your morning coffee or juice; it is unflavoured and dissolves completely.',
        ),
        lt: paragraphs(
          'Šiame mišinyje galvijų kolageno peptidai derinami su elastino peptidais, keramidais ir vitaminu C, kuris padeda normaliai formuotis kolagenui, kad oda normaliai funkcionuotų. Vienoje pakuotėje – mėnesio kiekis.',
          'Vieną šaukštelį išmaišykite rytinėje kavoje ar sultyse: milteliai yra be skonio ir visiškai ištirpsta.',
        ),
      },
    },
  },
];
