import type { OrderStatus, PaymentMethodId } from '@soul/contracts';

/**
 * The order lifecycle. account §3 lists the statuses but not the moves
 * between them; these are WooCommerce's, plus the shop's `shipped` (between
 * processing and completed) and `waiting_for_payment` (a pending order the
 * customer was asked to pay again).
 */
const TRANSITIONS: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  pending: ['processing', 'on-hold', 'waiting_for_payment', 'failed', 'cancelled'],
  waiting_for_payment: ['processing', 'on-hold', 'failed', 'cancelled'],
  'on-hold': ['processing', 'cancelled', 'failed'],
  failed: ['pending', 'processing', 'cancelled'],
  processing: ['shipped', 'completed', 'on-hold', 'cancelled', 'refunded'],
  shipped: ['completed', 'refunded'],
  completed: ['refunded'],
  cancelled: [],
  refunded: [],
};

export function canTransition(from: OrderStatus, to: OrderStatus): boolean {
  return TRANSITIONS[from].includes(to);
}

/** The statuses an order may move to from `from`. */
export function nextStatuses(from: OrderStatus): readonly OrderStatus[] {
  return TRANSITIONS[from];
}

export class InvalidOrderTransition extends Error {
  constructor(
    readonly from: OrderStatus,
    readonly to: OrderStatus,
  ) {
    super(`An order cannot move from ${from} to ${to}`);
  }
}

export function assertTransition(from: OrderStatus, to: OrderStatus): void {
  if (!canTransition(from, to)) throw new InvalidOrderTransition(from, to);
}

/** Statuses in which the shop has the money (or will collect it on delivery). */
export function isPaidStatus(status: OrderStatus): boolean {
  return status === 'processing' || status === 'shipped' || status === 'completed';
}

/** Statuses from which the customer may still cancel (nothing has left the warehouse). */
export const CUSTOMER_CANCELLABLE: readonly OrderStatus[] = ['pending', 'on-hold', 'waiting_for_payment', 'processing', 'failed'];

export function isCancellableByCustomer(status: OrderStatus): boolean {
  return CUSTOMER_CANCELLABLE.includes(status);
}

/** Whether the stock an order took should go back when it moves to `to`. */
export function releasesStock(to: OrderStatus): boolean {
  return to === 'cancelled' || to === 'failed' || to === 'refunded';
}

/**
 * The status an order gets when placed, by payment method: bank transfer
 * waits for the money (on-hold), cash on delivery is ready to pack
 * (processing), a card is pending until the charge answers.
 */
export function statusAtPlacement(method: PaymentMethodId): OrderStatus {
  switch (method) {
    case 'bacs':
      return 'on-hold';
    case 'cod':
      return 'processing';
    case 'soul_test_card':
    case 'stripe':
      return 'pending';
  }
}

/** Takes any method id (an order read back from the API carries a plain string). */
export function isCardMethod(method: string): boolean {
  return method === 'soul_test_card' || method === 'stripe';
}

/**
 * Statuses in which an order's lines may still be edited (account §4): it
 * has not shipped, and no card charge is in flight (`pending` card orders
 * are waiting for the processor's answer).
 */
export const EDITABLE_STATUSES: readonly OrderStatus[] = ['on-hold', 'waiting_for_payment', 'processing'];

export function isEditableStatus(status: OrderStatus): boolean {
  return EDITABLE_STATUSES.includes(status);
}

/** Orders that never took or promised money (a card charge in flight or declined) have no invoice. */
export const STATUSES_WITHOUT_INVOICE: readonly OrderStatus[] = ['pending', 'failed'];

/** Whether an order has an invoice to show: one was issued, or its status allows issuing one. */
export function hasInvoice(status: OrderStatus, issued: boolean): boolean {
  return issued || mayIssueInvoice(status);
}

/**
 * Whether a new invoice may be issued for an order in this status: not for
 * one that never took money, nor for one cancelled or refunded (its earlier
 * invoice, if any, stands with the credit note that took it back).
 */
export function mayIssueInvoice(status: OrderStatus): boolean {
  return !STATUSES_WITHOUT_INVOICE.includes(status) && status !== 'cancelled' && status !== 'refunded';
}

/** Statuses in which an order waits for its money and may be paid on the pay-for-order page (WooCommerce's valid_order_statuses_for_payment). */
export const PAYABLE_STATUSES: readonly OrderStatus[] = ['pending', 'failed'];

/** Whether the order still needs paying (WooCommerce's needs_payment): payable status and something to pay. */
export function needsPayment(status: OrderStatus, total: number): boolean {
  return PAYABLE_STATUSES.includes(status) && total > 0;
}
