import { sql } from 'drizzle-orm';
import type { Database } from '../connection.ts';
import { DEMO_ACCOUNTS } from './accounts.ts';
import { DEMO } from './fixtures.ts';

/**
 * A few ledger entries for the demo customer (README "Points"), so the
 * account's "Points and rewards" screen and the checkout's "Use my points"
 * have something to show: a welcome adjustment and a photo review's reward
 * (35 points available) and a text review's reward still pending (5).
 */
export async function seedDemoPoints(tx: Database): Promise<void> {
  const product = DEMO.products.subscriptionTiersTwin;
  const names = sql`jsonb_build_object('product', ${product}::int,
    'name_en', (SELECT name FROM product_translations WHERE product_id = ${product} AND lang = 'en'),
    'name_lt', (SELECT name FROM product_translations WHERE product_id = ${product} AND lang = 'lt'))`;
  await tx.execute(sql`WITH customer AS (SELECT id FROM users WHERE email = ${DEMO_ACCOUNTS.customer}),
      administrator AS (SELECT coalesce((SELECT min(id) FROM users WHERE role = 'administrator'), 0) AS id)
    INSERT INTO points_entries (user_id, kind, points, status, source_type, source_id, description_key, description_params, once_key, created_at, updated_at)
    SELECT customer.id, e.kind, e.points, e.status, e.source_type, CASE WHEN e.source_type = 'administrator' THEN administrator.id ELSE 0 END,
      e.description_key, e.params, e.once_key, now() - e.age, now() - e.age
    FROM customer, administrator, (VALUES
      ('adjust', 20, 'confirmed', 'administrator', 'welcome', '{}'::jsonb, NULL, interval '30 days'),
      ('earn', 15, 'confirmed', 'review', 'review_photo', ${names}, ${`review-product:${product}`}, interval '12 days'),
      ('earn', 5, 'pending', 'review', 'review_none', '{}'::jsonb, NULL, interval '2 days')
    ) AS e(kind, points, status, source_type, description_key, params, once_key, age)
    WHERE NOT EXISTS (SELECT 1 FROM points_entries WHERE user_id = customer.id)`);
}
