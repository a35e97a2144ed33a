import { CONSENT_COOKIE, VISITOR_COOKIES } from '@soul/contracts/cookies';
import { CONSENT_COOKIE_DAYS } from '@soul/contracts/consent';
import * as CookieConsent from 'vanilla-cookieconsent';
// A URL, not a CSS import: a lazy chunk's CSS import adds a dependency list to the boot script (first-load bytes).
import stylesUrl from './consent.css?url';
import { readPageSettings } from '../boot/settings.ts';
import { pageConsentRevision } from './consent-gate.ts';
import { preferencesTexts, type ConsentTexts } from './consent-texts.ts';

/**
 * The consent banner's lazy half (storefront §2, §4, §9): vanilla-cookieconsent
 * with the shop's categories, services, revision and texts. The server drew
 * the banner, so the library's own consent modal never shows (`autoShow`
 * false): it runs the preferences dialog and writes the `cc_cookie` record.
 * Each decision is then posted to `soul/v1/consents`, which keeps it as
 * proof of consent, and the server's banner goes away.
 */
let started: Promise<void> | null = null;

async function loadTexts(language: 'en' | 'lt'): Promise<ConsentTexts> {
  return language === 'lt'
    ? (await import('@soul/i18n/locales/lt/consent')).consent
    : (await import('@soul/i18n/locales/en/consent')).consent;
}

function start(doc: Document): Promise<void> {
  return (started ??= (async () => {
    const settings = readPageSettings(doc);
    const [texts] = await Promise.all([loadTexts(settings.language), loadStyles(doc)]);
    const nonces = settings.raw.nonces as { rest?: unknown } | undefined;
    const decided = () => {
      removeBanner(doc);
      void fetch(`${settings.api.soulRoot}/consents?lang=${settings.language}`, {
        method: 'POST',
        credentials: 'same-origin',
        headers: { 'X-WP-Nonce': typeof nonces?.rest === 'string' ? nonces.rest : '' },
      }).catch((error: unknown) => console.warn('Consent decision not recorded', error));
    };
    await CookieConsent.run({
      revision: pageConsentRevision(doc),
      autoShow: false,
      // The server shows its banner to every visitor without a current record, robots included.
      hideFromBots: false,
      cookie: { name: CONSENT_COOKIE, expiresAfterDays: CONSENT_COOKIE_DAYS, sameSite: 'Lax' },
      guiOptions: { preferencesModal: { layout: 'box', equalWeightButtons: true, flipButtons: false } },
      categories: {
        necessary: { enabled: true, readOnly: true },
        analytics: {},
        marketing: {
          services: {
            affiliate: { label: texts.preferences.services.affiliate, cookies: [{ name: VISITOR_COOKIES.affiliate.name }] },
            email_marketing: {
              label: texts.preferences.services.email_marketing,
              cookies: [{ name: VISITOR_COOKIES.startedCheckout.name }],
            },
          },
        },
      },
      language: { default: settings.language, translations: { [settings.language]: preferencesTexts(texts) } },
      onFirstConsent: decided,
      onChange: decided,
      onModalHide: () => keepFocus(doc),
    });
  })());
}

/** The dialog's styles, before it is first drawn (no unstyled flash). A failed load still leaves a usable dialog. */
function loadStyles(doc: Document): Promise<void> {
  return new Promise((resolve) => {
    const link = doc.createElement('link');
    link.rel = 'stylesheet';
    link.href = stylesUrl;
    link.onload = link.onerror = () => resolve();
    doc.head.append(link);
  });
}

/** The server's banner leaves once the visitor has decided; focus that was in it goes to the page. */
function removeBanner(doc: Document): void {
  const banner = doc.getElementById('soul-consent');
  if (!banner) return;
  const hadFocus = banner.contains(doc.activeElement);
  banner.remove();
  if (hadFocus) doc.getElementById('main')?.focus();
}

/** The dialog returns focus to its opener; when that was the banner (now gone), the page's main content takes it. */
function keepFocus(doc: Document): void {
  requestAnimationFrame(() => {
    if (doc.activeElement === doc.body || doc.activeElement === null) doc.getElementById('main')?.focus();
  });
}

/** What a banner or footer control asked for: `all`, `necessary` or `preferences`. */
export async function consentAction(action: string, doc: Document = document): Promise<void> {
  await start(doc);
  if (action === 'all') CookieConsent.acceptCategory('all');
  else if (action === 'necessary') CookieConsent.acceptCategory([]);
  else CookieConsent.showPreferences();
}
