import type { PaymentEventKind, PaymentStatus } from '@soul/contracts';

/** What a payment was taken for: the order itself, a one-click upsell, or a change to the order. */
export const PAYMENT_PURPOSES = ['order', 'upsell', 'change'] as const;
export type PaymentPurpose = (typeof PAYMENT_PURPOSES)[number];

/** A payment as the shop keeps it (amounts in integer cents). */
export interface StoredPayment {
  id: number;
  orderId: number;
  /** The order's customer: who may read it is decided by the order's scope. */
  orderUserId: number | null;
  orderLanguage: 'en' | 'lt';
  gateway: string;
  /** The title stored when it was taken, in the order's language. */
  title: string;
  purpose: PaymentPurpose;
  amount: number;
  refunded: number;
  /** Held by refunds sent to the gateway and not answered yet. */
  refundPending: number;
  currency: string;
  status: PaymentStatus;
  transactionId: string | null;
  createdAt: Date;
}

export interface StoredPaymentDetail extends StoredPayment {
  card: { brand: string; last4: string } | null;
  events: { id: number; kind: PaymentEventKind; detail: string; amount: number | null; createdAt: Date }[];
}
