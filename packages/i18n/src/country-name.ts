/**
 * A country's name from the runtime's CLDR data, in the reader's language
 * (no names to keep in catalogs): for pages and for mails.
 */
export function countryName(code: string, language: 'en' | 'lt'): string {
  if (!/^[A-Z]{2}$/.test(code)) return code;
  return new Intl.DisplayNames([language === 'lt' ? 'lt-LT' : 'en-GB'], { type: 'region' }).of(code) ?? code;
}
