import type { Language } from '@soul/contracts';

/** A country's name from the runtime's CLDR data, in the page's language (no names to keep in catalogs). */
export function countryName(code: string, language: Language): string {
  if (!/^[A-Z]{2}$/.test(code)) return code;
  return new Intl.DisplayNames([language === 'lt' ? 'lt-LT' : 'en-GB'], { type: 'region' }).of(code) ?? code;
}
