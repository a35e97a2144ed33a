import type { OrderScope, PgOrderRepository } from '@soul/db';
import type { Visitor } from '../../plugins/session.ts';

/**
 * Whose orders a visitor may read (issue: "every answer is theirs alone"):
 * administrators every order; a director with permission_view_orders the
 * company's; anyone else with permission_view_orders their own; nobody
 * else anything. Null means no orders at all (guests, or the flag is off).
 */
export async function orderScopeOf(visitor: Visitor, orders: PgOrderRepository): Promise<OrderScope | null> {
  if (!visitor.userId || !visitor.permissions.permission_view_orders) return null;
  if (visitor.role === 'administrator') return { kind: 'all' };
  if (visitor.role === 'director') return { kind: 'users', userIds: await orders.companyMemberIds(visitor.userId) };
  return { kind: 'users', userIds: [visitor.userId] };
}

export function inScope(scope: OrderScope, userId: number | null): boolean {
  return scope.kind === 'all' || (userId !== null && scope.userIds.includes(userId));
}
