import { DEMO } from '../fixtures.ts';
import { TIERS_PLAN } from '../plans.ts';
import { paragraphs } from '../text.ts';
import type { DemoProduct } from '../types.ts';

export const ENERGY_PRODUCTS: readonly DemoProduct[] = [
  {
    id: DEMO.products.subscriptionTiers,
    type: 'variable-subscription',
    sku: 'SS-ENC',
    categories: ['energy'],
    tags: ['bestseller', 'vegan'],
    featured: true,
    plan: TIERS_PLAN,
    oneTimeTwin: {
      id: DEMO.products.subscriptionTiersTwin,
      variationIds: [DEMO.products.subscriptionTiersTwinVariations['200g'], DEMO.products.subscriptionTiersTwinVariations['250g']],
    },
    variations: [
      { id: DEMO.products.subscriptionTiersVariations['200g'], size: '200g', regularPriceCents: 3490, stock: 40 },
      { id: DEMO.products.subscriptionTiersVariations['250g'], size: '250g', regularPriceCents: 4190, stock: 25 },
    ],
    rating: { average: 4.8, count: 124 },
    totalSales: 1860,
    createdDaysAgo: 200,
    upsellIds: DEMO.products.upsellsOfWithUpsells,
    art: { label: 'Energy Complex', shape: 'pouch', images: 3 },
    copy: {
      name: { en: 'Energy Complex', lt: 'Energijos kompleksas' },
      slug: DEMO.slugs.subscriptionTiers,
      shortDescription: {
        en: paragraphs('A daily powder blend of B vitamins, magnesium and adaptogens for steady energy without the afternoon slump.'),
        lt: paragraphs(
          'Kasdienis miltelių mišinys su B grupės vitaminais, magniu ir adaptogenais – tolygiai energijai be popietinio nuovargio.',
        ),
      },
      description: {
        en: paragraphs(
          'Energy Complex combines eight B vitamins, magnesium citrate and a gentle dose of Rhodiola rosea in one easy scoop. Vitamins B6 and B12 and magnesium contribute to the reduction of tiredness and fatigue.',
          'Stir one scoop into water or a smoothie in the morning. The mild citrus flavour comes from real lemon and orange, with no added sugar.',
        ),
        lt: paragraphs(
          'Energijos komplekse viename lengvai dozuojamame šaukštelyje sujungti aštuoni B grupės vitaminai, magnio citratas ir švelni rausvosios rodiolės dozė. Vitaminai B6, B12 ir magnis padeda mažinti nuovargį ir išsekimą.',
          'Ryte vieną šaukštelį išmaišykite vandenyje arba kokteilyje. Švelnus citrusų skonis išgaunamas iš tikrų citrinų ir apelsinų, be pridėtinio cukraus.',
        ),
      },
    },
  },
  {
    id: DEMO.products.onSale,
    type: 'simple',
    sku: 'SS-BCF',
    categories: ['energy'],
    size: '40g',
    regularPriceCents: 1890,
    salePriceCents: 1590,
    stock: 60,
    rating: { average: 4.5, count: 38 },
    totalSales: 640,
    createdDaysAgo: 150,
    art: { label: 'B-Complex Focus', shape: 'jar', images: 2 },
    copy: {
      name: { en: 'B-Complex Focus', lt: 'B grupės vitaminų kompleksas' },
      slug: { en: 'b-complex-focus', lt: 'b-grupes-vitaminu-kompleksas' },
      shortDescription: {
        en: paragraphs('All eight B vitamins in their active forms, for a clear head on demanding days.'),
        lt: paragraphs('Visi aštuoni B grupės vitaminai aktyviomis formomis – skaidriai minčiai įtemptomis dienomis.'),
      },
      description: {
        en: paragraphs(
          'B-Complex Focus provides all eight B vitamins, including methylcobalamin and methylfolate, the forms your body can use straight away. Vitamin B5 contributes to normal mental performance, and vitamins B2, B6 and B12 help reduce tiredness.',
          'Take one capsule with breakfast. One jar lasts two months.',
        ),
        lt: paragraphs(
          'Šiame komplekse yra visi aštuoni B grupės vitaminai, tarp jų metilkobalaminas ir metilfolatas – formos, kurias organizmas gali panaudoti iš karto. Vitaminas B5 padeda palaikyti normalią protinę veiklą, o vitaminai B2, B6 ir B12 padeda mažinti nuovargį.',
          'Vartokite po vieną kapsulę pusryčių metu. Vieno indelio užtenka dviem mėnesiams.',
        ),
      },
    },
  },
  {
    id: DEMO.products.outOfStockSimple,
    type: 'simple',
    sku: 'SS-IRC',
    categories: ['energy'],
    size: '25g',
    regularPriceCents: 1490,
    stock: 0,
    rating: { average: 4.3, count: 21 },
    totalSales: 410,
    createdDaysAgo: 120,
    art: { label: 'Iron + Vitamin C', shape: 'jar', images: 2 },
    copy: {
      name: { en: 'Iron + Vitamin C', lt: 'Geležis + vitaminas C' },
      slug: { en: 'iron-vitamin-c', lt: 'gelezis-vitaminas-c' },
      shortDescription: {
        en: paragraphs('Gentle iron bisglycinate with vitamin C, kind to the stomach.'),
        lt: paragraphs('Švelnus geležies bisglicinatas su vitaminu C, nedirginantis skrandžio.'),
      },
      description: {
        en: paragraphs(
          'Iron bisglycinate is a chelated form of iron that is well absorbed and rarely upsets the stomach. Iron contributes to the normal formation of red blood cells and haemoglobin, and the added vitamin C increases iron absorption.',
          'Take one capsule a day, ideally apart from coffee and tea.',
        ),
        lt: paragraphs(
          'Geležies bisglicinatas – chelatinė geležies forma, kuri gerai pasisavinama ir retai sukelia nemalonių pojūčių skrandyje. Geležis padeda normaliai formuotis raudoniesiems kraujo kūneliams ir hemoglobinui, o vitaminas C padidina geležies įsisavinimą.',
          'Vartokite po vieną kapsulę per dieną, geriausia ne kartu su kava ar arbata.',
        ),
      },
    },
  },
  {
    id: DEMO.products.lowStock,
    type: 'simple',
    sku: 'SS-RHO',
    categories: ['energy'],
    size: '40g',
    regularPriceCents: 2290,
    stock: DEMO.products.lowStockQuantity,
    rating: { average: 4.6, count: 57 },
    totalSales: 720,
    createdDaysAgo: 95,
    art: { label: 'Rhodiola Vitality', shape: 'jar', images: 2 },
    copy: {
      name: { en: 'Rhodiola Vitality', lt: 'Rausvosios rodiolės ekstraktas' },
      slug: { en: 'rhodiola-vitality', lt: 'rausvosios-rodioles-ekstraktas' },
      shortDescription: {
        en: paragraphs('Standardised Rhodiola rosea root extract to help you stay calm and alert under pressure.'),
        lt: paragraphs('Standartizuotas rausvosios rodiolės šaknų ekstraktas, padedantis išlikti ramiems ir budriems įtampos metu.'),
      },
      description: {
        en: paragraphs(
          'Rhodiola rosea has been used for centuries in Scandinavia and Siberia to help people cope with long winters and hard work. Our extract is standardised to 3 % rosavins and 1 % salidroside, so every capsule delivers the same amount.',
          'Take one or two capsules in the morning. Not recommended during pregnancy.',
        ),
        lt: paragraphs(
          'Rausvoji rodiolė šimtmečius vartota Skandinavijoje ir Sibire, kad būtų lengviau ištverti ilgas žiemas ir sunkų darbą. Mūsų ekstraktas standartizuotas iki 3 % rozavinų ir 1 % salidrozido, todėl kiekvienoje kapsulėje yra tiek pat veikliųjų medžiagų.',
          'Ryte vartokite vieną ar dvi kapsules. Nerekomenduojama nėštumo metu.',
        ),
      },
    },
  },
  {
    id: DEMO.products.variable,
    type: 'variable',
    sku: 'SS-BTR',
    categories: ['energy'],
    tags: ['vegan'],
    variations: [
      { id: DEMO.products.variableVariations['200g'], size: '200g', regularPriceCents: 2490, stock: 30 },
      { id: DEMO.products.variableVariations['250g'], size: '250g', regularPriceCents: 2890, stock: 18 },
    ],
    rating: { average: 4.4, count: 33 },
    totalSales: 530,
    createdDaysAgo: 60,
    art: { label: 'Beetroot Power', shape: 'pouch', images: 2 },
    copy: {
      name: { en: 'Beetroot Power', lt: 'Burokėlių milteliai' },
      slug: DEMO.slugs.variable,
      shortDescription: {
        en: paragraphs('Naturally nitrate-rich beetroot powder for workouts, walks and everything in between.'),
        lt: paragraphs('Natūraliai daug nitratų turintys burokėlių milteliai treniruotėms, pasivaikščiojimams ir kasdienai.'),
      },
      description: {
        en: paragraphs(
          'Beetroot Power is made from whole Lithuanian-grown beetroot, gently dried and finely milled. It is naturally rich in nitrates and has an earthy, slightly sweet taste that works well in smoothies.',
          'Mix one heaped teaspoon into juice or water 60–90 minutes before exercise.',
        ),
        lt: paragraphs(
          'Burokėlių milteliai gaminami iš sveikų Lietuvoje užaugintų burokėlių, kurie švelniai išdžiovinami ir smulkiai sumalami. Jie natūraliai turtingi nitratų, o jų žemiškas, šiek tiek saldus skonis puikiai tinka kokteiliams.',
          'Kaupiną arbatinį šaukštelį išmaišykite sultyse ar vandenyje likus 60–90 minučių iki fizinio krūvio.',
        ),
      },
    },
  },
];
