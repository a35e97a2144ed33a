import type { StoreProduct } from '@soul/contracts';
import { shoppingCategories } from '@soul/contracts';
import type { Translate } from '../../i18n.ts';

/**
 * A server-rendered product card (home page, related products): plain links
 * and HTML, no JavaScript needed. The product list widget has its own cards.
 */
export function ProductCard({ product, t, eager = false }: { product: StoreProduct; t: Translate; eager?: boolean }) {
  const image = product.images[0];
  const path = new URL(product.permalink).pathname;
  return (
    <article className="group flex flex-col overflow-hidden rounded-2xl border border-line bg-white">
      <a href={path} className="block" aria-label={t('pages.viewProduct', { name: product.name })}>
        {image ? (
          <img
            src={image.thumbnail}
            srcSet={image.srcset}
            sizes="(max-width: 640px) 50vw, 25vw"
            alt={image.alt}
            width={300}
            height={300}
            loading={eager ? 'eager' : 'lazy'}
            decoding="async"
            className="aspect-square w-full object-cover transition-transform group-hover:scale-[1.02]"
          />
        ) : null}
      </a>
      <div className="flex flex-1 flex-col gap-1 p-4">
        <h3 className="font-semibold leading-snug text-ink">
          <a href={path} className="hover:underline">
            {product.name}
          </a>
        </h3>
        <p className="text-sm text-ink-muted">
          {shoppingCategories(product.categories)
            .map((c) => c.name)
            .join(', ')}
        </p>
        <p
          className="mt-auto pt-2 font-semibold text-brand-800 [&_del]:mr-1 [&_del]:font-normal [&_del]:text-ink-muted [&_ins]:no-underline"
          dangerouslySetInnerHTML={{ __html: product.price_html }}
        />
      </div>
    </article>
  );
}
