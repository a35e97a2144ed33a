import type { WidgetPageSettings } from '../boot/settings.ts';
import type { Nonces } from '../api/nonce-store.ts';

/** What the cart reads from the page settings (parsed with the cart chunk, not at boot). */
export interface CartSettings {
  language: 'en' | 'lt';
  storeRoot: string;
  soulRoot: string;
  ajaxUrl: string;
  /** The shop's home page (cart links, storefront §7). */
  homeUrl: string;
  /** /checkout or /lt/checkout. */
  checkoutUrl: string;
  /** This visitor's nonces: Store API (`Nonce`), WP REST (`X-WP-Nonce`), admin-ajax (`ajax_nonce`). */
  nonces: Nonces;
  userId: number;
  /** user.permissions.permission_buy; missing means true (guests). */
  canBuy: boolean;
  /** settings.user.vendorNotApproved: why buying is off for a vendor still waiting (or refused). */
  vendorNotApproved: boolean;
  /** Client-side permission flags (storefront §6); missing means on. */
  flags: { upsells: boolean; premiumOffer: boolean };
}

function record(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

const text = (value: unknown, fallback: string) => (typeof value === 'string' && value !== '' ? value : fallback);

export function cartSettingsOf(page: WidgetPageSettings): CartSettings {
  const raw = page.raw;
  const nonces = record(raw.nonces);
  const user = record(raw.user);
  const flags = record(raw.flags);
  return {
    language: page.language,
    storeRoot: page.api.storeRoot,
    soulRoot: page.api.soulRoot,
    ajaxUrl: text(record(raw.api).ajaxUrl, '/wp-admin/admin-ajax.php'),
    homeUrl: text(raw.homeUrl, page.language === 'lt' ? '/lt/' : '/'),
    checkoutUrl: text(raw.checkoutUrl, page.language === 'lt' ? '/lt/checkout' : '/checkout'),
    nonces: {
      store: text(nonces.store, ''),
      rest: text(nonces.rest, ''),
      ajax: text(nonces.ajax, ''),
      timestamp: typeof nonces.timestamp === 'number' ? nonces.timestamp : 0,
    },
    userId: typeof user.id === 'number' ? user.id : 0,
    canBuy: page.canBuy,
    vendorNotApproved: page.vendorNotApproved,
    flags: { upsells: flags.upsells !== false, premiumOffer: flags.premiumOffer !== false },
  };
}
