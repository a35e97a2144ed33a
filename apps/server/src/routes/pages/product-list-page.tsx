import { productQuerySchema, type Language } from '@soul/contracts';
import { renderIsland } from '@soul/web/ssr';
import { parseListQuery, toStoreQueryInput, type ListQuery } from '@soul/web/widgets/product-list/query.ts';
import { Island } from '../../pages/components/island.tsx';
import { navigationCategories, renderFrame, type PageContext } from './page-frame.tsx';

const PRODUCT_LIST_CHUNK = 'src/widgets/product-list/island.tsx';

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
    /** A category page fixes its category: the widget hides that filter. */
    fixedCategory?: string;
  },
): Promise<string> {
  const input = toStoreQueryInput(options.listQuery, ctx.language);
  const storeQuery = productQuerySchema.parse(input);
  const [page, categories] = await Promise.all([
    ctx.services.catalogue.listProducts(storeQuery, ctx.language, ctx.base),
    ctx.services.catalogue.listCategories(ctx.language),
  ]);
  const props = {
    initialQuery: options.listQuery,
    initialProducts: page.products,
    total: page.total,
    totalPages: page.totalPages,
    categories: navigationCategories(categories, ctx.language).map((c) => ({ id: c.id, slug: c.slug, name: c.name })),
    ...(options.fixedCategory ? { fixedCategory: options.fixedCategory } : {}),
  };
  const html = renderIsland('product-list', props, ctx.language);
  return renderFrame(
    ctx,
    { title: options.title, description: options.description, paths: options.paths },
    [{ name: 'product-list', chunk: PRODUCT_LIST_CHUNK }],
    <>
      <h1 className="font-display text-3xl font-semibold">{options.heading}</h1>
      {options.intro ? <p className="mt-2 max-w-2xl text-ink-soft">{options.intro}</p> : null}
      <Island widget="product-list" html={html} props={props} className="mt-6" />
    </>,
  );
}
