import { randomBytes } from 'node:crypto';
import type { CartDocument } from '@soul/domain/cart-document/document';
import type { OrderDraft } from '@soul/domain/orders/order-draft';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import type { Database } from '../../connection.ts';
import * as schema from '../../schema/index.ts';
import { orderCoupons, orderLines, orders, paymentEvents, payments, subscriptions } from '../../schema/index.ts';
import { enqueueOrderMail } from './order-mail.ts';
import { isUniqueViolation, pgCode } from './pg-errors.ts';
import { findByIdempotencyKey } from './stored-order.ts';

/** Why an order was not placed; nothing was written. */
export type PlaceOrderProblem =
  | { kind: 'stock'; productId: number; name: string; available: number }
  | { kind: 'coupon_usage'; code: string }
  | { kind: 'cart_changed' }
  | { kind: 'email_registered' };

export interface NewAccount {
  email: string;
  passwordHash: string;
  firstName: string;
  lastName: string;
  phone: string;
  /** SHA-256 of the session token the new customer is logged in with. */
  sessionTokenHash: string;
}

export interface PlaceOrderCommand {
  draft: OrderDraft;
  sessionToken: string;
  idempotencyKey: string | null;
  userId: number | null;
  newAccount: NewAccount | null;
  /** The cart the order was priced from: emptied in the same transaction, if still at this version. */
  cartVersion: number;
  emptiedCart: CartDocument;
  paymentTitle: string;
  /** Queue the order e-mails now (orders not waiting for a card charge). */
  sendMail: boolean;
}

