import type { ReviewsAnswer } from '@soul/contracts';
import { Button } from '../../ui/Button.tsx';
import { Stars } from './Stars.tsx';
import { useReviewsTexts } from './use-reviews-texts.ts';

/** The summary column (storefront §2): average stars, the 5→1 histogram and 'Write a review'. */
export function ReviewSummary({
  answer,
  onWrite,
  hideWrite,
}: {
  answer: Pick<ReviewsAnswer, 'averageRating' | 'total' | 'histogram'>;
  onWrite: () => void;
  hideWrite: boolean;
}) {
  const { t } = useReviewsTexts();
  const average = Math.round(answer.averageRating * 10) / 10;
  const rows = [5, 4, 3, 2, 1].map((stars) => ({ stars, count: answer.histogram.find((row) => row.rating === stars)?.count ?? 0 }));
  const most = Math.max(1, ...rows.map((row) => row.count));
  return (
    <div className="flex flex-col gap-4" data-testid="reviews-summary">
      <div className="flex items-center gap-3">
        <span className="font-display text-4xl font-semibold text-ink">{average.toFixed(1)}</span>
        <div className="flex flex-col gap-1">
          <Stars rating={answer.averageRating} label={t('widget.average', { rating: average.toFixed(1) })} size="lg" />
          <span className="text-sm text-ink-muted">{t('widget.basedOn', { count: answer.total })}</span>
        </div>
      </div>
      <ul className="flex flex-col gap-1.5" data-testid="reviews-histogram">
        {rows.map((row) => (
          <li key={row.stars} className="flex items-center gap-2 text-sm" aria-label={t('widget.histogramRow', row)}>
            <span aria-hidden="true" className="w-3 text-ink-muted">
              {row.stars}
            </span>
            <span aria-hidden="true" className="h-2 flex-1 overflow-hidden rounded-full bg-sand">
              <span className="block h-full rounded-full bg-accent-500" style={{ width: `${(row.count / most) * 100}%` }} />
            </span>
            <span aria-hidden="true" className="w-8 text-right text-ink-muted" data-count>
              {row.count}
            </span>
          </li>
        ))}
      </ul>
      {hideWrite ? null : (
        <Button variant="secondary" onClick={onWrite}>
          {t('widget.write')}
        </Button>
      )}
    </div>
  );
}
