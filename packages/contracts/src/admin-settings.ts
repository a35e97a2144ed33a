import type { Language } from './language.ts';

/** The id of the JSON script the /admin shell carries its settings in. */
export const ADMIN_SETTINGS_ID = 'soul-admin-settings';

/** The back office's roles (issue 21): anyone else gets a 403 page at /admin. */
export const BACK_OFFICE_ROLES = ['administrator', 'shop_manager'] as const;
export type BackOfficeRole = (typeof BACK_OFFICE_ROLES)[number];

/** What the /admin shell tells the back-office app (issue 21): language, where it lives, the REST nonce and who is signed in. */
export interface AdminSettings {
  language: Language;
  locale: string;
  /** Where the app routes below: /admin or /lt/admin. */
  basePath: string;
  /** The same app in each language (the language switch). */
  paths: Record<Language, string>;
  soulRoot: string;
  /** The REST nonce, sent as X-WP-Nonce on every call. */
  nonce: string;
  user: { id: number; displayName: string; role: BackOfficeRole };
  shopUrl: string;
  logout: { url: string; nonce: string };
}
