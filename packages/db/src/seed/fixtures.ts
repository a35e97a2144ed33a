/**
 * Well-known ids, slugs and codes of the demo catalogue, for tests and
 * examples. The catalogue data (products/*.ts, categories.ts …) is written
 * with these constants, and seed.test.ts checks that every id here points at
 * a row with the promised properties.
 *
 * Id ranges: products 101–171 (by category), digital products 181–182, hidden one-time twins 201–241
 * (twin of product N is N + 100), variations N×10 + k; category rows
 * 14–20 (en) and 184–190 (lt); tag rows 21–23 (en) and 191–193 (lt);
 * brand rows 24 (en) and 194 (lt).
 */
type DeepReadonly<T> = T extends (infer U)[]
  ? readonly DeepReadonly<U>[]
  : T extends object
    ? { readonly [K in keyof T]: DeepReadonly<T[K]> }
    : T;

function deepFreeze<T>(value: T): DeepReadonly<T> {
  if (value !== null && typeof value === 'object') {
    for (const inner of Object.values(value)) deepFreeze(inner);
    Object.freeze(value);
  }
  return value as DeepReadonly<T>;
}

export const DEMO = deepFreeze({
  products: {
    /** Plan style 'tiers' (storefront §9 default product): variable-subscription, 200G / 250G, one-time twin 201. */
    subscriptionTiers: 101,
    subscriptionTiersVariations: { '200g': 1011, '250g': 1012 },
    subscriptionTiersTwin: 201,
    subscriptionTiersTwinVariations: { '200g': 2011, '250g': 2012 },
    /** Plan style 'brand' (monthly / quarterly / annual), type 'subscription', tagged every-month; twin 211. */
    subscriptionBrand: 111,
    subscriptionBrandTwin: 211,
    /** Plan style 'simple' (6 months 5 %, 12 months 10 %), type 'subscription'; twin 241. */
    subscriptionSimple: 141,
    subscriptionSimpleTwin: 241,
    /** Plan style 'frequency' (every 2–12 months, 10 %), variable-subscription without a twin (subscription only). */
    subscriptionFrequency: 131,
    subscriptionFrequencyVariations: { '200g': 1311, '250g': 1312 },
    subscriptionOnly: 131,
    /** A second 'brand' product (every-month) and a second 'tiers' one, both with twins. */
    subscriptionBrandSecond: 121,
    subscriptionTiersSecond: 115,

    /** A plain simple product: in stock (managed), not on sale, no plan. */
    simple: 143,
    /** A variable product whose variations are all in stock and not on sale. */
    variable: 105,
    variableVariations: { '200g': 1051, '250g': 1052 },
    /** Simple products on sale (salePriceCents < regularPriceCents). */
    onSale: 102,
    onSaleProducts: [102, 124, 132, 152, 167],
    /** On sale, but raised 20 days before its sale: its 30-day prior price is below the struck-through price (seed/price-history.ts). */
    onSaleRaisedBefore: 152,
    /** A variable product with one variation on sale (250G). */
    onSaleVariable: 113,
    onSaleVariation: 1132,

    outOfStockSimple: 103,
    /** Magnesium Calm 250G is out of stock; its 200G sibling is in stock. */
    outOfStockVariation: 1512,
    outOfStockVariationParent: 151,
    inStockSiblingVariation: 1511,
    /** Managed stock with 3 units left. */
    lowStock: 104,
    lowStockQuantity: 3,
    /** stockStatus 'onbackorder', 0 on hand. */
    onBackorder: 155,
    /** manageStock false: no quantity, always in stock. */
    unmanagedStock: 166,
    /** soldIndividually: at most one per order. */
    soldIndividually: 164,

    /** Bundle of 3 simple products: 142 ×1, 145 ×1, 143 ×2 (thumbnail hidden), 15 % bulk discount each. */
    bundle: 171,
    bundleItems: [142, 145, 143],
    bundleDiscountPercent: 15,

    featured: [101, 131, 151, 171],
    /** A product with upsell ids (all in the upsell category). */
    withUpsells: 101,
    upsellsOfWithUpsells: [162, 164],
    /** Cheap add-ons in the upsell category (20 / 190). */
    upsellCategory: [161, 162, 163, 164, 165, 166, 167],
    /** Digital products (account §2 "Digital purchases"): a PDF guide (5 downloads, 1 year) and a video course (unlimited plays, 90 days). */
    digitalGuide: 181,
    digitalCourse: 182,
  },
  slugs: {
    subscriptionTiers: { en: 'energy-complex', lt: 'energijos-kompleksas' },
    subscriptionTiersTwin: { en: 'energy-complex-one-time', lt: 'energijos-kompleksas-vienkartinis' },
    variable: { en: 'beetroot-power', lt: 'burokeliu-milteliai' },
    outOfStockVariationParent: { en: 'magnesium-calm', lt: 'magnis-ramybei' },
    bundle: { en: 'immune-essentials-bundle', lt: 'imuniteto-rinkinys' },
  },
  categories: {
    energy: { en: 14, lt: 184 },
    gut: { en: 15, lt: 185 },
    detox: { en: 16, lt: 186 },
    skin: { en: 17, lt: 187 },
    immune: { en: 18, lt: 188 },
    serenity: { en: 19, lt: 189 },
    upsell: { en: 20, lt: 190 },
  },
  /** Translation groups: product_categories links a product to a group, valid for both languages. */
  categoryGroups: { energy: 1, gut: 2, detox: 3, skin: 4, immune: 5, serenity: 6, upsell: 7 },
  tags: {
    everyMonth: { en: 21, lt: 191 },
    vegan: { en: 22, lt: 192 },
    bestseller: { en: 23, lt: 193 },
  },
  tagGroups: { everyMonth: 1, vegan: 2, bestseller: 3 },
  /** The shop's own brand (WooCommerce's product_brand taxonomy): every demo product carries it. */
  brands: { soul: { en: 24, lt: 194 } },
  brandGroups: { soul: 1 },
  /** A 60-capsule tub: 120 g in a 10 × 6 × 6 cm box (seed/packaging.ts). */
  jarPackaging: { weightGrams: 120, lengthMm: 100, widthMm: 60, heightMm: 60 },
  attributes: { size: 1 },
  sizeTerms: { '25g': 41, '40g': 42, '200g': 43, '250g': 44 },
  coupons: {
    welcome10: 'welcome10',
    save5: 'save5',
    /** percent 15, expired on 2026-09-30. */
    expired: 'autumn15',
    /** fixed_cart 1000 cents with a minimum spend of 6000 cents. */
    minimumSpend: 'spend60',
    /** percent 20, usage limit 1 already used once. */
    usedUp: 'firstorder',
    /** fixed_product 200 cents off each matching item. */
    fixedProduct: 'vitamins2',
  },
  /** Demo promotions (seed/promotions.ts): ids and slugs the README and tests name. */
  promotions: {
    /** Banner campaign, `/?promo=welcome`, 1-hour countdown. */
    welcome: { id: 1, slug: 'welcome' },
    /** Exit-intent offer: 10 %, 30-minute countdown, coupons `exit-promo-10-…`. */
    exit: { id: 2, slug: 'exit-offer' },
    /** Quantity offer on Energy Complex (one-time 200 g), landing `/offer/energy-complex`, `/lt/pasiulymas/energijos-kompleksas`. */
    energyComplex: { id: 3, slug: 'energy-complex-offer', landingEn: 'energy-complex', landingLt: 'energijos-kompleksas' },
  },
});

export type DemoFixtures = typeof DEMO;
