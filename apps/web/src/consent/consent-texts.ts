import type { consent } from '@soul/i18n/locales/en/consent';
import type { Translation } from 'vanilla-cookieconsent';

export type ConsentTexts = typeof consent;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The cookie table of a category: the cookies the shop really sets there (contracts VISITOR_COOKIES, storefront §9). */
function table(texts: ConsentTexts, names: (keyof ConsentTexts['preferences']['cookies'])[]) {
  const { table: headers, cookies } = texts.preferences;
  return {
    headers: { name: headers.name, purpose: headers.purpose, duration: headers.duration },
    body: names.map((name) => ({ name, purpose: escapeHtml(cookies[name].purpose), duration: escapeHtml(cookies[name].duration) })),
  };
}

/**
 * The library's translation from the i18n catalogs (the `consent`
 * namespace, en and lt). The library inserts these as HTML, so every text
 * is escaped. Its consent modal is never shown (the server draws the
 * banner), but a translation must have one.
 */
export function preferencesTexts(texts: ConsentTexts): Translation {
  const p = texts.preferences;
  return {
    consentModal: {
      label: texts.banner.label,
      title: escapeHtml(texts.banner.title),
      description: escapeHtml(texts.banner.text),
      acceptAllBtn: texts.banner.acceptAll,
      acceptNecessaryBtn: texts.banner.rejectAll,
      showPreferencesBtn: texts.banner.manage,
    },
    preferencesModal: {
      title: escapeHtml(p.title),
      acceptAllBtn: p.acceptAll,
      acceptNecessaryBtn: p.rejectAll,
      savePreferencesBtn: p.save,
      closeIconLabel: p.close,
      serviceCounterLabel: p.serviceCounter,
      sections: [
        { title: escapeHtml(p.introTitle), description: escapeHtml(p.intro) },
        {
          title: escapeHtml(p.necessaryTitle),
          description: escapeHtml(p.necessary),
          linkedCategory: 'necessary',
          cookieTable: table(texts, ['soul_session', 'cc_cookie', 'soul_coupon', 'soul_landing_promo']),
        },
        { title: escapeHtml(p.analyticsTitle), description: escapeHtml(p.analytics), linkedCategory: 'analytics' },
        {
          title: escapeHtml(p.marketingTitle),
          description: escapeHtml(p.marketing),
          linkedCategory: 'marketing',
          cookieTable: table(texts, ['soul_affiliate', 'soul_started_checkout']),
        },
        { title: escapeHtml(p.moreTitle), description: escapeHtml(p.more) },
      ],
    },
  };
}
