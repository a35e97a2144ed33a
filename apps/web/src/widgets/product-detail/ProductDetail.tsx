import { useQuery } from '@tanstack/react-query';
import { shoppingCategories } from '@soul/contracts/catalogue-constants';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { useCatalogueApiOptions } from '../../api/use-catalogue-api.ts';
import { useWidgetEnv } from '../../boot/widget-env.tsx';
import { productVariations } from './purchase-model.ts';
import { QueryErrorPanel } from '../../catalogue/QueryErrorPanel.tsx';
import { Badge } from '../../ui/Badge.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import { Gallery } from './Gallery.tsx';
import type { ProductDetailProps } from './props.ts';
import { PurchaseSelector } from './PurchaseSelector.tsx';
import { useViewedProductEvent } from './use-viewed-product-event.ts';

export function productQueryKey(productId: number, language: string) {
  return ['product', productId, language] as const;
}

/**
 * The product page island (storefront §2 "Product detail page"). The page's
 * product JSON is the query's initial data, so the first render (server and
 * client alike) shows it at once; the query refetches it when stale.
 */
export function ProductDetail({ productId, variations, product: initialProduct }: ProductDetailProps) {
  const { t } = useTranslation('common');
  const { language } = useWidgetEnv();
  const api = useCatalogueApiOptions();
  const query = useQuery({
    queryKey: productQueryKey(productId, language),
    // The HTTP helpers load with the first refetch: the first render has the page's product.
    queryFn: async ({ signal }) => (await import('../../api/catalogue.ts')).fetchProduct(productId, language, api, signal),
    initialData: initialProduct ?? undefined,
  });

  const product = query.data;
  useViewedProductEvent({ id: productId, name: product?.name ?? '', price: product?.prices.price ?? '' });
  if (!product) {
    if (query.isError) return <QueryErrorPanel message={query.error.message} />;
    return (
      <div className="flex min-h-96 items-center justify-center gap-2 text-ink-muted" role="status">
        <Spinner /> {t('actions.loading')}
      </div>
    );
  }

  const ownVariations = productVariations(product, variations);
  const category = shoppingCategories(product.categories)[0];

  return (
    <div className="grid gap-8 md:grid-cols-2 md:gap-12 lg:gap-16">
      <div className="md:sticky md:top-6 md:self-start">
        <Gallery images={product.images} name={product.name} />
      </div>
      <div className="flex flex-col gap-6">
        <header className="flex flex-col gap-3">
          {category ? (
            <div>
              <Badge tone="brand">{category.name}</Badge>
            </div>
          ) : null}
          <h1 className="font-display text-3xl leading-tight font-semibold text-ink sm:text-4xl">{product.name}</h1>
          {product.short_description ? (
            <div className="soul-prose text-base" dangerouslySetInnerHTML={{ __html: product.short_description }} />
          ) : null}
        </header>
        {/* A new product (refetch in another language) starts its choices afresh. */}
        <PurchaseSelector key={product.id} product={product} variations={ownVariations} />
        {product.description ? (
          <section className="border-t border-line pt-6">
            <div className="soul-prose" dangerouslySetInnerHTML={{ __html: product.description }} />
          </section>
        ) : null}
      </div>
    </div>
  );
}
