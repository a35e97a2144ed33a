import type { AccountOrder } from '@soul/contracts';

/** Payment methods that take no money up front (bank transfer, cash on delivery). */
const OFFLINE_METHODS = ['bacs', 'cod'];

/**
 * The order's money was taken from a card: cancelling refunds it, and an
 * edit is charged or refunded on the same card when it is saved.
 */
export function isCardPaid(order: AccountOrder): boolean {
  return order.payment_details.paid && !OFFLINE_METHODS.includes(order.payment_details.method_id);
}
