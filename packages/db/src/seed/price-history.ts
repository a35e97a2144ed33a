import { sql } from 'drizzle-orm';
import type { Database } from '../connection.ts';
import { daysBeforeAnchor } from './dates.ts';
import { DEMO } from './fixtures.ts';

/** The demo sales began 10 days before the seed date; before that the products sold at their regular price. */
export const DEMO_SALE_DAYS = 10;
const HISTORY_DAYS = 120;
/** A sale product whose price was raised before its sale, so its 30-day prior price is below the struck-through one. */
export const DEMO_RAISED_BEFORE_SALE = { productId: DEMO.products.onSaleRaisedBefore, raisedDaysAgo: 20, raisedByCents: 300 } as const;

/**
 * Gives the demo catalogue a believable price history (the insert's trigger
 * opened every product's history at the seeding moment): products not on sale
 * have had their price since they were created; products on sale sold at the
 * regular price for months and went on sale 10 days before the seed date, and
 * one was raised 20 days before that, so the prior price shown differs from
 * the struck-through one.
 */
export async function seedPriceHistory(tx: Database): Promise<void> {
  await tx.execute(sql`UPDATE product_price_history h SET valid_from = LEAST(p.created_at, h.valid_from)
    FROM products p WHERE p.id = h.product_id AND h.price_cents = p.regular_price_cents`);
  const saleStart = daysBeforeAnchor(DEMO_SALE_DAYS);
  const historyStart = daysBeforeAnchor(HISTORY_DAYS);
  await tx.execute(sql`WITH sale AS (
      DELETE FROM product_price_history h USING products p
      WHERE p.id = h.product_id AND h.price_cents < h.regular_price_cents
      RETURNING h.product_id, h.price_cents, h.regular_price_cents)
    INSERT INTO product_price_history (product_id, price_cents, regular_price_cents, valid_from, valid_to)
    SELECT product_id, regular_price_cents, regular_price_cents, ${historyStart.toISOString()}::timestamptz, ${saleStart.toISOString()}::timestamptz FROM sale
    UNION ALL
    SELECT product_id, price_cents, regular_price_cents, ${saleStart.toISOString()}::timestamptz, NULL FROM sale`);
  const raised = DEMO_RAISED_BEFORE_SALE;
  const raisedAt = daysBeforeAnchor(DEMO_SALE_DAYS + raised.raisedDaysAgo);
  await tx.execute(sql`WITH earlier AS (
      UPDATE product_price_history SET valid_from = ${raisedAt.toISOString()}::timestamptz
      WHERE product_id = ${raised.productId} AND valid_to = ${saleStart.toISOString()}::timestamptz
      RETURNING product_id, regular_price_cents)
    INSERT INTO product_price_history (product_id, price_cents, regular_price_cents, valid_from, valid_to)
    SELECT product_id, regular_price_cents - ${raised.raisedByCents}, regular_price_cents - ${raised.raisedByCents},
      ${historyStart.toISOString()}::timestamptz, ${raisedAt.toISOString()}::timestamptz FROM earlier`);
}
