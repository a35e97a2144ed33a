import type { Language, ProductQuery, StoreProduct } from '@soul/contracts';
import { withGroupPrices, type GroupPricing } from '@soul/domain/vendors/group-pricing';
import { translator } from '../i18n.ts';
import type { CatalogueService, ProductWithTwin } from '../services/catalogue.service.ts';
import { serializeProduct } from './product.serializer.ts';

/**
 * The catalogue as the Store API and the pages show it: the service answers
 * domain products (cached per language), these views give them their wire
 * shape for one language and site URL. Answers made from many products are
 * cached by their callers through `catalogue.derive`, so a listing is
 * serialised once per catalogue generation, not once per request.
 */

/** One page of a listing in the Store API's product shape. */
export interface ProductPage {
  products: StoreProduct[];
  total: number;
  totalPages: number;
  /** The products as JSON, for answers that send it as it is. */
  json: string;
}

/** What a product page needs beyond the product: its slug in each language (hreflang). */
export interface ProductPageData {
  product: StoreProduct;
  alternateSlugs: Partial<Record<Language, string>>;
}

/**
 * A group price is a standing business term, not a price reduction: no
 * "lowest price in the last 30 days" (EU Art. 6a) is shown beside it.
 */
function withoutPriorPrices(product: StoreProduct): StoreProduct {
  const extensions = product.extensions;
  const twin = extensions.one_time_purchase;
  return {
    ...product,
    extensions: {
      ...extensions,
      ...(extensions.soul ? { soul: { ...extensions.soul, lowest_price_30_days: null } } : {}),
      ...(extensions.variations ? { variations: extensions.variations.map((v) => ({ ...v, lowest_price_30_days: null })) } : {}),
      ...(twin
        ? {
            one_time_purchase: {
              ...twin,
              lowest_price_30_days: null,
              variations: twin.variations.map((v) => ({ ...v, lowest_price_30_days: null })),
            },
          }
        : {}),
    },
  };
}

function toStoreProduct(found: ProductWithTwin, language: Language, siteUrl: string): StoreProduct {
  return serializeProduct(found.product, found.twin, { language, siteUrl, t: translator(language) });
}

export async function storeProductPage(
  catalogue: CatalogueService,
  query: ProductQuery,
  language: Language,
  siteUrl: string,
): Promise<ProductPage> {
  const page = await catalogue.listPage(query, language);
  const products = page.products.map((found) => toStoreProduct(found, language, siteUrl));
  return { products, total: page.total, totalPages: page.totalPages, json: JSON.stringify(products) };
}

export function storeProduct(catalogue: CatalogueService, id: number, language: Language, siteUrl: string): Promise<StoreProduct | null> {
  return catalogue.derive(`store-product|${language}|${siteUrl}|${id}`, async () => {
    const found = await catalogue.product(id, language);
    return found ? toStoreProduct(found, language, siteUrl) : null;
  });
}

export async function storeProductBySlug(
  catalogue: CatalogueService,
  slug: string,
  language: Language,
  siteUrl: string,
): Promise<StoreProduct | null> {
  const found = await catalogue.productBySlug(slug, language);
  return found ? storeProduct(catalogue, found.product.id, language, siteUrl) : null;
}

/** A product by its slug in `language` (or the other language), with its slugs for hreflang links. */
export async function productPageData(
  catalogue: CatalogueService,
  slug: string,
  language: Language,
  siteUrl: string,
): Promise<ProductPageData | null> {
  const found = await catalogue.productBySlug(slug, language);
  const product = found ? await storeProduct(catalogue, found.product.id, language, siteUrl) : null;
  return found && product ? { product, alternateSlugs: found.product.alternateSlugs } : null;
}

/**
 * A product at a customer group's terms, for an approved vendor (issue 20).
 * Never cached: the shared caches hold only what every visitor sees, so a
 * vendor's price cannot leak into another visitor's answer. The domain
 * product it starts from is the cached one.
 */
export async function groupStoreProduct(
  catalogue: CatalogueService,
  id: number,
  language: Language,
  siteUrl: string,
  group: GroupPricing,
): Promise<StoreProduct | null> {
  const found = await catalogue.product(id, language);
  if (!found) return null;
  return withoutPriorPrices(
    toStoreProduct(
      { product: withGroupPrices(found.product, group), twin: found.twin ? withGroupPrices(found.twin, group) : found.twin },
      language,
      siteUrl,
    ),
  );
}

/** A listing page at a group's terms (uncached, as above). */
export async function groupStoreProductPage(
  catalogue: CatalogueService,
  query: ProductQuery,
  language: Language,
  siteUrl: string,
  group: GroupPricing,
): Promise<ProductPage> {
  const page = await catalogue.listPage(query, language);
  const products = page.products.map((found) =>
    withoutPriorPrices(
      toStoreProduct(
        { product: withGroupPrices(found.product, group), twin: found.twin ? withGroupPrices(found.twin, group) : found.twin },
        language,
        siteUrl,
      ),
    ),
  );
  return { products, total: page.total, totalPages: page.totalPages, json: JSON.stringify(products) };
}
