import type { OrderDraft } from '@soul/domain/orders/order-draft';
import type { StoredOrder } from '@soul/domain/orders/stored-order';
import { sql } from 'drizzle-orm';
import type { Database } from '../../connection.ts';

export interface OrderRow {
  /** Who placed it (ORDER_EXTRAS): the account's id and name; null for a guest's order. */
  placed_by?: { id: number; name: string } | null;
  id: number;
  order_key: string;
  status: string;
  user_id: number | null;
  session_token: string;
  lang: string;
  billing_address: OrderDraft['billing'];
  shipping_address: OrderDraft['shipping'];
  customer_note: string;
  payment_method: string;
  shipping_rate_id: string;
  items_subtotal: number;
  items_subtotal_tax: number;
  discount_total: number;
  discount_tax: number;
  shipping_total: number;
  shipping_tax: number;
  total: number;
  total_tax: number;
  created_at: string | Date;
  upsell_expires_at: string | Date | null;
  /** Selected alongside the order (a subquery): its coupons and invoice number. */
  coupons?: { code: string; discount: number; discount_tax: number }[] | null;
  invoice_number?: string | null;
  refunded_total?: number | null;
}
export interface OrderLineRow {
  id: number;
  product_id: number;
  variation_id: number;
  name: string;
  sku: string;
  quantity: number;
  subtotal: number;
  subtotal_tax: number;
  total: number;
  total_tax: number;
  tax_rate_percent: number;
  parent_line_id: number | null;
}
export interface PaymentRow {
  status: string;
  transaction_id: string | null;
  last4: string | null;
  brand: string | null;
  customer_ref: string | null;
  token: string | null;
}

/** The columns every order read adds to `o.*`: its coupons and its invoice number (alias the orders table `o`). */
export const ORDER_EXTRAS = sql`(SELECT coalesce(jsonb_agg(jsonb_build_object('code', c.code, 'discount', c.discount, 'discount_tax', c.discount_tax) ORDER BY c.code), '[]'::jsonb)
    FROM order_coupons c WHERE c.order_id = o.id) AS coupons,
  (SELECT d.number FROM invoice_documents d WHERE d.order_id = o.id AND d.kind = 'invoice' ORDER BY d.id DESC LIMIT 1) AS invoice_number,
  (SELECT coalesce(sum(p.refunded_amount), 0)::int FROM payments p WHERE p.order_id = o.id) AS refunded_total,
  (SELECT jsonb_build_object('id', u.id, 'name', coalesce(nullif(trim(concat_ws(' ', u.first_name, u.last_name)), ''), u.email))
    FROM users u WHERE u.id = o.user_id) AS placed_by`;

export function toStoredOrder(row: OrderRow, lines: OrderLineRow[], payment: PaymentRow | null): StoredOrder {
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
      id: l.id,
      productId: l.product_id,
      variationId: l.variation_id,
      name: l.name,
      sku: l.sku,
      quantity: l.quantity,
      subtotal: l.subtotal,
      subtotalTax: l.subtotal_tax,
      total: l.total,
      totalTax: l.total_tax,
      taxRatePercent: l.tax_rate_percent,
      parentLineId: l.parent_line_id,
    })),
    coupons: (row.coupons ?? []).map((c) => ({ code: c.code, discount: c.discount, discountTax: c.discount_tax })),
    invoiceNumber: row.invoice_number ?? null,
    refundedTotal: row.refunded_total ?? 0,
    placedBy: row.placed_by ?? null,
    payment: payment
      ? {
          status: payment.status,
          transactionId: payment.transaction_id,
          last4: payment.last4,
          brand: payment.brand,
          customerRef: payment.customer_ref,
          token: payment.token,
        }
      : null,
  };
}

/** One order with its lines and payment, for the order-received page and e-mails. */
export async function findOrder(db: Pick<Database, 'execute'>, orderId: number): Promise<StoredOrder | null> {
  const rows = (await db.execute(sql`SELECT o.*, ${ORDER_EXTRAS} FROM orders o WHERE o.id = ${orderId}`)).rows as unknown as OrderRow[];
  const row = rows[0];
  if (!row) return null;
  const [lines, payment] = await Promise.all([
    db.execute(sql`SELECT id, product_id, variation_id, name, sku, quantity, subtotal, subtotal_tax, total, total_tax, tax_rate_percent, data, parent_line_id
      FROM order_lines WHERE order_id = ${orderId} ORDER BY id`),
    db.execute(sql`SELECT p.status, p.transaction_id, t.last4, t.brand, t.customer_ref, t.token FROM payments p
      LEFT JOIN payment_tokens t ON t.id = p.payment_token_id WHERE p.order_id = ${orderId} ORDER BY p.purpose = 'order' DESC, p.id DESC LIMIT 1`),
  ]);
  return toStoredOrder(row, lines.rows as unknown as OrderLineRow[], (payment.rows as unknown as PaymentRow[])[0] ?? null);
}

/** The order a session already placed with this idempotency key (a double submit). */
export async function findByIdempotencyKey(
  db: Database,
  sessionToken: string,
  key: string,
): Promise<{ id: number; orderKey: string; userId: number | null } | null> {
  const rows = (
    await db.execute(sql`SELECT id, order_key, user_id FROM orders WHERE session_token = ${sessionToken} AND idempotency_key = ${key}`)
  ).rows as { id: number; order_key: string; user_id: number | null }[];
  const row = rows[0];
  return row ? { id: row.id, orderKey: row.order_key, userId: row.user_id } : null;
}
