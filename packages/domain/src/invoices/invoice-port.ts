import type { AdminActor } from '../audit/admin-audit.ts';
import type { InvoiceExportQuery, InvoiceSettings } from '@soul/contracts';
import type { OrderScope, StoredOrder } from '../orders/stored-order.ts';
import type { SellerDetails } from './seller.ts';
import type { VatAtRate } from './vat-breakdown.ts';

export type InvoiceDocumentKind = 'invoice' | 'credit_note';
export type InvoiceDocumentReason = 'issue' | 'edit' | 'cancel' | 'refund';

/** What an invoice froze when it was issued: the order as sold, the settings in its language, the seller. */
export interface InvoiceSnapshot {
  order: StoredOrder;
  settings: InvoiceSettings;
  seller: SellerDetails;
}

/**
 * An invoice or a credit note as written: never changed afterwards. A credit
 * note carries what it takes back (`amount`, `vatByRate`) and the invoice it
 * corrects; the invoice's snapshot gives both their lines, buyer and seller.
 */
export interface StoredInvoiceDocument {
  id: number;
  orderId: number;
  kind: InvoiceDocumentKind;
  number: string;
  issuedAt: Date;
  reason: InvoiceDocumentReason;
  /** Gross, cents, positive for both kinds. */
  amount: number;
  vatByRate: VatAtRate[];
  /** A credit note that takes back all of its invoice (it repeats the invoice's lines). */
  wholeInvoice: boolean;
  /** The invoice's snapshot; for a credit note, the snapshot of the invoice it corrects. */
  snapshot: InvoiceSnapshot;
  /** A credit note's invoice: number and issue date. */
  corrects: { id: number; number: string; issuedAt: Date } | null;
}

/** One row of an account's documents list. */
export interface InvoiceDocumentSummary {
  id: number;
  orderId: number;
  kind: InvoiceDocumentKind;
  number: string;
  issuedAt: Date;
  reason: InvoiceDocumentReason;
  amount: number;
  correctsNumber: string | null;
}

/** Invoices and credit notes, numbered without gaps per series and year, and the shop's invoice settings; packages/db implements it. */
export interface InvoiceRepository {
  /**
   * The order's standing invoice; issued now (with its snapshot, in one
   * transaction under the order's lock) when it has none and `mayIssue` is
   * true; otherwise its latest invoice, or null.
   */
  current(orderId: number, freeze: { seller: SellerDetails; mayIssue: boolean }): Promise<StoredInvoiceDocument | null>;
  /** One document by id (for a credit note, with its invoice's snapshot), or null. */
  document(id: number, freeze: { seller: SellerDetails }): Promise<StoredInvoiceDocument | null>;
  /** The documents of the orders of a scope, newest first, and how many there are. */
  list(
    scope: OrderScope,
    page: { offset: number; limit: number; orderId?: number },
  ): Promise<{ rows: InvoiceDocumentSummary[]; total: number }>;
  settings(): Promise<InvoiceSettings>;
  saveSettings(settings: InvoiceSettings, actor: AdminActor): Promise<void>;
  /** The orders of a bulk export a reader may see, at most `limit`. */
  exportOrderIds(scope: OrderScope, query: InvoiceExportQuery, limit: number): Promise<number[]>;
  /** The ids of an order's documents, invoices and credit notes, in the order they were issued. */
  documentIdsOf(orderId: number): Promise<number[]>;
}

/** A snapshot as read back from JSON: its dates are strings again. */
export function reviveSnapshot(raw: unknown): InvoiceSnapshot {
  const snapshot = raw as InvoiceSnapshot & { order: { createdAt: string | Date; upsellExpiresAt: string | Date | null } };
  return {
    ...snapshot,
    order: {
      ...snapshot.order,
      createdAt: new Date(snapshot.order.createdAt),
      upsellExpiresAt: snapshot.order.upsellExpiresAt ? new Date(snapshot.order.upsellExpiresAt) : null,
    },
  };
}
