import { DEMO } from '../fixtures.ts';
import { paragraphs } from '../text.ts';
import type { DemoProduct } from '../types.ts';

/**
 * Cheap add-ons in the upsell category (20 / 190), offered on the one-click
 * upsell page after checkout and as upsell suggestions in the mini cart.
 */
export const UPSELL_PRODUCTS: readonly DemoProduct[] = [
  {
    id: 161,
    type: 'simple',
    sku: 'SS-D3S',
    categories: ['upsell'],
    tags: ['vegan'],
    regularPriceCents: 790,
    stock: 100,
    rating: { average: 4.6, count: 27 },
    totalSales: 820,
    createdDaysAgo: 80,
    art: { label: 'D3 Spray Mini', shape: 'bottle', caption: '20 ML', images: 2 },
    copy: {
      name: { en: 'Vitamin D3 Spray Mini', lt: 'Vitamino D3 purškalas (mini)' },
      slug: { en: 'vitamin-d3-spray-mini', lt: 'vitamino-d3-purskalas-mini' },
      shortDescription: {
        en: paragraphs('Pocket-size vitamin D3 spray with 60 sprays of 1000 IU.'),
        lt: paragraphs('Kišeninis vitamino D3 purškalas: 60 purškimų po 1000 TV.'),
      },
      description: {
        en: paragraphs(
          'The handy way to keep up your vitamin D on trips. Mint-flavoured, vegan and small enough for any bag.',
          'Spray once into the mouth every day.',
        ),
        lt: paragraphs(
          'Patogus būdas nepamiršti vitamino D kelionėse. Mėtų skonio, veganiškas ir toks mažas, kad tilps į bet kurią rankinę.',
          'Kasdien vieną kartą įpurkškite į burną.',
        ),
      },
    },
  },
  {
    id: 162,
    type: 'variable',
    sku: 'SS-ELS',
    categories: ['upsell'],
    tags: ['vegan'],
    variations: [
      { id: 1621, size: '25g', regularPriceCents: 590, stock: 80 },
      { id: 1622, size: '40g', regularPriceCents: 790, stock: 60 },
    ],
    rating: { average: 4.4, count: 35 },
    totalSales: 1150,
    createdDaysAgo: 50,
    art: { label: 'Electrolyte Sticks', shape: 'pouch', images: 2 },
    copy: {
      name: { en: 'Electrolyte Sticks', lt: 'Elektrolitų lazdelės' },
      slug: { en: 'electrolyte-sticks', lt: 'elektrolitu-lazdeles' },
      shortDescription: {
        en: paragraphs('Sugar-free electrolyte sticks with sodium, potassium and magnesium, in lemon and lime flavour.'),
        lt: paragraphs('Elektrolitų lazdelės be cukraus su natriu, kaliu ir magniu, citrinų ir žaliųjų citrinų skonio.'),
      },
      description: {
        en: paragraphs(
          'Tear, pour into a bottle of water and shake. Ideal after a workout, on a hot day or when travelling.',
          'One stick per 500 ml of water.',
        ),
        lt: paragraphs(
          'Atplėškite, supilkite į buteliuką su vandeniu ir suplakite. Puikiai tinka po treniruotės, karštą dieną ar keliaujant.',
          'Vieną lazdelę ištirpinkite 500 ml vandens.',
        ),
      },
    },
  },
  {
    id: 163,
    type: 'simple',
    sku: 'SS-PTP',
    categories: ['upsell'],
    regularPriceCents: 890,
    stock: 70,
    rating: { average: 4.3, count: 18 },
    totalSales: 390,
    createdDaysAgo: 115,
    art: { label: 'Travel Probiotic', shape: 'jar', caption: '10 CAPS', images: 2 },
    copy: {
      name: { en: 'Probiotic Travel Pack', lt: 'Kelioninis probiotikų rinkinys' },
      slug: { en: 'probiotic-travel-pack', lt: 'kelioninis-probiotiku-rinkinys' },
      shortDescription: {
        en: paragraphs('Ten days of shelf-stable probiotics in a blister pack for your suitcase.'),
        lt: paragraphs('Probiotikai dešimčiai dienų lizdinėje plokštelėje, kurių nereikia laikyti šaldytuve.'),
      },
      description: {
        en: paragraphs(
          'Travel disrupts routines, including the ones in your gut. This pack holds ten capsules of 20 billion cultures each, and none of them need refrigeration.',
          'Take one capsule a day from the day you leave.',
        ),
        lt: paragraphs(
          'Kelionės sujaukia įprastą dienotvarkę, taip pat ir žarnyno. Šiame rinkinyje – dešimt kapsulių po 20 milijardų bakterijų, kurių nereikia laikyti šaldytuve.',
          'Vartokite po vieną kapsulę per dieną nuo pat išvykimo dienos.',
        ),
      },
    },
  },
  {
    id: DEMO.products.soldIndividually,
    type: 'simple',
    sku: 'SS-CTS',
    categories: ['upsell'],
    soldIndividually: true,
    regularPriceCents: 490,
    stock: 200,
    rating: { average: 4.7, count: 52 },
    totalSales: 1480,
    createdDaysAgo: 25,
    art: { label: 'Collagen Trial', shape: 'pouch', caption: '3 × 10 G', images: 2 },
    copy: {
      name: { en: 'Collagen Trial Sachets', lt: 'Kolageno bandomieji paketėliai' },
      slug: { en: 'collagen-trial-sachets', lt: 'kolageno-bandomieji-paketeliai' },
      shortDescription: {
        en: paragraphs('Three single servings of Collagen Glow to try before you subscribe. One pack per order.'),
        lt: paragraphs('Trys Kolageno spindesio porcijos, kurias galite išbandyti prieš užsiprenumeruodami. Vienas rinkinys užsakymui.'),
      },
      description: {
        en: paragraphs(
          'Not sure about the taste yet? These three sachets hold exactly the Collagen Glow formula, unflavoured and easy to stir into coffee.',
          'Limited to one trial pack per order.',
        ),
        lt: paragraphs(
          'Dar nežinote, ar patiks skonis? Šiuose trijuose paketėliuose – lygiai tokia pati Kolageno spindesio formulė, be skonio ir lengvai išmaišoma kavoje.',
          'Į vieną užsakymą galima įsidėti tik vieną bandomąjį rinkinį.',
        ),
      },
    },
  },
  {
    id: 165,
    type: 'simple',
    sku: 'SS-ZLZ',
    categories: ['upsell'],
    size: '40g',
    regularPriceCents: 690,
    stock: 90,
    rating: { average: 4.2, count: 23 },
    totalSales: 560,
    createdDaysAgo: 135,
    art: { label: 'Zinc Lozenges', shape: 'jar', images: 2 },
    copy: {
      name: { en: 'Zinc Lozenges', lt: 'Cinko pastilės' },
      slug: { en: 'zinc-lozenges', lt: 'cinko-pastiles' },
      shortDescription: {
        en: paragraphs('Zinc lozenges with honey and lemon to keep in your pocket.'),
        lt: paragraphs('Cinko pastilės su medumi ir citrina, kurias patogu turėti kišenėje.'),
      },
      description: {
        en: paragraphs(
          'Each lozenge contains 10 mg of zinc, which contributes to the normal function of the immune system. Sweetened with honey, never with sugar syrups.',
          'Let one lozenge dissolve slowly in your mouth, up to three a day.',
        ),
        lt: paragraphs(
          'Kiekvienoje pastilėje yra 10 mg cinko, kuris padeda palaikyti normalią imuninės sistemos veiklą. Saldinama medumi, o ne cukraus sirupais.',
          'Lėtai čiulpkite po vieną pastilę, ne daugiau kaip tris per dieną.',
        ),
      },
    },
  },
  {
    id: DEMO.products.unmanagedStock,
    type: 'simple',
    sku: 'SS-GGC',
    categories: ['upsell'],
    tags: ['vegan'],
    size: '40g',
    regularPriceCents: 590,
    stock: null,
    rating: { average: 4.5, count: 16 },
    totalSales: 280,
    createdDaysAgo: 145,
    art: { label: 'Ginger Chews', shape: 'jar', images: 2 },
    copy: {
      name: { en: 'Ginger Digest Chews', lt: 'Imbiero guminukai' },
      slug: { en: 'ginger-digest-chews', lt: 'imbiero-guminukai' },
      shortDescription: {
        en: paragraphs('Chewy ginger pieces for after dinner or long car journeys.'),
        lt: paragraphs('Kramtomi imbiero gabalėliai po vakarienės ar ilgoms kelionėms automobiliu.'),
      },
      description: {
        en: paragraphs(
          'Made from crystallised Peruvian ginger with a light dusting of rice flour. Warming, a little spicy and very moreish.',
          'Enjoy one or two pieces after a meal.',
        ),
        lt: paragraphs(
          'Gaminami iš cukruoto Peru imbiero ir lengvai apibarstomi ryžių miltais. Šildantys, šiek tiek aštrūs ir labai gardūs.',
          'Po valgio suvalgykite vieną ar du gabalėlius.',
        ),
      },
    },
  },
  {
    id: 167,
    type: 'simple',
    sku: 'SS-SSM',
    categories: ['upsell'],
    regularPriceCents: 990,
    salePriceCents: 790,
    stock: 65,
    rating: { average: 4.1, count: 12 },
    totalSales: 610,
    createdDaysAgo: 10,
    art: { label: 'Sleep Spray Mini', shape: 'bottle', caption: '20 ML', images: 2 },
    copy: {
      name: { en: 'Sleep Spray Mini', lt: 'Miego purškalas (mini)' },
      slug: { en: 'sleep-spray-mini', lt: 'miego-purskalas-mini' },
      shortDescription: {
        en: paragraphs('An oral spray with lemon balm and lavender for a calm evening.'),
        lt: paragraphs('Burnos purškalas su citrinmelisa ir levandomis ramiam vakarui.'),
      },
      description: {
        en: paragraphs(
          'Five sprays deliver lemon balm and chamomile extracts with a gentle lavender and honey flavour. Small enough to take anywhere.',
          'Spray five times into the mouth 30 minutes before bed.',
        ),
        lt: paragraphs(
          'Penki purškimai – tai citrinmelisos ir ramunėlių ekstraktai su švelniu levandų ir medaus skoniu. Toks mažas, kad galėsite pasiimti jį visur.',
          'Likus 30 minučių iki miego, penkis kartus įpurkškite į burną.',
        ),
      },
    },
  },
];
