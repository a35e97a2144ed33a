import type { Language } from '@soul/contracts';
import { createInstance, type i18n as I18n } from 'i18next';

/** The back office's one namespace, for the page's language only (each is its own chunk). */
export async function createAdminI18n(language: Language): Promise<I18n> {
  const { admin } = language === 'lt' ? await import('@soul/i18n/locales/lt/admin') : await import('@soul/i18n/locales/en/admin');
  const instance = createInstance();
  await instance.init({
    lng: language,
    fallbackLng: false,
    resources: { [language]: { admin } },
    ns: ['admin'],
    defaultNS: 'admin',
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  return instance;
}
