import type { Database } from '../connection.ts';
import type { OrderListQuery } from '@soul/contracts';
import type { AttemptRecording, ChargeAttempt, FailureOptions } from '@soul/domain/payments/charge-attempt';
import type { SavedCard } from '@soul/domain/payments/saved-card';
import type { RefundIntent, RefundOutcome } from '@soul/domain/payments/refund-intent';
import type {
  EditAnswers,
  FinishCancelResult,
  FinishEditResult,
  OpenCancelResult,
  OpenEditCommand,
  OpenEditResult,
  OrderChange,
} from '@soul/domain/orders/order-changes';
import type { ReopenCommand, ReopenResult, StockShortage } from '@soul/domain/orders/order-pay';
import type { PlaceOrderCommand, PlaceOrderResult } from '@soul/domain/orders/order-placement';
import type { ChargeAnswer, OrderListOptions, OrderRepository } from '@soul/domain/orders/order-port';
import type { OrderScope, StoredOrder } from '@soul/domain/orders/stored-order';
import type { OpenUpsellResult, UpsellCommand } from '@soul/domain/orders/upsell-purchase';
import { placeOrder } from './orders/order-placement.ts';
import { finishUpsell, openUpsell, staleUpsells } from './orders/order-upsell.ts';
import { findByIdempotencyKey, findOrder } from './orders/stored-order.ts';
import { companyMemberIds, listOrders } from './orders/order-list.ts';
import { finishEdit, openEdit } from './orders/order-edit.ts';
import { finishCancel, openCancel } from './orders/order-cancel.ts';
import { chargeOfChange, findChange, staleChanges } from './orders/order-changes.ts';
import { reopenForPayment } from './orders/order-pay.ts';
import { stockShortage } from './orders/order-stock.ts';
import { openAttempt, recordFailed, recordLateCharge, recordPaid, staleAttempts } from './payments/charge-attempts.ts';
import { refundsOfChange } from './payments/refund-intents.ts';

export { ORDER_UPDATE_MAIL_JOB } from './orders/order-update-job.ts';

/**
 * Orders and their payments (one module each under orders/ and payments/):
 * placing an order in one transaction, recording its card charge's answer,
 * changes whose money moves through a gateway (edits, cancellations: opened,
 * then finished once the gateway answered), paying a failed order again,
 * the one-click upsell, and reading an order back.
 */
export class PgOrderRepository implements OrderRepository {
  constructor(
    private readonly db: Database,
    /** Mirror the placed-order event and newsletter sign-up to the marketing platform (Klaviyo on). */
    private readonly options: { marketingMirror?: boolean } = {},
  ) {}

  /** The order a session already placed with this idempotency key (a double submit). */
  findByIdempotencyKey(sessionToken: string, key: string): Promise<{ id: number; orderKey: string; userId: number | null } | null> {
    return findByIdempotencyKey(this.db, sessionToken, key);
  }

  place(command: PlaceOrderCommand): Promise<PlaceOrderResult> {
    return placeOrder(this.db, command, this.options.marketingMirror ?? false);
  }

  /** The order's card charge still waiting for its answer, if any. */
  openAttempt(orderId: number): Promise<ChargeAttempt | null> {
    return openAttempt(this.db, orderId);
  }

  staleAttempts(cutoff: Date, limit: number): Promise<ChargeAttempt[]> {
    return staleAttempts(this.db, cutoff, limit);
  }

  recordPaid(paymentId: number, charge: { transactionId: string; card: SavedCard; upsellSeconds: number }): Promise<AttemptRecording> {
    return recordPaid(this.db, paymentId, charge);
  }

  recordFailed(paymentId: number, failure: { code: string; detail: string }, options: FailureOptions): Promise<AttemptRecording> {
    return recordFailed(this.db, paymentId, failure, options);
  }

  recordLateCharge(paymentId: number, transactionId: string): Promise<RefundIntent | null> {
    return recordLateCharge(this.db, paymentId, transactionId);
  }

  /** Pay-for-order: a failed order takes its stock again and opens a new attempt (or switches to an offline method). */
  reopenForPayment(command: ReopenCommand): Promise<ReopenResult> {
    return reopenForPayment(this.db, command);
  }

  /** What the order lacks to be taken from stock again (a failed order about to be paid), if anything. */
  stockShortage(orderId: number): Promise<StockShortage | null> {
    return stockShortage(this.db, orderId);
  }

  /** The one-click upsell, first half: the line added and its charge recorded (see orders/order-upsell.ts). */
  openUpsell(command: UpsellCommand): Promise<OpenUpsellResult> {
    return openUpsell(this.db, command);
  }

  finishUpsell(paymentId: number, answer: ChargeAnswer): Promise<boolean> {
    return finishUpsell(this.db, paymentId, answer);
  }

  staleUpsells(cutoff: Date, limit: number) {
    return staleUpsells(this.db, cutoff, limit);
  }

  /** A customer's cancellation, first half (see orders/order-cancel.ts). */
  openCancel(orderId: number, from: readonly string[], userId: number): Promise<OpenCancelResult> {
    return openCancel(this.db, orderId, from, userId);
  }

  finishCancel(changeId: number, answers: { intentId: number; outcome: RefundOutcome }[]): Promise<FinishCancelResult> {
    return finishCancel(this.db, changeId, answers);
  }

  /** An order edit, first half (see orders/order-edit.ts). */
  openEdit(command: OpenEditCommand): Promise<OpenEditResult> {
    return openEdit(this.db, command);
  }

  finishEdit(changeId: number, answers: EditAnswers): Promise<FinishEditResult> {
    return finishEdit(this.db, changeId, answers);
  }

  findChange(changeId: number): Promise<(OrderChange & { outcome: string }) | null> {
    return findChange(this.db, changeId);
  }

  staleChanges(cutoff: Date, limit: number): Promise<OrderChange[]> {
    return staleChanges(this.db, cutoff, limit);
  }

  chargeOfChange(changeId: number) {
    return chargeOfChange(this.db, changeId);
  }

  refundsOfChange(changeId: number) {
    return refundsOfChange(this.db, changeId);
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
