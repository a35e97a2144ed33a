import { renderIsland } from '@soul/web/ssr';
import { shoppingCategories } from '@soul/contracts';
import { Island, renderedIsland } from '../../pages/components/island.tsx';
import { REVIEWS_WIDGET, ReviewsMount } from '../../pages/components/reviews-mount.tsx';
import { productJsonLd } from '../../pages/product-json-ld.ts';
import { SHOP_NAME } from '../../pages/page-settings.ts';
import { groupStoreProduct, productPageData } from '../../serializers/catalogue-views.ts';
import { visitorGroupPricing } from '../../services/vendors/visitor-group.ts';
import { links } from '../../links.ts';
import { renderFrame, type PageContext } from '../../pages/page-frame.tsx';

const PRODUCT_DETAIL_CHUNK = 'src/widgets/product-detail/island.tsx';
/** Not preloaded (no chunk): the boot hydrates the accordion and videos only when they are scrolled near. */
const PRODUCT_CONTENT_WIDGET = { name: 'product-content' } as const;
/** Reviews written out in the page's JSON-LD (the newest approved ones; the rest are counted in AggregateRating). */
const JSON_LD_REVIEWS = 5;

/**
 * Product page: the product-detail island rendered on the server with the
 * product, so name, price and image read without JavaScript; then hydrated.
 * A slug from the other language redirects to this language's slug.
 */
export async function renderProduct(ctx: PageContext, slug: string): Promise<{ html: string } | { redirect: string } | null> {
  const data = await productPageData(ctx.services.catalogue, slug, ctx.language, ctx.base);
  if (!data) return null;
  const { product, alternateSlugs } = data;
  if (product.slug !== slug) return { redirect: links.product(ctx.language, product.slug) };

  // An approved vendor's page shows their group's prices: rendered for them, never kept in the shared cache.
  const group = await visitorGroupPricing(ctx.services.vendors, ctx.request.visitor);
  const vendorProduct = group ? await groupStoreProduct(ctx.services.catalogue, product.id, ctx.language, ctx.base, group) : null;
  const island = vendorProduct
    ? (() => {
        const props = { productId: vendorProduct.id, variations: vendorProduct.extensions.variations ?? [], product: vendorProduct };
        return renderedIsland(renderIsland('product-detail', props, ctx.language), props);
      })()
    : await ctx.services.catalogue.derive(`product-detail|${ctx.language}|${ctx.base}|${product.id}`, async () => {
        const props = { productId: product.id, variations: product.extensions.variations ?? [], product };
        return renderedIsland(renderIsland('product-detail', props, ctx.language), props);
      });
  // The newest approved reviews for the JSON-LD; an approval changes the product's rating, whose
  // notification drops this entry with the rest of the catalogue's cache.
  const reviews = await ctx.services.catalogue.derive(`product-reviews-ld|${product.id}`, async () => {
    const { rows } = await ctx.services.reviews.shown(
      {
        page: 1,
        perPage: JSON_LD_REVIEWS,
        orderby: 'date',
        order: 'desc',
        productIds: [product.id],
        categoryIds: [],
        minRating: null,
        rating: null,
      },
      ctx.language,
    );
    return rows.map(({ rating, title, content, name, createdAt }) => ({ rating, title, content, name, createdAt }));
  });
  // The accordion and the videos (storefront §2), server-rendered like the detail island.
  const contentIsland = await ctx.services.catalogue.derive(`product-content|${ctx.language}|${product.id}`, async () => {
    const { content, videos } = await ctx.services.productContent.forPage(product.id, ctx.language);
    const props = {
      content,
      details: { weight: product.formatted_weight, dimensions: product.formatted_dimensions },
      videos: videos.map((video) => ({
        ...video,
        src: links.mediaFile(video.src),
        poster: links.mediaFile(video.poster),
        captions: video.captions.map((track) => ({ language: track.language, src: links.mediaFile(track.src) })),
      })),
    };
    return renderedIsland(renderIsland('product-content', props, ctx.language), props);
  });
  const image = product.images[0];
  const category = shoppingCategories(product.categories)[0];
  const html = await renderFrame(
    ctx,
    {
      title: product.name,
      description: (product.short_description || product.description)
        .replace(/<[^>]*>/g, '')
        .trim()
        .slice(0, 160),
      paths: {
        en: links.product('en', alternateSlugs.en ?? product.slug),
        lt: links.product('lt', alternateSlugs.lt ?? product.slug),
      },
      jsonLd: [productJsonLd(product, SHOP_NAME, reviews)],
      ...(image ? { preloadImage: { href: image.src, srcset: image.srcset, sizes: image.sizes } } : {}),
    },
    [{ name: 'product-detail', chunk: PRODUCT_DETAIL_CHUNK }, PRODUCT_CONTENT_WIDGET, REVIEWS_WIDGET],
    <>
      <nav aria-label={ctx.t('pages.breadcrumb')} className="mb-4 text-sm text-ink-muted">
        <a className="hover:underline" href={links.home(ctx.language)}>
          {ctx.t('pages.home')}
        </a>
        <span aria-hidden="true"> / </span>
        <a className="hover:underline" href={links.shop(ctx.language)}>
          {ctx.t('pages.allProducts')}
        </a>
        {category ? (
          <>
            <span aria-hidden="true"> / </span>
            <a className="hover:underline" href={links.category(ctx.language, category.slug)}>
              {category.name}
            </a>
          </>
        ) : null}
      </nav>
      {vendorProduct ? (
        <p className="mb-4 rounded-lg bg-brand-50 px-4 py-2 text-sm font-semibold text-brand-800" data-testid="wholesale-notice">
          {ctx.t('pages.wholesalePrices')}
        </p>
      ) : null}
      <Island widget="product-detail" rendered={island} />
      {/* Weight and size from the Store API, then the accordion and videos (hydrated only when scrolled near). */}
      <section aria-label={ctx.t('pages.productDetails')} className="mt-8 border-t border-line pt-6 md:ml-auto md:w-1/2 md:pl-6 lg:pl-8">
        {/* A product with no parcel (a digital guide) has neither: the list is left out rather than saying "N/A" twice. */}
        {product.weight !== '' || product.dimensions.length !== '' ? (
          <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-1 text-sm">
            <dt className="text-ink-muted">{ctx.t('pages.weight')}</dt>
            <dd className="text-ink">{product.formatted_weight}</dd>
            <dt className="text-ink-muted">{ctx.t('pages.dimensions')}</dt>
            <dd className="text-ink">{product.formatted_dimensions}</dd>
          </dl>
        ) : null}
        <Island widget="product-content" rendered={contentIsland} className="mt-6" />
      </section>
      <noscript>
        <p className="mt-4 rounded-xl bg-accent-50 p-4 text-accent-800">{ctx.t('pages.noscriptNotice')}</p>
      </noscript>
      {/* The product's reviews, or everyone's while it has none (storefront §3 current_with_fallback). */}
      <ReviewsMount
        className="mt-12 border-t border-line pt-8"
        settings={{
          review_scope: 'current_with_fallback',
          current_product_id: product.id,
          current_product: { id: product.id, name: product.name, image: image?.thumbnail ?? null },
          is_product_page: true,
        }}
      />
    </>,
  );
  return { html };
}
