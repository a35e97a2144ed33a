import { Star } from 'lucide-react';
import { cx } from '../../ui/cx.ts';

/** A rating as five stars (rounded to the nearest half star's whole); the label says the number. */
export function Stars({ rating, label, size = 'sm' }: { rating: number; label: string; size?: 'sm' | 'lg' }) {
  const filled = Math.round(rating);
  return (
    <span role="img" aria-label={label} className="inline-flex gap-0.5">
      {[1, 2, 3, 4, 5].map((star) => (
        <Star
          key={star}
          aria-hidden="true"
          className={cx(size === 'lg' ? 'size-6' : 'size-4', star <= filled ? 'fill-accent-500 text-accent-600' : 'text-line-strong')}
        />
      ))}
    </span>
  );
}
