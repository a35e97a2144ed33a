import { listQueryToUrlParams } from '@soul/contracts/product-list-query';
import { links } from '../../links.ts';
import type { PageContext } from '../../pages/page-frame.tsx';
import { listQueryFromRequest, renderProductListPage } from './product-list-page.tsx';

/**
 * The shop: every product, with the list widget's sort, filters and search.
 * A category filter in the other language's words (a link from a language
 * switch made in the browser) redirects to the same list with this
 * language's slug.
 */
export async function renderShop(ctx: PageContext, query: Record<string, unknown>): Promise<string | { redirect: string }> {
  const listQuery = listQueryFromRequest(query);
  if (listQuery.category) {
    const here = await ctx.services.catalogue.listCategories(ctx.language);
    if (!here.some((c) => c.slug === listQuery.category)) {
      const other = await ctx.services.catalogue.listCategories(ctx.language === 'en' ? 'lt' : 'en');
      const translated = other.find((c) => c.slug === listQuery.category);
      const same = translated && here.find((c) => c.groupId === translated.groupId);
      if (same) return { redirect: `${links.shop(ctx.language)}?${listQueryToUrlParams({ ...listQuery, category: same.slug })}` };
    }
  }
  return renderProductListPage(ctx, {
    listQuery,
    heading: ctx.t('pages.shopTitle'),
    intro: ctx.t('pages.shopDescription'),
    title: ctx.t('pages.shopTitle'),
    description: ctx.t('pages.shopDescription'),
    paths: { en: links.shop('en'), lt: links.shop('lt') },
  });
}
