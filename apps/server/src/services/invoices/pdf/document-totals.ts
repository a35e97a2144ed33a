import { vatBreakdown } from '@soul/domain/invoices/vat-breakdown';
import type { StoredOrder } from '@soul/domain/orders/stored-order';
import type { Locale } from '@soul/i18n';
import type { Translate } from '../../../i18n.ts';
import type { InvoiceTotalLine, InvoiceTotals, InvoiceVatAtRate } from '../invoice-types.ts';
import { money, percentText } from './locale-format.ts';

/**
 * The totals block. Net, VAT and gross are the order's stored totals (what
 * was charged), so net + VAT = gross to the cent. The VAT per rate uses each
 * line's amounts after coupons (the taxable amount the law asks for) and the
 * delivery's: the same figures the order's total tax was summed from.
 */
export function buildInvoiceTotals(order: StoredOrder, t: Translate, locale: Locale): InvoiceTotals {
  const net = money(order.total - order.totalTax, locale);
  const vat = money(order.totalTax, locale);
  const gross = money(order.total, locale);
  // The same breakdown the invoice's record keeps (invoice_documents.vat_by_rate), so a credit note splits by it.
  const vatByRate = vatBreakdown(order).map(({ rate, base, vat }) => ({
    ratePercent: rate,
    base: money(base, locale),
    vat: money(vat, locale),
  }));

  return {
    net,
    vat,
    gross,
    vatByRate,
    lines: [
      { label: t('invoice:totals.net'), amount: net, grand: false },
      ...vatLines(vatByRate, vat, t, locale),
      { label: t('invoice:totals.grandTotal'), amount: gross, grand: true },
    ],
  };
}

/** One rate: "VAT 21 %". Several: one row per rate with its base, then the VAT total. */
function vatLines(vatByRate: InvoiceVatAtRate[], vat: InvoiceTotals['vat'], t: Translate, locale: Locale): InvoiceTotalLine[] {
  const [only, ...others] = vatByRate;
  if (!only) return [{ label: t('invoice:totals.vatTotal'), amount: vat, grand: false }];
  if (others.length === 0)
    return [{ label: t('invoice:totals.vat', { rate: percentText(only.ratePercent, locale) }), amount: vat, grand: false }];
  return [
    ...vatByRate.map((entry) => ({
      label: t('invoice:totals.vatAtRate', { rate: percentText(entry.ratePercent, locale), base: entry.base.text }),
      amount: entry.vat,
      grand: false,
    })),
    { label: t('invoice:totals.vatTotal'), amount: vat, grand: false },
  ];
}
