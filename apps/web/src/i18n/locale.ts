import type { Locale } from '@soul/i18n/format';
import type { Language } from './resources.ts';

export function localeOfLanguage(language: Language): Locale {
  return language === 'lt' ? 'lt-LT' : 'en-GB';
}
