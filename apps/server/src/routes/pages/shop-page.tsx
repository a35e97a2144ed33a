import { links } from '../../links.ts';
import type { PageContext } from '../../pages/page-frame.tsx';
import { listQueryFromRequest, renderProductListPage } from './product-list-page.tsx';

/** The shop: every product, with the list widget's sort, filters and search. */
export function renderShop(ctx: PageContext, query: Record<string, unknown>): Promise<string> {
  return renderProductListPage(ctx, {
    listQuery: listQueryFromRequest(query),
    heading: ctx.t('pages.shopTitle'),
    intro: ctx.t('pages.shopDescription'),
    title: ctx.t('pages.shopTitle'),
    description: ctx.t('pages.shopDescription'),
    paths: { en: links.shop('en'), lt: links.shop('lt') },
  });
}
