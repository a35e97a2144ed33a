import type { AdminActor } from '@soul/domain/audit/admin-audit';
import type { InvoiceDocumentSummary, InvoiceRepository, StoredInvoiceDocument } from '@soul/domain/invoices/invoice-port';
import type { InvoiceExportQuery, InvoiceSettings, OrderStatus } from '@soul/contracts';
import type { OrderScope, StoredOrder } from '@soul/domain/orders/stored-order';
import { hasInvoice, mayIssueInvoice } from '@soul/domain/orders/status';
import { buildCreditNoteDocument, creditNoteFileName } from './credit-note-document.ts';
import { buildInvoiceDocument, invoiceFileName, type InvoiceDocument } from './invoice-document.ts';
import { renderInvoicePdf, renderInvoicesPdf } from './render-invoice-pdf.ts';
import type { SellerDetails } from './seller.ts';

export interface InvoiceFile {
  pdf: Buffer;
  filename: string;
  number: string;
}

/**
 * Invoices and credit notes of orders (account §2, §7). An invoice is issued
 * (numbered, its order frozen) the first time one is asked for — viewed,
 * downloaded, exported or attached to a mail — and always printed from what
 * was frozen then. Credit notes are written by the database when an order's
 * money moves after issue (an edit, a cancellation, a refund); after an edit
 * the next request issues the order's new invoice.
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

  saveSettings(settings: InvoiceSettings, actor: AdminActor): Promise<void> {
    return this.deps.invoices.saveSettings(settings, actor);
  }

  /** The orders of a date range whose documents an export takes (at most `limit` ids). */
  exportOrderIds(scope: OrderScope, query: InvoiceExportQuery, limit: number): Promise<number[]> {
    return this.deps.invoices.exportOrderIds(scope, query, limit);
  }

  /** The order's standing invoice (issued now if it may have one and has none), or its last one; null when it has none. */
  async file(order: StoredOrder): Promise<InvoiceFile | null> {
    const invoice = await this.current(order);
    return invoice ? this.render(invoice) : null;
  }

  /** One invoice or credit note by id (the caller has checked the reader may see its order). */
  document(id: number): Promise<StoredInvoiceDocument | null> {
    return this.deps.invoices.document(id, { seller: this.deps.seller });
  }

  /** The documents of the orders a reader may see, newest first. */
  list(
    scope: OrderScope,
    page: { offset: number; limit: number; orderId?: number },
  ): Promise<{ rows: InvoiceDocumentSummary[]; total: number }> {
    return this.deps.invoices.list(scope, page);
  }

  async render(document: StoredInvoiceDocument): Promise<InvoiceFile> {
    return { pdf: await renderInvoicePdf(this.printable(document)), filename: this.fileName(document), number: document.number };
  }

  /**
   * The documents of several orders in one PDF (bulk export): each order's
   * invoices and credit notes in the order they were issued, each starting
   * on its own page. Invoices not issued yet are issued, in the order given.
   */
  async combined(orders: readonly StoredOrder[]): Promise<Buffer> {
    const documents: InvoiceDocument[] = [];
    for (const order of orders) {
      await this.current(order);
      for (const id of await this.deps.invoices.documentIdsOf(order.id)) {
        const document = await this.document(id);
        if (document) documents.push(this.printable(document));
      }
    }
    return renderInvoicesPdf(documents);
  }

  private current(order: StoredOrder): Promise<StoredInvoiceDocument | null> {
    return this.deps.invoices.current(order.id, { seller: this.deps.seller, mayIssue: mayIssueInvoice(order.status as OrderStatus) });
  }

  private printable(document: StoredInvoiceDocument): InvoiceDocument {
    if (document.kind === 'credit_note') return buildCreditNoteDocument(document);
    const { order, settings, seller } = document.snapshot;
    return buildInvoiceDocument(order, { number: document.number, issuedAt: document.issuedAt }, settings, seller);
  }

  private fileName(document: StoredInvoiceDocument): string {
    if (document.kind === 'credit_note') return creditNoteFileName(document);
    const { order, settings } = document.snapshot;
    return invoiceFileName(settings, { number: document.number, issuedAt: document.issuedAt }, order);
  }
}
