import type { PromotionInput } from '@soul/contracts';
import { DEMO } from './fixtures.ts';

const noCta = { ctaText: '', ctaSubtext: '', countdownBannerText: '' };
const energy = DEMO.products.subscriptionTiersTwinVariations['200g'];

const option = (
  key: string,
  quantity: number,
  discountRate: number,
  en: { title: string; saveBanner: string; specialTag: string },
  lt: { title: string; saveBanner: string; specialTag: string },
  defaultSelected = false,
): PromotionInput['options'][number] => ({
  key,
  productId: energy,
  quantity,
  discountRate,
  imageUrl: '',
  defaultSelected,
  texts: { en: { ...en, description: '', priceDisplayOverride: '' }, lt: { ...lt, description: '', priceDisplayOverride: '' } },
});

/** The demo promotions (README "Promotions and timers"): one of each kind. */
export const DEMO_PROMOTIONS: readonly (PromotionInput & { id: number })[] = [
  {
    id: DEMO.promotions.welcome.id,
    slug: DEMO.promotions.welcome.slug,
    kind: 'banner',
    discountRate: 10,
    countdownSeconds: 3600,
    productIds: [],
    options: [],
    startsAt: null,
    endsAt: null,
    landingSlugs: { en: null, lt: null },
    couponPrefix: null,
    texts: {
      en: { title: 'Welcome offer', message: 'Welcome! Use code WELCOME10 for 10% off your first order.', link: '/products', ...noCta },
      lt: {
        title: 'Sveikinimo pasiūlymas',
        message: 'Sveiki! Su kodu WELCOME10 – 10 % nuolaida pirmam užsakymui.',
        link: '/lt/products',
        ...noCta,
      },
    },
  },
  {
    id: DEMO.promotions.exit.id,
    slug: DEMO.promotions.exit.slug,
    kind: 'exit_offer',
    discountRate: 10,
    countdownSeconds: 1800,
    productIds: [],
    options: [],
    startsAt: null,
    endsAt: null,
    landingSlugs: { en: null, lt: null },
    couponPrefix: 'exit-promo-10',
    texts: {
      en: {
        title: 'Wait! 10% off before you go',
        message: 'Leave your e-mail and get 10% off your order for the next 30 minutes.',
        link: '',
        ...noCta,
      },
      lt: {
        title: 'Palaukite! 10 % nuolaida prieš išeinant',
        message: 'Palikite el. paštą ir gaukite 10 % nuolaidą užsakymui ateinančias 30 minučių.',
        link: '',
        ...noCta,
      },
    },
  },
  {
    id: DEMO.promotions.energyComplex.id,
    slug: DEMO.promotions.energyComplex.slug,
    kind: 'quantity_offer',
    discountRate: 0,
    countdownSeconds: 1800,
    productIds: [energy],
    options: [
      option(
        'one',
        1,
        10,
        { title: '1 jar', saveBanner: 'Save 10%', specialTag: '' },
        { title: '1 indelis', saveBanner: 'Sutaupykite 10 %', specialTag: '' },
      ),
      option(
        'two',
        2,
        20,
        { title: '2 jars', saveBanner: 'Save 20%', specialTag: 'Most popular' },
        { title: '2 indeliai', saveBanner: 'Sutaupykite 20 %', specialTag: 'Populiariausias' },
        true,
      ),
      option(
        'three',
        3,
        30,
        { title: '3 jars', saveBanner: 'Save 30%', specialTag: 'Best value' },
        { title: '3 indeliai', saveBanner: 'Sutaupykite 30 %', specialTag: 'Geriausia vertė' },
      ),
    ],
    startsAt: null,
    endsAt: null,
    landingSlugs: { en: DEMO.promotions.energyComplex.landingEn, lt: DEMO.promotions.energyComplex.landingLt },
    couponPrefix: null,
    texts: {
      en: {
        title: 'Energy Complex: stock up and save',
        message: 'Choose how many jars: the more you take, the more you save.',
        link: '',
        ctaText: 'Claim my offer',
        ctaSubtext: 'Free delivery to parcel lockers over €40',
        countdownBannerText: 'Offer ends in',
      },
      lt: {
        title: 'Energijos kompleksas: apsirūpinkite ir sutaupykite',
        message: 'Pasirinkite indelių skaičių: kuo daugiau, tuo daugiau sutaupote.',
        link: '',
        ctaText: 'Gauti pasiūlymą',
        ctaSubtext: 'Nemokamas pristatymas į paštomatus nuo 40 €',
        countdownBannerText: 'Pasiūlymas baigiasi po',
      },
    },
  },
];
