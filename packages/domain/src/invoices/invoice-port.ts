import type { InvoiceExportQuery, InvoiceSettings } from '@soul/contracts';
import type { OrderScope } from '../orders/stored-order.ts';

/** An invoice as issued: its number and when. */
export interface IssuedInvoiceRecord {
  number: string;
  issuedAt: Date;
}

/** Invoices numbered without gaps within a year, and the shop's invoice settings; packages/db implements it. */
export interface InvoiceRepository {
  /** The order's invoice, issued now if it has none (the number is taken in the same transaction). */
  issue(orderId: number): Promise<IssuedInvoiceRecord>;
  find(orderId: number): Promise<IssuedInvoiceRecord | null>;
  settings(): Promise<InvoiceSettings>;
  saveSettings(settings: InvoiceSettings, userId: number): Promise<void>;
  /** The orders of a bulk export a reader may see, at most `limit`. */
  exportOrderIds(scope: OrderScope, query: InvoiceExportQuery, limit: number): Promise<number[]>;
}
