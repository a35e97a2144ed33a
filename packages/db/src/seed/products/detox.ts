import { DEMO } from '../fixtures.ts';
import { BRAND_PLAN } from '../plans.ts';
import { paragraphs } from '../text.ts';
import type { DemoProduct } from '../types.ts';

export const DETOX_PRODUCTS: readonly DemoProduct[] = [
  {
    id: DEMO.products.subscriptionBrandSecond,
    type: 'subscription',
    sku: 'SS-DGR',
    categories: ['detox'],
    tags: ['everyMonth', 'vegan'],
    size: '200g',
    regularPriceCents: 3990,
    stock: 32,
    plan: BRAND_PLAN,
    oneTimeTwin: { id: 221 },
    rating: { average: 4.5, count: 71 },
    totalSales: 1040,
    createdDaysAgo: 160,
    upsellIds: [161, 165],
    art: { label: 'Detox Greens', shape: 'pouch', images: 3 },
    copy: {
      name: { en: 'Detox Greens', lt: 'Žaliasis detoksas' },
      slug: { en: 'detox-greens', lt: 'zaliasis-detoksas' },
      shortDescription: {
        en: paragraphs('Eighteen greens, sea vegetables and herbs in one refreshing daily scoop.'),
        lt: paragraphs('Aštuoniolika žalumynų, jūros augalų ir žolelių viename gaiviame kasdieniame šaukštelyje.'),
      },
      description: {
        en: paragraphs(
          'Detox Greens brings together spirulina, chlorella, wheatgrass, barley grass, kale and spinach with milk thistle, dandelion and a touch of mint. It mixes smoothly and tastes fresher than you might expect.',
          'Take one scoop a day in water or juice. On subscription, a new pouch arrives every month.',
        ),
        lt: paragraphs(
          'Žaliajame detokse sujungta spirulina, chlorela, kviečių ir miežių želmenys, lapiniai kopūstai ir špinatai su margainiu, kiaulpienėmis ir trupučiu mėtų. Milteliai lengvai išsimaišo, o skonis gaivesnis, nei galėtumėte tikėtis.',
          'Vartokite po vieną šaukštelį per dieną su vandeniu ar sultimis. Prenumeratoriams naują pakuotę atsiunčiame kas mėnesį.',
        ),
      },
    },
  },
  {
    id: 122,
    type: 'simple',
    sku: 'SS-MTH',
    categories: ['detox'],
    size: '40g',
    regularPriceCents: 1990,
    stock: 55,
    rating: { average: 4.4, count: 29 },
    totalSales: 470,
    createdDaysAgo: 130,
    art: { label: 'Milk Thistle', shape: 'jar', images: 2 },
    copy: {
      name: { en: 'Milk Thistle', lt: 'Tikrasis margainis' },
      slug: { en: 'milk-thistle', lt: 'tikrasis-margainis' },
      shortDescription: {
        en: paragraphs('Milk thistle extract standardised to 80 % silymarin, with artichoke and turmeric.'),
        lt: paragraphs('Tikrojo margainio ekstraktas, standartizuotas iki 80 % silimarino, su artišokais ir ciberžole.'),
      },
      description: {
        en: paragraphs(
          'Milk thistle has been a traditional herb for the liver since antiquity. We combine a concentrated extract with artichoke leaf and turmeric root in a single vegan capsule.',
          'Take one capsule twice a day with meals.',
        ),
        lt: paragraphs(
          'Tikrasis margainis nuo senovės vartojamas kaip tradicinis augalas kepenims. Koncentruotą jo ekstraktą derinome su artišokų lapais ir ciberžolės šaknimis vienoje veganiškoje kapsulėje.',
          'Vartokite po vieną kapsulę du kartus per dieną valgio metu.',
        ),
      },
    },
  },
  {
    id: 123,
    type: 'variable',
    sku: 'SS-SPI',
    categories: ['detox'],
    tags: ['vegan'],
    variations: [
      { id: 1231, size: '200g', regularPriceCents: 1890, stock: 26 },
      { id: 1232, size: '250g', regularPriceCents: 2190, stock: 14 },
    ],
    rating: { average: 4.3, count: 26 },
    totalSales: 350,
    createdDaysAgo: 100,
    art: { label: 'Organic Spirulina', shape: 'pouch', images: 2 },
    copy: {
      name: { en: 'Organic Spirulina', lt: 'Ekologiška spirulina' },
      slug: { en: 'organic-spirulina', lt: 'ekologiska-spirulina' },
      shortDescription: {
        en: paragraphs('Certified organic spirulina powder, grown in clean freshwater ponds.'),
        lt: paragraphs('Sertifikuoti ekologiški spirulinos milteliai, užauginti švariuose gėlo vandens tvenkiniuose.'),
      },
      description: {
        en: paragraphs(
          'Spirulina is a blue-green microalga naturally rich in protein, iron and the pigment phycocyanin. Ours is grown in closed freshwater ponds and every batch is tested for heavy metals.',
          'Start with half a teaspoon a day in a smoothie and build up to a full teaspoon.',
        ),
        lt: paragraphs(
          'Spirulina – melsvadumblis, natūraliai turintis daug baltymų, geležies ir pigmento fikocianino. Mūsų spirulina auginama uždaruose gėlo vandens tvenkiniuose, o kiekviena partija tikrinama dėl sunkiųjų metalų.',
          'Pradėkite nuo pusės arbatinio šaukštelio per dieną kokteilyje ir palaipsniui padidinkite iki viso šaukštelio.',
        ),
      },
    },
  },
  {
    id: 124,
    type: 'simple',
    sku: 'SS-ACH',
    categories: ['detox'],
    tags: ['vegan'],
    size: '25g',
    regularPriceCents: 1490,
    salePriceCents: 1190,
    stock: 70,
    rating: { average: 4.0, count: 15 },
    totalSales: 300,
    createdDaysAgo: 85,
    art: { label: 'Activated Charcoal', shape: 'jar', images: 2 },
    copy: {
      name: { en: 'Activated Charcoal', lt: 'Aktyvintoji anglis' },
      slug: { en: 'activated-charcoal', lt: 'aktyvintoji-anglis' },
      shortDescription: {
        en: paragraphs('Coconut-shell activated charcoal capsules for occasional use.'),
        lt: paragraphs('Aktyvintosios anglies iš kokosų kevalų kapsulės, skirtos vartoti prireikus.'),
      },
      description: {
        en: paragraphs(
          'Made from coconut shells activated with steam, without chemicals. Activated charcoal contributes to reducing excessive flatulence after eating.',
          'Take two capsules at least 30 minutes before a meal and two more shortly after it. Take apart from medicines.',
        ),
        lt: paragraphs(
          'Gaminama iš kokosų kevalų, aktyvinant garais, be jokių cheminių medžiagų. Aktyvintoji anglis padeda sumažinti pernelyg didelį dujų susidarymą po valgio.',
          'Išgerkite dvi kapsules likus bent 30 minučių iki valgio ir dar dvi – netrukus po jo. Vartokite atskirai nuo vaistų.',
        ),
      },
    },
  },
  {
    id: 125,
    type: 'simple',
    sku: 'SS-DAN',
    categories: ['detox'],
    tags: ['vegan'],
    size: '40g',
    regularPriceCents: 1690,
    stock: 38,
    rating: { average: 4.2, count: 11 },
    totalSales: 140,
    createdDaysAgo: 30,
    art: { label: 'Dandelion Root', shape: 'jar', images: 2 },
    copy: {
      name: { en: 'Dandelion Root', lt: 'Kiaulpienių šaknys' },
      slug: { en: 'dandelion-root', lt: 'kiaulpieniu-saknys' },
      shortDescription: {
        en: paragraphs('Roasted dandelion root extract, a traditional bitter for digestion.'),
        lt: paragraphs('Skrudintų kiaulpienių šaknų ekstraktas – tradicinė kartaus skonio priemonė virškinimui.'),
      },
      description: {
        en: paragraphs(
          'In European folk tradition, bitter herbs such as dandelion have long been taken before meals. Each capsule holds a 4:1 extract of roasted dandelion root from Polish farms.',
          'Take one capsule 15 minutes before your main meal.',
        ),
        lt: paragraphs(
          'Europos liaudies tradicijoje kartūs augalai, pavyzdžiui, kiaulpienės, nuo seno vartojami prieš valgį. Kiekvienoje kapsulėje yra 4:1 ekstraktas iš skrudintų kiaulpienių šaknų, užaugintų Lenkijos ūkiuose.',
          'Vartokite po vieną kapsulę likus 15 minučių iki pagrindinio valgio.',
        ),
      },
    },
  },
];
