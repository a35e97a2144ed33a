import type { ShownPromotion } from '@soul/contracts/promotions';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { useWidgetEnv } from '../../boot/widget-env.tsx';
import { readVisitorCookie, setVisitorCookie } from '../../consent/visitor-cookies.ts';
import { usePromoFlags } from '../../promotions/flags-store.ts';
import { deadlineOf, ensurePromoCountdown } from '../../promotions/promo-timer.ts';
import { promotionClientOf } from '../../promotions/promotion-client-of.ts';
import { useCountdown } from '../../promotions/use-countdown.ts';

export interface OfferCountdown {
  /** Seconds left; null until the server's timer has answered (and on the server). */
  secondsLeft: number | null;
  expired: boolean;
  /** The timer service's text when it could not answer ('' → the caller's 'Timer service error…'). */
  error: string | null;
}

/**
 * The visitor's countdown for a quantity offer (storefront §4): when the
 * page opens, the promotion's timer is checked and started if it has not
 * been (never restarted: a reload keeps the deadline), and the
 * landing-promo cookie is set then, as the `?promo=` flow does, so the
 * checkout shows without header and footer (storefront §2). At zero, the
 * promo-offer cookie (its value: the promotion's slug) and flags turn the
 * offer off. Nothing runs on the server: the first render is the server's.
 */
export function useOfferCountdown(promotion: ShownPromotion): OfferCountdown {
  const env = useWidgetEnv();
  const { i18n } = useTranslation();
  const [deadline, setDeadline] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const { id, slug, timer_id: timerId, countdown } = promotion;

  useEffect(() => {
    if (!env.page) return;
    let live = true;
    const flags = usePromoFlags.getState();
    if (readVisitorCookie('promoOffer') === slug) flags.setFlag('promoOffer', false);
    void ensurePromoCountdown(promotionClientOf(env, i18n), timerId, countdown, () => setVisitorCookie('landingPromo', slug)).then(
      (answer) => {
        if (!live) return;
        if ('error' in answer) {
          setError(answer.error);
          return;
        }
        flags.setPromoFlag(id, answer.timeLeft > 0);
        setDeadline(deadlineOf(answer.timeLeft));
      },
    );
    return () => {
      live = false;
    };
  }, [env, i18n, id, slug, timerId, countdown]);

  const turnOff = () => {
    setVisitorCookie('promoOffer', slug);
    const flags = usePromoFlags.getState();
    flags.setFlag('promoOffer', false);
    flags.setPromoFlag(id, false);
  };
  const secondsLeft = useCountdown(deadline, turnOff);
  return { secondsLeft, expired: secondsLeft === 0, error };
}
