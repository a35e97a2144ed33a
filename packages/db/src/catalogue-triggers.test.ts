import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from './connection.ts';
import { connectTestDatabase } from './testing.ts';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await connectTestDatabase();
});
afterAll(async () => database.close());

/** Columns an order writes: they notify `catalogue_stock`, not the catalogue-wide change. */
const STOCK_COLUMNS = ['stock_quantity', 'stock_status', 'total_sales'];

describe('catalogue change triggers (migrations 0001, 0009)', () => {
  it('every products column but the stock ones bumps the whole catalogue when updated', async () => {
    const columns = (
      await database.db.execute(sql`SELECT column_name FROM information_schema.columns WHERE table_name = 'products'`)
    ).rows.map((r) => String(r.column_name));
    const watched = (
      await database.db
        .execute(sql`SELECT a.attname FROM pg_trigger t JOIN pg_attribute a ON a.attrelid = t.tgrelid AND a.attnum = ANY(t.tgattr)
        WHERE t.tgname = 'products_catalogue_version_update'`)
    ).rows.map((r) => String(r.attname));
    expect(watched.sort()).toEqual(columns.filter((c) => !STOCK_COLUMNS.includes(c)).sort());
  });

  it('every catalogue table notifies catalogue_changed (brands and attributes too, migration 0020)', async () => {
    const tables = [
      'product_translations',
      'bundle_items',
      'categories',
      'tags',
      'brands',
      'product_categories',
      'product_tags',
      'product_brands',
      'attributes',
      'attribute_terms',
      'product_attribute_terms',
      'product_images',
      'media',
      'product_price_history',
    ];
    const triggered = (
      await database.db.execute(sql`SELECT DISTINCT c.relname FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid
        JOIN pg_proc f ON f.oid = t.tgfoid WHERE f.proname = 'bump_catalogue_version'`)
    ).rows.map((r) => String(r.relname));
    expect(tables.filter((table) => !triggered.includes(table))).toEqual([]);
  });

  it('a stock-only update sends the new values and the products embedding it (parent, bundles)', async () => {
    const ids = (
      await database.db
        .execute(sql`SELECT b.product_id AS item, b.bundle_id AS bundle FROM bundle_items b JOIN products p ON p.id = b.product_id
        WHERE p.stock_quantity IS NOT NULL LIMIT 1`)
    ).rows[0] as { item: number; bundle: number };
    const listener = new pg.Client({ connectionString: database.url });
    await listener.connect();
    const heard: string[] = [];
    listener.on('notification', (message) => {
      if (message.channel === 'catalogue_stock') heard.push(message.payload ?? '');
    });
    await listener.query('LISTEN catalogue_stock');
    try {
      // Sets the same value: the trigger fires on the columns written, so nothing else changes for other tests.
      await database.db.execute(sql`UPDATE products SET stock_quantity = stock_quantity WHERE id = ${ids.item}`);
      const notices = () => heard.map((payload) => JSON.parse(payload) as { id: number; stock_quantity: number | null; affects: number[] });
      await expect.poll(() => notices().some((notice) => notice.id === ids.item), { timeout: 3000 }).toBe(true);
      const notice = notices().find((n) => n.id === ids.item);
      expect(notice?.affects).toContain(ids.bundle);
      expect(notice).toMatchObject({ stock_status: expect.any(String), total_sales: expect.any(Number) });
    } finally {
      await listener.end();
    }
  });
});
