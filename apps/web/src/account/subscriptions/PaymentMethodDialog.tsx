import type { AccountSubscription } from '@soul/contracts';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { QueryFailed } from '../ui/QueryFailed.tsx';
import { Button } from '../../ui/Button.tsx';
import { Modal } from '../../ui/Modal.tsx';
import { useAccountClient } from '../account-context.tsx';
import { accountKeys } from '../api/query-keys.ts';
import { useCardBrand } from '../payments/card-brand.ts';
import { useAccountT } from '../texts.ts';
import { InlineMessage } from '../ui/InlineMessage.tsx';
import { Loading } from '../ui/Loading.tsx';
import { NewCardForm } from './NewCardForm.tsx';
import type { SubscriptionChange } from './use-subscription-change.ts';

const NEW = 'new';
const OPTION_CLASS =
  'flex min-h-11 cursor-pointer items-center gap-3 rounded-xl border border-line-strong px-4 py-2 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50';

/**
 * Charge the renewals to another saved card (GET subscription-payment-methods/{id},
 * then change-subscription-payment-method), or to a new card typed here
 * (add-payment-method: saved with the test card gateway, no money taken).
 * With no saved card the new card is the choice from the start.
 */
export function PaymentMethodDialog({
  subscription,
  change,
  onClose,
  onDone,
}: {
  subscription: AccountSubscription;
  change: SubscriptionChange;
  onClose: () => void;
  onDone: () => void;
}) {
  const { t } = useAccountT();
  const client = useAccountClient();
  const brand = useCardBrand();
  const name = useId();
  const cards = useQuery({
    queryKey: accountKeys.subscriptionCards(subscription.id),
    queryFn: ({ signal }) => client.subscriptionPaymentMethods(subscription.id, signal),
  });
  const formId = useId();
  const [picked, setPicked] = useState<number | typeof NEW | null>(null);
  const current = cards.data?.find((card) => card.is_current)?.id ?? null;
  const chosen = picked ?? current ?? (cards.data ? NEW : null);
  const adding = chosen === NEW;
  return (
    <Modal
      open
      onClose={onClose}
      title={t('subscriptions.payment.changeTitle')}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('subscriptions.keep')}
          </Button>
          {adding ? (
            <Button type="submit" form={formId} loading={change.pending === 'add-payment-method'}>
              {t('subscriptions.payment.save')}
            </Button>
          ) : (
            <Button
              loading={change.pending === 'change-subscription-payment-method'}
              disabled={chosen === null || chosen === current}
              onClick={() =>
                typeof chosen === 'number' && change.run('change-subscription-payment-method', { payment_token_id: chosen }, onDone)
              }
            >
              {t('subscriptions.payment.use')}
            </Button>
          )}
        </>
      }
    >
      <div className="flex flex-col gap-4">
        {cards.isPending ? <Loading /> : null}
        {cards.isError ? <QueryFailed error={cards.error} onRetry={() => void cards.refetch()} /> : null}
        {cards.data && cards.data.length === 0 ? <p className="text-ink-muted">{t('subscriptions.payment.noCards')}</p> : null}
        {cards.data ? (
          <fieldset className="flex flex-col gap-2">
            <legend className="mb-1 font-semibold text-ink">{t('subscriptions.payment.savedCards')}</legend>
            {cards.data.map((card) => (
              <label key={card.id} className={OPTION_CLASS}>
                <input
                  type="radio"
                  name={name}
                  checked={chosen === card.id}
                  onChange={() => setPicked(card.id)}
                  className="accent-brand-700"
                />
                <span className="flex flex-col">
                  <span className="font-semibold text-ink">
                    {t('subscriptions.payment.card', { brand: brand(card.brand), last4: card.last4 })}
                  </span>
                  <span className="text-sm text-ink-muted">
                    {t('subscriptions.payment.expires', { month: String(card.exp_month).padStart(2, '0'), year: card.exp_year })}
                    {card.is_current ? ` · ${t('subscriptions.payment.current')}` : ''}
                  </span>
                </span>
              </label>
            ))}
            <label className={OPTION_CLASS}>
              <input type="radio" name={name} checked={adding} onChange={() => setPicked(NEW)} className="accent-brand-700" />
              <span className="font-semibold text-ink">{t('subscriptions.payment.newCard')}</span>
            </label>
          </fieldset>
        ) : null}
        {adding ? (
          <NewCardForm
            id={formId}
            refusal={change.failed === 'add-payment-method' ? change.error : null}
            onEdit={change.clearError}
            onSubmit={(paymentData) => change.run('add-payment-method', { payment_data: paymentData }, onDone)}
          />
        ) : null}
        {change.error && change.failed !== 'add-payment-method' ? <InlineMessage tone="error">{change.error}</InlineMessage> : null}
      </div>
    </Modal>
  );
}
