import type { CookieConsentCategory } from './cookies.ts';

/**
 * The consent record of storefront §3 (vanilla-cookieconsent's `cc_cookie`,
 * field for field) and the one reading of it that every gate uses: the
 * browser's (`apps/web/src/consent/consent-gate.ts`) and the server's
 * (`apps/server/src/http/consent.ts`). Plain TypeScript, no zod: the web's
 * consent gate imports it and must stay small.
 */
export interface ConsentRecord {
  categories: string[];
  services: Record<string, string[]>;
  revision: number;
  consentId: string;
  consentTimestamp: string;
  lastConsentTimestamp: string;
  expirationTime: number;
  languageCode?: string;
}

/**
 * The revision of the shop's cookie notice when `CONSENT_REVISION` is not
 * set: raising it asks every visitor again (storefront §4).
 */
export const DEFAULT_CONSENT_REVISION = 1;

/** Storefront §9: the record lives 182 days. */
export const CONSENT_COOKIE_DAYS = 182;

/** Storefront §9: necessary (locked), analytics, marketing. */
export const CONSENT_CATEGORIES = ['necessary', 'analytics', 'marketing'] as const satisfies readonly CookieConsentCategory[];

/**
 * The services a visitor can switch one by one inside a category (the
 * preferences dialog lists them). Only what the shop really runs:
 * the affiliate (referral) attribution cookie and the e-mail marketing
 * events (viewed product, added to cart, started checkout). No analytics
 * tool is installed yet, so analytics has no service.
 */
export const CONSENT_SERVICES = {
  necessary: [],
  analytics: [],
  marketing: ['affiliate', 'email_marketing'],
} as const satisfies Record<CookieConsentCategory, readonly string[]>;

export type ConsentService = (typeof CONSENT_SERVICES)['marketing'][number];

const isStringList = (value: unknown): value is string[] => Array.isArray(value) && value.every((item) => typeof item === 'string');

/** The record in a `cc_cookie` value (already URI-decoded), or null when there is none or it cannot be read. */
export function parseConsentRecord(raw: string | null | undefined): ConsentRecord | null {
  if (!raw) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const record = value as Record<string, unknown>;
  const services = typeof record.services === 'object' && record.services !== null ? (record.services as Record<string, unknown>) : {};
  if (!isStringList(record.categories)) return null;
  return {
    categories: record.categories,
    services: Object.fromEntries(Object.entries(services).filter((entry): entry is [string, string[]] => isStringList(entry[1]))),
    revision: typeof record.revision === 'number' ? record.revision : 0,
    consentId: typeof record.consentId === 'string' ? record.consentId : '',
    consentTimestamp: typeof record.consentTimestamp === 'string' ? record.consentTimestamp : '',
    lastConsentTimestamp: typeof record.lastConsentTimestamp === 'string' ? record.lastConsentTimestamp : '',
    expirationTime: typeof record.expirationTime === 'number' ? record.expirationTime : 0,
    ...(typeof record.languageCode === 'string' ? { languageCode: record.languageCode } : {}),
  };
}

/**
 * A decision the visitor made for this revision of the shop's cookie notice
 * (storefront §4: a changed revision asks again, and until then the old
 * answer counts for nothing but necessary cookies). The same checks
 * vanilla-cookieconsent makes before it trusts its cookie.
 */
export function isCurrentConsent(record: ConsentRecord | null, revision: number, now: number = Date.now()): record is ConsentRecord {
  return (
    record !== null &&
    record.revision === revision &&
    record.consentId !== '' &&
    record.consentTimestamp !== '' &&
    record.lastConsentTimestamp !== '' &&
    (record.expirationTime === 0 || record.expirationTime > now)
  );
}

/**
 * The one consent rule: `necessary` is always allowed; any other category
 * only with a current record that lists it, and a named service only when
 * the record also lists that service in its category.
 */
export function consentRecordAllows(
  record: ConsentRecord | null,
  revision: number,
  category: CookieConsentCategory,
  service?: string,
): boolean {
  if (category === 'necessary') return true;
  if (!isCurrentConsent(record, revision) || !record.categories.includes(category)) return false;
  return service === undefined || (record.services[category] ?? []).includes(service);
}

/**
 * A fresh record as vanilla-cookieconsent writes it (tests, and the e2e
 * flows' pre-consented visitors). `services` defaults to every service of
 * each accepted category.
 */
export function newConsentRecord(options: {
  categories: readonly CookieConsentCategory[];
  revision?: number;
  consentId?: string;
  now?: Date;
  services?: Record<string, string[]>;
  languageCode?: string;
}): ConsentRecord {
  const now = options.now ?? new Date();
  const categories = [...new Set<string>(['necessary', ...options.categories])];
  const services =
    options.services ??
    Object.fromEntries(
      CONSENT_CATEGORIES.map((category) => [category, categories.includes(category) ? [...CONSENT_SERVICES[category]] : []]),
    );
  return {
    categories,
    revision: options.revision ?? DEFAULT_CONSENT_REVISION,
    consentId: options.consentId ?? '6f1c2b8e-3d4a-4b5c-9d6e-7f8091a2b3c4',
    consentTimestamp: now.toISOString(),
    lastConsentTimestamp: now.toISOString(),
    services,
    expirationTime: now.getTime() + CONSENT_COOKIE_DAYS * 24 * 60 * 60 * 1000,
    languageCode: options.languageCode ?? 'en',
  };
}

/** The `cc_cookie` value of a record (URI-encoded JSON, as the library writes it). */
export function consentCookieValue(record: ConsentRecord): string {
  return encodeURIComponent(JSON.stringify(record));
}
