import { isRecord } from '../shared/is-record.ts';

/**
 * The page settings JSON (`<script id="soul-settings">`, contracts
 * `PageSettings`). Checked by hand, not with zod: the boot chunk must stay
 * tiny and run before any library loads. Only what the widgets read is
 * required; everything else passes through.
 */
export const SETTINGS_ELEMENT_ID = 'soul-settings';

export interface WidgetPageSettings {
  shopName: string;
  language: 'en' | 'lt';
  api: { storeRoot: string; soulRoot: string };
  widgets: Record<string, boolean>;
  /** settings.user.permissions.permission_buy; missing means the visitor may buy (guests). */
  canBuy: boolean;
  /** settings.user.vendorNotApproved: buying is off because the vendor application is not approved (not a director's rule). */
  vendorNotApproved: boolean;
  /** Sentry's DSN when the shop reports browser errors there; null: to the shop's own endpoint. */
  sentryDsn: string | null;
  /** The whole JSON: the cart reads its part (nonces, URLs, flags) lazily (cart/cart-settings.ts). */
  raw: Record<string, unknown>;
}

export function parsePageSettings(json: unknown): WidgetPageSettings {
  if (!isRecord(json)) throw new TypeError('Page settings: not an object');
  const { shopName, language, api, widgets } = json;
  if (typeof shopName !== 'string') throw new TypeError('Page settings: shopName must be a string');
  if (language !== 'en' && language !== 'lt') throw new TypeError('Page settings: language must be "en" or "lt"');
  if (!isRecord(api) || typeof api.storeRoot !== 'string' || typeof api.soulRoot !== 'string') {
    throw new TypeError('Page settings: api.storeRoot and api.soulRoot must be strings');
  }
  if (!isRecord(widgets) || !Object.values(widgets).every((on) => typeof on === 'boolean')) {
    throw new TypeError('Page settings: widgets must map names to booleans');
  }
  const user = isRecord(json.user) ? json.user : {};
  return {
    shopName,
    language,
    api: { storeRoot: api.storeRoot, soulRoot: api.soulRoot },
    widgets: widgets as Record<string, boolean>,
    canBuy: !isRecord(user.permissions) || user.permissions.permission_buy !== false,
    vendorNotApproved: user.vendorNotApproved === true,
    sentryDsn: typeof json.sentryDsn === 'string' && json.sentryDsn !== '' ? json.sentryDsn : null,
    raw: json,
  };
}

/** Reads and validates the settings; throws with a clear message when the page has none. */
export function readPageSettings(doc: Document): WidgetPageSettings {
  const element = doc.getElementById(SETTINGS_ELEMENT_ID);
  if (!element?.textContent) throw new Error(`Missing #${SETTINGS_ELEMENT_ID} settings JSON`);
  return parsePageSettings(JSON.parse(element.textContent));
}
