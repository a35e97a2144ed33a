import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useWidgetEnv } from '../../boot/widget-env.tsx';
import { clearVisitorCookie, readVisitorCookie, setVisitorCookie } from '../../consent/visitor-cookies.ts';
import { showError, showNotification } from '../../overlays/notification-store.ts';
import { usePromoFlags } from '../../promotions/flags-store.ts';
import { promotionClientOf } from '../../promotions/promotion-client-of.ts';
import { useCountdown } from '../../promotions/use-countdown.ts';
import { usePromotionsTexts } from '../../promotions/use-promotions-texts.ts';
import { BannerBar } from './BannerBar.tsx';
import { useBannerHost } from './banner-host.ts';
import { bannerSourceOf, isBannerDismissed, rememberBannerDismissed } from './banner-trigger.ts';
import { dropPromoParam, startPromo, type LandingPromoCookie, type PromoStart } from './promo-flow.ts';

type BannerClient = Parameters<typeof startPromo>[0];

const landingPromoCookie: LandingPromoCookie = {
  read: () => readVisitorCookie('landingPromo'),
  set: (slug) => void setVisitorCookie('landingPromo', slug),
  clear: () => clearVisitorCookie('landingPromo'),
};

/**
 * The promo banner widget's lazy part (storefront §2, §4): runs the promo
 * flow once for the page's link or landing-promo cookie, tells the shopper
 * what came of it, keeps the promotion's flag (flags-store), and shows the
 * banner with its countdown while it runs and the shopper has not
 * dismissed it. At zero the banner says so and stays until dismissed.
 */
export default function PromoBanner({ client }: { client?: BannerClient }) {
  const env = useWidgetEnv();
  const { t, i18n } = usePromotionsTexts();
  const [source] = useState(() => bannerSourceOf(window.location.search, document.cookie));
  const [outcome, setOutcome] = useState<PromoStart | null>(null);
  const [dismissed, setDismissed] = useState(() => source !== null && isBannerDismissed(source.slug));
  const [expired, setExpired] = useState(false);
  const started = useRef(false);

  const notifyExpired = () =>
    showNotification({ id: 'promo-expired', tone: 'warning', title: t('timer.expiredTitle'), message: t('timer.expiredText') });

  const settle = useEffectEvent((settled: PromoStart) => {
    setOutcome(settled);
    const setPromoFlag = usePromoFlags.getState().setPromoFlag;
    if (settled.kind === 'running') setPromoFlag(settled.promotion.id, true);
    if (settled.kind === 'expired') {
      setPromoFlag(settled.promotion.id, false);
      notifyExpired();
    }
    if (settled.kind === 'ended' && source?.from === 'link') {
      showNotification({ id: 'promo-expired', tone: 'warning', title: t('timer.durationExpired') });
    }
    if (settled.kind === 'error') showError(settled.message || t('timer.serviceError'));
  });

  useEffect(() => {
    if (started.current || source === null) return;
    started.current = true;
    dropPromoParam();
    void startPromo(client ?? promotionClientOf(env, i18n), source, landingPromoCookie).then(settle);
  }, [client, env, i18n, source]);

  const running = outcome?.kind === 'running' ? outcome : null;
  const secondsLeft = useCountdown(running && !expired ? running.deadline : null, () => {
    if (!running) return;
    setExpired(true);
    usePromoFlags.getState().setPromoFlag(running.promotion.id, false);
    if (landingPromoCookie.read() === running.promotion.slug) landingPromoCookie.clear();
    if (!dismissed) notifyExpired();
  });

  const visible = running !== null && !dismissed;
  const host = useBannerHost(visible);
  if (!visible || !host) return null;

  const dismiss = () => {
    const hadFocus = host.contains(document.activeElement);
    rememberBannerDismissed(running.promotion.slug);
    if (source && source.slug !== running.promotion.slug) rememberBannerDismissed(source.slug);
    setDismissed(true);
    // The button goes with the banner: focus moves to the start of the header rather than being lost.
    if (hadFocus) document.querySelector<HTMLElement>('header a')?.focus();
  };

  return createPortal(<BannerBar promotion={running.promotion} secondsLeft={secondsLeft} expired={expired} onDismiss={dismiss} />, host);
}
