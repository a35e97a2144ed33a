import type { PointsUseProps } from '@soul/contracts';
import { POINTS_CART_NAMESPACE } from '@soul/contracts';
import { points as pointsEn } from '@soul/i18n/locales/en/points';
import { points as pointsLt } from '@soul/i18n/locales/lt/points';
import { useEffect, useState } from 'react';
import { useWidgetEnv } from '../../boot/widget-env.tsx';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { useMoney } from '../../ui/use-money.ts';
import { keepTypedFields, restoreTypedFields } from './form-keeper.ts';
import { pointsDiscountCents } from '@soul/domain/points/redemption';

/**
 * "Use my points" (storefront §1): asks the server to spend the points this
 * order can take (the `soul-points` cart extension; the server checks the
 * balance), or to take them off, then reloads the page so every total is
 * the server's again. What was typed into the form is kept across the reload.
 */
export function PointsUse(props: PointsUseProps) {
  const env = useWidgetEnv();
  const { t, i18n } = useTranslation('points');
  if (!i18n.hasResourceBundle(env.language, 'points'))
    i18n.addResourceBundle(env.language, 'points', env.language === 'lt' ? pointsLt : pointsEn);
  const money = useMoney();
  const [state, setState] = useState<'idle' | 'working' | 'failed'>('idle');
  const [message, setMessage] = useState<string | null>(null);

  useEffect(() => {
    const form = document.getElementById('soul-checkout-form');
    if (form instanceof HTMLFormElement) restoreTypedFields(form);
  }, []);

  const spend = async (points: number) => {
    setState('working');
    setMessage(null);
    const nonces = (env.page?.raw.nonces ?? {}) as { store?: string };
    try {
      const response = await fetch(`${env.storeRoot}/cart/extensions?lang=${env.language}`, {
        method: 'POST',
        credentials: 'same-origin',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json', Nonce: nonces.store ?? '' },
        body: JSON.stringify({ namespace: POINTS_CART_NAMESPACE, data: { points } }),
      });
      if (!response.ok) {
        const body = (await response.json().catch(() => null)) as { message?: unknown } | null;
        setMessage(typeof body?.message === 'string' ? body.message : null);
        setState('failed');
        return;
      }
      const form = document.getElementById('soul-checkout-form');
      if (form instanceof HTMLFormElement) keepTypedFields(form);
      window.location.reload();
    } catch {
      setState('failed');
    }
  };

  const using = props.spent > 0;
  if (!using && props.max <= 0) return null;
  return (
    <div className="mb-4 rounded-xl border border-brand-200 bg-brand-50 p-4 text-sm" data-testid="points-use">
      <p className="font-semibold text-ink">{t('title')}</p>
      <p className="mt-1 text-ink-soft">
        {using
          ? t('using', { count: props.spent, amount: money(props.spent_amount) })
          : t('available', { count: props.available, amount: money(pointsDiscountCents(props.max)) })}
      </p>
      <button
        type="button"
        disabled={state === 'working'}
        onClick={() => void spend(using ? 0 : props.max)}
        className="mt-3 rounded-full border border-brand-700 px-4 py-2 font-semibold text-brand-700 hover:bg-brand-100 disabled:opacity-60"
      >
        {state === 'working' ? t('working') : using ? t('remove') : t('use')}
      </button>
      {state === 'failed' ? (
        <p role="alert" className="mt-2 text-danger-700">
          {message ?? t('failed')}
        </p>
      ) : null}
    </div>
  );
}
