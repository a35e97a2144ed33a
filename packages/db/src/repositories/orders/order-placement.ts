import type { NewAccount, PlaceOrderCommand, PlaceOrderProblem, PlaceOrderResult } from '@soul/domain/orders/order-placement';
import { randomBytes } from 'node:crypto';
import type { OrderDraft } from '@soul/domain/orders/order-draft';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import type { Database } from '../../connection.ts';
import { addJobSql } from '../../jobs/add-job.ts';
import { ORDER_MAIL_JOB } from '../../jobs/task-names.ts';
import { isUniqueViolation, pgCode } from './pg-errors.ts';
import { findByIdempotencyKey } from './stored-order.ts';
import { orderLineRecord } from './order-line-record.ts';
import { recordOrderMarketing } from './order-marketing.ts';
import { reserveOrderPoints } from '../points/ledger-sql.ts';
import { isPointsCoupon } from '@soul/domain/points/points-discount';

class Refusal extends Error {
  constructor(readonly problem: PlaceOrderProblem) {
    super(problem.kind);
  }
}

/** PostgreSQL's deadlock and serialization failures: the transaction may simply be run again. */
const RETRYABLE = new Set(['40P01', '40001']);
const MAX_TRIES = 3;

/**
 * Places an order: one transaction in which account, order, lines, coupons, payment,
 * subscriptions, the emptied cart, the e-mail job and the hot rows commit together or not at all.
 */
export async function placeOrder(db: Database, command: PlaceOrderCommand, marketingMirror = false): Promise<PlaceOrderResult> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await placeOnce(db, command, marketingMirror);
    } catch (error) {
      if (error instanceof Refusal) return { ok: false, problem: error.problem };
      const hotRow = hotRowRefusal(error, command.draft);
      if (hotRow) return { ok: false, problem: hotRow };
      if (isUniqueViolation(error, 'orders_idempotency') && command.idempotencyKey) {
        // The same submit, racing itself: the other one placed the order.
        const first = await findByIdempotencyKey(db, command.sessionToken, command.idempotencyKey);
        if (first) return { ok: true, orderId: first.id, orderKey: first.orderKey, userId: first.userId, placedNow: false, attempt: null };
      }
      if (attempt < MAX_TRIES && RETRYABLE.has(pgCode(error))) continue;
      throw error;
    }
  }
}

/**
 * One try, on a connection of its own: everything but the hot rows through
 * Drizzle, then the hot rows and COMMIT in a single round trip (migration
 * 0007), so the best-seller's stock row is locked for microseconds, not
 * for as long as the app takes to send the next statement.
 */
async function placeOnce(db: Database, command: PlaceOrderCommand, marketingMirror: boolean): Promise<PlaceOrderResult> {
  const client = await db.$client.connect();
  try {
    await client.query('BEGIN');
    // No schema: only raw SQL runs on this connection, and building Drizzle's relational config per order costs.
    const tx = drizzle(client) as unknown as Database;
    const result = await placeIn(tx, command);
    if (result.ok && result.placedNow) await recordOrderMarketing(tx, command, result.orderId, marketingMirror);
    await client.query(hotRowsAndCommit(command, (text) => client.escapeLiteral(text)));
    return result;
  } catch (error) {
    await client.query('ROLLBACK').catch(() => {});
    throw error;
  } finally {
    client.release();
  }
}

/**
 * Everything but the hot rows, in one statement (one round trip): the order,
 * its lines, coupons, payment and its first event, subscriptions, the
 * emptied cart (only at the version that was priced), the customer's last
 * address and the e-mail job. Data-modifying CTEs all run, atomically.
 */
