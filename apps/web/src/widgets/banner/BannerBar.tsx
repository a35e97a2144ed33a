import type { ShownPromotion } from '@soul/contracts/promotions';
import { X } from 'lucide-react';
import { formatCountdown } from '../../promotions/use-countdown.ts';
import { usePromotionsTexts } from '../../promotions/use-promotions-texts.ts';
import { safeLink } from './safe-link.ts';

export interface BannerBarProps {
  promotion: Pick<ShownPromotion, 'title' | 'message' | 'link'>;
  /** Whole seconds left; null: no countdown. */
  secondsLeft: number | null;
  expired: boolean;
  onDismiss: () => void;
}

/**
 * The promo banner (storefront §2, §4): message or link, countdown, dismiss.
 * The countdown is a `timer` (not announced each second); the message is a
 * polite live region, so its change to 'Promo Expired - 00:00:00' is read
 * out once. Compact on phones: two lines at most, the countdown without
 * its label, a 44 px dismiss target.
 */
export function BannerBar({ promotion, secondsLeft, expired, onDismiss }: BannerBarProps) {
  const { t } = usePromotionsTexts();
  const text = expired ? t('banner.expired', { time: formatCountdown(0) }) : promotion.message || promotion.title;
  const href = expired ? null : safeLink(promotion.link);
  return (
    <section aria-label={t('banner.label')} className="border-b border-accent-300 bg-accent-100 text-ink" data-testid="promo-banner">
      <div className="mx-auto flex max-w-6xl items-center gap-2 py-1 pr-1 pl-3 text-sm sm:gap-4 sm:px-4">
        <p aria-live="polite" className="line-clamp-2 min-w-0 flex-1 leading-snug font-semibold sm:line-clamp-none">
          {href ? (
            <a href={href} className="underline decoration-accent-700 underline-offset-2 hover:text-brand-800">
              {text}
            </a>
          ) : (
            <span className={expired ? 'text-danger-700' : undefined}>{text}</span>
          )}
        </p>
        {expired || secondsLeft === null ? null : (
          <p role="timer" aria-live="off" className="flex shrink-0 items-center gap-2">
            <span className="sr-only sm:not-sr-only">{t('banner.endsIn')}</span>
            <span
              className="rounded-md bg-ink px-2 py-0.5 font-mono text-sm font-semibold text-white tabular-nums"
              data-testid="promo-banner-countdown"
            >
              {formatCountdown(secondsLeft)}
            </span>
          </p>
        )}
        <button
          type="button"
          onClick={onDismiss}
          aria-label={t('banner.dismiss')}
          className="inline-flex size-11 shrink-0 items-center justify-center rounded-full text-ink-soft hover:bg-accent-300/60 hover:text-ink"
        >
          <X className="size-4" aria-hidden="true" />
        </button>
      </div>
    </section>
  );
}
