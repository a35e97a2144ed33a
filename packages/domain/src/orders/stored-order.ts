import type { BillingAddress, ShippingAddress } from '@soul/contracts';
import type { OrderAmounts, StoredOrderLine } from './order-line.ts';

export type { StoredOrderLine } from './order-line.ts';

/**
 * A placed order as the shop keeps it: copied amounts and names (it reads the
 * same after the catalogue changes), all money in integer cents. Repositories
 * (packages/db) load it; services, pages and serializers read it.
 */
export interface StoredOrder extends OrderAmounts {
  id: number;
  orderKey: string;
  status: string;
  userId: number | null;
  sessionToken: string;
  language: 'en' | 'lt';
  billing: BillingAddress;
  shipping: ShippingAddress;
  customerNote: string;
  paymentMethod: string;
  shippingRateId: string;
  createdAt: Date;
  upsellExpiresAt: Date | null;
  lines: StoredOrderLine[];
  /** The invoice's number once one was issued. */
  invoiceNumber: string | null;
  /** Given back so far by refunds, over all of the order's payments (cents). */
  refundedTotal: number;
  /** The account that placed it (a company's orders show who): id and name; null for a guest; absent when not loaded. */
  placedBy?: { id: number; name: string } | null;
  /** The order's own payment (its latest attempt), not a later charge for an upsell or a change. */
  payment: {
    status: string;
    transactionId: string | null;
    last4: string | null;
    brand: string | null;
    customerRef: string | null;
    token: string | null;
  } | null;
}

/** Whose orders a reader may see: every order (administrators), or those of these users. */
export type OrderScope = { kind: 'all' } | { kind: 'users'; userIds: number[] };
