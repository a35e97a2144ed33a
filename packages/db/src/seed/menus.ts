import { shoppingCategories, SHOP_MENU_ID, type Language, type MenuNode } from '@soul/contracts';
import { type MenuInput } from '@soul/contracts/menu-requests';
import { CATEGORIES } from './categories.ts';
import { DEMO } from './fixtures.ts';
import { TAGS } from './tags.ts';

/**
 * The demo shop menu (issue 19), in English and Lithuanian: the shopping
 * categories (never the upsell category: `shoppingCategories`), a "by need"
 * column of filtered lists and tags, and content links (reviews, and an
 * external page opening in a new tab); a banner and the bottom link.
 */
const prefix = (language: Language) => (language === 'lt' ? '/lt' : '');

const TEXTS = {
  en: {
    categories: 'Shop by category',
    needs: 'Shop by need',
    learn: 'Learn more',
    subscribe: ['Subscribe & save', 'Up to 30% off, delivered on your schedule'],
    tagDescriptions: { everyMonth: 'Essentials for every month', vegan: 'Plant-based formulas', bestseller: 'What other customers love' },
    reviews: ['Customer reviews', 'Honest words from people who take them'],
    reference: ['Dietary reference values', 'The European Food Safety Authority’s guide (opens in a new tab)'],
  },
  lt: {
    categories: 'Pagal kategoriją',
    needs: 'Pagal poreikį',
    learn: 'Sužinokite daugiau',
    subscribe: ['Prenumeruokite ir sutaupykite', 'Iki 30 % pigiau, pristatoma jūsų pasirinktu laiku'],
    tagDescriptions: {
      everyMonth: 'Būtiniausi produktai kiekvienam mėnesiui',
      vegan: 'Augalinės sudėties produktai',
      bestseller: 'Ką labiausiai mėgsta kiti pirkėjai',
    },
    reviews: ['Pirkėjų atsiliepimai', 'Nuoširdūs juos vartojančių žmonių žodžiai'],
    reference: ['Referencinės maistinių medžiagų vertės', 'Europos maisto saugos tarnybos vadovas (atsidaro naujame skirtuke)'],
  },
} as const;

function node(
  id: number,
  title: string,
  url: string,
  description = '',
  children: MenuNode[] = [],
  target: MenuNode['target'] = '_self',
): MenuNode {
  return { id, title, url, target, description, children };
}

export function demoMenu(language: Language): MenuInput {
  const texts = TEXTS[language];
  const p = prefix(language);
  // Ids per language so a tree never repeats one: en 1000+, lt 2000+.
  const base = language === 'en' ? 1000 : 2000;
  const categories = shoppingCategories(CATEGORIES.map((c) => ({ ...c, id: c.ids[language] })));
  return {
    menu: SHOP_MENU_ID,
    language,
    columns: 3,
    banner: {
      image: `/media/${DEMO.slugs.subscriptionTiers.en}-1-300.webp`,
      link: `${p}/products?sort=popular`,
      isExternal: false,
      alt: '',
    },
    bottomLink: { label: '', url: '', isExternal: false },
    items: [
      node(
        base + 1,
        texts.categories,
        `${p}/products`,
        '',
        categories.map((c, i) =>
          node(base + 10 + i, c.name[language], `${p}/product-category/${c.slug[language]}`, c.description[language]),
        ),
      ),
      node(base + 2, texts.needs, `${p}/products`, '', [
        node(base + 30, texts.subscribe[0], `${p}/products?ptype=variable-subscription`, texts.subscribe[1]),
        ...TAGS.map((tag, i) =>
          node(base + 31 + i, tag.name[language], `${p}/product-tag/${tag.slug[language]}`, texts.tagDescriptions[tag.key]),
        ),
      ]),
      node(base + 3, texts.learn, language === 'lt' ? '/lt/atsiliepimai' : '/reviews', '', [
        node(base + 40, texts.reviews[0], language === 'lt' ? '/lt/atsiliepimai' : '/reviews', texts.reviews[1]),
        node(
          base + 42,
          texts.reference[0],
          'https://www.efsa.europa.eu/en/topics/topic/dietary-reference-values',
          texts.reference[1],
          [],
          '_blank',
        ),
      ]),
    ],
  };
}

export const DEMO_MENUS: readonly MenuInput[] = [demoMenu('en'), demoMenu('lt')];
