import type { OrderScope } from '@soul/domain/orders/stored-order';
import type { SubscriptionStatus } from '@soul/domain/subscriptions/status';
import type {
  HoldReason,
  SubscriptionAddress,
  SubscriptionEvent,
  SubscriptionEventKind,
  SubscriptionLine,
} from '@soul/domain/subscriptions/subscription';
import type { SubscriptionListQuery, VersionedSubscription } from '@soul/domain/subscriptions/subscription-port';
import type { SubscriptionActor } from '@soul/domain/subscriptions/status';
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../connection.ts';
import { countRows } from '../count-rows.ts';
import { containsPattern } from '../like-pattern.ts';

interface SubscriptionRow {
  id: number;
  user_id: number | null;
  order_id: number;
  status: string;
  billing_interval: number;
  anchor_day: number;
  discount_percent: number;
  next_renewal_at: string | Date | null;
  ends_at: string | Date | null;
  hold_reason: string | null;
  put_off_renewal_at: string | Date | null;
  payment_method: string;
  shipping_rate_id: string;
  shipping_address: SubscriptionAddress;
  billing_email: string;
  lang: string;
  version: number;
  created_at: string | Date;
  token_id: number | null;
  brand: string | null;
  last4: string | null;
  exp_month: number | null;
  exp_year: number | null;
  lines:
    | {
        id: number;
        product_id: number;
        variation_id: number;
        name: string;
        sku: string;
        quantity: number;
        unit_price: number;
        tax_rate_percent: number;
        next_unit_price: number | null;
        next_price_from: string | null;
      }[]
    | null;
  related: number[] | null;
}

/** Everything a subscription read selects (alias the subscriptions table `s`): its card, its lines and its renewal orders. */
const COLUMNS = sql`s.*, t.id AS token_id, t.brand, t.last4, t.exp_month, t.exp_year,
  (SELECT json_agg(json_build_object('id', l.id, 'product_id', l.product_id, 'variation_id', l.variation_id, 'name', l.name, 'sku', l.sku,
      'quantity', l.quantity, 'unit_price', l.unit_price, 'tax_rate_percent', l.tax_rate_percent,
      'next_unit_price', l.next_unit_price, 'next_price_from', l.next_price_from) ORDER BY l.id)
    FROM subscription_lines l WHERE l.subscription_id = s.id) AS lines,
  (SELECT json_agg(r.order_id ORDER BY r.due_at DESC) FROM subscription_renewals r WHERE r.subscription_id = s.id AND r.order_id IS NOT NULL) AS related`;
const FROM = sql`FROM subscriptions s LEFT JOIN payment_tokens t ON t.id = s.payment_token_id`;

const toDate = (value: string | Date): Date => (value instanceof Date ? value : new Date(value));
const toDateOrNull = (value: string | Date | null): Date | null => (value === null ? null : toDate(value));

function toSubscription(row: SubscriptionRow): VersionedSubscription {
  const lines: SubscriptionLine[] = (row.lines ?? []).map((l) => ({
    id: l.id,
    productId: l.product_id,
    variationId: l.variation_id,
    name: l.name,
    sku: l.sku,
    quantity: l.quantity,
    unitPrice: l.unit_price,
    taxRatePercent: l.tax_rate_percent,
    nextUnitPrice: l.next_unit_price,
    nextPriceFrom: l.next_price_from ? new Date(l.next_price_from) : null,
  }));
  return {
    id: row.id,
    userId: row.user_id,
    status: row.status as SubscriptionStatus,
    interval: row.billing_interval,
    anchorDay: row.anchor_day,
    discountPercent: row.discount_percent,
    nextRenewalAt: toDateOrNull(row.next_renewal_at),
    endsAt: toDateOrNull(row.ends_at),
    holdReason: row.hold_reason as HoldReason | null,
    putOffRenewalAt: toDateOrNull(row.put_off_renewal_at),
    lines,
    shippingRateId: row.shipping_rate_id,
    shippingAddress: row.shipping_address,
    billingEmail: row.billing_email,
    paymentMethod: row.payment_method,
    card:
      row.token_id !== null && row.brand !== null && row.last4 !== null
        ? { tokenId: row.token_id, brand: row.brand, last4: row.last4, expMonth: row.exp_month ?? 0, expYear: row.exp_year ?? 0 }
        : null,
    language: row.lang === 'lt' ? 'lt' : 'en',
    parentOrderId: row.order_id,
    relatedOrderIds: row.related ?? [],
    createdAt: toDate(row.created_at),
    version: row.version,
  };
}

export async function findSubscription(db: Pick<Database, 'execute'>, id: number, lock = false): Promise<VersionedSubscription | null> {
  const rows = (await db.execute(sql`SELECT ${COLUMNS} ${FROM} WHERE s.id = ${id} ${lock ? sql`FOR UPDATE OF s` : sql``}`))
    .rows as unknown as SubscriptionRow[];
  const row = rows[0];
  return row ? toSubscription(row) : null;
}

function scopeCondition(scope: OrderScope): SQL {
  return scope.kind === 'all' ? sql`true` : sql`s.user_id = ANY(${`{${scope.userIds.join(',')}}`}::int[])`;
}

