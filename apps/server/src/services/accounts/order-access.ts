import type { OrderRepository } from '@soul/domain/orders/order-port';
import type { Language, OrderStatus } from '@soul/contracts';
import type { OrderScope } from '@soul/domain/orders/stored-order';
import { isCancellableByCustomer, isEditableStatus, needsPayment } from '@soul/domain/orders/status';
import { links } from '../../links.ts';
import type { Visitor } from './visitor.ts';
import { isBackOfficeRole } from '@soul/domain/accounts/permissions';

/**
 * Whose orders a visitor may read (issue: "every answer is theirs alone"):
 * administrators every order; a director with permission_view_orders the
 * company's; anyone else with permission_view_orders their own; nobody
 * else anything. Null means no orders at all (guests, or the flag is off).
 */
export async function orderScopeOf(visitor: Visitor, orders: Pick<OrderRepository, 'companyMemberIds'>): Promise<OrderScope | null> {
  if (!visitor.userId || !visitor.permissions.permission_view_orders) return null;
  if (isBackOfficeRole(visitor.role)) return { kind: 'all' };
  if (visitor.role === 'director') return { kind: 'users', userIds: await orders.companyMemberIds(visitor.userId) };
  return { kind: 'users', userIds: [visitor.userId] };
}

/** What the reader may do with the order now (see orderAbilities). */
export interface OrderAbilities {
  edit: boolean;
  cancel: boolean;
  /** It waits for its money (pending or failed). */
  needsPayment: boolean;
  /** The pay-for-order page, for its owner; null for anyone else or when nothing is owed. */
  payUrl: string | null;
}

export function inScope(scope: OrderScope, userId: number | null): boolean {
  return scope.kind === 'all' || (userId !== null && scope.userIds.includes(userId));
}

/**
 * What a reader who may see the order may do with it now: edit its lines
 * with permission_edit_orders while its status allows (account §4, §6);
 * cancel it while it has not shipped; pay for it, when it needs payment and
 * is the reader's own (the pay-for-order page admits only its owner).
 */
export function orderAbilities(
  visitor: Visitor,
  order: { id: number; status: string; total: number; userId: number | null; orderKey: string },
  language: Language,
): OrderAbilities {
  const status = order.status as OrderStatus;
  const payable = needsPayment(status, order.total);
  return {
    edit: visitor.permissions.permission_edit_orders && isEditableStatus(status),
    cancel: isCancellableByCustomer(status),
    needsPayment: payable,
    payUrl: payable && visitor.userId > 0 && visitor.userId === order.userId ? links.orderPay(language, order.id, order.orderKey) : null,
  };
}
