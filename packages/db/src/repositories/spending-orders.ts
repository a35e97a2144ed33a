import type { OrderScope } from '@soul/domain/orders/stored-order';
import { sql, type SQL } from 'drizzle-orm';

/**
 * Orders that count as spending, for Reports and Statistics alike: placed
 * and not given up (processing, on-hold, completed, shipped, and waiting for
 * a bank transfer or cash on delivery). Pending, failed, cancelled and
 * refunded orders cost nothing. Alias the orders table `o`.
 */
export const SPENT = sql`o.status IN ('processing', 'on-hold', 'completed', 'shipped', 'waiting_for_payment')`;

/** The reader's orders (`OrderScope`): all of them, or the listed users' ones. Alias the orders table `o`. */
export function inOrderScope(scope: OrderScope): SQL {
  return scope.kind === 'all' ? sql`TRUE` : sql`o.user_id = ANY(${`{${scope.userIds.join(',')}}`}::int[])`;
}

/** Orders placed from `from` to `to` (days, both included) in the shop's time zone. Alias the orders table `o`. */
export function placedBetween(range: { from: string; to: string }): SQL {
  return sql`o.created_at >= (${range.from}::date)::timestamp AT TIME ZONE 'Europe/Vilnius'
    AND o.created_at < (${range.to}::date + 1)::timestamp AT TIME ZONE 'Europe/Vilnius'`;
}
