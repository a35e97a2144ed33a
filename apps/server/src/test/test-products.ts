import { randomUUID } from 'node:crypto';
import type { SubscriptionPlan } from '@soul/contracts';
import type { DatabaseHandle } from '@soul/db';
import { sql } from 'drizzle-orm';

/**
 * A fresh simple product (or simple subscription, with a plan) for tests that change stock, so they never race
 * other test files over the demo catalogue's counts. Hidden from the
 * catalogue (still purchasable), so catalogue tests never see it.
 */
export async function createStockedProduct(
  database: DatabaseHandle,
  options: { stock: number | null; priceCents?: number; subscriptionPlan?: SubscriptionPlan },
): Promise<number> {
  const sku = `TEST-${randomUUID().slice(0, 8)}`;
  const rows = (
    await database.db
      .execute(sql`INSERT INTO products (type, sku, catalog_visibility, regular_price_cents, manage_stock, stock_quantity, stock_status, subscription_plan)
      VALUES (${options.subscriptionPlan ? 'subscription' : 'simple'}, ${sku}, 'hidden', ${options.priceCents ?? 1500}, ${options.stock !== null},
        ${options.stock}, ${options.stock === 0 ? 'outofstock' : 'instock'},
        ${options.subscriptionPlan ? JSON.stringify(options.subscriptionPlan) : null}::jsonb) RETURNING id`)
  ).rows as { id: number }[];
  const id = rows[0]?.id;
  if (!id) throw new Error('product insert failed');
  await database.db.execute(sql`INSERT INTO product_translations (product_id, lang, name, slug) VALUES
    (${id}, 'en', ${`Test ${sku}`}, ${sku.toLowerCase()}), (${id}, 'lt', ${`Testas ${sku}`}, ${`${sku.toLowerCase()}-lt`})`);
  return id;
}

export async function stockOf(database: DatabaseHandle, productId: number): Promise<number | null> {
  const rows = (await database.db.execute(sql`SELECT stock_quantity FROM products WHERE id = ${productId}`)).rows as {
    stock_quantity: number | null;
  }[];
  return rows[0]?.stock_quantity ?? null;
}

/** Waits until the order's mails are in the outbox (the job runs right after the order, asynchronously). */
export async function mailsFor(
  database: DatabaseHandle,
  orderId: number,
  count = 2,
  timeoutMs = 5000,
): Promise<{ to: string; subject: string; kind: string; text: string; html: string }[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const rows = (
      await database.db.execute(sql`SELECT "to", subject, kind, text, html FROM sent_mail WHERE ref = ${`order:${orderId}`} ORDER BY id`)
    ).rows as {
      to: string;
      subject: string;
      kind: string;
      text: string;
      html: string;
    }[];
    if (rows.length >= count || Date.now() > deadline) return rows;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Waits for the mails telling the customer about changes to an order (edited, cancelled, refunded), oldest first. */
export async function orderUpdateMails(
  database: DatabaseHandle,
  orderId: number,
  count: number,
  timeoutMs = 5000,
): Promise<{ kind: string; subject: string; text: string }[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const rows = (
      await database.db.execute(sql`SELECT kind, subject, text FROM sent_mail WHERE ref LIKE ${`order:${orderId}:%`} ORDER BY id`)
    ).rows as { kind: string; subject: string; text: string }[];
    if (rows.length >= count || Date.now() > deadline) return rows;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
