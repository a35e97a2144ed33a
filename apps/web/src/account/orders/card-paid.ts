import type { AccountOrder } from '@soul/contracts';
import { isCardMethod } from '@soul/domain/orders/status';

/**
 * The order's money was taken from a card: cancelling refunds it, and an
 * edit is charged or refunded on the same card when it is saved.
 */
export function isCardPaid(order: AccountOrder): boolean {
  return order.payment_details.paid && isCardMethod(order.payment_details.method_id);
}