async function placeIn(tx: Database, command: PlaceOrderCommand): Promise<PlaceOrderResult> {
  const { draft } = command;
  let userId = command.userId;
  if (command.newAccount) userId = await createAccount(tx, command.newAccount, draft);

  const orderKey = `wc_order_${randomBytes(10).toString('base64url')}`;
  const lines = draft.lines.map((line, position) => ({ position, ...orderLineRecord(line), data: line.data }));
  const couponRows = draft.coupons.map((c) => ({ code: c.code, discount: c.discount, discount_tax: c.discountTax }));

  const rows = (
    await tx.execute(sql`WITH
      new_order AS (
        INSERT INTO orders (order_key, status, user_id, session_token, idempotency_key, lang, billing_address, shipping_address, customer_note,
          newsletter, payment_method, shipping_rate_id, items_subtotal, items_subtotal_tax, discount_total, discount_tax, shipping_total,
          shipping_tax, total, total_tax)
        VALUES (${orderKey}, ${draft.status}, ${userId}, ${command.sessionToken}, ${command.idempotencyKey}, ${draft.language},
          ${JSON.stringify(draft.billing)}::jsonb, ${JSON.stringify(draft.shipping)}::jsonb, ${draft.customerNote}, ${draft.newsletter},
          ${draft.paymentMethod}, ${draft.shippingRateId}, ${draft.itemsSubtotal}, ${draft.itemsSubtotalTax}, ${draft.discountTotal},
          ${draft.discountTax}, ${draft.shippingTotal}, ${draft.shippingTax}, ${draft.total}, ${draft.totalTax})
        RETURNING id),
      new_lines AS (
        INSERT INTO order_lines (order_id, product_id, variation_id, name, sku, quantity, subtotal, subtotal_tax, total, total_tax, tax_rate_percent, data)
        SELECT new_order.id, l.product_id, l.variation_id, l.name, l.sku, l.quantity, l.subtotal, l.subtotal_tax, l.total, l.total_tax, l.tax_rate_percent, l.data
        FROM new_order, json_to_recordset(${JSON.stringify(lines)}::json) AS l(position int, product_id int, variation_id int, name text, sku text,
          quantity int, subtotal int, subtotal_tax int, total int, total_tax int, tax_rate_percent int, data jsonb)
        ORDER BY l.position
        RETURNING id),
      new_coupons AS (
        INSERT INTO order_coupons (order_id, code, discount, discount_tax)
        SELECT new_order.id, c.code, c.discount, c.discount_tax FROM new_order, json_to_recordset(${JSON.stringify(couponRows)}::json) AS c(code text, discount int, discount_tax int)),
      new_payment AS (
        INSERT INTO payments (order_id, gateway, title, amount, status, idempotency_key, restore_cart)
        SELECT id, ${draft.paymentMethod}::text, ${command.paymentTitle}::text, ${draft.total}::int, 'pending',
          CASE WHEN ${command.cardCharge !== null}::boolean THEN 'order-' || id END, ${command.cardCharge ? JSON.stringify(command.cardCharge.restoreCart) : null}::jsonb
        FROM new_order RETURNING id, idempotency_key),
      payment_created AS (INSERT INTO payment_events (payment_id, kind, detail, amount) SELECT id, 'created', ${draft.paymentMethod}::text, ${draft.total}::int FROM new_payment),
      emptied_cart AS (
        UPDATE carts SET document = ${JSON.stringify(command.emptiedCart)}::jsonb, version = version + 1, updated_at = now()
        WHERE session_token = ${command.sessionToken} AND version = ${command.cartVersion} RETURNING id),
      customer AS (UPDATE users SET billing_address = ${JSON.stringify(draft.billing)}::jsonb WHERE id = ${userId}::int),
      mail AS (SELECT ${addJobSql(ORDER_MAIL_JOB, sql`jsonb_build_object('orderId', id)`)} FROM new_order WHERE ${command.sendMail}::boolean)
      SELECT (SELECT id FROM new_order) AS order_id,
        -- Read so that it runs: a SELECT in WITH runs only when the query reads it.
        (SELECT count(*) FROM mail) AS mailed,
        (SELECT id FROM new_payment) AS payment_id, (SELECT idempotency_key FROM new_payment) AS payment_key,
        (SELECT json_agg(id ORDER BY id) FROM new_lines) AS line_ids,
        (SELECT count(*)::int FROM emptied_cart) AS emptied`)
  ).rows as { order_id: number; payment_id: number; payment_key: string | null; line_ids: number[] | null; emptied: number }[];
  const result = rows[0];
  if (!result) throw new Error('Order insert returned nothing');
  // The cart the order was priced from, and no other: a change since then refuses the order (and rolls it back).
  if (result.emptied === 0) throw new Refusal({ kind: 'cart_changed' });

  // Bundle items point at their bundle's line (ids are given in insertion order).
  const idByCartKey = new Map(draft.lines.map((line, i) => [line.cartKey, result.line_ids?.[i] ?? 0]));
  const children = draft.lines.filter((line) => line.bundledByKey);
  if (children.length > 0) {
    const links = children.map((line) => ({ id: idByCartKey.get(line.cartKey), parent: idByCartKey.get(line.bundledByKey ?? '') }));
    await tx.execute(sql`UPDATE order_lines SET parent_line_id = link.parent FROM json_to_recordset(${JSON.stringify(links)}::json) AS link(id int, parent int)
      WHERE order_lines.id = link.id`);
  }
  await startSubscriptions(tx, result.order_id, userId, draft);
  // The points the discount was priced with, checked against the balance under the customer's lock.
  if (draft.pointsSpent > 0) {
    const reserved =
      userId !== null &&
      (await reserveOrderPoints(tx, { userId, orderId: result.order_id, points: draft.pointsSpent, paid: draft.status === 'processing' }));
    if (!reserved) throw new Refusal({ kind: 'points_balance' });
  }
  // The hot rows (coupon usage, stock) follow with the COMMIT: see placeOnce.
  return {
    ok: true,
    orderId: result.order_id,
    orderKey,
    userId,
    placedNow: true,
    attempt: result.payment_key ? { paymentId: result.payment_id, idempotencyKey: result.payment_key } : null,
  };
}

