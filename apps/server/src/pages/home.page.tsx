import type { Language, StoreProduct } from '@soul/contracts';
import type { CategoryWithCount } from '@soul/domain/products/catalogue-port';
import type { Translate } from '../i18n.ts';
import { links } from '../links.ts';
import { MountPoint } from './components/island.tsx';
import { ProductCard } from './components/product-card.tsx';

/** Home: a hero, the categories, and the bestsellers, all plain HTML. */
export function HomePage({
  language,
  t,
  categories,
  bestsellers,
}: {
  language: Language;
  t: Translate;
  categories: CategoryWithCount[];
  bestsellers: StoreProduct[];
}) {
  return (
    <>
      <MountPoint widget="promo" id="soul-promo" />
      <section className="rounded-3xl bg-brand-800 px-6 py-12 text-white sm:px-12 sm:py-16">
        <h1 className="max-w-2xl font-display text-3xl font-semibold leading-tight sm:text-5xl">{t('pages.tagline')}</h1>
        <p className="mt-4 max-w-xl text-brand-50">{t('pages.homeDescription')}</p>
        <a
          href={links.shop(language)}
          className="mt-8 inline-flex min-h-11 items-center rounded-full bg-white px-6 font-semibold text-brand-800 hover:bg-brand-50"
        >
          {t('pages.allProducts')}
        </a>
      </section>
      <section className="mt-12" aria-labelledby="home-categories">
        <h2 id="home-categories" className="font-display text-2xl font-semibold">
          {t('pages.categories')}
        </h2>
        <ul className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-4">
          {categories.map((category) => (
            <li key={category.id}>
              <a
                href={links.category(language, category.slug)}
                className="flex min-h-20 flex-col justify-center rounded-2xl border border-line bg-white px-4 py-3 hover:border-brand-600"
              >
                <span className="font-semibold text-ink">{category.name}</span>
                <span className="text-sm text-ink-muted">{t('pages.productsFound', { count: category.count })}</span>
              </a>
            </li>
          ))}
        </ul>
      </section>
      <section className="mt-12" aria-labelledby="home-bestsellers">
        <h2 id="home-bestsellers" className="font-display text-2xl font-semibold">
          {t('pages.featured')}
        </h2>
        <div className="mt-4 grid grid-cols-2 gap-4 sm:grid-cols-4">
          {bestsellers.map((product, index) => (
            <ProductCard key={product.id} product={product} t={t} eager={index < 2} />
          ))}
        </div>
      </section>
    </>
  );
}
