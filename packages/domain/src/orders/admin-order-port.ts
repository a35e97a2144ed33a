import type { OrderStatus } from '@soul/contracts';
import type { BackOfficeTarget } from './back-office-transitions.ts';

/** A row of the back office's order list (issue 21). */
export interface AdminOrderRow {
  id: number;
  createdAt: Date;
  status: OrderStatus;
  customer: { id: number | null; name: string; email: string };
  total: number;
  paymentMethod: string;
  itemsCount: number;
  shippingRateId: string;
  language: 'en' | 'lt';
}

export interface AdminOrderListQuery {
  page: number;
  perPage: number;
  orderby: 'date' | 'id' | 'total' | 'status';
  order: 'asc' | 'desc';
  search: string | null;
  statuses: OrderStatus[];
  after: string | null;
  before: string | null;
  paymentMethod: string | null;
  customerId: number | null;
  toShip: boolean | null;
}

export interface OrderNote {
  id: number;
  note: string;
  toCustomer: boolean;
  author: { id: number; name: string } | null;
  createdAt: Date;
}

export interface OrderShipment {
  id: number;
  carrier: string;
  trackingNumber: string;
  createdAt: Date;
}

/** One entry of an order's timeline: what happened, who did it, when (`detail` is the event's own facts). */
export interface OrderTimelineEntry {
  at: Date;
  kind: string;
  actor: { id: number; name: string } | null;
  detail: Record<string, unknown>;
}

export interface OrderPaymentRecord {
  id: number;
  gateway: string;
  title: string;
  purpose: string;
  status: string;
  amount: number;
  refunded: number;
  refundPending: number;
  transactionId: string | null;
  createdAt: Date;
  refunds: { id: number; amount: number; status: string; reason: string; purpose: string; createdAt: Date }[];
}

export interface OrderDocumentRecord {
  kind: 'invoice' | 'credit_note';
  number: string;
  issuedAt: Date;
}

/** What the back office's order detail adds to the stored order. */
export interface AdminOrderExtras {
  notes: OrderNote[];
  shipments: OrderShipment[];
  timeline: OrderTimelineEntry[];
  payments: OrderPaymentRecord[];
  documents: OrderDocumentRecord[];
}

/** A status change the service decided (planTransition); the repository applies it if the order is still `from`. */
export interface TransitionWrite {
  orderId: number;
  from: OrderStatus;
  to: Exclude<BackOfficeTarget, 'cancelled'>;
  userId: number;
  shipment: { carrier: string; trackingNumber: string } | null;
  note: string | null;
  /** The customer's mail, queued in the same transaction (the shipped mail), or none. */
  mail: object | null;
}

/** What the back office's order services need from storage; packages/db implements it (PgAdminOrderRepository). */
export interface AdminOrderRepository {
  list(query: AdminOrderListQuery): Promise<{ rows: AdminOrderRow[]; total: number }>;
  extras(orderId: number): Promise<AdminOrderExtras>;
  /** False when the order moved on meanwhile (its status is no longer `from`): nothing was written. */
  transition(write: TransitionWrite): Promise<boolean>;
  /** Records an event on the order's timeline (a cancellation or refund the back office made). */
  recordEvent(orderId: number, userId: number, kind: string, detail: Record<string, unknown>): Promise<void>;
  /** Stores a note; one to the customer queues `mail(noteId)` in the same transaction. */
  addNote(
    input: { orderId: number; authorId: number; note: string; toCustomer: boolean },
    mail: ((noteId: number) => object) | null,
  ): Promise<OrderNote>;
}
