import { DEMO_DOWNLOADS } from './downloads.ts';
import { DEMO } from './fixtures.ts';
import { sql } from 'drizzle-orm';
import type { Database } from '../connection.ts';
import { attributes, attributeTerms, productAttributeTerms } from '../schema/attributes.ts';
import { coupons } from '../schema/coupons.ts';
import { media, productImages } from '../schema/media.ts';
import { bundleItems, products, productTranslations } from '../schema/products.ts';
import { brands, categories, productBrands, productCategories, productTags, tags } from '../schema/taxonomy.ts';
import { marketingLists } from '../schema/marketing.ts';
import { reviews } from '../schema/reviews.ts';
import { productDownloads } from '../schema/downloads.ts';
import { productContent, productVideos, productVideoTexts } from '../schema/product-content.ts';
import { demoProductContent, demoProductVideos } from './product-content.ts';
import { seedDemoAccounts } from './accounts.ts';
import { seedDemoPoints } from './points.ts';
import { seedPriceHistory } from './price-history.ts';
import { DEMO_MARKETING_LISTS } from './marketing-lists.ts';
import { buildSeedRows } from './rows.ts';
import { assertValidSeed } from './validate.ts';
import { DEMO_PROMOTIONS } from './promotions.ts';
import { DEMO_MENUS } from './menus.ts';

/** Tables whose `id` is a serial: after explicit ids their sequences must move past them. */
const SERIAL_TABLES = ['products', 'attributes', 'attribute_terms', 'media', 'bundle_items', 'product_videos'] as const;
/** Serialises concurrent seeders (several instances starting on one empty database). */
const SEED_LOCK_KEY = 727_002;

/** True when the products table has no rows (a fresh database that needs the demo catalogue). */
export async function isCatalogueEmpty(db: Database): Promise<boolean> {
  const rows = await db.select({ id: products.id }).from(products).limit(1);
  return rows.length === 0;
}

/**
 * Inserts the demo catalogue and coupons in one transaction with explicit
 * ids, then moves the serial sequences past them. If another instance has
 * seeded meanwhile (checked under an advisory lock), it does nothing, so
 * instances that start together on an empty database seed it exactly once.
 */
export async function seedDemoData(db: Database): Promise<void> {
  const rows = buildSeedRows();
  assertValidSeed(rows);

  await db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    const existing = await tx.select({ id: products.id }).from(products).limit(1);
    if (existing.length > 0) return;

    await tx.insert(attributes).values(rows.attributes);
    await tx.insert(attributeTerms).values(rows.attributeTerms);
    await tx.insert(categories).values(rows.categories);
    await tx.insert(tags).values(rows.tags);
    await tx.insert(brands).values(rows.brands);
    await tx.insert(media).values(rows.media);
    await tx.insert(products).values(rows.products);
    await tx.insert(productTranslations).values(rows.translations);
    await tx.insert(productCategories).values(rows.productCategories);
    await tx.insert(productTags).values(rows.productTags);
    await tx.insert(productBrands).values(rows.productBrands);
    await tx.insert(productAttributeTerms).values(rows.productAttributeTerms);
    await tx.insert(productImages).values(rows.productImages);
    await tx.insert(bundleItems).values(rows.bundleItems);
    await tx.insert(productDownloads).values(DEMO_DOWNLOADS);
    // The product page's accordion and videos (migration 0030).
    await tx.insert(productContent).values(demoProductContent());
    const videos = demoProductVideos();
    await tx.insert(productVideos).values(videos.videos);
    await tx.insert(productVideoTexts).values(videos.texts);
    // After the products: migration 0026's trigger sets each product's average_rating and review_count from them.
    if (rows.reviews.length > 0) await tx.insert(reviews).values(rows.reviews);
    await seedPriceHistory(tx as unknown as Database);
    // Coupons are not catalogue: keep any an operator created before the first start.
    await tx.insert(coupons).values(rows.coupons).onConflictDoNothing();
    await tx
      .insert(marketingLists)
      .values([...DEMO_MARKETING_LISTS])
      .onConflictDoNothing();
    await seedDemoAccounts(tx as unknown as Database);
    await seedDemoPoints(tx as unknown as Database);
    await seedDemoPromotions(tx as unknown as Database);
    await seedDemoMenus(tx as unknown as Database);
    // Two shoppers waiting for the out-of-stock demo product (en, lt): raising its stock mails them (README "Back-in-stock mail").
    await tx.execute(sql`INSERT INTO stock_notifications (product_id, email, newsletter_consent, lang)
      VALUES (${DEMO.products.outOfStockSimple}, 'waiting@example.com', false, 'en'), (${DEMO.products.outOfStockSimple}, 'laukia@example.lt', false, 'lt')
      ON CONFLICT (product_id, email) DO NOTHING`);

    for (const table of SERIAL_TABLES) {
      await tx.execute(sql`SELECT setval(pg_get_serial_sequence(${table}, 'id'), (SELECT MAX(id) FROM ${sql.identifier(table)}))`);
    }
  });
}

/** The demo promotions (seed/promotions.ts) with their fixed ids, the sequence moved past them. */
async function seedDemoPromotions(tx: Database): Promise<void> {
  for (const p of DEMO_PROMOTIONS) {
    await tx.execute(sql`INSERT INTO promotions (id, slug, kind, discount_rate, countdown_seconds, product_ids, options, texts,
        landing_slug_en, landing_slug_lt, coupon_prefix, starts_at, ends_at)
      VALUES (${p.id}, ${p.slug}, ${p.kind}, ${p.discountRate}, ${p.countdownSeconds}, ${`{${p.productIds.join(',')}}`}::integer[],
        ${JSON.stringify(p.options)}::jsonb, ${JSON.stringify(p.texts)}::jsonb, ${p.landingSlugs.en}, ${p.landingSlugs.lt},
        ${p.couponPrefix}, ${p.startsAt}, ${p.endsAt})
      ON CONFLICT DO NOTHING`);
  }
  await tx.execute(sql`SELECT setval(pg_get_serial_sequence('promotions', 'id'), GREATEST((SELECT MAX(id) FROM promotions), 1))`);
}

/** The demo shop menu in both languages (seed/menus.ts); one an operator made first is kept. */
async function seedDemoMenus(tx: Database): Promise<void> {
  for (const m of DEMO_MENUS) {
    await tx.execute(sql`INSERT INTO menus (menu, language, columns, banner, bottom_link, items)
      VALUES (${m.menu}, ${m.language}, ${m.columns}, ${JSON.stringify(m.banner)}::jsonb, ${JSON.stringify(m.bottomLink)}::jsonb,
        ${JSON.stringify(m.items)}::jsonb)
      ON CONFLICT (menu, language) DO NOTHING`);
  }
}
