import { DEMO } from './fixtures.ts';
import type { CategoryKey, DemoCategory } from './types.ts';

/**
 * Product categories, one row per language (WPML style) sharing a group id.
 * The six filter categories of storefront §9 plus the one-click upsell
 * category, which must be 20 in English and 190 in Lithuanian (storefront §2).
 */
function category(
  key: CategoryKey,
  menuOrder: number,
  name: { en: string; lt: string },
  slug: { en: string; lt: string },
  description: { en: string; lt: string },
): DemoCategory {
  return { key, ids: DEMO.categories[key], groupId: DEMO.categoryGroups[key], menuOrder, name, slug, description };
}

export const CATEGORIES: readonly DemoCategory[] = [
  category(
    'energy',
    1,
    { en: 'Energy', lt: 'Energija' },
    { en: 'energy', lt: 'energija' },
    {
      en: 'Vitamins, minerals and adaptogens for steady energy through busy days.',
      lt: 'Vitaminai, mineralai ir adaptogenai tolygiai energijai per visą įtemptą dieną.',
    },
  ),
  category(
    'gut',
    2,
    { en: 'Gut Health', lt: 'Žarnynas' },
    { en: 'gut', lt: 'zarnynas' },
    {
      en: 'Probiotics, fibre and enzymes for comfortable digestion.',
      lt: 'Probiotikai, skaidulos ir fermentai sklandžiam virškinimui.',
    },
  ),
  category(
    'detox',
    3,
    { en: 'Detox', lt: 'Detoksikacija' },
    { en: 'detox', lt: 'detoksikacija' },
    {
      en: 'Greens and traditional herbs to support your daily routine.',
      lt: 'Žalumynai ir tradiciniai augalai jūsų kasdienei rutinai.',
    },
  ),
  category(
    'skin',
    4,
    { en: 'Skin', lt: 'Oda' },
    { en: 'skin', lt: 'oda' },
    {
      en: 'Collagen, hyaluronic acid and nutrients for skin, hair and nails.',
      lt: 'Kolagenas, hialurono rūgštis ir maistinės medžiagos odai, plaukams ir nagams.',
    },
  ),
  category(
    'immune',
    5,
    { en: 'Immunity', lt: 'Imunitetas' },
    { en: 'immune', lt: 'imunitetas' },
    {
      en: 'Vitamin C, vitamin D, zinc and elderberry for every season.',
      lt: 'Vitaminas C, vitaminas D, cinkas ir šeivamedžio uogos kiekvienam metų laikui.',
    },
  ),
  category(
    'serenity',
    6,
    { en: 'Serenity', lt: 'Ramybė' },
    { en: 'serenity', lt: 'ramybe' },
    {
      en: 'Magnesium, adaptogens and calming herbs for relaxed evenings and restful nights.',
      lt: 'Magnis, adaptogenai ir raminantys augalai atpalaiduojantiems vakarams ir ramiam miegui.',
    },
  ),
  category(
    'upsell',
    7,
    { en: 'Add to your order', lt: 'Papildykite užsakymą' },
    {
      en: 'add-to-your-order',
      lt: 'papildykite-uzsakyma',
    },
    {
      en: 'Small extras at a friendly price, offered after checkout.',
      lt: 'Nedideli priedai palankia kaina, siūlomi po apmokėjimo.',
    },
  ),
];
