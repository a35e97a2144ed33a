import type { AccountDocument } from '@soul/contracts';
import type { InvoiceDocumentSummary } from '@soul/domain/invoices/invoice-port';

/** A document in the account's list (account §2 "Documents"): credit notes count negative, as they are booked. */
export function serializeAccountDocument(document: InvoiceDocumentSummary): AccountDocument {
  return {
    id: document.id,
    kind: document.kind,
    number: document.number,
    date: document.issuedAt.toISOString(),
    order_id: document.orderId,
    amount: String(document.kind === 'credit_note' ? -document.amount : document.amount),
    reason: document.reason,
    corrects: document.correctsNumber,
    url: `/wp-json/soul/v1/documents/${document.id}`,
  };
}
