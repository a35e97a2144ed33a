import { timingSafeEqual } from 'node:crypto';
import { parseDbId, problem, type Problem } from '@soul/contracts';
import type { StoredOrder } from '@soul/domain/orders/stored-order';
import type { Visitor } from '../accounts/visitor.ts';

export type StoreOrderAccess = { ok: true; order: StoredOrder } | { ok: false; problem: Problem };

/**
 * Who may read or pay an order through the Store API (WooCommerce's
 * OrderAuthorizationTrait, as its Order route tests assert): an account's
 * order only by that account, signed in (anyone else, guests included,
 * 403); a guest's order by whoever brings its key (401 otherwise) and its
 * billing e-mail, compared without case (401 otherwise), signed in or not.
 * An unknown id is 404.
 */
export async function storeOrderAccess(
  orders: { find(id: number): Promise<StoredOrder | null> },
  visitor: Pick<Visitor, 'userId'>,
  id: unknown,
  credentials: { key: string; billingEmail: string },
): Promise<StoreOrderAccess> {
  const number = parseDbId(id);
  const order = number === null ? null : await orders.find(number);
  if (!order) return refuse(problem('storeOrderNotFound'));
  if (order.userId !== null) return visitor.userId === order.userId ? { ok: true, order } : refuse(problem('storeOrderOtherCustomer'));
  if (!sameKey(order.orderKey, credentials.key)) return refuse(problem('storeOrderInvalidKey'));
  if (order.billing.email.toLowerCase() !== credentials.billingEmail.trim().toLowerCase()) return refuse(problem('storeOrderInvalidEmail'));
  return { ok: true, order };
}

function sameKey(expected: string, given: string): boolean {
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length > 0 && a.length === b.length && timingSafeEqual(a, b);
}

const refuse = (found: Problem): StoreOrderAccess => ({ ok: false, problem: found });
