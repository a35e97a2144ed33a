import type { ShownReview } from '@soul/contracts';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useCatalogueApiOptions } from '../../api/use-catalogue-api.ts';
import { useWidgetEnv } from '../../boot/widget-env.tsx';
import { Button } from '../../ui/Button.tsx';
import { cx } from '../../ui/cx.ts';
import { Modal } from '../../ui/Modal.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import { openReviewForm } from '../review-form/open-review-form.ts';
import { pageSizeOf, type ReviewsWidgetProps } from './props.ts';
import { ReviewCard } from './ReviewCard.tsx';
import { ReviewSummary } from './ReviewSummary.tsx';
import { ReviewCarousel } from './ReviewCarousel.tsx';
import { fetchReviews, reviewsQuery } from './reviews-client.ts';
import { useReviewsTexts } from './use-reviews-texts.ts';

/** How many slides' worth the carousel fetches at once (it has no 'more' button). */
const CAROUSEL_PAGES = 4;
/** soul/v1/reviews's largest page. */
const MAX_PER_PAGE = 1000;

/** Groups reviews into carousel slides of `rows` reviews stacked (columns × rows in view). */
function slidesOf<T>(items: T[], rows: number): T[][] {
  const slides: T[][] = [];
  for (let index = 0; index < items.length; index += rows) slides.push(items.slice(index, index + rows));
  return slides;
}

/**
 * The reviews widget (storefront §2, §3, §9): the summary column and the
 * reviews, vertical or horizontal, paged by 'Load more' or a carousel,
 * every setting of §3 applied. Reads soul/v1/reviews.
 */
export function ReviewsWidget({ settings }: { settings: ReviewsWidgetProps }) {
  const { t } = useReviewsTexts();
  const env = useWidgetEnv();
  const http = useCatalogueApiOptions();
  const client = useQueryClient();
  const [photoOf, setPhotoOf] = useState<ShownReview | null>(null);
  const carousel = settings.pagination_mode === 'carousel';
  const perPage = pageSizeOf(settings) * (carousel ? CAROUSEL_PAGES : 1);
  const baseKey = ['reviews', settings.review_scope, settings.current_product_id, settings.rating_filter, perPage, env.language];

  // 'Load more' asks for the first pages × size again (not useInfiniteQuery: its observer would join the
  // shared first-load chunk); what is shown stays while the longer list loads.
  const [pages, setPages] = useState(1);
  const query = useQuery({
    queryKey: [...baseKey, pages],
    queryFn: ({ signal }) =>
      fetchReviews(env.soulRoot, reviewsQuery(settings, 1, Math.min(MAX_PER_PAGE, perPage * pages), env.language), { t: http.t }, signal),
    placeholderData: keepPreviousData,
  });

  const first = query.data;
  const reviews = first?.reviews ?? [];
  const hasMore = first !== undefined && reviews.length < first.total && !carousel;
  const loadingMore = query.isPlaceholderData && query.isFetching;
  const horizontal = settings.layout_mode === 'horizontal';

  const write = () =>
    openReviewForm({
      product: settings.current_product,
      pickerTitle: t('form.chooseProduct'),
      onSubmitted: () => void client.invalidateQueries({ queryKey: ['reviews'] }),
    });

  const cards = reviews.map((review) => <ReviewCard key={review.id} review={review} settings={settings} onOpenPhoto={setPhotoOf} />);

  let list;
  if (query.isPending) {
    list = (
      <p className="flex items-center gap-2 text-ink-muted">
        <Spinner className="text-brand-700" /> {t('widget.loading')}
      </p>
    );
  } else if (query.isError && !first) {
    list = (
      <p role="alert" className="rounded-xl bg-danger-50 p-3 text-danger-700">
        {t('widget.failed')}
      </p>
    );
  } else if (reviews.length === 0) {
    list = <p className="text-ink-muted">{t('widget.empty')}</p>;
  } else if (carousel) {
    const slides = slidesOf(cards, horizontal ? settings.grid_rows : 1).map((group, index) => (
      <div key={index} className="flex h-full flex-col gap-4">
        {group}
      </div>
    ));
    list = (
      <ReviewCarousel
        slides={slides}
        columns={horizontal ? settings.grid_columns : 1}
        mobileColumns={horizontal ? settings.grid_columns_mobile : 1}
        autoplay={settings.carousel_autoplay}
        intervalSeconds={settings.carousel_autoplay_interval}
      />
    );
  } else {
    list = (
      <div className="flex flex-col gap-4">
        <ul
          className={cx(
            'grid gap-4',
            horizontal
              ? 'grid-cols-[repeat(var(--reviews-cols-mobile),minmax(0,1fr))] sm:grid-cols-[repeat(var(--reviews-cols),minmax(0,1fr))]'
              : 'grid-cols-1',
          )}
          style={{ '--reviews-cols': settings.grid_columns, '--reviews-cols-mobile': settings.grid_columns_mobile } as React.CSSProperties}
        >
          {cards.map((card) => (
            <li key={card.key}>{card}</li>
          ))}
        </ul>
        {hasMore ? (
          <Button variant="secondary" className="self-center" loading={loadingMore} onClick={() => setPages((count) => count + 1)}>
            {t('widget.loadMore')}
          </Button>
        ) : null}
        {query.isError ? (
          <p role="alert" className="text-center text-danger-700">
            {t('widget.failed')}
          </p>
        ) : null}
      </div>
    );
  }

  const showSummary = !settings.hide_summary && first !== undefined;
  return (
    <section
      aria-label={settings.title || t('widget.title')}
      className={cx('flex flex-col gap-6', settings.styles)}
      data-testid="reviews-widget"
    >
      <header className="flex flex-col gap-1">
        {settings.caption ? <p className="text-xs font-semibold tracking-wider text-brand-700 uppercase">{settings.caption}</p> : null}
        <h2 className="font-display text-2xl font-semibold text-ink">{settings.title || t('widget.title')}</h2>
        {settings.description ? <p className="text-ink-soft">{settings.description}</p> : null}
      </header>
      <div className={cx('grid gap-8', showSummary || !settings.hide_write_review ? 'md:grid-cols-[16rem_minmax(0,1fr)]' : '')}>
        {showSummary ? (
          <ReviewSummary answer={first} onWrite={write} hideWrite={settings.hide_write_review} />
        ) : settings.hide_write_review ? null : (
          <div>
            <Button variant="secondary" onClick={write}>
              {t('widget.write')}
            </Button>
          </div>
        )}
        <div className="min-w-0">{list}</div>
      </div>
      {photoOf?.attachment ? (
        <Modal open onClose={() => setPhotoOf(null)} title={t('widget.photoOf', { name: photoOf.name || photoOf.author })} width="3xl">
          <img src={photoOf.attachment.src} alt="" className="mx-auto max-h-[75dvh] w-auto rounded-lg" />
        </Modal>
      ) : null}
    </section>
  );
}
