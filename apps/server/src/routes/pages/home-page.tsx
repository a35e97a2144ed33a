import type { Language } from '@soul/contracts';
import { productQuerySchema } from '@soul/contracts';
import { HomePage } from '../../pages/home.page.tsx';
import { REVIEWS_WIDGET, ReviewsMount } from '../../pages/components/reviews-mount.tsx';
import { storeProductPage } from '../../serializers/catalogue-views.ts';
import { links } from '../../links.ts';
import { navigationCategories, renderFrame, type PageContext } from '../../pages/page-frame.tsx';

const BESTSELLERS = productQuerySchema.parse({ orderby: 'popularity', order: 'desc', per_page: 8 });

export async function renderHome(ctx: PageContext): Promise<string> {
  const [categories, bestsellers] = await Promise.all([
    ctx.services.catalogue.listCategories(ctx.language),
    // Serialised once per catalogue generation, like every answer made from many products.
    ctx.services.catalogue.derive(`home-bestsellers|${ctx.language}|${ctx.base}`, () =>
      storeProductPage(ctx.services.catalogue, BESTSELLERS, ctx.language, ctx.base),
    ),
  ]);
  const paths: Record<Language, string> = { en: links.home('en'), lt: links.home('lt') };
  return renderFrame(
    ctx,
    { title: ctx.t('pages.homeTitle'), description: ctx.t('pages.homeDescription'), paths },
    [REVIEWS_WIDGET],
    <>
      <HomePage
        language={ctx.language}
        t={ctx.t}
        categories={navigationCategories(categories, ctx.language)}
        bestsellers={bestsellers.products}
      />
      {/* Everyone's reviews as a horizontal carousel (issue 18). */}
      <ReviewsMount
        className="mt-12"
        settings={{
          review_scope: 'all',
          layout_mode: 'horizontal',
          pagination_mode: 'carousel',
          carousel_autoplay: 'yes',
          title: ctx.t('pages.homeReviews'),
        }}
      />
    </>,
  );
}
