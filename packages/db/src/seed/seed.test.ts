import { MAX_FREQUENCY_MONTHS, MIN_FREQUENCY_MONTHS, SUBSCRIPTION_STYLES, subscriptionPlanSchema } from '@soul/contracts';
import { and, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, DatabaseHandle } from '../connection.ts';
import { attributes, attributeTerms, productAttributeTerms } from '../schema/attributes.ts';
import { coupons } from '../schema/coupons.ts';
import { media, productImages } from '../schema/media.ts';
import { bundleItems, products, productTranslations } from '../schema/products.ts';
import { categories, productCategories, productTags, tags } from '../schema/taxonomy.ts';
import { connectTestDatabase } from '../testing.ts';
import { DEMO, isCatalogueEmpty, seedDemoData } from './index.ts';
import { buildSeedRows } from './rows.ts';
import { seedProblems } from './validate.ts';

/**
 * Runs against the run's shared, freshly seeded database (scripts/test-database.ts),
 * so these tests only read.
 */
let handle: DatabaseHandle;
let db: Database;

beforeAll(async () => {
  handle = await connectTestDatabase();
  db = handle.db;
});

afterAll(async () => {
  await handle?.close();
});

async function product(id: number) {
  const [row] = await db.select().from(products).where(eq(products.id, id));
  if (!row) throw new Error(`product ${id} is missing`);
  return row;
}

async function children(parentId: number) {
  return db.select().from(products).where(eq(products.parentId, parentId)).orderBy(products.menuOrder);
}

async function tagSlugs(productId: number, lang: 'en' | 'lt'): Promise<string[]> {
  const rows = await db
    .select({ slug: tags.slug })
    .from(productTags)
    .innerJoin(tags, and(eq(tags.groupId, productTags.tagGroupId), eq(tags.lang, lang)))
    .where(eq(productTags.productId, productId));
  return rows.map((r) => r.slug);
}

async function sizeSlugs(productId: number) {
  return db
    .select({ slug: attributeTerms.slug, isDefault: productAttributeTerms.isDefault, hasVariations: productAttributeTerms.hasVariations })
    .from(productAttributeTerms)
    .innerJoin(attributeTerms, eq(attributeTerms.id, productAttributeTerms.termId))
    .where(eq(productAttributeTerms.productId, productId))
    .orderBy(attributeTerms.menuOrder);
}

const visibleMain = and(eq(products.status, 'publish'), eq(products.catalogVisibility, 'visible'), isNull(products.parentId));

describe('demo seed data (pure)', () => {
  it('passes its own consistency checks', () => {
    expect(seedProblems(buildSeedRows())).toEqual([]);
  });

  it('reports broken data instead of seeding it', () => {
    const rows = buildSeedRows();
    const slugOf = (id: number) => rows.translations.find((t) => t.lang === 'lt' && t.productId === id);
    const simple = slugOf(DEMO.products.simple);
    const variable = slugOf(DEMO.products.variable);
    if (!simple || !variable) throw new Error('fixture texts missing');
    simple.slug = variable.slug;
    rows.products = rows.products.map((p) => (p.subscriptionPlan?.style === 'frequency' ? { ...p, subscriptionPlan: null } : p));
    expect(seedProblems(rows)).toEqual(
      expect.arrayContaining([`duplicate lt slug: ${variable.slug}`, "no product with subscription plan style 'frequency'"]),
    );
  });
});

