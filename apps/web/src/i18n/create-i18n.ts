import { createInstance, type i18n as I18n } from 'i18next';
import { WIDGET_NAMESPACES, type Language, type WidgetResources } from './resources.ts';

/**
 * One i18next instance per language, created synchronously (`initAsync:
 * false`) so the server can render with it in the same tick and the client's
 * first render sees exactly the same texts (no hydration mismatch).
 */
export function createI18n(language: Language, resources: WidgetResources): I18n {
  const instance = createInstance();
  void instance.init({
    lng: language,
    fallbackLng: false,
    supportedLngs: ['en', 'lt'],
    resources: { [language]: { ...resources } },
    ns: [...WIDGET_NAMESPACES, ...(resources.cart ? ['cart'] : [])],
    defaultNS: 'common',
    initAsync: false,
    // React escapes; i18next must not escape a second time.
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  return instance;
}
