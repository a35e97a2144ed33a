import type { RefundIntent, RefundOutcome } from '../payments/refund-intent.ts';
import type { OrderEditOutcome, OrderEditPlan, OrderEditProblem } from './order-edit.ts';
import type { StoredOrder } from './stored-order.ts';

/** A change of a placed order whose money is moving through a gateway (table order_changes). */
export interface OrderChange {
  id: number;
  orderId: number;
  kind: 'edit' | 'cancel';
  status: 'open' | 'applied' | 'abandoned';
  userId: number | null;
  eventKind: 'edited' | 'item_added' | 'cancelled';
  /** An edit's plan; null for a cancellation. */
  plan: OrderEditPlan | null;
  createdAt: Date;
}

/** A payment of the order that took money and may still give some back. */
export interface PaidPayment {
  id: number;
  gateway: string;
  transactionId: string;
  amount: number;
  /** Given back, or being given back by a refund in flight. */
  refunded: number;
  /** The card saved with it (charges for an order that grows go to the same card). */
  card: { tokenId: number; customerRef: string; token: string } | null;
}

/** How an edit's difference is settled, as the service decides it from the plan and what the cards hold. */
export type EditMoney =
  /** Nothing moves through a gateway now: an unpaid order's pending payments (bank transfer, cash on delivery) follow the new total. */
  | { kind: 'owed' }
  /** The increase, charged on the saved card of an earlier payment. */
  | { kind: 'charge'; gateway: string; title: string; amount: number; card: { tokenId: number; customerRef: string; token: string } }
  /** The decrease, given back by these refunds (newest payment first). */
  | { kind: 'refunds'; refunds: { paymentId: number; amount: number }[] }
  | { kind: 'refused'; reason: 'declined' | 'refund_failed'; code: string };

export interface OpenEditCommand {
  orderId: number;
  /** Who edits (kept in the order's history). */
  userId: number;
  /** Statuses in which the order may still be edited (checked under the row lock). */
  editableStatuses: readonly string[];
  eventKind: 'edited' | 'item_added';
  /** Decides the edit from the order as it is now, locked. */
  decide: (order: StoredOrder) => OrderEditOutcome;
  /** Decides how the difference is settled. */
  money: (plan: OrderEditPlan, order: StoredOrder, paid: PaidPayment[]) => EditMoney;
  /** Whose back-in-stock holds the edit may use (the editor's session) and when, by the shop's clock: others' live holds are not taken. */
  holds: { holder: string | null; at: Date };
}

/** The charge an open edit asks the gateway for. */
export interface EditCharge {
  paymentId: number;
  gateway: string;
  idempotencyKey: string;
  amount: number;
  card: { customerRef: string; token: string };
}

export type OrderEditRefusal =
  /** Nothing would be left: the caller cancels the order instead. */
  | { ok: false; reason: 'cancel' }
  | { ok: false; reason: 'not_found' | 'not_editable' | Exclude<OrderEditProblem, 'nothing_changed'> }
  /** The edit would leave the order as it is: nothing was written. */
  | { ok: false; reason: 'nothing_changed' }
  /** Another change of the order is still waiting for its payment. */
  | { ok: false; reason: 'busy' }
  | { ok: false; reason: 'stock'; productName: string }
  /** The units are there but held for back-in-stock sign-ups; `available` is what others may take. */
  | { ok: false; reason: 'stock_held'; productName: string; available: number }
  | { ok: false; reason: 'declined' | 'refund_failed'; code: string };

export type OpenEditResult =
  /** Applied at once: no money moves through a gateway. */
  | { ok: true; applied: true }
  /** Recorded and committed; the caller asks the gateway, then calls finishEdit. */
  | { ok: true; applied: false; changeId: number; charge: EditCharge | null; refunds: RefundIntent[] }
  | OrderEditRefusal;

/** What the gateway answered to an open edit's charge and refunds. */
export interface EditAnswers {
  charge: { ok: true; transactionId: string } | { ok: false; code: string; detail: string } | null;
  refunds: { intentId: number; outcome: RefundOutcome }[];
}

export type FinishEditResult =
  | { ok: true }
  | { ok: false; reason: 'declined' | 'refund_failed'; code: string }
  /** The order moved on while the money moved (it shipped, or grew by an upsell): the edit is not applied; a charge made for it is given back. */
  | { ok: false; reason: 'not_editable'; giveBack: RefundIntent | null }
  /** Someone else (a retry, reconciliation) had finished it. */
  | { ok: false; reason: 'finished'; applied: boolean };

export type OpenCancelResult =
  /** Cancelled at once: no card money to give back. */
  | { ok: true; cancelled: true }
  /** The refunds are recorded and committed; the caller sends them, then calls finishCancel. */
  | { ok: true; cancelled: false; changeId: number; refunds: RefundIntent[] }
  | { ok: false; reason: 'not_cancellable' | 'busy' };

export type FinishCancelResult =
  | { ok: true }
  | { ok: false; reason: 'refund_failed'; detail: string }
  | { ok: false; reason: 'finished'; applied: boolean };
