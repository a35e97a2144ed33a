import { formatDate, type Locale } from '@soul/i18n/format';
import { useAccount } from '../account-context.tsx';

const dateTimeFormats = new Map<Locale, Intl.DateTimeFormat>();

export function formatDateTime(date: string, locale: Locale): string {
  let format = dateTimeFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
    dateTimeFormats.set(locale, format);
  }
  return format.format(new Date(date));
}

/** Dates in the page's locale (en-GB / lt-LT): `date` for lists, `dateTime` for timelines. */
export function useDates(): { date: (iso: string) => string; dateTime: (iso: string) => string } {
  const { locale } = useAccount();
  return { date: (iso) => formatDate(iso, locale, 'medium'), dateTime: (iso) => formatDateTime(iso, locale) };
}
