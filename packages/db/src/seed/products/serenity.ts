import { DEMO } from '../fixtures.ts';
import { paragraphs } from '../text.ts';
import type { DemoProduct } from '../types.ts';

export const SERENITY_PRODUCTS: readonly DemoProduct[] = [
  {
    id: DEMO.products.outOfStockVariationParent,
    type: 'variable',
    sku: 'SS-MGC',
    categories: ['serenity'],
    tags: ['bestseller'],
    featured: true,
    variations: [
      { id: DEMO.products.inStockSiblingVariation, size: '200g', regularPriceCents: 2290, stock: 35 },
      // Sold out: the storefront shows "Variation is out of stock" for it (storefront §8).
      { id: DEMO.products.outOfStockVariation, size: '250g', regularPriceCents: 2690, stock: 0 },
    ],
    rating: { average: 4.7, count: 112 },
    totalSales: 1540,
    createdDaysAgo: 220,
    upsellIds: [167, 161],
    art: { label: 'Magnesium Calm', shape: 'pouch', images: 3 },
    copy: {
      name: { en: 'Magnesium Calm', lt: 'Magnis ramybei' },
      slug: DEMO.slugs.outOfStockVariationParent,
      shortDescription: {
        en: paragraphs('Magnesium bisglycinate powder with L-theanine for an evening wind-down ritual.'),
        lt: paragraphs('Magnio bisglicinato milteliai su L-teaninu vakaro atsipalaidavimo ritualui.'),
      },
      description: {
        en: paragraphs(
          'Magnesium contributes to normal psychological function and to the normal functioning of the nervous system. We use fully reacted magnesium bisglycinate, which is gentle on digestion, and add L-theanine from green tea.',
          'Stir one scoop into warm water or herbal tea an hour before bed.',
        ),
        lt: paragraphs(
          'Magnis padeda palaikyti normalią psichologinę funkciją ir normalią nervų sistemos veiklą. Naudojame visiškai sureagavusį magnio bisglicinatą, kuris švelnus virškinimui, ir pridedame L-teanino iš žaliosios arbatos.',
          'Likus valandai iki miego, vieną šaukštelį išmaišykite šiltame vandenyje ar žolelių arbatoje.',
        ),
      },
    },
  },
  {
    id: 152,
    type: 'simple',
    sku: 'SS-ASH',
    categories: ['serenity'],
    tags: ['vegan'],
    size: '40g',
    regularPriceCents: 2190,
    salePriceCents: 1890,
    stock: 50,
    rating: { average: 4.6, count: 69 },
    totalSales: 980,
    createdDaysAgo: 125,
    art: { label: 'Ashwagandha', shape: 'jar', images: 2 },
    copy: {
      name: { en: 'Ashwagandha Balance', lt: 'Ašvagandos ekstraktas' },
      slug: { en: 'ashwagandha-balance', lt: 'asvagandos-ekstraktas' },
      shortDescription: {
        en: paragraphs('KSM-66 ashwagandha root extract, the traditional Ayurvedic adaptogen.'),
        lt: paragraphs('KSM-66 ašvagandos šaknų ekstraktas – tradicinis ajurvedos adaptogenas.'),
      },
      description: {
        en: paragraphs(
          'Ashwagandha has been used in Ayurveda for over three thousand years. KSM-66 is a full-spectrum extract made only from the root, using water and milk rather than chemical solvents.',
          'Take one capsule in the morning and one in the evening. Not suitable during pregnancy or breastfeeding.',
        ),
        lt: paragraphs(
          'Ašvaganda ajurvedoje vartojama daugiau nei tris tūkstančius metų. KSM-66 – viso spektro ekstraktas, gaminamas tik iš šaknų, naudojant vandenį ir pieną, o ne cheminius tirpiklius.',
          'Vartokite po vieną kapsulę ryte ir vieną vakare. Netinka nėštumo ir žindymo laikotarpiu.',
        ),
      },
    },
  },
  {
    id: 153,
    type: 'simple',
    sku: 'SS-SLW',
    categories: ['serenity'],
    size: '25g',
    regularPriceCents: 1990,
    stock: 42,
    rating: { average: 4.4, count: 47 },
    totalSales: 700,
    createdDaysAgo: 65,
    art: { label: 'Sleep Well', shape: 'jar', images: 2 },
    copy: {
      name: { en: 'Sleep Well', lt: 'Ramus miegas' },
      slug: { en: 'sleep-well', lt: 'ramus-miegas' },
      shortDescription: {
        en: paragraphs('A melatonin-free night-time blend of valerian, lemon balm and passionflower.'),
        lt: paragraphs('Vakarinis valerijono, citrinmelisos ir pasifloros mišinys be melatonino.'),
      },
      description: {
        en: paragraphs(
          'Sleep Well brings together three herbs that European herbalists have long used in the evening: valerian root, lemon balm and passionflower, with a little magnesium.',
          'Take two capsules 30 minutes before bed. May cause drowsiness, so do not drive after taking it.',
        ),
        lt: paragraphs(
          '„Ramiame miege“ sujungti trys augalai, kuriuos Europos žolininkai nuo seno vartoja vakare: valerijono šaknys, citrinmelisa ir pasiflora, taip pat šiek tiek magnio.',
          'Vartokite dvi kapsules likus 30 minučių iki miego. Gali sukelti mieguistumą, todėl pavartoję nevairuokite.',
        ),
      },
    },
  },
  {
    id: 154,
    type: 'simple',
    sku: 'SS-ADB',
    categories: ['serenity'],
    tags: ['vegan'],
    size: '40g',
    regularPriceCents: 2590,
    stock: 26,
    rating: { average: 4.2, count: 14 },
    totalSales: 170,
    createdDaysAgo: 15,
    art: { label: 'Calm Adaptogens', shape: 'jar', images: 2 },
    copy: {
      name: { en: 'Calm Adaptogen Blend', lt: 'Adaptogenų mišinys' },
      slug: { en: 'calm-adaptogen-blend', lt: 'adaptogenu-misinys' },
      shortDescription: {
        en: paragraphs('Holy basil, reishi and saffron for calmer, more even days.'),
        lt: paragraphs('Šventasis bazilikas, reiši grybas ir šafranas ramesnėms ir tolygesnėms dienoms.'),
      },
      description: {
        en: paragraphs(
          'This blend pairs tulsi (holy basil) and reishi mushroom with a small dose of saffron extract. It is designed for daily use over several weeks.',
          'Take two capsules a day with breakfast.',
        ),
        lt: paragraphs(
          'Šiame mišinyje tulsi (šventasis bazilikas) ir reiši grybas derinami su nedidele šafrano ekstrakto doze. Jis skirtas vartoti kasdien kelias savaites.',
          'Vartokite dvi kapsules per dieną pusryčių metu.',
        ),
      },
    },
  },
  {
    id: DEMO.products.onBackorder,
    type: 'simple',
    sku: 'SS-OM3',
    categories: ['serenity'],
    size: '200g',
    regularPriceCents: 2890,
    stock: 'backorder',
    rating: { average: 4.5, count: 39 },
    totalSales: 450,
    createdDaysAgo: 105,
    art: { label: 'Omega-3 Mood', shape: 'jar', images: 2 },
    copy: {
      name: { en: 'Omega-3 Mood', lt: 'Omega-3 nuotaikai' },
      slug: { en: 'omega-3-mood', lt: 'omega-3-nuotaikai' },
      shortDescription: {
        en: paragraphs('High-EPA fish oil from wild anchovies, in lemon-flavoured soft capsules.'),
        lt: paragraphs('Laukinių ančiuvių žuvų taukai su dideliu EPR kiekiu, citrinų skonio minkštosiose kapsulėse.'),
      },
      description: {
        en: paragraphs(
          'DHA contributes to the maintenance of normal brain function, and EPA and DHA to the normal function of the heart. Our oil is molecularly distilled and certified by Friend of the Sea.',
          'Take two capsules a day with a meal. Currently on backorder: order now and we will ship as soon as the next batch arrives.',
        ),
        lt: paragraphs(
          'DHR padeda palaikyti normalią smegenų veiklą, o EPR ir DHR – normalią širdies veiklą. Mūsų žuvų taukai išgryninti molekulinės distiliacijos būdu ir sertifikuoti „Friend of the Sea“.',
          'Vartokite dvi kapsules per dieną valgio metu. Šiuo metu prekė laukiama: užsisakykite dabar, ir išsiųsime, kai tik atkeliaus nauja partija.',
        ),
      },
    },
  },
];
