import { useContext, useEffect, useMemo, useState } from 'react';
import { ReportContext } from '../../boot/report-context.ts';
import { useWidgetEnv } from '../../boot/widget-env.tsx';
import { readVisitorCookie, setVisitorCookie } from '../../consent/visitor-cookies.ts';
import { usePromoFlags } from '../../promotions/flags-store.ts';
import { promotionClientOf } from '../../promotions/promotion-client-of.ts';
import { usePromotionsTexts } from '../../promotions/use-promotions-texts.ts';
import { EXIT_COUPON_PREFIX, exitOfferConfig, visitorCountry, type ExitOfferConfig } from './exit-offer-config.ts';
import { ExitPopupDialog } from './ExitPopupDialog.tsx';

/**
 * The exit popup once triggered (loaded lazily by ExitPopupIsland): reads
 * the live exit offer, and shows it when the exitPopup flag is on and the
 * config is complete ('Missing data for exitpopup' is reported otherwise).
 * Showing it sets the exitPopup cookie: once per visitor.
 */
export default function ExitPopup() {
  const env = useWidgetEnv();
  const { t, i18n } = usePromotionsTexts();
  const reporter = useContext(ReportContext);
  const client = useMemo(() => promotionClientOf(env, i18n), [env, i18n]);
  const allowed = usePromoFlags((state) => state.exitPopup);
  const [config, setConfig] = useState<ExitOfferConfig | null>(null);
  const [open, setOpen] = useState(true);

  useEffect(() => {
    // Another tab may have shown it, or a coupon link may have brought an exit coupon, since the page was made:
    // asked before the offer is fetched (no request for nothing) and again once it has arrived.
    const shownOrCovered = () =>
      readVisitorCookie('exitPopup') !== null || (readVisitorCookie('coupon') ?? '').startsWith(EXIT_COUPON_PREFIX);
    if (!allowed || shownOrCovered()) return;
    let live = true;
    client.live('exit_offer').then(
      (offers) => {
        if (!live || shownOrCovered()) return;
        const found = exitOfferConfig(offers[0], visitorCountry(env.page?.raw, readVisitorCookie('country')));
        if (!found) {
          reporter.report(new Error(t('exitPopup.missingData')), reporter.context);
          return;
        }
        setVisitorCookie('exitPopup', '1');
        setConfig(found);
      },
      (error: unknown) => live && reporter.report(error, reporter.context),
    );
    return () => {
      live = false;
    };
  }, [allowed, client, env.page, reporter, t]);

  if (!allowed || !config) return null;
  return <ExitPopupDialog config={config} client={client} open={open} onClose={() => setOpen(false)} />;
}
