import { invoiceTextsFor, type InvoiceSettings } from '@soul/contracts';
import type { StoredOrder } from '@soul/domain/orders/stored-order';
import { localeOf, type Locale } from '@soul/i18n';
import { paymentMethodTitle, translator, type Translate } from '../../i18n.ts';
import { buildInvoiceRows } from './pdf/document-rows.ts';
import { buildInvoiceTotals } from './pdf/document-totals.ts';
import { buildBuyer, buildSeller } from './pdf/document-parties.ts';
import { fileNameFromPattern } from './pdf/file-name.ts';
import { invoiceDate } from './pdf/locale-format.ts';
import type { SellerDetails } from './seller.ts';
import type { InvoiceDocument, InvoiceField, IssuedInvoice } from './invoice-types.ts';

export type { IssuedInvoice, InvoiceDocument } from './invoice-types.ts';

/** The invoice of a stored order, in the order's language, with the shop's settings. */
export function buildInvoiceDocument(
  order: StoredOrder,
  issued: IssuedInvoice,
  settings: InvoiceSettings,
  seller: SellerDetails,
): InvoiceDocument {
  const language = order.language;
  const locale = localeOf(language);
  const t = translator(language);
  const title = invoiceTextsFor(settings, language).document_title.trim() || t('invoice:title');
  const number = issued.number;

  return {
    language,
    locale,
    meta: { title: `${title} ${number}`, author: seller.name, creationDate: issued.issuedAt },
    title,
    number,
    facts: facts(order, issued, settings, t, locale),
    seller: buildSeller(seller, t, language),
    website: seller.website.trim(),
    buyer: buildBuyer(order.billing, settings, t, language),
    columns: {
      description: t('invoice:columns.description'),
      quantity: t('invoice:columns.quantity'),
      unitPrice: t('invoice:columns.unitPrice'),
      vatRate: t('invoice:columns.vatRate'),
      net: t('invoice:columns.net'),
      vat: t('invoice:columns.vat'),
      total: t('invoice:columns.total'),
    },
    rows: buildInvoiceRows(order, t, locale),
    totals: buildInvoiceTotals(order, t, locale),
    note:
      settings.show_notes && order.customerNote.trim() !== ''
        ? { heading: t('invoice:customerNote'), text: order.customerNote.trim() }
        : null,
    closing: t('invoice:thanks'),
    footer: {
      parts: [seller.name, seller.website, seller.email].filter((part) => part.trim() !== ''),
      pageLabel: (page, pages) => t('invoice:pageOf', { page, pages }),
    },
  };
}

function facts(order: StoredOrder, issued: IssuedInvoice, settings: InvoiceSettings, t: Translate, locale: Locale): InvoiceField[] {
  return [
    { label: invoiceTextsFor(settings, order.language).number_label.trim() || t('invoice:numberLabel'), value: issued.number },
    ...(settings.show_issue_date ? [{ label: t('invoice:issueDate'), value: invoiceDate(issued.issuedAt, locale) }] : []),
    { label: t('invoice:orderNumber'), value: String(order.id) },
    { label: t('invoice:orderDate'), value: invoiceDate(order.createdAt, locale) },
    { label: t('invoice:paymentMethod'), value: paymentMethodTitle(order.paymentMethod, t) },
  ];
}

/**
 * The PDF's file name from the settings' pattern, or in the invoice's own
 * language when the shop left it empty ("saskaita-…" for a Lithuanian one);
 * never a path, always "….pdf".
 */
export function invoiceFileName(settings: InvoiceSettings, issued: IssuedInvoice, order: Pick<StoredOrder, 'id' | 'language'>): string {
  const pattern = invoiceTextsFor(settings, order.language).pdf_filename.trim() || translator(order.language)('invoice:fileName');
  return fileNameFromPattern(pattern, issued.number, order.id);
}
