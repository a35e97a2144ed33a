import type { CartDocument } from '@soul/domain/cart-document/document';
import type { Database } from '../connection.ts';
import { placeOrder, type PlaceOrderCommand, type PlaceOrderResult } from './orders/order-placement.ts';
import { cancelOrder, markFailed, markPaid, paidPayments } from './orders/order-payments.ts';
import { addUpsellLine, type UpsellCommand, type UpsellResult } from './orders/order-upsell.ts';
import { findByIdempotencyKey, findOrder, type SavedCardRecord, type StoredOrder } from './orders/stored-order.ts';
import { companyMemberIds, listOrders, type OrderListOptions, type OrderScope } from './orders/order-list.ts';
import { editOrder, type OrderEditCommand, type OrderEditResult } from './orders/order-edit.ts';
import type { OrderListQuery } from '@soul/contracts';

export type { NewAccount, PlaceOrderCommand, PlaceOrderProblem, PlaceOrderResult } from './orders/order-placement.ts';
export type { UpsellCommand, UpsellRefusalReason, UpsellResult } from './orders/order-upsell.ts';
export type { SavedCardRecord, StoredOrder, StoredOrderLine } from './orders/stored-order.ts';
export type { OrderScope } from './orders/order-list.ts';
export { ORDER_UPDATE_KINDS, ORDER_UPDATE_MAIL_JOB, type OrderUpdateJobPayload } from './orders/order-update-job.ts';
export type { EditSettlement, OrderEditCommand, OrderEditResult, PaidPayment } from './orders/order-edit.ts';

/**
 * Orders and their payments (one module each under orders/): placing an
 * order in one transaction, settling its card payment, the one-click
 * upsell, and reading an order back.
 */
export class PgOrderRepository {
  constructor(private readonly db: Database) {}

  /** The order a session already placed with this idempotency key (a double submit). */
  findByIdempotencyKey(sessionToken: string, key: string): Promise<{ id: number; orderKey: string; userId: number | null } | null> {
    return findByIdempotencyKey(this.db, sessionToken, key);
  }

  place(command: PlaceOrderCommand): Promise<PlaceOrderResult> {
    return placeOrder(this.db, command);
  }

  markPaid(orderId: number, charge: { transactionId: string; card: SavedCardRecord; upsellSeconds: number }): Promise<void> {
    return markPaid(this.db, orderId, charge);
  }

  markFailed(orderId: number, failure: { code: string; detail: string }, restore: { sessionToken: string; cart: CartDocument }): Promise<void> {
    return markFailed(this.db, orderId, failure, restore);
  }

  addUpsellLine(command: UpsellCommand): Promise<UpsellResult> {
    return addUpsellLine(this.db, command);
  }

  paidPayments(orderId: number): Promise<{ id: number; gateway: string; transactionId: string; amount: number }[]> {
    return paidPayments(this.db, orderId);
  }

  cancel(orderId: number, from: readonly string[], refunds: { paymentId: number; refundId: string; amount: number }[]): Promise<boolean> {
    return cancelOrder(this.db, orderId, from, refunds);
  }

  /** Edits an order's lines (account §4) in one transaction, settling the difference with the gateway. */
  edit(command: OrderEditCommand): Promise<OrderEditResult> {
    return editOrder(this.db, command);
  }

  /** A page of the orders a reader may see (account area). */
  list(scope: OrderScope, query: OrderListQuery, options: OrderListOptions = {}): Promise<{ orders: StoredOrder[]; total: number }> {
    return listOrders(this.db, scope, query, options);
  }

  /** Everyone in this user's company (for a director's order list). */
  companyMemberIds(userId: number): Promise<number[]> {
    return companyMemberIds(this.db, userId);
  }

  /** One order with its lines and payment, for the order-received page and e-mails. */
  find(orderId: number): Promise<StoredOrder | null> {
    return findOrder(this.db, orderId);
  }
}