export type PlaceOrderResult = { ok: true; orderId: number; orderKey: string; userId: number | null } | { ok: false; problem: PlaceOrderProblem };

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
export async function placeOrder(db: Database, command: PlaceOrderCommand): Promise<PlaceOrderResult> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await placeOnce(db, command);
    } catch (error) {
      if (error instanceof Refusal) return { ok: false, problem: error.problem };
      const hotRow = hotRowRefusal(error, command.draft);
      if (hotRow) return { ok: false, problem: hotRow };
      if (isUniqueViolation(error, 'orders_idempotency') && command.idempotencyKey) {
        // The same submit, racing itself: the other one placed the order.
        const first = await findByIdempotencyKey(db, command.sessionToken, command.idempotencyKey);
        if (first) return { ok: true, orderId: first.id, orderKey: first.orderKey, userId: first.userId };
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
async function placeOnce(db: Database, command: PlaceOrderCommand): Promise<PlaceOrderResult> {
  const client = await db.$client.connect();
  try {
    await client.query('BEGIN');
    const result = await placeIn(drizzle(client, { schema }) as unknown as Database, command);
    await client.query(hotRowsAndCommit(command.draft, (text) => client.escapeLiteral(text)));
    return result;
  } catch (error) {
    await client.query('ROLLBACK').catch(() => {});
    throw error;
  } finally {
    client.release();
  }
}

async function placeIn(tx: Database, command: PlaceOrderCommand): Promise<PlaceOrderResult> {
  const { draft } = command;
  let userId = command.userId;
  if (command.newAccount) userId = await createAccount(tx, command.newAccount, draft);

  const orderKey = `wc_order_${randomBytes(10).toString('base64url')}`;
  const [order] = await tx
    .insert(orders)
    .values({
      orderKey,
      status: draft.status,
      userId,
      sessionToken: command.sessionToken,
      idempotencyKey: command.idempotencyKey,
      lang: draft.language,
      billingAddress: draft.billing,
      shippingAddress: draft.shipping,
      customerNote: draft.customerNote,
      newsletter: draft.newsletter,
      paymentMethod: draft.paymentMethod,
      shippingRateId: draft.shippingRateId,
      itemsSubtotal: draft.itemsSubtotal,
      itemsSubtotalTax: draft.itemsSubtotalTax,
      discountTotal: draft.discountTotal,
      discountTax: draft.discountTax,
      shippingTotal: draft.shippingTotal,
      shippingTax: draft.shippingTax,
      total: draft.total,
      totalTax: draft.totalTax,
    })
    .returning({ id: orders.id });
  if (!order) throw new Error('Order insert returned nothing');

  const lineIds = await tx
    .insert(orderLines)
    .values(
      draft.lines.map((line) => ({
        orderId: order.id,
        productId: line.productId,
        variationId: line.variationId,
        name: line.name,
        sku: line.sku,
        quantity: line.quantity,
        subtotal: line.subtotal,
        subtotalTax: line.subtotalTax,
        total: line.total,
        totalTax: line.totalTax,
        taxRatePercent: line.taxRatePercent,
        data: line.data,
      })),
    )
    .returning({ id: orderLines.id });
  const idByCartKey = new Map(draft.lines.map((line, i) => [line.cartKey, lineIds[i]?.id ?? 0]));
  for (const line of draft.lines) {
    if (!line.bundledByKey) continue;
    await tx.execute(sql`UPDATE order_lines SET parent_line_id = ${idByCartKey.get(line.bundledByKey) ?? null} WHERE id = ${idByCartKey.get(line.cartKey) ?? 0}`);
  }

  if (draft.coupons.length > 0) {
    await tx.insert(orderCoupons).values(draft.coupons.map((c) => ({ orderId: order.id, code: c.code, discount: c.discount, discountTax: c.discountTax })));
  }

  const [payment] = await tx
    .insert(payments)
    .values({ orderId: order.id, gateway: draft.paymentMethod, title: command.paymentTitle, amount: draft.total, status: 'pending' })
    .returning({ id: payments.id });
  if (payment) await tx.insert(paymentEvents).values({ paymentId: payment.id, kind: 'created', detail: draft.paymentMethod });

  const subscriptionLines = draft.lines.filter((line) => line.subscription);
  if (subscriptionLines.length > 0) {
    await tx.insert(subscriptions).values(
      subscriptionLines.map((line) => ({
        userId,
        orderId: order.id,
        productId: line.productId,
        variationId: line.variationId,
        quantity: line.quantity,
        billingInterval: line.subscription?.interval ?? 1,
        billingPeriod: line.subscription?.period ?? 'month',
        discountPercent: line.subscription?.discountPercent ?? 0,
        recurringTotal: line.subscription?.recurringTotal ?? 0,
        status: draft.status === 'processing' ? 'active' : 'pending',
        nextRenewalAt: line.subscription?.nextRenewalAt ?? new Date(),
        paymentMethod: draft.paymentMethod,
      })),
    );
  }

  // The cart the order was priced from, and no other: a change since then refuses the order.
  const emptied = (
    await tx.execute(sql`UPDATE carts SET document = ${JSON.stringify(command.emptiedCart)}::jsonb, version = version + 1, updated_at = now()
      WHERE session_token = ${command.sessionToken} AND version = ${command.cartVersion} RETURNING id`)
  ).rows;
  if (emptied.length === 0) throw new Refusal({ kind: 'cart_changed' });

  if (userId !== null) {
    await tx.execute(sql`UPDATE users SET billing_address = ${JSON.stringify(draft.billing)}::jsonb WHERE id = ${userId}`);
  }
  if (command.sendMail) await enqueueOrderMail(tx, order.id);
  // The hot rows (coupon usage, stock) follow with the COMMIT: see placeOnce.
  return { ok: true, orderId: order.id, orderKey, userId };
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
 * `SELECT use_coupons(…); SELECT take_stock(…); COMMIT` as one simple query.
 * Values are inlined (a simple query has no parameters): ids and quantities
 * are checked integers, codes are escaped literals. Coupons before products,
 * each sorted, is the lock order every writer of these rows keeps.
 */
function hotRowsAndCommit(draft: OrderDraft, literal: (text: string) => string): string {
  const statements: string[] = [];
  const codes = [...draft.coupons.map((c) => c.code)].sort();
  if (codes.length > 0) statements.push(`SELECT use_coupons(ARRAY[${codes.map(literal).join(',')}]::text[])`);
  if (draft.stock.length > 0) {
    const integers = (values: number[]) => values.map((v) => {
      if (!Number.isSafeInteger(v)) throw new Error(`Not an integer: ${v}`);
      return String(v);
    }).join(',');
    statements.push(`SELECT take_stock(ARRAY[${integers(draft.stock.map((s) => s.productId))}]::int[], ARRAY[${integers(draft.stock.map((s) => s.quantity))}]::int[])`);
  }
  statements.push('COMMIT');
  return statements.join('; ');
}

/** take_stock / use_coupons refusals (P0001, reason in the message, subject in DETAIL) as order problems. */
function hotRowRefusal(error: unknown, draft: OrderDraft): PlaceOrderProblem | null {
  const e = error as { code?: string; message?: string; detail?: string };
  if (e?.code !== 'P0001') return null;
  if (e.message === 'coupon_usage') return { kind: 'coupon_usage', code: e.detail ?? '' };
  if (e.message === 'out_of_stock') {
    const [id, available] = (e.detail ?? '').split(':').map(Number);
    const item = draft.stock.find((s) => s.productId === id);
    return { kind: 'stock', productId: id ?? 0, name: item?.name ?? '', available: available ?? 0 };
  }
  return null;
}
