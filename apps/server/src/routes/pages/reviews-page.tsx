import { REVIEWS_WIDGET, ReviewsMount } from '../../pages/components/reviews-mount.tsx';
import { links } from '../../links.ts';
import { renderFrame, type PageContext } from '../../pages/page-frame.tsx';

/**
 * The reviews page (issue 18): every approved review, vertical with 'Load
 * more', and the write-review button (the product picker first).
 */
export async function renderReviews(ctx: PageContext): Promise<string> {
  return renderFrame(
    ctx,
    {
      title: ctx.t('pages.reviewsTitle'),
      description: ctx.t('pages.reviewsDescription'),
      paths: { en: links.reviews('en'), lt: links.reviews('lt') },
    },
    [REVIEWS_WIDGET],
    <>
      <h1 className="font-display text-3xl font-semibold text-ink">{ctx.t('pages.reviewsTitle')}</h1>
      <ReviewsMount
        className="mt-6"
        settings={{ review_scope: 'all', layout_mode: 'vertical', pagination_mode: 'load_more', title: ctx.t('pages.homeReviews') }}
      />
    </>,
  );
}
