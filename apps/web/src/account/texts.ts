import type { i18n as I18n } from 'i18next';
import { useTranslation } from '../i18n/use-translation.tsx';

/** The account area's i18next namespace (packages/i18n/src/locales/{en,lt}/my-account.ts). */
export const ACCOUNT_NS = 'myAccount';

async function importTexts(language: 'en' | 'lt'): Promise<Record<string, unknown>> {
  return language === 'lt'
    ? (await import('@soul/i18n/locales/lt/my-account')).myAccount
    : (await import('@soul/i18n/locales/en/my-account')).myAccount;
}

const pending = new WeakMap<I18n, Promise<void>>();

/**
 * The `myAccount` texts travel with the account chunk, not with the page's
 * first load: fetched once per i18next instance and added to it.
 */
export function ensureAccountTexts(i18n: I18n): Promise<void> {
  let promise = pending.get(i18n);
  if (!promise) {
    const language = i18n.language === 'lt' ? 'lt' : 'en';
    promise = i18n.hasResourceBundle(language, ACCOUNT_NS)
      ? Promise.resolve()
      : importTexts(language).then((texts) => {
          i18n.addResourceBundle(language, ACCOUNT_NS, texts, true, false);
        });
    promise.catch(() => pending.delete(i18n));
    pending.set(i18n, promise);
  }
  return promise;
}

/** t() of the account namespace. */
export function useAccountT() {
  return useTranslation(ACCOUNT_NS);
}
