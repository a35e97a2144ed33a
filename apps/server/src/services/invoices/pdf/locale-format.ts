import { formatMoney, type Locale } from '@soul/i18n';

/**
 * How amounts, dates, rates and countries read on an invoice, in its
 * language. Everything goes through Intl (DESIGN §4), so no word or number
 * format is written here by hand.
 */

/** An amount of money: integer cents for arithmetic and checks, and its printed text. */
export interface InvoiceMoney {
  cents: number;
  text: string;
}

/**
 * The shop is Lithuanian: an invoice's dates are Vilnius calendar dates, so an
 * order placed at 01:00 local time is not dated the previous day on a server
 * that runs in UTC.
 */
export const SHOP_TIME_ZONE = 'Europe/Vilnius';

export function money(cents: number, locale: Locale): InvoiceMoney {
  return { cents, text: formatMoney(cents, locale) };
}

const dateFormats = new Map<Locale, Intl.DateTimeFormat>();

/** "25 Nov 2026" / "2026-11-25" (the form Lithuanian invoices use). */
export function invoiceDate(date: Date, locale: Locale): string {
  let format = dateFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: SHOP_TIME_ZONE });
    dateFormats.set(locale, format);
  }
  return format.format(date);
}

/** "21%" / "21 %". */
export function percentText(ratePercent: number, locale: Locale): string {
  return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 }).format(ratePercent / 100);
}

export function quantityText(quantity: number, locale: Locale): string {
  return new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }).format(quantity);
}
