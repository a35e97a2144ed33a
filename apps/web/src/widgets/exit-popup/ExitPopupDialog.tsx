import { useEffect, useState } from 'react';
import { useWidgetEnv } from '../../boot/widget-env.tsx';
import { loadCart } from '../../cart/load.ts';
import { setVisitorCookie } from '../../consent/visitor-cookies.ts';
import type { PromotionClient } from '../../promotions/promotion-client.ts';
import { deadlineOf } from '../../promotions/promo-timer.ts';
import { formatShortCountdown, useCountdown } from '../../promotions/use-countdown.ts';
import { usePromotionsTexts } from '../../promotions/use-promotions-texts.ts';
import { Button } from '../../ui/Button.tsx';
import { Modal } from '../../ui/Modal.tsx';
import { claimExitOffer } from './claim-exit-offer.ts';
import { openExitCountdown } from './exit-countdown.ts';
import type { ExitOfferConfig } from './exit-offer-config.ts';
import { ExitOfferForm } from './ExitOfferForm.tsx';

type Phase = { kind: 'form' } | { kind: 'expired'; canExtend: boolean } | { kind: 'thanks'; code: string };

export interface ExitPopupDialogProps {
  config: ExitOfferConfig;
  client: Pick<PromotionClient, 'checkTimer' | 'startTimer' | 'claimExitOffer' | 'extendOffer'>;
  open: boolean;
  onClose: () => void;
}

/**
 * The exit offer (storefront §2, §4, §5): title, message, the discount, a
 * countdown on the server's timer (mm:ss), then the e-mail form, the
 * thank-you state with the personal code, or at zero the expiry notice
 * (timer 00:00) with the once-only 24-hour extension.
 */
export function ExitPopupDialog({ config, client, open, onClose }: ExitPopupDialogProps) {
  const env = useWidgetEnv();
  const { t, i18n } = usePromotionsTexts();
  const [deadline, setDeadline] = useState<number | null>(null);
  const [timerError, setTimerError] = useState<string | null>(null);
  const [phase, setPhase] = useState<Phase>({ kind: 'form' });
  const [extending, setExtending] = useState(false);
  const [extendError, setExtendError] = useState<string | null>(null);
  const [extended, setExtended] = useState(false);

  useEffect(() => {
    let live = true;
    void openExitCountdown(client, config).then((countdown) => {
      if (!live) return;
      if (countdown.status === 'error') setTimerError(countdown.message || t('timer.serviceError'));
      else if (countdown.status === 'running') {
        setDeadline(deadlineOf(countdown.timeLeft));
        setExtended(countdown.extended);
      } else setPhase({ kind: 'expired', canExtend: countdown.canExtend });
    });
    return () => {
      live = false;
    };
  }, [client, config, t]);

  const secondsLeft = useCountdown(deadline, () =>
    setPhase((current) => (current.kind === 'form' ? { kind: 'expired', canExtend: !extended } : current)),
  );

  const extend = async () => {
    setExtending(true);
    setExtendError(null);
    try {
      const answer = await client.extendOffer(config.slug);
      setVisitorCookie('offerExtension', config.slug);
      setExtended(true);
      if (answer.timeLeft > 0) {
        setDeadline(deadlineOf(answer.timeLeft));
        setPhase({ kind: 'form' });
      } else setPhase({ kind: 'expired', canExtend: false });
    } catch (error) {
      setExtendError(error instanceof Error ? error.message : String(error));
    } finally {
      setExtending(false);
    }
  };

  const percent = config.discountRate;
  return (
    <Modal open={open} onClose={onClose} title={config.title} width="md">
      <div className="flex flex-col gap-4" data-testid="exit-popup">
        <div className="flex items-center justify-between gap-3 rounded-xl bg-red-700 px-4 py-3 text-white">
          <p className="font-display text-xl font-semibold sm:text-2xl">{t('exitPopup.discount', { percent })}</p>
          <p className="text-right text-sm" role="timer" aria-live="off">
            <span className="block whitespace-nowrap opacity-90">{t('exitPopup.endsIn')}</span>
            <span className="font-mono text-xl font-semibold tabular-nums" data-testid="exit-popup-countdown">
              {formatShortCountdown(phase.kind === 'expired' ? 0 : (secondsLeft ?? config.countdown))}
            </span>
          </p>
        </div>
        <p className="text-ink-soft">{config.message}</p>
        {timerError ? (
          <p role="alert" className="rounded-xl bg-danger-50 px-3 py-2 text-sm text-danger-700">
            {timerError}
          </p>
        ) : null}
        {extended && phase.kind === 'form' ? (
          <p role="status" className="rounded-xl bg-brand-50 px-3 py-2 text-sm text-brand-900">
            {t('exitPopup.extendedNotice')}
          </p>
        ) : null}
        {phase.kind === 'form' ? (
          <ExitOfferForm
            percent={percent}
            onSubmit={(email, consent) => claimExitOffer({ promotions: client, cart: () => loadCart(env, i18n) }, config, email, consent)}
            onClaimed={(code) => setPhase({ kind: 'thanks', code })}
            onExpired={() => setPhase({ kind: 'expired', canExtend: !extended })}
          />
        ) : null}
        {phase.kind === 'thanks' ? (
          <div role="status" className="flex flex-col gap-3 text-center">
            <p className="font-display text-xl font-semibold text-ink">{t('exitPopup.thanksTitle')}</p>
            <p className="text-ink-soft">{t('exitPopup.thanksText', { percent })}</p>
            <p className="text-sm text-ink-muted">{t('exitPopup.codeLabel')}</p>
            <p className="mx-auto rounded-xl border-2 border-dashed border-brand-600 px-4 py-2 font-mono text-lg font-semibold text-brand-900">
              {phase.code}
            </p>
            <Button onClick={onClose}>{t('exitPopup.continue')}</Button>
          </div>
        ) : null}
        {phase.kind === 'expired' ? (
          <div role="alert" className="flex flex-col gap-3 rounded-xl bg-danger-50 p-4 text-danger-700">
            <p className="font-semibold">{t('exitPopup.expiredTitle')}</p>
            <p className="text-sm">{t('exitPopup.expiredText')}</p>
            {extendError ? <p className="text-sm">{extendError}</p> : null}
            {phase.canExtend ? (
              <Button variant="accent" loading={extending} onClick={() => void extend()}>
                {extending ? t('exitPopup.extending') : t('exitPopup.extend')}
              </Button>
            ) : null}
          </div>
        ) : null}
      </div>
    </Modal>
  );
}
