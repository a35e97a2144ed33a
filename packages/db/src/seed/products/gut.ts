import { DEMO } from '../fixtures.ts';
import { BRAND_PLAN, TIERS_PLAN } from '../plans.ts';
import { paragraphs } from '../text.ts';
import type { DemoProduct } from '../types.ts';

export const GUT_PRODUCTS: readonly DemoProduct[] = [
  {
    id: DEMO.products.subscriptionBrand,
    type: 'subscription',
    sku: 'SS-GUB',
    categories: ['gut'],
    tags: ['everyMonth', 'vegan'],
    size: '250g',
    regularPriceCents: 2990,
    stock: 50,
    plan: BRAND_PLAN,
    oneTimeTwin: { id: DEMO.products.subscriptionBrandTwin },
    rating: { average: 4.7, count: 88 },
    totalSales: 1320,
    createdDaysAgo: 180,
    upsellIds: [163, 166],
    art: { label: 'Gut Balance', shape: 'pouch', images: 3 },
    copy: {
      name: { en: 'Gut Balance', lt: 'Žarnyno balansas' },
      slug: { en: 'gut-balance', lt: 'zarnyno-balansas' },
      shortDescription: {
        en: paragraphs('A daily prebiotic and probiotic powder with 10 billion live cultures and three kinds of fibre.'),
        lt: paragraphs('Kasdieniai prebiotikų ir probiotikų milteliai su 10 milijardų gyvųjų bakterijų ir trijų rūšių skaidulomis.'),
      },
      description: {
        en: paragraphs(
          'Gut Balance pairs ten well-studied bacterial strains with inulin, acacia fibre and green banana flour, so the cultures arrive with something to feed on. It dissolves easily and has almost no taste.',
          'Take one scoop a day with water or yoghurt. Because the routine matters most, subscribers receive Gut Balance every month.',
        ),
        lt: paragraphs(
          'Žarnyno balansas sujungia dešimt gerai ištirtų bakterijų padermių su inulinu, akacijų skaidulomis ir žaliųjų bananų miltais, kad bakterijos turėtų kuo maitintis. Milteliai lengvai tirpsta ir beveik neturi skonio.',
          'Vartokite po vieną šaukštelį per dieną su vandeniu ar jogurtu. Svarbiausia – reguliarumas, todėl prenumeratoriams Žarnyno balansą pristatome kas mėnesį.',
        ),
      },
    },
  },
  {
    id: 112,
    type: 'simple',
    sku: 'SS-DEN',
    categories: ['gut'],
    size: '40g',
    regularPriceCents: 2190,
    stock: 45,
    rating: { average: 4.2, count: 19 },
    totalSales: 260,
    createdDaysAgo: 140,
    art: { label: 'Digestive Enzymes', shape: 'jar', images: 2 },
    copy: {
      name: { en: 'Digestive Enzymes', lt: 'Virškinimo fermentai' },
      slug: { en: 'digestive-enzymes', lt: 'virskinimo-fermentai' },
      shortDescription: {
        en: paragraphs('A broad-spectrum blend of digestive enzymes to take with your largest meal.'),
        lt: paragraphs('Plataus spektro virškinimo fermentų mišinys, vartojamas su sočiausiu dienos patiekalu.'),
      },
      description: {
        en: paragraphs(
          'Each capsule combines amylase, protease, lipase and lactase with a little ginger root. Many people find it helpful with rich or heavy meals.',
          'Take one capsule at the start of your main meal.',
        ),
        lt: paragraphs(
          'Kiekvienoje kapsulėje – amilazė, proteazė, lipazė ir laktazė su trupučiu imbiero šaknų. Daugeliui jie praverčia valgant riebų ar sunkų maistą.',
          'Vartokite po vieną kapsulę pradėdami pagrindinį valgį.',
        ),
      },
    },
  },
  {
    id: DEMO.products.onSaleVariable,
    type: 'variable',
    sku: 'SS-PSY',
    categories: ['gut'],
    tags: ['vegan'],
    variations: [
      { id: 1131, size: '200g', regularPriceCents: 1690, stock: 40 },
      { id: DEMO.products.onSaleVariation, size: '250g', regularPriceCents: 1990, salePriceCents: 1690, stock: 22 },
    ],
    rating: { average: 4.5, count: 41 },
    totalSales: 580,
    createdDaysAgo: 75,
    art: { label: 'Psyllium Fibre', shape: 'pouch', images: 2 },
    copy: {
      name: { en: 'Psyllium Fibre', lt: 'Gysločio sėklų luobelės' },
      slug: { en: 'psyllium-fibre', lt: 'gyslocio-seklu-luobeles' },
      shortDescription: {
        en: paragraphs('Pure psyllium husk for regularity, with nothing added.'),
        lt: paragraphs('Grynos kiaušininio gysločio sėklų luobelės reguliariam virškinimui, be jokių priedų.'),
      },
      description: {
        en: paragraphs(
          'Psyllium husk is a soluble fibre that forms a gentle gel with water. Unflavoured and unsweetened, it is simply 100 % Plantago ovata husk from India.',
          'Stir one teaspoon into a large glass of water and drink straight away, followed by another glass of water.',
        ),
        lt: paragraphs(
          'Kiaušininio gysločio sėklų luobelės – tirpios skaidulos, kurios su vandeniu sudaro švelnią gelio masę. Be skonio ir saldiklių: tai tiesiog 100 % Plantago ovata luobelės iš Indijos.',
          'Arbatinį šaukštelį išmaišykite didelėje stiklinėje vandens ir iškart išgerkite, po to išgerkite dar vieną stiklinę vandens.',
        ),
      },
    },
  },
  {
    id: 114,
    type: 'simple',
    sku: 'SS-GLU',
    categories: ['gut'],
    size: '250g',
    regularPriceCents: 2790,
    stock: 35,
    rating: { average: 4.1, count: 12 },
    totalSales: 190,
    createdDaysAgo: 45,
    art: { label: 'L-Glutamine', shape: 'pouch', images: 2 },
    copy: {
      name: { en: 'L-Glutamine', lt: 'L-glutaminas' },
      slug: { en: 'l-glutamine', lt: 'l-glutaminas' },
      shortDescription: {
        en: paragraphs('Pure L-glutamine powder, the most abundant amino acid in the body.'),
        lt: paragraphs('Gryni L-glutamino milteliai – gausiausios organizme aminorūgšties šaltinis.'),
      },
      description: {
        en: paragraphs(
          'L-Glutamine is popular with athletes and with anyone looking after their gut lining. Our powder is fermented from plants, unflavoured and dissolves completely.',
          'Mix 5 g (one level scoop) into water once or twice a day.',
        ),
        lt: paragraphs(
          'L-glutaminą mėgsta sportininkai ir visi, kurie rūpinasi žarnyno gleivine. Mūsų milteliai gaunami fermentuojant augalines žaliavas, yra be skonio ir visiškai ištirpsta.',
          'Vieną ar du kartus per dieną 5 g (vieną lygų šaukštelį) išmaišykite vandenyje.',
        ),
      },
    },
  },
  {
    id: DEMO.products.subscriptionTiersSecond,
    type: 'subscription',
    sku: 'SS-PRF',
    categories: ['gut'],
    tags: ['vegan'],
    size: '25g',
    regularPriceCents: 3290,
    stock: 28,
    plan: TIERS_PLAN,
    oneTimeTwin: { id: 215 },
    rating: { average: 4.6, count: 64 },
    totalSales: 910,
    createdDaysAgo: 110,
    art: { label: 'Probiotic Flora', shape: 'jar', images: 3 },
    copy: {
      name: { en: 'Probiotic Flora', lt: 'Probiotikai „Flora“' },
      slug: { en: 'probiotic-flora', lt: 'probiotikai-flora' },
      shortDescription: {
        en: paragraphs('Twenty billion cultures from 14 strains in delayed-release capsules.'),
        lt: paragraphs('Dvidešimt milijardų bakterijų iš 14 padermių lėtai tirpstančiose kapsulėse.'),
      },
      description: {
        en: paragraphs(
          'Probiotic Flora uses acid-resistant capsules, so the cultures reach the intestine instead of dissolving in the stomach. No refrigeration needed.',
          'Take one capsule a day with food. Subscribe and the next jar arrives before the last one runs out.',
        ),
        lt: paragraphs(
          'Probiotikai „Flora“ supakuoti į rūgštims atsparias kapsules, todėl bakterijos pasiekia žarnyną, o ne ištirpsta skrandyje. Laikyti šaldytuve nereikia.',
          'Vartokite po vieną kapsulę per dieną valgio metu. Užsiprenumeravus kitas indelis atkeliaus dar nepasibaigus ankstesniam.',
        ),
      },
    },
  },
];
