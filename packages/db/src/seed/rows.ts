import { subscriptionPlanSchema, type Language, type StockStatus, type SubscriptionPlan } from '@soul/contracts';
import type { attributes, attributeTerms, productAttributeTerms } from '../schema/attributes.ts';
import type { coupons } from '../schema/coupons.ts';
import type { media, productImages } from '../schema/media.ts';
import type { bundleItems, products, productTranslations } from '../schema/products.ts';
import type { reviews } from '../schema/reviews.ts';
import type { brands, categories, productBrands, productCategories, productTags, tags } from '../schema/taxonomy.ts';
import { SIZE_ATTRIBUTE, SIZE_TERMS, sizeTerm } from './attributes.ts';
import { BRANDS } from './brands.ts';
import { CATEGORIES } from './categories.ts';
import { DEMO_COUPONS } from './coupons.ts';
import { daysBeforeAnchor, SEED_ANCHOR } from './dates.ts';
import { demoMedia, type DemoMedia } from './media.ts';
import { demoReviews } from './reviews.ts';
import { bundlePackaging, packaging } from './packaging.ts';
import { CATALOGUE } from './products/index.ts';
import { TAGS } from './tags.ts';
import type { CategoryKey, DemoProduct, DemoStock, DemoTerm, DemoVariation, TagKey } from './types.ts';

/**
 * Turns the typed demo catalogue into table rows, with every id explicit.
 * Pure: no database, so tests can check the rows directly.
 */
export type ProductRow = typeof products.$inferInsert;
export type TranslationRow = typeof productTranslations.$inferInsert;

export interface SeedRows {
  attributes: (typeof attributes.$inferInsert)[];
  attributeTerms: (typeof attributeTerms.$inferInsert)[];
  categories: (typeof categories.$inferInsert)[];
  tags: (typeof tags.$inferInsert)[];
  brands: (typeof brands.$inferInsert)[];
  media: (typeof media.$inferInsert)[];
  products: ProductRow[];
  translations: TranslationRow[];
  productCategories: (typeof productCategories.$inferInsert)[];
  productTags: (typeof productTags.$inferInsert)[];
  productBrands: (typeof productBrands.$inferInsert)[];
  productAttributeTerms: (typeof productAttributeTerms.$inferInsert)[];
  productImages: (typeof productImages.$inferInsert)[];
  bundleItems: (typeof bundleItems.$inferInsert)[];
  coupons: (typeof coupons.$inferInsert)[];
  /** Approved demo reviews; products' average_rating and review_count follow them (migration 0026). */
  reviews: (typeof reviews.$inferInsert)[];
}

const LANGUAGES: readonly Language[] = ['en', 'lt'];
/** Slug suffixes of the hidden one-time twins. */
const TWIN_SLUG_SUFFIX: Readonly<Record<Language, string>> = { en: '-one-time', lt: '-vienkartinis' };

