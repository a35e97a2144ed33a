import type { ShownReview } from '@soul/contracts';
import { BadgeCheck, Play } from 'lucide-react';
import { useId, useState } from 'react';
import { useWidgetEnv } from '../../boot/widget-env.tsx';
import { useModalStore } from '../../overlays/modal-store.ts';
import { cx } from '../../ui/cx.ts';
import type { ReviewsWidgetProps } from './props.ts';
import { Stars } from './Stars.tsx';
import { useReviewsTexts } from './use-reviews-texts.ts';

/** Storefront §2: 'Read More' shows for a text over 200 characters, which is clamped to 4 lines until then. */
export const READ_MORE_OVER = 200;

/**
 * One review: stars, title, text, name, date, the verified-buyer badge, the
 * product (unless this is its own page) and the photo, which opens larger,
 * or the video, which opens the video player.
 */
export function ReviewCard({
  review,
  settings,
  onOpenPhoto,
}: {
  review: ShownReview;
  settings: ReviewsWidgetProps;
  onOpenPhoto: (review: ShownReview) => void;
}) {
  const { t } = useReviewsTexts();
  const { language } = useWidgetEnv();
  const textId = useId();
  const openModal = useModalStore((state) => state.open);
  const [expanded, setExpanded] = useState(false);
  const long = review.content.length > READ_MORE_OVER;
  const onItsPage = settings.is_product_page && settings.current_product_id === review.product_id;
  const name = review.name || review.author;
  const date = new Intl.DateTimeFormat(language === 'lt' ? 'lt-LT' : 'en-GB', { dateStyle: 'medium' }).format(new Date(review.date));
  const attachment = settings.hide_review_images ? null : review.attachment;
  const photo = attachment?.type === 'photo' ? attachment : null;
  const video = attachment?.type === 'video' ? attachment : null;

  return (
    <article
      className="flex h-full flex-col gap-2 rounded-[var(--radius-card)] border border-line bg-surface p-4"
      data-testid="review-card"
    >
      <Stars rating={review.rating} label={t('widget.rated', { rating: review.rating })} />
      {settings.hide_review_title || !review.title ? null : <h3 className="font-semibold break-words text-ink">{review.title}</h3>}
      <p id={textId} className={cx('text-sm break-words whitespace-pre-line text-ink-soft', long && !expanded && 'line-clamp-4')}>
        {review.content}
      </p>
      {long ? (
        <button
          type="button"
          aria-expanded={expanded}
          aria-controls={textId}
          onClick={() => setExpanded((open) => !open)}
          className="self-start text-sm font-semibold text-brand-700 underline-offset-2 hover:underline"
        >
          {expanded ? t('widget.readLess') : t('widget.readMore')}
        </button>
      ) : null}
      {photo ? (
        <button type="button" onClick={() => onOpenPhoto(review)} className="self-start rounded-lg" aria-label={t('widget.openPhoto')}>
          <img
            src={photo.sizes?.[0]?.src ?? photo.src}
            alt=""
            loading="lazy"
            className="size-20 rounded-lg border border-line object-cover"
            data-testid="review-photo"
          />
        </button>
      ) : null}
      {video ? (
        // Opens the shop's video player (the generic modal's video-player content, a lazy chunk); the poster is all that loads here.
        <button
          type="button"
          onClick={() =>
            openModal('video-player', {
              title: t('widget.reviewVideo', { name }),
              src: video.src,
              type: video.content_type,
              poster: video.poster ?? null,
              width: null,
              height: null,
              captions: [],
            })
          }
          className="group relative self-start overflow-hidden rounded-lg border border-line bg-ink"
          aria-label={t('widget.reviewVideo', { name })}
          data-testid="review-video"
        >
          {video.poster ? (
            <img src={video.poster} alt="" loading="lazy" className="aspect-video w-80 max-w-full object-cover opacity-90" />
          ) : (
            <span className="block aspect-video w-80 max-w-full" />
          )}
          <span className="absolute inset-0 flex items-center justify-center">
            <span className="flex size-11 items-center justify-center rounded-full bg-surface/95 text-brand-800 shadow group-hover:bg-surface">
              <Play aria-hidden="true" className="ml-0.5 size-5" />
            </span>
          </span>
        </button>
      ) : null}
      <div className="mt-auto flex flex-wrap items-center gap-x-2 gap-y-1 pt-2 text-xs text-ink-muted">
        {settings.hide_customer_name ? null : <span className="font-semibold text-ink">{name}</span>}
        <time dateTime={review.date}>{date}</time>
        {review.verified ? (
          <span className="inline-flex items-center gap-1 text-brand-700">
            <BadgeCheck aria-hidden="true" className="size-4" />
            {t('widget.verified')}
          </span>
        ) : null}
      </div>
      {onItsPage || (settings.hide_product_title && settings.hide_product_thumbnail) ? null : (
        <a
          href={review.product_url}
          aria-label={settings.hide_product_title ? review.product_name : undefined}
          className="flex items-center gap-2 border-t border-line pt-2 text-sm text-ink hover:underline"
        >
          {settings.hide_product_thumbnail || !review.product_image ? null : (
            <img
              src={review.product_image.thumbnail}
              alt=""
              loading="lazy"
              width={32}
              height={32}
              className="size-8 rounded bg-sand object-cover"
            />
          )}
          {settings.hide_product_title ? null : <span className="break-words">{review.product_name}</span>}
        </a>
      )}
    </article>
  );
}
