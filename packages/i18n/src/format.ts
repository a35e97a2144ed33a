/**
 * Formatting for display only: money stays integer minor units everywhere
 * else (DESIGN §4) and is turned into text here, with Intl.
 */
export type Locale = 'en-GB' | 'lt-LT';

const moneyFormats = new Map<string, Intl.NumberFormat>();

function moneyFormat(locale: Locale, currency: string, minorUnit: number): Intl.NumberFormat {
  const key = `${locale}|${currency}|${minorUnit}`;
  let format = moneyFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      minimumFractionDigits: minorUnit,
      maximumFractionDigits: minorUnit,
    });
    moneyFormats.set(key, format);
  }
  return format;
}

/** Formats integer minor units (e.g. 1999) as money (e.g. "€19.99" / "19,99 €"). */
export function formatMoney(minorUnits: number | string, locale: Locale, currency = 'EUR', minorUnit = 2): string {
  const amount = typeof minorUnits === 'string' ? Number.parseInt(minorUnits, 10) : minorUnits;
  if (!Number.isFinite(amount)) throw new RangeError(`Not an amount of minor units: ${String(minorUnits)}`);
  return moneyFormat(locale, currency, minorUnit).format(amount / 10 ** minorUnit);
}

/** The shop's money (euro cents) as text in a language ("€19.99" / "19,99 €"): prices in mails, pages and messages. */
export function moneyText(cents: number, language: string): string {
  return formatMoney(cents, localeOf(language), 'EUR');
}

const dateFormats = new Map<string, Intl.DateTimeFormat>();

export function formatDate(date: Date | string, locale: Locale, style: 'short' | 'medium' | 'long' = 'medium'): string {
  const key = `${locale}|${style}`;
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { dateStyle: style });
    dateFormats.set(key, format);
  }
  return format.format(typeof date === 'string' ? new Date(date) : date);
}

export function localeOf(language: string): Locale {
  return language.slice(0, 2).toLowerCase() === 'lt' ? 'lt-LT' : 'en-GB';
}
