import type { Language } from './language.ts';

/** The upsell category has its own id per language, as on a WPML site (DESIGN §5, storefront §9). */
export const UPSELL_CATEGORY_ID: Record<Language, number> = { en: 20, lt: 190 };

const UPSELL_CATEGORY_IDS: readonly number[] = Object.values(UPSELL_CATEGORY_ID);

/**
 * The categories a shopper browses by: a product's categories without the
 * upsell category, which only picks the post-checkout offers and is no
 * shopping category (its id in either language: ids never collide).
 */
export function shoppingCategories<C extends { id: number }>(categories: readonly C[]): C[] {
  return categories.filter((category) => !UPSELL_CATEGORY_IDS.includes(category.id));
}