/** A page of the subscriptions in a reader's scope, next renewal first (those that no longer renew last). */
export async function listSubscriptions(
  db: Database,
  scope: OrderScope,
  query: SubscriptionListQuery,
): Promise<{ subscriptions: VersionedSubscription[]; total: number }> {
  const like = query.search ? containsPattern(query.search) : null;
  const filters = sql`${scopeCondition(scope)}
    ${query.status ? sql`AND s.status = ${query.status}` : sql``}
    ${query.renewsBefore ? sql`AND s.next_renewal_at <= ${query.renewsBefore.toISOString()}` : sql``}
    ${query.renewsAfter ? sql`AND s.next_renewal_at >= ${query.renewsAfter.toISOString()}` : sql``}
    ${
      like
        ? sql`AND (s.id::text = ${query.search} OR s.billing_email ILIKE ${like}
      OR EXISTS (SELECT 1 FROM subscription_lines l WHERE l.subscription_id = s.id AND l.name ILIKE ${like}))`
        : sql``
    }`;
  const offset = (query.page - 1) * query.perPage;
  const direction = sql.raw(query.order === 'desc' ? 'DESC' : 'ASC');
  const sort =
    query.orderby === 'created'
      ? sql`s.created_at ${direction}, s.id ${direction}`
      : query.orderby === 'id'
        ? sql`s.id ${direction}`
        : sql`s.next_renewal_at ${direction} NULLS LAST, s.id DESC`;
  const rows = (
    await db.execute(sql`SELECT ${COLUMNS}, count(*) OVER () AS total_count ${FROM} WHERE ${filters}
      ORDER BY ${sort} LIMIT ${query.perPage} OFFSET ${offset}`)
  ).rows as unknown as (SubscriptionRow & { total_count: number })[];
  const total = rows[0] ? Number(rows[0].total_count) : await countRows(db, sql`SELECT count(*) AS n ${FROM} WHERE ${filters}`);
  return { subscriptions: rows.map(toSubscription), total };
}

export async function subscriptionEvents(db: Database, id: number): Promise<SubscriptionEvent[]> {
  const rows = (
    await db.execute(
      sql`SELECT id, kind, actor, detail, created_at FROM subscription_events WHERE subscription_id = ${id} ORDER BY created_at DESC, id DESC`,
    )
  ).rows as { id: number; kind: string; actor: string; detail: Record<string, string | number | null>; created_at: string | Date }[];
  return rows.map((r) => ({
    id: r.id,
    kind: r.kind as SubscriptionEventKind,
    actor: r.actor as SubscriptionActor,
    detail: r.detail,
    createdAt: toDate(r.created_at),
  }));
}

/** Active subscriptions due at `now`, paused ones whose pause ends by then, and those waiting for stock when their daily look is due. */
export async function dueRenewals(db: Database, now: Date, limit: number): Promise<{ subscriptionId: number; dueAt: Date }[]> {
  const rows = (
    await db.execute(sql`SELECT id, next_renewal_at FROM subscriptions
      WHERE next_renewal_at <= ${now.toISOString()} AND (status = 'active' OR (status = 'on-hold' AND (hold_reason = 'paused'
        OR (hold_reason = 'out_of_stock' AND EXISTS (SELECT 1 FROM subscription_renewals r WHERE r.subscription_id = subscriptions.id
          AND r.due_at = subscriptions.next_renewal_at AND r.status = 'waiting_stock' AND r.next_retry_at <= ${now.toISOString()})))))
      ORDER BY next_renewal_at LIMIT ${limit}`)
  ).rows as { id: number; next_renewal_at: string | Date }[];
  return rows.map((r) => ({ subscriptionId: r.id, dueAt: toDate(r.next_renewal_at) }));
}

export async function dueReminders(db: Database, until: Date, limit: number): Promise<{ subscriptionId: number; dueAt: Date }[]> {
  const rows = (
    await db.execute(sql`SELECT s.id, s.next_renewal_at FROM subscriptions s
      WHERE s.status = 'active' AND s.next_renewal_at <= ${until.toISOString()}
        AND NOT EXISTS (SELECT 1 FROM sent_mail m WHERE m.kind = 'subscription_renewal_reminder'
          AND m.ref = 'subscription:' || s.id || ':' || to_char(s.next_renewal_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))
      ORDER BY s.next_renewal_at LIMIT ${limit}`)
  ).rows as { id: number; next_renewal_at: string | Date }[];
  return rows.map((r) => ({ subscriptionId: r.id, dueAt: toDate(r.next_renewal_at) }));
}

export async function dueRetry(db: Database, renewalId: number, now: Date): Promise<RenewalRetryRow | null> {
  const rows = (
    await db.execute(sql`SELECT id, subscription_id, order_id, declines FROM subscription_renewals
      WHERE id = ${renewalId} AND status = 'retrying' AND next_retry_at <= ${now.toISOString()} AND order_id IS NOT NULL`)
  ).rows as { id: number; subscription_id: number; order_id: number; declines: number }[];
  const r = rows[0];
  return r ? { renewalId: r.id, subscriptionId: r.subscription_id, orderId: r.order_id, declines: r.declines } : null;
}

type RenewalRetryRow = { renewalId: number; subscriptionId: number; orderId: number; declines: number };

export async function dueRetries(
  db: Database,
  now: Date,
  limit: number,
): Promise<{ renewalId: number; subscriptionId: number; orderId: number; declines: number }[]> {
  const rows = (
    await db.execute(sql`SELECT id, subscription_id, order_id, declines FROM subscription_renewals
      WHERE status = 'retrying' AND next_retry_at <= ${now.toISOString()} AND order_id IS NOT NULL ORDER BY next_retry_at LIMIT ${limit}`)
  ).rows as { id: number; subscription_id: number; order_id: number; declines: number }[];
  return rows.map((r) => ({ renewalId: r.id, subscriptionId: r.subscription_id, orderId: r.order_id, declines: r.declines }));
}
