import type { Language } from './language.ts';

/** The upsell category has its own id per language, as on a WPML site (DESIGN §5, storefront §9). */
export const UPSELL_CATEGORY_ID: Record<Language, number> = { en: 20, lt: 190 };
