import { isMessageRef, isMoneyRef, type Language, type ProblemParams } from '@soul/contracts';
import { catalogs, moneyText } from '@soul/i18n';
import i18next, { type TFunction } from 'i18next';

/**
 * Server-side translations (the `server` namespace): API error messages, page
 * chrome and metadata. One i18next instance, a fixed `t` per language.
 */
const instance = i18next.createInstance();
void instance.init({
  initAsync: false,
  lng: 'en',
  fallbackLng: 'en',
  supportedLngs: ['en', 'lt'],
  ns: ['server', 'checkout', 'account', 'myAccount', 'invoice', 'marketing', 'consent', 'admin'],
  defaultNS: 'server',
  resources: {
    en: {
      server: catalogs.en.server,
      checkout: catalogs.en.checkout,
      account: catalogs.en.account,
      myAccount: catalogs.en.myAccount,
      invoice: catalogs.en.invoice,
      marketing: catalogs.en.marketing,
      consent: catalogs.en.consent,
      admin: catalogs.en.admin,
    },
    lt: {
      server: catalogs.lt.server,
      checkout: catalogs.lt.checkout,
      account: catalogs.lt.account,
      myAccount: catalogs.lt.myAccount,
      invoice: catalogs.lt.invoice,
      marketing: catalogs.lt.marketing,
      consent: catalogs.lt.consent,
      admin: catalogs.lt.admin,
    },
  },
  interpolation: { escapeValue: false },
  returnNull: false,
});

const translators: Record<Language, TFunction> = {
  en: instance.getFixedT('en', 'server'),
  lt: instance.getFixedT('lt', 'server'),
};

export type Translate = (key: string, options?: Record<string, unknown>) => string;

/** A message in a language, its parameters first (nested messages translated, amounts written as money). */
export function textOf(ref: { $message: string; params?: ProblemParams }, language: Language): string {
  const params = ref.params
    ? Object.fromEntries(
        Object.entries(ref.params).map(([key, value]) => [
          key,
          isMessageRef(value) ? textOf(value, language) : isMoneyRef(value) ? moneyText(value.$money, language) : value,
        ]),
      )
    : undefined;
  return translator(language)(ref.$message, params);
}

export function translator(language: Language): Translate {
  const t = translators[language];
  return (key, options) => String(t(key, options ?? {}));
}

/**
 * A payment method's name as checkout shows it, in `t`'s language; for a
 * method the catalog does not know (an old gateway), `fallback` (its id
 * unless the caller has better, such as a stored title).
 */
export function paymentMethodTitle(methodId: string, t: Translate, fallback: string = methodId): string {
  const key = `checkout:payment.${methodId}`;
  const title = t(key);
  return title === key || title === `payment.${methodId}` ? fallback : title;
}