describe('demo catalogue in the database', () => {
  it('is not empty, and seeding again is a harmless no-op', async () => {
    expect(await isCatalogueEmpty(db)).toBe(false);
    const [before] = await db.select({ n: count() }).from(products);
    await seedDemoData(db);
    const [after] = await db.select({ n: count() }).from(products);
    expect(after?.n).toBe(before?.n);
  });

  it('has at least 30 visible products and every product type', async () => {
    const visible = await db.select({ id: products.id, type: products.type }).from(products).where(visibleMain);
    expect(visible.length).toBeGreaterThanOrEqual(30);
    const visibleTypes = new Set(visible.map((p) => p.type));
    for (const type of ['simple', 'variable', 'subscription', 'variable-subscription', 'bundle'] as const) {
      expect(visibleTypes, type).toContain(type);
    }
    const [variations] = await db.select({ n: count() }).from(products).where(eq(products.type, 'variation'));
    expect(variations?.n).toBeGreaterThan(0);
  });

  it('gives popularity and date sorts no ties among visible products', async () => {
    const visible = await db.select({ sales: products.totalSales, created: products.createdAt }).from(products).where(visibleMain);
    expect(new Set(visible.map((p) => p.sales)).size).toBe(visible.length);
    expect(new Set(visible.map((p) => p.created.getTime())).size).toBe(visible.length);
  });

  it('has one category row per language, the upsell category being 20 (en) and 190 (lt)', async () => {
    const rows = await db.select().from(categories);
    const byId = new Map(rows.map((c) => [c.id, c]));
    expect(byId.get(20)).toMatchObject({ lang: 'en', groupId: DEMO.categoryGroups.upsell, name: 'Add to your order' });
    expect(byId.get(190)).toMatchObject({ lang: 'lt', groupId: DEMO.categoryGroups.upsell, name: 'Papildykite užsakymą' });
    for (const [key, ids] of Object.entries(DEMO.categories)) {
      expect(byId.get(ids.en)?.lang, key).toBe('en');
      expect(byId.get(ids.lt)?.lang, key).toBe('lt');
      expect(byId.get(ids.en)?.groupId).toBe(byId.get(ids.lt)?.groupId);
    }
    const ltSlugs = rows.filter((c) => c.lang === 'lt').map((c) => c.slug);
    expect(ltSlugs).toEqual(expect.arrayContaining(['energija', 'zarnynas', 'detoksikacija', 'oda', 'imunitetas', 'ramybe']));
    const enSlugs = rows.filter((c) => c.lang === 'en').map((c) => c.slug);
    expect(enSlugs).toEqual(expect.arrayContaining(['energy', 'gut', 'detox', 'skin', 'immune', 'serenity']));
  });

  it('puts visible products in every filter category, and 6+ cheap add-ons in the upsell category', async () => {
    const perGroup = await db
      .select({ group: productCategories.categoryGroupId, id: products.id, type: products.type, price: products.regularPriceCents })
      .from(productCategories)
      .innerJoin(products, eq(products.id, productCategories.productId))
      .where(visibleMain);
    for (const [key, group] of Object.entries(DEMO.categoryGroups)) {
      expect(perGroup.filter((r) => r.group === group).length, key).toBeGreaterThanOrEqual(key === 'upsell' ? 6 : 4);
    }
    const upsells = perGroup.filter((r) => r.group === DEMO.categoryGroups.upsell);
    expect(upsells.map((r) => r.id).sort()).toEqual([...DEMO.products.upsellCategory].sort());
    for (const upsell of upsells) {
      expect(['simple', 'variable']).toContain(upsell.type);
      expect(upsell.price).toBeLessThan(1000);
    }
  });

  it('has en and lt texts for every visible product, and the Lithuanian ones are really Lithuanian', async () => {
    const visible = await db.select({ id: products.id }).from(products).where(visibleMain);
    const texts = await db
      .select()
      .from(productTranslations)
      .where(
        inArray(
          productTranslations.productId,
          visible.map((p) => p.id),
        ),
      );
    for (const { id } of visible) {
      const en = texts.find((t) => t.productId === id && t.lang === 'en');
      const lt = texts.find((t) => t.productId === id && t.lang === 'lt');
      expect(en, `en text of ${id}`).toBeDefined();
      expect(lt, `lt text of ${id}`).toBeDefined();
      if (!en || !lt) continue;
      for (const field of ['name', 'slug', 'shortDescription', 'description'] as const) {
        expect(lt[field], `${field} of ${id}`).not.toBe('');
        expect(lt[field], `${field} of ${id} is translated`).not.toBe(en[field]);
      }
      expect(en.description).toMatch(/^<p>.+<\/p>$/s);
      expect(lt.description).toMatch(/^<p>.+<\/p>$/s);
      expect(lt.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    }
    // Lithuanian letters show up across the catalogue (not transliterated text).
    const allLt = texts
      .filter((t) => t.lang === 'lt')
      .map((t) => t.description)
      .join(' ');
    expect(allLt).toMatch(/[ąčęėįšųūž]/);
  });

  it('has one product of each subscription plan style, each valid against the contract', async () => {
    const plans = await db
      .select({ id: products.id, plan: products.subscriptionPlan, type: products.type })
      .from(products)
      .where(and(visibleMain, sql`${products.subscriptionPlan} IS NOT NULL`));
    for (const row of plans) expect(() => subscriptionPlanSchema.parse(row.plan)).not.toThrow();
    expect(new Set(plans.map((p) => p.plan?.style))).toEqual(new Set(SUBSCRIPTION_STYLES));

    const byStyle = {
      tiers: await product(DEMO.products.subscriptionTiers),
      brand: await product(DEMO.products.subscriptionBrand),
      simple: await product(DEMO.products.subscriptionSimple),
      frequency: await product(DEMO.products.subscriptionFrequency),
    };
    const options = (style: keyof typeof byStyle) =>
      byStyle[style].subscriptionPlan?.options.map((o) => [o.interval, o.jars, o.discount_percent]);
    expect(byStyle.tiers.subscriptionPlan?.style).toBe('tiers');
    expect(options('tiers')).toEqual([
      [2, 1, 10],
      [4, 2, 20],
      [12, 6, 30],
    ]);
    expect(byStyle.tiers.subscriptionPlan?.options.find((o) => o.most_popular)?.interval).toBe(4);
    expect(byStyle.brand.subscriptionPlan?.style).toBe('brand');
    expect(options('brand')).toEqual([
      [1, 1, 10],
      [3, 3, 20],
      [12, 12, 30],
    ]);
    expect(byStyle.simple.subscriptionPlan?.style).toBe('simple');
    expect(byStyle.simple.type).toBe('subscription');
    expect(options('simple')).toEqual([
      [6, 1, 5],
      [12, 1, 10],
    ]);
    expect(byStyle.frequency.subscriptionPlan?.style).toBe('frequency');
    expect(options('frequency')).toEqual(
      Array.from({ length: MAX_FREQUENCY_MONTHS - MIN_FREQUENCY_MONTHS + 1 }, (_, i) => [MIN_FREQUENCY_MONTHS + i, 1, 10]),
    );
    expect(byStyle.tiers.type).toBe('variable-subscription');
  });

  it('gives subscription products a hidden one-time twin, except the subscription-only one', async () => {
    const pairs = [
      [DEMO.products.subscriptionTiers, DEMO.products.subscriptionTiersTwin, 'variable'],
      [DEMO.products.subscriptionBrand, DEMO.products.subscriptionBrandTwin, 'simple'],
      [DEMO.products.subscriptionSimple, DEMO.products.subscriptionSimpleTwin, 'simple'],
    ] as const;
    for (const [id, twinId, twinType] of pairs) {
      const main = await product(id);
      const twin = await product(twinId);
      expect(main.oneTimeTwinId).toBe(twinId);
      expect(twin).toMatchObject({ type: twinType, catalogVisibility: 'hidden', status: 'publish', subscriptionPlan: null });
    }
    expect((await product(DEMO.products.subscriptionOnly)).oneTimeTwinId).toBeNull();

    // The variable twin offers the same sizes at the same prices.
    const subscriptionVariations = await children(DEMO.products.subscriptionTiers);
    const twinVariations = await children(DEMO.products.subscriptionTiersTwin);
    expect(twinVariations.map((v) => v.id)).toEqual(Object.values(DEMO.products.subscriptionTiersTwinVariations));
    expect(twinVariations.map((v) => v.regularPriceCents)).toEqual(subscriptionVariations.map((v) => v.regularPriceCents));
    expect(twinVariations.every((v) => v.catalogVisibility === 'hidden')).toBe(true);
  });

  it('tags monthly products every-month / kas-menesi, and not their one-time twins', async () => {
    for (const id of [DEMO.products.subscriptionBrand, DEMO.products.subscriptionBrandSecond]) {
      expect(await tagSlugs(id, 'en')).toContain('every-month');
      expect(await tagSlugs(id, 'lt')).toContain('kas-menesi');
      expect((await product(id)).subscriptionPlan?.options.some((o) => o.interval === 1)).toBe(true);
    }
    expect(await tagSlugs(DEMO.products.subscriptionBrandTwin, 'en')).not.toContain('every-month');
    const tagged = await db
      .select({ id: productTags.productId })
      .from(productTags)
      .where(eq(productTags.tagGroupId, DEMO.tagGroups.everyMonth));
    expect(tagged.map((t) => t.id).sort()).toEqual([DEMO.products.subscriptionBrandSecond, DEMO.products.subscriptionBrand].sort());
  });

  it('has a bundle of three different simple products with the bundle options', async () => {
    const bundle = await product(DEMO.products.bundle);
    expect(bundle).toMatchObject({ type: 'bundle', regularPriceCents: 0 });
    const items = await db.select().from(bundleItems).where(eq(bundleItems.bundleId, DEMO.products.bundle)).orderBy(bundleItems.position);
    expect(items.map((i) => i.productId)).toEqual([...DEMO.products.bundleItems]);
    expect(items.map((i) => i.quantity)).toEqual([1, 1, 2]);
    for (const item of items) {
      expect(item).toMatchObject({ bulkDiscountPercent: DEMO.products.bundleDiscountPercent, isRemovable: false, isIndented: true });
      expect((await product(item.productId)).type).toBe('simple');
    }
    expect(items.filter((i) => i.isThumbnailHidden)).toHaveLength(1);
  });

  it('has the stock situations tests rely on', async () => {
    expect(await product(DEMO.products.outOfStockSimple)).toMatchObject({
      type: 'simple',
      stockStatus: 'outofstock',
      stockQuantity: 0,
      manageStock: true,
      catalogVisibility: 'visible',
    });
    expect(await product(DEMO.products.outOfStockVariation)).toMatchObject({
      type: 'variation',
      parentId: DEMO.products.outOfStockVariationParent,
      stockStatus: 'outofstock',
      stockQuantity: 0,
    });
    const siblings = await children(DEMO.products.outOfStockVariationParent);
    expect(siblings.filter((v) => v.stockStatus === 'instock').map((v) => v.id)).toEqual([DEMO.products.inStockSiblingVariation]);
    expect((await product(DEMO.products.outOfStockVariationParent)).type).toBe('variable');
    expect(await product(DEMO.products.lowStock)).toMatchObject({ stockQuantity: DEMO.products.lowStockQuantity, stockStatus: 'instock' });
    expect(await product(DEMO.products.onBackorder)).toMatchObject({ stockStatus: 'onbackorder', stockQuantity: 0 });
    expect(await product(DEMO.products.unmanagedStock)).toMatchObject({ manageStock: false, stockQuantity: null, stockStatus: 'instock' });
    expect(await product(DEMO.products.soldIndividually)).toMatchObject({ soldIndividually: true });
    expect(await product(DEMO.products.simple)).toMatchObject({
      type: 'simple',
      stockStatus: 'instock',
      salePriceCents: null,
      subscriptionPlan: null,
    });
  });

  it('has products on sale, including a single variation', async () => {
    for (const id of DEMO.products.onSaleProducts) {
      const row = await product(id);
      expect(row.salePriceCents, `sale price of ${id}`).not.toBeNull();
      expect(row.salePriceCents ?? Infinity).toBeLessThan(row.regularPriceCents);
    }
    const variations = await children(DEMO.products.onSaleVariable);
    expect(variations.filter((v) => v.salePriceCents !== null).map((v) => v.id)).toEqual([DEMO.products.onSaleVariation]);
  });

  it('links pa_size terms: one per variation, all of them on the parent with one default', async () => {
    const [size] = await db.select().from(attributes).where(eq(attributes.taxonomy, 'pa_size'));
    expect(size?.id).toBe(DEMO.attributes.size);
    const terms = await db.select().from(attributeTerms).orderBy(attributeTerms.menuOrder);
    expect(terms.map((t) => [t.slug, t.name])).toEqual([
      ['25g', '25G'],
      ['40g', '40G'],
      ['200g', '200G'],
      ['250g', '250G'],
    ]);

    const parents = await db
      .select()
      .from(products)
      .where(inArray(products.type, ['variable', 'variable-subscription']));
    expect(parents.length).toBeGreaterThanOrEqual(5);
    for (const parent of parents) {
      const variations = await children(parent.id);
      expect(variations.length, `variations of ${parent.id}`).toBeGreaterThanOrEqual(2);
      const variationSizes: string[] = [];
      for (const variation of variations) {
        const own = await sizeSlugs(variation.id);
        expect(own, `size of variation ${variation.id}`).toHaveLength(1);
        expect(own[0]?.hasVariations).toBe(true);
        variationSizes.push(own[0]?.slug ?? '');
        const names = await db.select().from(productTranslations).where(eq(productTranslations.productId, variation.id));
        expect(names.map((n) => n.lang).sort()).toEqual(['en', 'lt']);
        expect(names.every((n) => n.name.endsWith(`– ${own[0]?.slug.toUpperCase()}`))).toBe(true);
      }
      const parentSizes = await sizeSlugs(parent.id);
      expect(parentSizes.map((s) => s.slug)).toEqual(variationSizes);
      expect(parentSizes.filter((s) => s.isDefault)).toHaveLength(1);
    }
  });

  it('gives every visible product a gallery of 2–3 square images, main image first', async () => {
    const visible = await db.select({ id: products.id }).from(products).where(visibleMain);
    const links = await db.select().from(productImages).innerJoin(media, eq(media.id, productImages.mediaId));
    for (const { id } of visible) {
      const gallery = links
        .filter((l) => l.product_images.productId === id)
        .sort((a, b) => a.product_images.position - b.product_images.position);
      expect(gallery.length, `images of ${id}`).toBeGreaterThanOrEqual(2);
      expect(gallery.length).toBeLessThanOrEqual(3);
      expect(gallery[0]?.product_images.position).toBe(0);
      for (const { media: m } of gallery) {
        expect(m.width).toBe(m.height);
        expect(m.altEn).not.toBe(m.altLt);
      }
    }
  });

  it('points upsell ids at products of the upsell category', async () => {
    const withUpsells = await product(DEMO.products.withUpsells);
    expect(withUpsells.upsellIds).toEqual([...DEMO.products.upsellsOfWithUpsells]);
    const all = await db.select({ id: products.id, upsellIds: products.upsellIds }).from(products).where(visibleMain);
    const upsellTargets = all.flatMap((p) => p.upsellIds);
    expect(upsellTargets.length).toBeGreaterThan(4);
    for (const id of upsellTargets) expect(DEMO.products.upsellCategory).toContain(id);
  });

  it('moved every serial sequence past the explicit ids', async () => {
    for (const table of ['products', 'attributes', 'attribute_terms', 'media', 'bundle_items']) {
      const result = await db.execute<{ last: number | null; max: number }>(
        sql`SELECT pg_sequence_last_value(pg_get_serial_sequence(${table}, 'id')::regclass) AS last,
                   (SELECT MAX(id) FROM ${sql.identifier(table)}) AS max`,
      );
      const row = result.rows[0];
      // Other test files may insert rows meanwhile, so the sequence can only be ahead.
      expect(row?.last ?? -1, table).toBeGreaterThanOrEqual(row?.max ?? 0);
    }
  });

  it('has the demo coupons', async () => {
    const rows = await db.select().from(coupons);
    const byCode = new Map(rows.map((c) => [c.code, c]));
    expect(byCode.get('welcome10')).toMatchObject({
      discountType: 'percent',
      amount: 10,
      descriptionEn: '10% off your order',
      descriptionLt: '10 % nuolaida užsakymui',
      enabled: true,
    });
    expect(byCode.get('save5')).toMatchObject({
      discountType: 'fixed_cart',
      amount: 500,
      descriptionEn: '€5 off your cart',
      descriptionLt: '5 € nuolaida krepšeliui',
    });
    expect(byCode.get(DEMO.coupons.expired)?.expiresAt?.getTime()).toBeLessThan(Date.now());
    expect(byCode.get(DEMO.coupons.minimumSpend)?.minimumSpendCents).toBe(6000);
    const usedUp = byCode.get(DEMO.coupons.usedUp);
    expect(usedUp?.usageCount).toBe(usedUp?.usageLimit);
    expect(byCode.get(DEMO.coupons.fixedProduct)?.discountType).toBe('fixed_product');
    for (const code of byCode.keys()) expect(code).toBe(code.toLowerCase());
  });
});
