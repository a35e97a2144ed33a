import { usePromotionsTexts } from '../../promotions/use-promotions-texts.ts';
import { formatCountdown } from '../../promotions/use-countdown.ts';
import type { OfferCountdown } from './use-offer-countdown.ts';

/**
 * The red countdown banner (storefront §2): the promotion's banner text and
 * hh:mm:ss of the visitor's own timer. Until the timer has answered (and on
 * the server) the digits are a placeholder of the same width, so nothing
 * shifts when they arrive.
 */
export function CountdownBanner({ text, countdown }: { text: string; countdown: OfferCountdown }) {
  const { t } = usePromotionsTexts();
  if (countdown.error !== null) {
    return (
      <p role="alert" className="bg-danger-50 px-5 py-3 text-center text-sm font-semibold text-danger-700">
        {countdown.error || t('timer.serviceError')}
      </p>
    );
  }
  return (
    <div role="timer" aria-live="off" className="flex flex-wrap items-center justify-center gap-x-2 bg-danger-700 px-5 py-3 text-white">
      <span>{countdown.expired ? t('offer.expiredBanner') : text}</span>
      <strong className="font-mono text-lg tabular-nums" data-testid="promo-offer-countdown">
        {countdown.secondsLeft === null ? '--:--:--' : formatCountdown(countdown.secondsLeft)}
      </strong>
    </div>
  );
}
