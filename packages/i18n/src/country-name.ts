import { localeOf, type Locale } from './format.ts';

const regionNames = new Map<Locale, Intl.DisplayNames>();

/**
 * A country's name from the runtime's CLDR data, in the reader's language
 * (no names to keep in catalogs): "LT" → "Lithuania" / "Lietuva", for pages,
 * mails and invoices. Anything that is not a region code is shown as given.
 */
export function countryName(code: string, language: 'en' | 'lt'): string {
  const region = code.trim().toUpperCase();
  if (!/^[A-Z]{2}$/.test(region)) return code.trim();
  const locale = localeOf(language);
  let names = regionNames.get(locale);
  if (!names) {
    names = new Intl.DisplayNames([locale], { type: 'region', fallback: 'code' });
    regionNames.set(locale, names);
  }
  try {
    return names.of(region) ?? region;
  } catch {
    return region;
  }
}
