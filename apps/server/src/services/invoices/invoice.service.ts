import type { InvoiceRepository } from '@soul/domain/invoices/invoice-port';
import type { InvoiceExportQuery, InvoiceSettings, OrderStatus } from '@soul/contracts';
import type { OrderScope, StoredOrder } from '@soul/domain/orders/stored-order';
import { hasInvoice } from '@soul/domain/orders/status';
import { buildInvoiceDocument, invoiceFileName } from './invoice-document.ts';
import { renderInvoicePdf, renderInvoicesPdf } from './render-invoice-pdf.ts';
import type { SellerDetails } from './seller.ts';

export interface InvoiceFile {
  pdf: Buffer;
  filename: string;
  number: string;
}

/**
 * Invoices of orders (account §2, §7): issued (numbered) the first time one
 * is asked for — viewed, downloaded, exported or attached to a mail — and
 * rendered with the shop's current settings.
 */
export class InvoiceService {
  constructor(private readonly deps: { invoices: InvoiceRepository; seller: SellerDetails }) {}

  /** Orders that never took or promised money (a card still pending, a declined one) have none, unless one was issued. */
  hasInvoice(order: StoredOrder): boolean {
    return hasInvoice(order.status as OrderStatus, order.invoiceNumber !== null);
  }

  settings(): Promise<InvoiceSettings> {
    return this.deps.invoices.settings();
  }

  saveSettings(settings: InvoiceSettings, userId: number): Promise<void> {
    return this.deps.invoices.saveSettings(settings, userId);
  }

  /** The orders of a date range whose invoices an export takes (at most `limit` ids). */
  exportOrderIds(scope: OrderScope, query: InvoiceExportQuery, limit: number): Promise<number[]> {
    return this.deps.invoices.exportOrderIds(scope, query, limit);
  }

  async file(order: StoredOrder, settings?: InvoiceSettings): Promise<InvoiceFile> {
    const [issued, chosen] = await Promise.all([this.deps.invoices.issue(order.id), settings ?? this.settings()]);
    const pdf = await renderInvoicePdf(buildInvoiceDocument(order, issued, chosen, this.deps.seller));
    return { pdf, filename: invoiceFileName(chosen, issued, order), number: issued.number };
  }

  /** Several invoices in one PDF (bulk export), each starting on its own page, in the order given. */
  async combined(orders: readonly StoredOrder[]): Promise<Buffer> {
    const settings = await this.settings();
    const documents = [];
    // One at a time: numbers are issued in the order the invoices appear.
    for (const order of orders)
      documents.push(buildInvoiceDocument(order, await this.deps.invoices.issue(order.id), settings, this.deps.seller));
    return renderInvoicesPdf(documents);
  }
}