export function buildSeedRows(catalogue: readonly DemoProduct[] = CATALOGUE): SeedRows {
  const rows: SeedRows = {
    attributes: [
      { id: SIZE_ATTRIBUTE.id, taxonomy: SIZE_ATTRIBUTE.taxonomy, nameEn: SIZE_ATTRIBUTE.name.en, nameLt: SIZE_ATTRIBUTE.name.lt },
    ],
    attributeTerms: SIZE_TERMS.map((t) => ({
      id: t.id,
      attributeId: SIZE_ATTRIBUTE.id,
      slug: t.slug,
      name: t.name,
      menuOrder: t.menuOrder,
    })),
    categories: CATEGORIES.flatMap((c) =>
      termRows(c).map((row) => ({ ...row, description: c.description[row.lang], menuOrder: c.menuOrder })),
    ),
    tags: TAGS.flatMap(termRows),
    brands: BRANDS.flatMap((b) => termRows(b).map((row) => ({ ...row, description: b.description[row.lang] }))),
    media: [],
    products: [],
    translations: [],
    productCategories: [],
    productTags: [],
    productBrands: [],
    productAttributeTerms: [],
    productImages: [],
    bundleItems: [],
    coupons: [...DEMO_COUPONS],
    reviews: [],
  };

  const mediaEntries = demoMedia(catalogue);
  rows.media = mediaEntries.map((m) => ({
    id: m.id,
    fileKey: m.fileKey,
    altEn: m.alt.en,
    altLt: m.alt.lt,
    width: m.width,
    height: m.height,
  }));
  const imagesOf = (productId: number): DemoMedia[] => mediaEntries.filter((m) => m.productId === productId);

  catalogue.forEach((product, index) => {
    const menuOrder = index + 1;
    addMainProduct(rows, product, menuOrder, imagesOf(product.id));
  });

  let bundleItemId = 1;
  for (const product of catalogue) {
    if (product.type !== 'bundle') continue;
    const row = rows.products.find((p) => p.id === product.id);
    const itemGrams = product.items.reduce(
      (sum, item) => sum + (rows.products.find((p) => p.id === item.productId)?.weightGrams ?? 0) * item.quantity,
      0,
    );
    if (row) Object.assign(row, bundlePackaging(itemGrams));
    product.items.forEach((item, position) => {
      rows.bundleItems.push({
        id: bundleItemId++,
        bundleId: product.id,
        productId: item.productId,
        quantity: item.quantity,
        bulkDiscountPercent: product.bulkDiscountPercent,
        // Bundles are sold as a set (storefront §1: items cannot be removed individually).
        isRemovable: false,
        isIndented: true,
        isThumbnailHidden: item.isThumbnailHidden ?? false,
        position,
      });
    });
  }
  return rows;
}

function termRows(term: DemoTerm): { id: number; groupId: number; lang: Language; slug: string; name: string }[] {
  return LANGUAGES.map((lang) => ({ id: term.ids[lang], groupId: term.groupId, lang, slug: term.slug[lang], name: term.name[lang] }));
}

function categoryGroup(key: CategoryKey): number {
  const category = CATEGORIES.find((c) => c.key === key);
  if (!category) throw new Error(`Unknown category ${key}`);
  return category.groupId;
}

function tagGroup(key: TagKey): number {
  const tag = TAGS.find((t) => t.key === key);
  if (!tag) throw new Error(`Unknown tag ${key}`);
  return tag.groupId;
}

function stockColumns(stock: DemoStock): Pick<ProductRow, 'manageStock' | 'stockQuantity' | 'stockStatus'> {
  if (stock === null) return { manageStock: false, stockQuantity: null, stockStatus: 'instock' };
  if (stock === 'backorder') return { manageStock: true, stockQuantity: 0, stockStatus: 'onbackorder' };
  return { manageStock: true, stockQuantity: stock, stockStatus: stock > 0 ? 'instock' : 'outofstock' };
}

/** A variable product's own row: no stock of its own, in stock while any variation is. */
function variableParentColumns(
  variations: readonly DemoVariation[],
): Pick<ProductRow, 'manageStock' | 'stockQuantity' | 'stockStatus' | 'regularPriceCents' | 'salePriceCents'> {
  const status: StockStatus = variations.some((v) => stockColumns(v.stock).stockStatus !== 'outofstock') ? 'instock' : 'outofstock';
  return {
    manageStock: false,
    stockQuantity: null,
    stockStatus: status,
    // WooCommerce keeps the cheapest variation's price on the parent; the domain recomputes it from variations.
    regularPriceCents: Math.min(...variations.map((v) => v.regularPriceCents)),
    salePriceCents: null,
  };
}

function validPlan(plan: SubscriptionPlan): SubscriptionPlan {
  return subscriptionPlanSchema.parse(plan);
}

