import { productQuerySchema, type Language, type StoreProduct } from '@soul/contracts';
import { renderIsland } from '@soul/web/ssr';
import {
  listQueryToUrlParams,
  parseListQuery,
  toStoreQueryInput,
  type ListPageSize,
  type ListQuery,
} from '@soul/contracts/product-list-query';
import { Island, renderedIsland } from '../../pages/components/island.tsx';
import { storeProductPage } from '../../serializers/catalogue-views.ts';
import { navigationCategories, renderFrame, type PageContext } from '../../pages/page-frame.tsx';

const PRODUCT_LIST_CHUNK = 'src/widgets/product-list/island.tsx';

/**
 * The storefront shows 24 products a page (a full grid of 2, 3 or 4 columns)
 * rather than the account area's 50: a lighter first page for phones.
 */
const STOREFRONT_PAGE_SIZE: ListPageSize = { withSearch: 10, withoutSearch: 24 };

/** Reads the list state from the page's query string, as the widget itself would. */
export function listQueryFromRequest(query: Record<string, unknown>): ListQuery {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (typeof value === 'string') params.set(key, value);
  return parseListQuery(params);
}

/**
 * A page holding the product-list island, rendered on the server with the
 * first page of results for the URL's sort/filter/search state, so names,
 * prices and images read without JavaScript.
 */
export async function renderProductListPage(
  ctx: PageContext,
  options: {
    listQuery: ListQuery;
    heading: string;
    intro: string;
    title: string;
    description: string;
    paths: Record<Language, string>;
    /** Part of the cache key: a category page's list differs from the shop's for the same query. */
    fixedCategory?: string;
  },
): Promise<string> {
  const key = `product-list|${ctx.language}|${ctx.base}|${options.fixedCategory ?? ''}|${JSON.stringify(options.listQuery)}`;
  const island = await ctx.services.catalogue.derive(key, async () => {
    const storeQuery = productQuerySchema.parse(toStoreQueryInput(options.listQuery, ctx.language, STOREFRONT_PAGE_SIZE));
    const [page, categories] = await Promise.all([
      storeProductPage(ctx.services.catalogue, storeQuery, ctx.language, ctx.base),
      ctx.services.catalogue.listCategories(ctx.language),
    ]);
    const props = {
      initialQuery: options.listQuery,
      initialProducts: page.products.map(forListing),
      total: page.total,
      totalPages: page.totalPages,
      categories: navigationCategories(categories, ctx.language).map((c) => ({ id: c.id, slug: c.slug, name: c.name })),
      pageSize: STOREFRONT_PAGE_SIZE,
    };
    return renderedIsland(renderIsland('product-list', props, ctx.language), props);
  });
  const languageLinks = await listLanguageLinks(
    ctx,
    options.paths,
    options.fixedCategory ? { ...options.listQuery, category: null } : options.listQuery,
  );
  return renderFrame(
    ctx,
    { title: options.title, description: options.description, paths: options.paths, languageLinks },
    [{ name: 'product-list', chunk: PRODUCT_LIST_CHUNK }],
    <>
      <h1 className="font-display text-3xl font-semibold">{options.heading}</h1>
      {options.intro ? <p className="mt-2 max-w-2xl text-ink-soft">{options.intro}</p> : null}
      <Island widget="product-list" rendered={island} className="mt-6" />
    </>,
  );
}

/**
 * The language switch of a list page keeps the shopper's filters and sort
 * (storefront §4): the same query on the other language's page, its category
 * slug in that language's words. The page number is not kept (the other
 * language's list may order differently): page 1.
 */
async function listLanguageLinks(
  ctx: PageContext,
  paths: Record<Language, string>,
  listQuery: ListQuery,
): Promise<Record<Language, string>> {
  const categories = listQuery.category ? await ctx.services.catalogue.listCategories(ctx.language) : [];
  const current = categories.find((c) => c.slug === listQuery.category);
  const link = (language: Language) => {
    const category = language === ctx.language || !current ? listQuery.category : (current.alternateSlug ?? listQuery.category);
    const search = listQueryToUrlParams({ ...listQuery, category, page: 1 }).toString();
    return search ? `${paths[language]}?${search}` : paths[language];
  };
  return { en: link('en'), lt: link('lt') };
}

/**
 * A product as the list needs it for its first render: the long description
 * and the gallery beyond the main image are never shown in a list, and
 * leaving them out keeps the page about a third lighter. The widget refetches
 * full products when it needs fresh data.
 */
function forListing(product: StoreProduct): StoreProduct {
  return { ...product, description: '', images: product.images.slice(0, 1) };
}
