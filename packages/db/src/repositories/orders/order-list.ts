import type { OrderListOptions } from '@soul/domain/orders/order-port';
import type { OrderListQuery } from '@soul/contracts';
import { sql } from 'drizzle-orm';
import { countRows } from '../count-rows.ts';
import { containsPattern } from '../like-pattern.ts';
import type { Database } from '../../connection.ts';
import type { StoredOrder } from '@soul/domain/orders/stored-order';
import { ORDER_EXTRAS, toStoredOrder, type OrderLineRow, type OrderRow, type PaymentRow } from './stored-order.ts';

import type { OrderScope } from '@soul/domain/orders/stored-order';

const SORT_COLUMNS: Record<Exclude<OrderListQuery['orderby'], 'payment_method'>, string> = {
  id: 'id',
  date: 'created_at',
  total: 'total',
  status: 'status',
};

function sortKey(query: OrderListQuery, options: OrderListOptions) {
  if (query.orderby !== 'payment_method') return sql.raw(SORT_COLUMNS[query.orderby]);
  const order = options.paymentMethodOrder ?? [];
  return sql`coalesce(array_position(${`{${order.join(',')}}`}::text[], payment_method), ${order.length + 1})`;
}

function scopeCondition(scope: OrderScope) {
  return scope.kind === 'all' ? sql`true` : sql`user_id = ANY(${`{${scope.userIds.join(',')}}`}::int[])`;
}

/**
 * What a search matches: the order number, the billing e-mail, name or city,
 * and the products, by the name on the line (the order's language) or by the
 * product's name in either language (so "imbier" finds an order placed in
 * English). `%` and `_` typed by the reader are plain characters.
 */
function searchCondition(search: string) {
  const like = containsPattern(search);
  return sql`AND (id::text = ${search}
    OR billing_address->>'email' ILIKE ${like}
    OR concat_ws(' ', billing_address->>'first_name', billing_address->>'last_name') ILIKE ${like}
    OR billing_address->>'city' ILIKE ${like}
    OR EXISTS (SELECT 1 FROM order_lines l WHERE l.order_id = o.id AND (l.name ILIKE ${like}
      OR EXISTS (SELECT 1 FROM product_translations pt WHERE pt.product_id = l.product_id AND pt.name ILIKE ${like}))))`;
}

/**
 * A page of orders in a reader's scope, with the account list's filters
 * (status, last N days, search (see searchCondition); fewer than 2
 * characters searches nothing) and sort; lines and latest payment
 * loaded in two more queries, not one per order.
 */
export async function listOrders(
  db: Database,
  scope: OrderScope,
  query: OrderListQuery,
  options: OrderListOptions = {},
): Promise<{ orders: StoredOrder[]; total: number }> {
  // Orders are shown as "#12": a search for "#12" means order 12 and nothing else.
  const number = /^#(\d{1,9})$/.exec(query.search ?? '')?.[1];
  const search = !number && query.search && query.search.length >= 2 ? query.search : null;
  const direction = query.order === 'asc' ? sql.raw('ASC') : sql.raw('DESC');
  const filters = sql`${scopeCondition(scope)}
        ${query.status ? sql`AND status = ${query.status}` : sql``}
        ${query.placed_by ? sql`AND user_id = ${query.placed_by}` : sql``}
        ${query.days ? sql`AND created_at >= now() - make_interval(days => ${query.days})` : sql``}
        ${number ? sql`AND id = ${Number(number)}` : sql``}
        ${search ? searchCondition(search) : sql``}`;
  const rows = (
    await db.execute(sql`SELECT o.*, ${ORDER_EXTRAS}, count(*) OVER () AS full_count FROM orders o
      WHERE ${filters}
      ORDER BY ${sortKey(query, options)} ${direction}, id DESC
      LIMIT ${query.per_page} OFFSET ${(query.page - 1) * query.per_page}`)
  ).rows as unknown as (OrderRow & { full_count: number })[];
  // Past the last page the window count has no row to ride on: count on its own, so X-WP-Total stays true.
  if (rows.length === 0)
    return { orders: [], total: query.page > 1 ? await countRows(db, sql`SELECT count(*) AS n FROM orders o WHERE ${filters}`) : 0 };
  const ids = `{${rows.map((r) => r.id).join(',')}}`;
  const [lines, payments] = await Promise.all([
    db.execute(sql`SELECT order_id, id, product_id, variation_id, name, sku, quantity, subtotal, subtotal_tax, total, total_tax, tax_rate_percent, parent_line_id
      FROM order_lines WHERE order_id = ANY(${ids}::int[]) ORDER BY id`),
    db.execute(sql`SELECT DISTINCT ON (p.order_id) p.order_id, p.status, p.transaction_id, t.last4, t.brand, t.customer_ref, t.token FROM payments p
      LEFT JOIN payment_tokens t ON t.id = p.payment_token_id WHERE p.order_id = ANY(${ids}::int[]) ORDER BY p.order_id, p.purpose = 'order' DESC, p.id DESC`),
  ]);
  const linesOf = new Map<number, OrderLineRow[]>();
  for (const line of lines.rows as unknown as (OrderLineRow & { order_id: number })[]) {
    linesOf.set(line.order_id, [...(linesOf.get(line.order_id) ?? []), line]);
  }
  const paymentOf = new Map((payments.rows as unknown as (PaymentRow & { order_id: number })[]).map((p) => [p.order_id, p]));
  return {
    orders: rows.map((row) => toStoredOrder(row, linesOf.get(row.id) ?? [], paymentOf.get(row.id) ?? null)),
    total: Number(rows[0]?.full_count ?? 0),
  };
}

/** The user ids whose orders a director sees: everyone in the director's company (the director too). */
export async function companyMemberIds(db: Database, userId: number): Promise<number[]> {
  const rows = (
    await db.execute(sql`SELECT id FROM users WHERE id = ${userId}
      OR (company_id IS NOT NULL AND company_id = (SELECT company_id FROM users WHERE id = ${userId}))`)
  ).rows as { id: number }[];
  return rows.map((r) => r.id);
}