function addMainProduct(rows: SeedRows, product: DemoProduct, menuOrder: number, images: DemoMedia[]): void {
  const createdAt = daysBeforeAnchor(product.createdDaysAgo);
  rows.reviews.push(...demoReviews(product.id, product.rating, createdAt, SEED_ANCHOR));
  const base: ProductRow = {
    id: product.id,
    type: product.type,
    parentId: null,
    sku: product.sku,
    status: 'publish',
    catalogVisibility: 'visible',
    featured: product.featured ?? false,
    regularPriceCents: 0,
    salePriceCents: null,
    soldIndividually: product.soldIndividually ?? false,
    menuOrder,
    totalSales: product.totalSales,
    oneTimeTwinId: null,
    subscriptionPlan: null,
    upsellIds: [...(product.upsellIds ?? [])],
    createdAt,
    updatedAt: createdAt,
    virtual: product.digital ?? false,
    ...mainPackaging(product),
  };

  let row: ProductRow;
  switch (product.type) {
    case 'simple':
      row = {
        ...base,
        ...stockColumns(product.stock),
        regularPriceCents: product.regularPriceCents,
        salePriceCents: product.salePriceCents ?? null,
      };
      break;
    case 'subscription':
      row = {
        ...base,
        ...stockColumns(product.stock),
        regularPriceCents: product.regularPriceCents,
        salePriceCents: product.salePriceCents ?? null,
        subscriptionPlan: validPlan(product.plan),
        oneTimeTwinId: product.oneTimeTwin?.id ?? null,
      };
      break;
    case 'variable':
      row = { ...base, ...variableParentColumns(product.variations) };
      break;
    case 'variable-subscription':
      row = {
        ...base,
        ...variableParentColumns(product.variations),
        subscriptionPlan: validPlan(product.plan),
        oneTimeTwinId: product.oneTimeTwin?.id ?? null,
      };
      break;
    case 'bundle':
      // Base price 0: the bundle costs the sum of its items after the bulk discount (domain priceSummary()).
      row = { ...base, manageStock: false, stockQuantity: null, stockStatus: 'instock', regularPriceCents: 0 };
      break;
  }
  rows.products.push(row);

  for (const lang of LANGUAGES) {
    rows.translations.push({
      productId: product.id,
      lang,
      name: product.copy.name[lang],
      slug: product.copy.slug[lang],
      shortDescription: product.copy.shortDescription[lang],
      description: product.copy.description[lang],
    });
  }
  linkTerms(rows, product.id, product.categories, product.tags ?? []);
  images.forEach((image) => rows.productImages.push({ productId: product.id, mediaId: image.id, position: image.position }));

  if (product.type === 'simple' || product.type === 'subscription') {
    if (product.size) addSizeLink(rows, product.id, product.size, false, false);
  }
  if (product.type === 'variable' || product.type === 'variable-subscription') {
    addVariations(rows, product, product.variations, {
      parentId: product.id,
      variationIds: product.variations.map((v) => v.id),
      skuPrefix: product.sku,
      visibility: 'visible',
      plan: product.type === 'variable-subscription' ? validPlan(product.plan) : null,
      slugSuffix: { en: '', lt: '' },
      createdAt,
    });
  }
  if ((product.type === 'subscription' || product.type === 'variable-subscription') && product.oneTimeTwin) {
    addTwin(rows, product, menuOrder, images);
  }
}

interface VariationContext {
  parentId: number;
  variationIds: readonly number[];
  skuPrefix: string;
  visibility: 'visible' | 'hidden';
  plan: SubscriptionPlan | null;
  slugSuffix: Readonly<Record<Language, string>>;
  createdAt: Date;
}

/** Variation rows of a variable (or twin) product, and the parent's attribute terms. */
function addVariations(rows: SeedRows, product: DemoProduct, variations: readonly DemoVariation[], ctx: VariationContext): void {
  variations.forEach((variation, k) => {
    const id = ctx.variationIds[k];
    if (id === undefined) throw new Error(`Product ${ctx.parentId} has no id for variation ${k + 1}`);
    const term = sizeTerm(variation.size);
    const createdAt = new Date(ctx.createdAt.getTime() + (k + 1) * 60_000);
    rows.products.push({
      id,
      type: 'variation',
      parentId: ctx.parentId,
      sku: `${ctx.skuPrefix}-${term.name}`,
      status: 'publish',
      // A variation shows wherever its parent shows (WooCommerce reads the parent's visibility).
      catalogVisibility: ctx.visibility,
      regularPriceCents: variation.regularPriceCents,
      salePriceCents: variation.salePriceCents ?? null,
      ...stockColumns(variation.stock),
      menuOrder: k + 1,
      subscriptionPlan: ctx.plan,
      ...packaging(product.art.shape, variation.size),
      createdAt,
      updatedAt: createdAt,
    });
    for (const lang of LANGUAGES) {
      rows.translations.push({
        productId: id,
        lang,
        name: `${product.copy.name[lang]} – ${term.name}`,
        slug: `${product.copy.slug[lang]}${ctx.slugSuffix[lang]}-${term.slug}`,
        shortDescription: '',
        description: '',
      });
    }
    // The parent offers every size, the first one preselected; the variation is exactly one size.
    addSizeLink(rows, ctx.parentId, variation.size, true, k === 0);
    addSizeLink(rows, id, variation.size, true, false);
  });
}

