import type { StatisticsBucketSize } from '@soul/contracts';
import type { Locale } from '@soul/i18n/format';

/**
 * Names of a statistics bucket in the page's locale. Buckets are calendar
 * days (YYYY-MM-DD, in the shop's time zone already), so they are read and
 * written as UTC dates: no browser time zone can move them a day.
 */
const formats = new Map<string, Intl.DateTimeFormat>();
function format(locale: Locale, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let found = formats.get(key);
  if (!found) {
    found = new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' });
    formats.set(key, found);
  }
  return found;
}

const dateOf = (day: string) => new Date(`${day}T00:00:00Z`);
const SHORT_DAY: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short' };
const FULL_DAY: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', year: 'numeric' };

/** A short tick of the chart's axis: "3 Dec" ("12-03") for a day or the week's first day, "Nov 2026" ("2026-11") for a month. */
export function axisLabel(start: string, size: StatisticsBucketSize, locale: Locale): string {
  if (size === 'month') return format(locale, { month: 'short', year: 'numeric' }).format(dateOf(start));
  return format(locale, SHORT_DAY).format(dateOf(start));
}

/** What a bucket covers, in full: "3 Dec 2026", "30 Nov – 3 Dec 2026", "November 2026" (a month cut by the period is a range). */
export function bucketLabel(bucket: { start: string; end: string }, size: StatisticsBucketSize, locale: Locale): string {
  const { start, end } = bucket;
  if (size === 'day' || start === end) return format(locale, FULL_DAY).format(dateOf(start));
  const wholeMonth = size === 'month' && start.endsWith('-01') && dateOf(end).getUTCMonth() !== dateOf(addOneDay(end)).getUTCMonth();
  if (wholeMonth) return format(locale, { month: 'long', year: 'numeric' }).format(dateOf(start));
  return format(locale, FULL_DAY).formatRange(dateOf(start), dateOf(end));
}

/** A day of the period in full ("3 Dec 2026"), for captions. */
export function dayLabel(day: string, locale: Locale): string {
  return format(locale, FULL_DAY).format(dateOf(day));
}

function addOneDay(day: string): string {
  return new Date(dateOf(day).getTime() + 86_400_000).toISOString().slice(0, 10);
}
