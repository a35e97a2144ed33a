import { randomBytes } from 'node:crypto';
import type { CartDocument } from '@soul/domain/cart-document/document';
import type { OrderDraft } from '@soul/domain/orders/order-draft';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import type { Database } from '../connection.ts';
import * as schema from '../schema/index.ts';
import { orderCoupons, orderLines, orders, paymentEvents, payments, subscriptions } from '../schema/index.ts';

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
 * Orders and their payments. Placing an order is one transaction: account,
 * stock, coupon usage, order, lines, coupons, payment, subscriptions, the
 * emptied cart and the e-mail job commit together or not at all.
 */
export class PgOrderRepository {
  constructor(private readonly db: Database) {}

  /** The order a session already placed with this idempotency key (a double submit). */
  async findByIdempotencyKey(sessionToken: string, key: string): Promise<{ id: number; orderKey: string; userId: number | null } | null> {
    const rows = (
      await this.db.execute(sql`SELECT id, order_key, user_id FROM orders WHERE session_token = ${sessionToken} AND idempotency_key = ${key}`)
    ).rows as { id: number; order_key: string; user_id: number | null }[];
    const row = rows[0];
    return row ? { id: row.id, orderKey: row.order_key, userId: row.user_id } : null;
  }

  async place(command: PlaceOrderCommand): Promise<PlaceOrderResult> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.placeOnce(command);
      } catch (error) {
        if (error instanceof Refusal) return { ok: false, problem: error.problem };
        const hotRow = hotRowRefusal(error, command.draft);
        if (hotRow) return { ok: false, problem: hotRow };
        if (isUniqueViolation(error, 'orders_idempotency') && command.idempotencyKey) {
          // The same submit, racing itself: the other one placed the order.
          const first = await this.findByIdempotencyKey(command.sessionToken, command.idempotencyKey);
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
  private async placeOnce(command: PlaceOrderCommand): Promise<PlaceOrderResult> {
    const client = await this.db.$client.connect();
    try {
      await client.query('BEGIN');
      const result = await this.placeIn(drizzle(client, { schema }) as unknown as Database, command);
      await client.query(hotRowsAndCommit(command.draft, (text) => client.escapeLiteral(text)));
      return result;
    } catch (error) {
      await client.query('ROLLBACK').catch(() => {});
      throw error;
    } finally {
      client.release();
    }
  }

  private async placeIn(tx: Database, command: PlaceOrderCommand): Promise<PlaceOrderResult> {
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

  /**
   * A card charge went through: the order is paid, the card saved for
   * upsells and renewals, the e-mail job queued. One statement (so one
   * round trip and one commit), atomic like any single statement.
   */
  async markPaid(orderId: number, charge: { transactionId: string; card: SavedCardRecord; upsellSeconds: number }): Promise<void> {
    const { card, transactionId } = charge;
    await this.db.execute(sql`WITH o AS (SELECT id, user_id, payment_method FROM orders WHERE id = ${orderId}),
      token AS (
        INSERT INTO payment_tokens (user_id, gateway, customer_ref, token, brand, last4, exp_month, exp_year)
        SELECT o.user_id, o.payment_method, ${card.customerRef}, ${card.token}, ${card.brand}, ${card.last4}, ${card.expMonth}, ${card.expYear} FROM o
        RETURNING id),
      paid AS (
        UPDATE payments SET status = 'successful', transaction_id = ${transactionId}, payment_token_id = (SELECT id FROM token)
        WHERE order_id = ${orderId} AND status = 'pending' RETURNING id),
      event AS (INSERT INTO payment_events (payment_id, kind, detail) SELECT id, 'succeeded', ${transactionId} FROM paid),
      paid_order AS (
        UPDATE orders SET status = 'processing', transaction_id = ${transactionId}, paid_at = now(), updated_at = now(),
          upsell_expires_at = now() + make_interval(secs => ${charge.upsellSeconds})
        WHERE id = ${orderId} RETURNING id),
      active AS (UPDATE subscriptions SET status = 'active', payment_token_id = (SELECT id FROM token) WHERE order_id = ${orderId}),
      mail AS (INSERT INTO jobs (kind, payload) SELECT 'order_emails', jsonb_build_object('orderId', id) FROM paid_order)
      SELECT id FROM paid_order`);
  }

  /**
   * A card charge was declined: the order fails, its stock and coupon uses
   * go back, and the shopper's cart is given back to them (if they have not
   * started a new one meanwhile) so they can try another card.
   */
  async markFailed(orderId: number, failure: { code: string; detail: string }, restore: { sessionToken: string; cart: CartDocument }): Promise<void> {
    await this.db.transaction(async (tx) => {
      const failed = (
        await tx.execute(sql`UPDATE payments SET status = 'failed', failure_code = ${failure.code} WHERE order_id = ${orderId} AND status = 'pending' RETURNING id`)
      ).rows as { id: number }[];
      for (const row of failed) await tx.insert(paymentEvents).values({ paymentId: row.id, kind: 'failed', detail: `${failure.code}: ${failure.detail}` });
      const changed = (await tx.execute(sql`UPDATE orders SET status = 'failed', updated_at = now() WHERE id = ${orderId} AND status = 'pending' RETURNING id`)).rows;
      if (changed.length === 0) return;
      // Coupons before products, the order placing takes them in, so the two never deadlock.
      await tx.execute(sql`UPDATE coupons SET usage_count = GREATEST(usage_count - 1, 0) WHERE code IN (SELECT code FROM order_coupons WHERE order_id = ${orderId})`);
      await restock(tx as unknown as Database, orderId);
      await tx.execute(sql`UPDATE subscriptions SET status = 'cancelled' WHERE order_id = ${orderId}`);
      await tx.execute(sql`INSERT INTO carts (session_token, document, version) VALUES (${restore.sessionToken}, ${JSON.stringify(restore.cart)}::jsonb, 1)
        ON CONFLICT (session_token) DO UPDATE SET document = EXCLUDED.document, version = carts.version + 1, updated_at = now()
        WHERE jsonb_array_length(carts.document->'lines') = 0`);
    });
  }

  /**
   * The one-click upsell (storefront §2): in one transaction, with the order
   * row locked (two quick clicks queue), checks the offer, takes the stock,
   * adds the line and its totals, and charges the card saved with the order.
   * A decline rolls everything back.
   */
  async addUpsellLine(command: UpsellCommand): Promise<UpsellResult> {
    try {
      return await this.db.transaction(async (tx) => {
        const rows = (
          await tx.execute(sql`SELECT o.id, o.status, o.user_id, o.session_token, o.upsell_expires_at, t.customer_ref, t.token, t.id AS token_id
            FROM orders o
            LEFT JOIN LATERAL (SELECT payment_token_id FROM payments WHERE order_id = o.id AND status = 'successful' AND payment_token_id IS NOT NULL ORDER BY id LIMIT 1) p ON true
            LEFT JOIN payment_tokens t ON t.id = p.payment_token_id
            WHERE o.id = ${command.orderId} FOR UPDATE OF o`)
        ).rows as { status: string; user_id: number | null; session_token: string; upsell_expires_at: string | null; customer_ref: string | null; token: string | null; token_id: number | null }[];
        const order = rows[0];
        const owns = order && (order.session_token === command.sessionToken || (command.userId > 0 && order.user_id === command.userId));
        if (!order || !owns) throw new UpsellRefusal('not_found');
        if ((order.user_id ?? 0) !== command.claimedUserId) throw new UpsellRefusal('not_found');
        if (!order.customer_ref || !order.token || order.customer_ref !== command.customerRef) throw new UpsellRefusal('no_saved_card');
        if (!order.upsell_expires_at || new Date(order.upsell_expires_at).getTime() <= command.now.getTime()) throw new UpsellRefusal('expired');
        if (order.status !== 'processing') throw new UpsellRefusal('expired');

        if (command.stockProductId !== null) {
          const taken = (
            await tx.execute(sql`UPDATE products SET stock_quantity = stock_quantity - ${command.line.quantity},
                stock_status = CASE WHEN stock_quantity - ${command.line.quantity} = 0 THEN 'outofstock' ELSE stock_status END,
                total_sales = total_sales + ${command.line.quantity}
              WHERE id = ${command.stockProductId} AND stock_quantity >= ${command.line.quantity} RETURNING id`)
          ).rows;
          if (taken.length === 0) throw new UpsellRefusal('stock');
        }
        const [line] = await tx
          .insert(orderLines)
          .values({
            orderId: command.orderId, source: 'upsell', productId: command.line.productId, variationId: command.line.variationId,
            name: command.line.name, sku: command.line.sku, quantity: command.line.quantity, taxRatePercent: command.line.taxRatePercent, data: command.line.data,
            subtotal: command.line.net, subtotalTax: command.line.tax, total: command.line.net, totalTax: command.line.tax,
          })
          .returning({ id: orderLines.id });
        await tx.execute(sql`UPDATE orders SET items_subtotal = items_subtotal + ${command.line.net}, items_subtotal_tax = items_subtotal_tax + ${command.line.tax},
            total = total + ${command.line.net + command.line.tax}, total_tax = total_tax + ${command.line.tax}, updated_at = now()
          WHERE id = ${command.orderId}`);

        const charge = await command.charge({ customerRef: order.customer_ref, token: order.token }, command.line.net + command.line.tax, `upsell-${command.orderId}-${line?.id ?? 0}`);
        if (!charge.ok) throw new UpsellRefusal('declined', charge.code);
        const [payment] = await tx
          .insert(payments)
          .values({ orderId: command.orderId, gateway: 'soul_test_card', title: command.paymentTitle, amount: command.line.net + command.line.tax, status: 'successful', transactionId: charge.transactionId, paymentTokenId: order.token_id })
          .returning({ id: payments.id });
        if (payment) await tx.insert(paymentEvents).values([
          { paymentId: payment.id, kind: 'created', detail: 'one-click upsell' },
          { paymentId: payment.id, kind: 'succeeded', detail: charge.transactionId },
        ]);
        return { ok: true as const, orderId: command.orderId };
      });
    } catch (error) {
      if (error instanceof UpsellRefusal) return { ok: false, reason: error.reason, declineCode: error.declineCode };
      throw error;
    }
  }

  /** One order with its lines and payment, for the order-received page and e-mails. */
  async find(orderId: number): Promise<StoredOrder | null> {
    const rows = (await this.db.execute(sql`SELECT * FROM orders WHERE id = ${orderId}`)).rows as unknown as OrderRow[];
    const row = rows[0];
    if (!row) return null;
    const [lines, payment] = await Promise.all([
      this.db.execute(sql`SELECT id, product_id, variation_id, name, sku, quantity, subtotal, subtotal_tax, total, total_tax, data, parent_line_id
        FROM order_lines WHERE order_id = ${orderId} ORDER BY id`),
      this.db.execute(sql`SELECT p.status, p.transaction_id, t.last4, t.brand, t.customer_ref, t.token FROM payments p
        LEFT JOIN payment_tokens t ON t.id = p.payment_token_id WHERE p.order_id = ${orderId} ORDER BY p.id DESC LIMIT 1`),
    ]);
    return toStoredOrder(row, lines.rows as unknown as OrderLineRow[], (payment.rows as unknown as PaymentRow[])[0] ?? null);
  }
}

export type UpsellRefusalReason = 'not_found' | 'expired' | 'no_saved_card' | 'stock' | 'declined';

class UpsellRefusal extends Error {
  constructor(
    readonly reason: UpsellRefusalReason,
    readonly declineCode?: string,
  ) {
    super(reason);
  }
}

export interface UpsellCommand {
  orderId: number;
  /** Who asks: the order must be theirs (placed in this session, or by this customer). */
  sessionToken: string;
  userId: number;
  /** The user id the page sent (0 for a guest order): must be the order's. */
  claimedUserId: number;
  /** The card customer the page sent: must be the one saved with the order. */
  customerRef: string;
  now: Date;
  /** The product or variation whose stock is taken; null when it keeps no count. */
  stockProductId: number | null;
  line: { productId: number; variationId: number; name: string; sku: string; quantity: number; net: number; tax: number; taxRatePercent: number; data: Record<string, unknown> };
  paymentTitle: string;
  charge: (card: { customerRef: string; token: string }, amountCents: number, idempotencyKey: string) => Promise<{ ok: true; transactionId: string } | { ok: false; code: string }>;
}

export type UpsellResult = { ok: true; orderId: number } | { ok: false; reason: UpsellRefusalReason; declineCode?: string | undefined };

export interface SavedCardRecord {
  customerRef: string;
  token: string;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
}

export interface StoredOrderLine {
  id: number;
  productId: number;
  variationId: number;
  name: string;
  sku: string;
  quantity: number;
  subtotal: number;
  subtotalTax: number;
  total: number;
  totalTax: number;
  parentLineId: number | null;
}

export interface StoredOrder {
  id: number;
  orderKey: string;
  status: string;
  userId: number | null;
  sessionToken: string;
  language: 'en' | 'lt';
  billing: OrderDraft['billing'];
  shipping: OrderDraft['shipping'];
  customerNote: string;
  paymentMethod: string;
  shippingRateId: string;
  itemsSubtotal: number;
  itemsSubtotalTax: number;
  discountTotal: number;
  discountTax: number;
  shippingTotal: number;
  shippingTax: number;
  total: number;
  totalTax: number;
  createdAt: Date;
  upsellExpiresAt: Date | null;
  lines: StoredOrderLine[];
  payment: { status: string; transactionId: string | null; last4: string | null; brand: string | null; customerRef: string | null; token: string | null } | null;
}

interface OrderRow {
  id: number; order_key: string; status: string; user_id: number | null; session_token: string; lang: string;
  billing_address: OrderDraft['billing']; shipping_address: OrderDraft['shipping']; customer_note: string; payment_method: string;
  shipping_rate_id: string; items_subtotal: number; items_subtotal_tax: number; discount_total: number; discount_tax: number;
  shipping_total: number; shipping_tax: number; total: number; total_tax: number; created_at: string | Date; upsell_expires_at: string | Date | null;
}
interface OrderLineRow {
  id: number; product_id: number; variation_id: number; name: string; sku: string; quantity: number; subtotal: number;
  subtotal_tax: number; total: number; total_tax: number; parent_line_id: number | null;
}
interface PaymentRow { status: string; transaction_id: string | null; last4: string | null; brand: string | null; customer_ref: string | null; token: string | null }

function toStoredOrder(row: OrderRow, lines: OrderLineRow[], payment: PaymentRow | null): StoredOrder {
  return {
    id: row.id,
    orderKey: row.order_key,
    status: row.status,
    userId: row.user_id,
    sessionToken: row.session_token,
    language: row.lang === 'lt' ? 'lt' : 'en',
    billing: row.billing_address,
    shipping: row.shipping_address,
    customerNote: row.customer_note,
    paymentMethod: row.payment_method,
    shippingRateId: row.shipping_rate_id,
    itemsSubtotal: row.items_subtotal,
    itemsSubtotalTax: row.items_subtotal_tax,
    discountTotal: row.discount_total,
    discountTax: row.discount_tax,
    shippingTotal: row.shipping_total,
    shippingTax: row.shipping_tax,
    total: row.total,
    totalTax: row.total_tax,
    createdAt: new Date(row.created_at),
    upsellExpiresAt: row.upsell_expires_at ? new Date(row.upsell_expires_at) : null,
    lines: lines.map((l) => ({
      id: l.id, productId: l.product_id, variationId: l.variation_id, name: l.name, sku: l.sku, quantity: l.quantity,
      subtotal: l.subtotal, subtotalTax: l.subtotal_tax, total: l.total, totalTax: l.total_tax, parentLineId: l.parent_line_id,
    })),
    payment: payment
      ? { status: payment.status, transactionId: payment.transaction_id, last4: payment.last4, brand: payment.brand, customerRef: payment.customer_ref, token: payment.token }
      : null,
  };
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

/** Gives back the stock an order took (lines of products that keep count). */
async function restock(tx: Database, orderId: number): Promise<void> {
  await tx.execute(sql`UPDATE products p SET stock_quantity = p.stock_quantity + l.quantity,
      stock_status = CASE WHEN p.stock_status = 'outofstock' THEN 'instock' ELSE p.stock_status END,
      total_sales = GREATEST(p.total_sales - l.quantity, 0)
    FROM (SELECT CASE WHEN variation_id > 0 THEN variation_id ELSE product_id END AS id, SUM(quantity)::int AS quantity
          FROM order_lines WHERE order_id = ${orderId} GROUP BY 1) l
    WHERE p.id = l.id AND p.manage_stock AND p.stock_quantity IS NOT NULL`);
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

async function enqueueOrderMail(tx: Database, orderId: number): Promise<void> {
  await tx.execute(sql`INSERT INTO jobs (kind, payload) VALUES ('order_emails', ${JSON.stringify({ orderId })}::jsonb)`);
}

function pgCode(error: unknown): string {
  const cause = (error as { cause?: { code?: string } })?.cause;
  return (error as { code?: string })?.code ?? cause?.code ?? '';
}

function isUniqueViolation(error: unknown, constraint: string): boolean {
  const e = error as { code?: string; constraint?: string; cause?: { code?: string; constraint?: string } };
  const inner = e.cause ?? e;
  return (inner.code ?? e.code) === '23505' && (inner.constraint ?? e.constraint) === constraint;
}
