import type { StoredInvoiceDocument } from '@soul/domain/invoices/invoice-port';
import type { StoredOrder } from '@soul/domain/orders/stored-order';
import type { Locale } from '@soul/i18n';
import { buildInvoiceDocument } from './invoice-document.ts';
import type { InvoiceDocument, InvoiceRow, InvoiceTotals } from './invoice-types.ts';
import { buildInvoiceRows } from './pdf/document-rows.ts';
import { buildInvoiceTotals } from './pdf/document-totals.ts';
import { fileNameFromPattern } from './pdf/file-name.ts';
import { invoiceDate, money, percentText } from './pdf/locale-format.ts';
import { translator, type Translate } from '../../i18n.ts';

/**
 * A credit note ("kreditinė PVM sąskaita faktūra") as a printable document,
 * laid out like the invoice it corrects: the invoice's frozen buyer and
 * seller, a reference to its number and date, and negative amounts. One
 * that takes back all of the invoice repeats its lines; a partial one (a
 * refund) shows one row per VAT rate with what is taken back at it.
 */
export function buildCreditNoteDocument(note: StoredInvoiceDocument): InvoiceDocument {
  const { order, settings, seller } = note.snapshot;
  if (!note.corrects) throw new Error(`credit note ${note.number} has no invoice`);
  const t = translator(order.language);
  const base = buildInvoiceDocument(order, { number: note.number, issuedAt: note.issuedAt }, settings, seller);
  const locale = base.locale;
  const title = t('invoice:creditNote.title');
  const rows = note.wholeInvoice ? buildInvoiceRows(negated(order), t, locale) : partialRows(note, t, locale);
  const totals = note.wholeInvoice ? buildInvoiceTotals(negated(order), t, locale) : partialTotals(note, t, locale);
  return {
    ...base,
    meta: { ...base.meta, title: `${title} ${note.number}` },
    title,
    facts: [
      { label: t('invoice:creditNote.numberLabel'), value: note.number },
      { label: t('invoice:issueDate'), value: invoiceDate(note.issuedAt, locale) },
      {
        label: t('invoice:creditNote.corrects'),
        value: t('invoice:creditNote.correctsValue', { number: note.corrects.number, date: invoiceDate(note.corrects.issuedAt, locale) }),
      },
      { label: t('invoice:creditNote.reasonLabel'), value: t(`invoice:creditNote.reasons.${note.reason}`) },
    ],
    rows,
    totals: { ...totals, lines: totals.lines.map((line) => (line.grand ? { ...line, label: t('invoice:creditNote.grandTotal') } : line)) },
    note: null,
    closing: t('invoice:creditNote.closing'),
  };
}

export function creditNoteFileName(note: Pick<StoredInvoiceDocument, 'number' | 'orderId' | 'snapshot'>): string {
  return fileNameFromPattern(translator(note.snapshot.order.language)('invoice:creditNote.fileName'), note.number, note.orderId);
}

/** The order with every amount's sign turned: the invoice's own rows and totals, taken back. */
function negated(order: StoredOrder): StoredOrder {
  return {
    ...order,
    itemsSubtotal: -order.itemsSubtotal,
    itemsSubtotalTax: -order.itemsSubtotalTax,
    discountTotal: -order.discountTotal,
    discountTax: -order.discountTax,
    shippingTotal: -order.shippingTotal,
    shippingTax: -order.shippingTax,
    total: -order.total,
    totalTax: -order.totalTax,
    coupons: order.coupons.map((c) => ({ ...c, discount: -c.discount, discountTax: -c.discountTax })),
    lines: order.lines.map((line) => ({
      ...line,
      subtotal: -line.subtotal,
      subtotalTax: -line.subtotalTax,
      total: -line.total,
      totalTax: -line.totalTax,
    })),
  };
}

function partialRows(note: StoredInvoiceDocument, t: Translate, locale: Locale): InvoiceRow[] {
  return note.vatByRate.map((entry) => ({
    kind: 'discount',
    description: t('invoice:creditNote.row', { number: note.corrects?.number ?? '' }),
    detail: null,
    depth: 0,
    quantity: '',
    vatRate: percentText(entry.rate, locale),
    amounts: {
      unitPrice: null,
      net: money(-entry.base, locale),
      vat: money(-entry.vat, locale),
      gross: money(-(entry.base + entry.vat), locale),
    },
  }));
}

function partialTotals(note: StoredInvoiceDocument, t: Translate, locale: Locale): InvoiceTotals {
  const vatCents = note.vatByRate.reduce((sum, entry) => sum + entry.vat, 0);
  const net = money(-(note.amount - vatCents), locale);
  const vat = money(-vatCents, locale);
  const gross = money(-note.amount, locale);
  const vatByRate = note.vatByRate.map((entry) => ({
    ratePercent: entry.rate,
    base: money(-entry.base, locale),
    vat: money(-entry.vat, locale),
  }));
  const [only, ...others] = vatByRate;
  const vatLines =
    only && others.length === 0
      ? [{ label: t('invoice:totals.vat', { rate: percentText(only.ratePercent, locale) }), amount: vat, grand: false }]
      : [
          ...vatByRate.map((entry) => ({
            label: t('invoice:totals.vatAtRate', { rate: percentText(entry.ratePercent, locale), base: entry.base.text }),
            amount: entry.vat,
            grand: false,
          })),
          { label: t('invoice:totals.vatTotal'), amount: vat, grand: false },
        ];
  return {
    net,
    vat,
    gross,
    vatByRate,
    lines: [
      { label: t('invoice:totals.net'), amount: net, grand: false },
      ...vatLines,
      { label: t('invoice:creditNote.grandTotal'), amount: gross, grand: true },
    ],
  };
}
