import type { OrderListQuery } from '@soul/contracts';
import type { ChargeAttempt, AttemptRecording, FailureOptions } from '../payments/charge-attempt.ts';
import type { RefundIntent, RefundOutcome } from '../payments/refund-intent.ts';
import type { SavedCard } from '../payments/saved-card.ts';
import type {
  EditAnswers,
  FinishCancelResult,
  FinishEditResult,
  OpenCancelResult,
  OpenEditCommand,
  OpenEditResult,
  OrderChange,
} from './order-changes.ts';
import type { ReopenCommand, ReopenResult, StockShortage } from './order-pay.ts';
import type { PlaceOrderCommand, PlaceOrderResult } from './order-placement.ts';
import type { OrderScope, StoredOrder } from './stored-order.ts';
import type { OpenUpsellResult, UpsellCommand } from './upsell-purchase.ts';

/** What the gateway answered to a charge: its transaction, or why it failed. */
export type ChargeAnswer = { ok: true; transactionId: string } | { ok: false; code: string; detail: string };

/**
 * What the order services need from storage; packages/db implements it
 * (PgOrderRepository). Every change whose money moves through a gateway comes
 * in two halves: `open…` records it and commits, the caller asks the gateway
 * outside any transaction, then `finish…` records the answer.
 */
export interface OrderRepository {
  /** The order a session already placed with this idempotency key (a double submit). */
  findByIdempotencyKey(sessionToken: string, key: string): Promise<{ id: number; orderKey: string; userId: number | null } | null>;
  /** Places an order in one transaction: lines, stock, coupon usage, the emptied cart, a new account, its payment. */
  place(command: PlaceOrderCommand): Promise<PlaceOrderResult>;
  /** The order's card charge still waiting for its answer, if any. */
  openAttempt(orderId: number): Promise<ChargeAttempt | null>;
  /** Charge attempts asked for before `cutoff` and still unanswered (reconciliation). */
  staleAttempts(cutoff: Date, limit: number): Promise<ChargeAttempt[]>;
  recordPaid(paymentId: number, charge: { transactionId: string; card: SavedCard; upsellSeconds: number }): Promise<AttemptRecording>;
  recordFailed(paymentId: number, failure: { code: string; detail: string }, options: FailureOptions): Promise<AttemptRecording>;
  /** A charge the gateway made after the attempt was closed: the refund that gives it back, if one is due. */
  recordLateCharge(paymentId: number, transactionId: string): Promise<RefundIntent | null>;
  /** Pay-for-order: a failed order takes its stock again and opens a new attempt (or switches to an offline method). */
  reopenForPayment(command: ReopenCommand): Promise<ReopenResult>;
  /** What the order lacks to be taken from stock again (a failed order about to be paid), if anything. */
  stockShortage(orderId: number): Promise<StockShortage | null>;
  /** The one-click upsell, first half: the line added and its charge recorded. */
  openUpsell(command: UpsellCommand): Promise<OpenUpsellResult>;
  finishUpsell(paymentId: number, answer: ChargeAnswer): Promise<boolean>;
  staleUpsells(cutoff: Date, limit: number): Promise<{ paymentId: number; gateway: string; idempotencyKey: string }[]>;
  /** A customer's cancellation, first half. */
  openCancel(orderId: number, from: readonly string[], userId: number): Promise<OpenCancelResult>;
  finishCancel(changeId: number, answers: { intentId: number; outcome: RefundOutcome }[]): Promise<FinishCancelResult>;
  /** An order edit, first half. */
  openEdit(command: OpenEditCommand): Promise<OpenEditResult>;
  finishEdit(changeId: number, answers: EditAnswers): Promise<FinishEditResult>;
  findChange(changeId: number): Promise<(OrderChange & { outcome: string }) | null>;
  staleChanges(cutoff: Date, limit: number): Promise<OrderChange[]>;
  chargeOfChange(changeId: number): Promise<{ paymentId: number; gateway: string; idempotencyKey: string; status: string } | null>;
  refundsOfChange(changeId: number): Promise<(RefundIntent & { status: string })[]>;
  /** A page of the orders a reader may see (account area). */
  list(scope: OrderScope, query: OrderListQuery, options?: OrderListOptions): Promise<{ orders: StoredOrder[]; total: number }>;
  /** Everyone in this user's company (for a director's order list). */
  companyMemberIds(userId: number): Promise<number[]>;
  /** One order with its lines and payment, for the order-received page and e-mails. */
  find(orderId: number): Promise<StoredOrder | null>;
}

export interface OrderListOptions {
  /** Payment method ids in the order "sort by payment method" follows (by their names in the reader's language); unlisted ones come last. */
  paymentMethodOrder?: readonly string[];
}
