import type { Language } from '@soul/contracts';
import type { i18n as I18n } from 'i18next';
import type { I18nProvider } from 'ra-core';

/**
 * ra-core's translations from our catalogs (packages/i18n `admin`): the app's
 * texts and ra-core's own (`ra.*`) alike. ra-core's Polyglot-style
 * `smart_count` is i18next's `count`; a key the catalog lacks shows ra-core's
 * default (`_`) or the key. Switching the language is a page change
 * (/admin ↔ /lt/admin), so `changeLocale` has nothing to do.
 */
export function catalogI18nProvider(i18n: I18n, language: Language): I18nProvider {
  return {
    translate: (key: string, options: Record<string, unknown> = {}) => {
      const { _: fallback, smart_count: smartCount, ...values } = options;
      const resolved = { ...values, ns: 'admin', ...(typeof smartCount === 'number' ? { count: smartCount } : {}) };
      if (!i18n.exists(key, resolved)) return typeof fallback === 'string' ? fallback : key;
      return i18n.t(key, resolved);
    },
    changeLocale: async () => undefined,
    getLocale: () => language,
    getLocales: () => [
      { locale: 'en', name: 'English' },
      { locale: 'lt', name: 'Lietuvių' },
    ],
  };
}