/**
 * The hidden one-time-purchase twin of a subscription product: same texts,
 * prices, sizes, images and categories, its own stock, no plan, and no
 * every-month tag (it is bought once).
 */
function addTwin(
  rows: SeedRows,
  product: Extract<DemoProduct, { type: 'subscription' | 'variable-subscription' }>,
  menuOrder: number,
  images: DemoMedia[],
): void {
  const twin = product.oneTimeTwin;
  if (!twin) return;
  const createdAt = daysBeforeAnchor(product.createdDaysAgo);
  const sku = `${product.sku}-OT`;
  const base: ProductRow = {
    id: twin.id,
    type: product.type === 'subscription' ? 'simple' : 'variable',
    parentId: null,
    sku,
    status: 'publish',
    catalogVisibility: 'hidden',
    menuOrder,
    upsellIds: [...(product.upsellIds ?? [])],
    createdAt,
    updatedAt: createdAt,
    regularPriceCents: 0,
    ...mainPackaging(product),
  };
  if (product.type === 'subscription') {
    rows.products.push({
      ...base,
      ...stockColumns(product.stock),
      regularPriceCents: product.regularPriceCents,
      salePriceCents: product.salePriceCents ?? null,
    });
    if (product.size) addSizeLink(rows, twin.id, product.size, false, false);
  } else {
    rows.products.push({ ...base, ...variableParentColumns(product.variations) });
    addVariations(rows, product, product.variations, {
      parentId: twin.id,
      variationIds: twin.variationIds ?? [],
      skuPrefix: sku,
      visibility: 'hidden',
      plan: null,
      slugSuffix: TWIN_SLUG_SUFFIX,
      createdAt,
    });
  }
  for (const lang of LANGUAGES) {
    rows.translations.push({
      productId: twin.id,
      lang,
      // Same name: a cart line of the one-time purchase reads like the product the shopper chose.
      name: product.copy.name[lang],
      slug: `${product.copy.slug[lang]}${TWIN_SLUG_SUFFIX[lang]}`,
      shortDescription: product.copy.shortDescription[lang],
      description: product.copy.description[lang],
    });
  }
  linkTerms(
    rows,
    twin.id,
    product.categories,
    (product.tags ?? []).filter((t) => t !== 'everyMonth'),
  );
  images.forEach((image) => rows.productImages.push({ productId: twin.id, mediaId: image.id, position: image.position }));
}

function linkTerms(rows: SeedRows, productId: number, categoryKeys: readonly CategoryKey[], tagKeys: readonly TagKey[]): void {
  for (const key of categoryKeys) rows.productCategories.push({ productId, categoryGroupId: categoryGroup(key) });
  for (const key of tagKeys) rows.productTags.push({ productId, tagGroupId: tagGroup(key) });
  for (const brand of BRANDS) rows.productBrands.push({ productId, brandGroupId: brand.groupId });
}

/** A product's own pack; a variable product shows its default (first) variation's, a bundle's is added up later; a digital product has none. */
function mainPackaging(product: DemoProduct): { [K in keyof ReturnType<typeof packaging>]: number | null } {
  if (product.digital) return { weightGrams: null, lengthMm: null, widthMm: null, heightMm: null };
  switch (product.type) {
    case 'simple':
    case 'subscription':
      return packaging(product.art.shape, product.size);
    case 'variable':
    case 'variable-subscription':
      return packaging(product.art.shape, product.variations[0]?.size);
    case 'bundle':
      return bundlePackaging(0);
  }
}

function addSizeLink(rows: SeedRows, productId: number, size: DemoVariation['size'], hasVariations: boolean, isDefault: boolean): void {
  rows.productAttributeTerms.push({ productId, attributeId: SIZE_ATTRIBUTE.id, termId: sizeTerm(size).id, hasVariations, isDefault });
}
