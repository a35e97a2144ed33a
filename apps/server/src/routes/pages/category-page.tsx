import { listQueryToUrlParams } from '@soul/contracts/product-list-query';
import { links } from '../../links.ts';
import type { PageContext } from '../../pages/page-frame.tsx';
import { listQueryFromRequest, renderProductListPage } from './product-list-page.tsx';

/**
 * A category page: the product list fixed to one category. A slug from the
 * other language redirects to this language's slug for the same category.
 */
export async function renderCategory(
  ctx: PageContext,
  slug: string,
  query: Record<string, unknown>,
): Promise<string | { redirect: string } | null> {
  const categories = await ctx.services.catalogue.listCategories(ctx.language);
  const category = categories.find((c) => c.slug === slug);
  if (!category) {
    const other = await ctx.services.catalogue.listCategories(ctx.language === 'en' ? 'lt' : 'en');
    const translated = other.find((c) => c.slug === slug);
    const here = translated && categories.find((c) => c.groupId === translated.groupId);
    if (!here) return null;
    const search = listQueryToUrlParams({ ...listQueryFromRequest(query), category: null }).toString();
    return { redirect: search ? `${links.category(ctx.language, here.slug)}?${search}` : links.category(ctx.language, here.slug) };
  }
  const en = ctx.language === 'en' ? category.slug : (category.alternateSlug ?? category.slug);
  const lt = ctx.language === 'lt' ? category.slug : (category.alternateSlug ?? category.slug);
  return renderProductListPage(ctx, {
    listQuery: { ...listQueryFromRequest(query), category: category.slug },
    heading: category.name,
    intro: category.description,
    title: category.name,
    description: category.description || ctx.t('pages.categoryDescription', { category: category.name }),
    paths: { en: links.category('en', en), lt: links.category('lt', lt) },
    fixedCategory: category.slug,
  });
}