/**
 * One subscription per subscribed line, with that line as its first line, the
 * order's shipping and language, and its first timeline entry. Active at
 * once when the order is paid for already (cash on delivery, a card charged
 * before), else pending until its payment arrives.
 */
async function startSubscriptions(tx: Database, orderId: number, userId: number | null, draft: OrderDraft): Promise<void> {
  const status = draft.status === 'processing' ? 'active' : 'pending';
  for (const line of draft.lines) {
    const plan = line.subscription;
    if (!plan) continue;
    await tx.execute(sql`WITH
      subscription AS (
        INSERT INTO subscriptions (user_id, order_id, billing_interval, billing_period, anchor_day, discount_percent, status, next_renewal_at,
          payment_method, shipping_rate_id, shipping_address, billing_email, lang)
        VALUES (${userId}, ${orderId}, ${plan.interval}, ${plan.period}, ${plan.anchorDay}, ${plan.discountPercent}, ${status},
          ${plan.nextRenewalAt.toISOString()}, ${draft.paymentMethod}, ${draft.shippingRateId}, ${JSON.stringify(draft.shipping)}::jsonb,
          ${draft.billing.email}, ${draft.language})
        RETURNING id),
      first_line AS (
        INSERT INTO subscription_lines (subscription_id, product_id, variation_id, name, sku, quantity, unit_price, tax_rate_percent)
        SELECT id, ${line.productId}, ${line.variationId}, ${line.name}, ${line.sku}, ${line.quantity}, ${plan.unitPrice}, ${line.taxRatePercent}
        FROM subscription)
      INSERT INTO subscription_events (subscription_id, kind, actor, user_id, detail)
      SELECT id, 'created', 'system', ${userId}, jsonb_build_object('orderId', ${orderId}::int) FROM subscription`);
  }
}

async function createAccount(tx: Database, account: NewAccount, draft: OrderDraft): Promise<number> {
  const rows = (
    await tx.execute(sql`INSERT INTO users (email, password_hash, first_name, last_name, phone, lang)
      VALUES (${account.email}, ${account.passwordHash}, ${account.firstName}, ${account.lastName}, ${account.phone}, ${draft.language})
      ON CONFLICT (email) DO NOTHING RETURNING id`)
  ).rows as { id: number }[];
  const id = rows[0]?.id;
  if (id === undefined) throw new Refusal({ kind: 'email_registered' });
  await tx.execute(sql`INSERT INTO user_sessions (token_hash, user_id) VALUES (${account.sessionTokenHash}, ${id})`);
  return id;
}

/**
 * `SELECT use_coupons(…); SELECT take_stock(…); COMMIT` as one simple query
 * (take_stock with the session and time, for priority holds: migration 0025).
 * Values are inlined (a simple query has no parameters): ids and quantities
 * are checked integers, codes are escaped literals. Coupons before products,
 * each sorted, is the lock order every writer of these rows keeps.
 */
function hotRowsAndCommit(command: PlaceOrderCommand, literal: (text: string) => string): string {
  const { draft } = command;
  const statements: string[] = [];
  // The points discount is no stored coupon: it takes no coupon use.
  const codes = draft.coupons
    .map((c) => c.code)
    .filter((code) => !isPointsCoupon(code))
    .sort();
  if (codes.length > 0) statements.push(`SELECT use_coupons(ARRAY[${codes.map(literal).join(',')}]::text[])`);
  if (draft.stock.length > 0) {
    const integers = (values: number[]) =>
      values
        .map((v) => {
          if (!Number.isSafeInteger(v)) throw new Error(`Not an integer: ${v}`);
          return String(v);
        })
        .join(',');
    statements.push(
      `SELECT take_stock(ARRAY[${integers(draft.stock.map((s) => s.productId))}]::int[], ARRAY[${integers(draft.stock.map((s) => s.quantity))}]::int[], ${literal(command.sessionToken)}, ${command.at ? `${literal(command.at.toISOString())}::timestamptz` : 'now()'})`,
    );
  }
  statements.push('COMMIT');
  return statements.join('; ');
}

/** take_stock / use_coupons refusals (P0001, reason in the message, subject in DETAIL) as order problems. */
function hotRowRefusal(error: unknown, draft: OrderDraft): PlaceOrderProblem | null {
  const e = error as { code?: string; message?: string; detail?: string };
  if (e?.code !== 'P0001') return null;
  if (e.message === 'coupon_usage') return { kind: 'coupon_usage', code: e.detail ?? '' };
  if (e.message === 'out_of_stock' || e.message === 'stock_held') {
    const [id, available] = (e.detail ?? '').split(':').map(Number);
    const item = draft.stock.find((s) => s.productId === id);
    const held = e.message === 'stock_held' ? { held: true } : {};
    return { kind: 'stock', productId: id ?? 0, name: item?.name ?? '', available: available ?? 0, ...held };
  }
  return null;
}
