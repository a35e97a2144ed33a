import type { AccountPaymentDetail } from '@soul/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { usePromptStore } from '../../overlays/prompt-store.ts';
import { Button } from '../../ui/Button.tsx';
import { cx } from '../../ui/cx.ts';
import { useAccountClient } from '../account-context.tsx';
import { errorMessageOf } from '../api/errors.ts';
import { accountKeys } from '../api/query-keys.ts';
import { TextField } from '../forms/Field.tsx';
import { useAccountT } from '../texts.ts';
import { InlineMessage } from '../ui/InlineMessage.tsx';
import { useMoney } from '../../ui/use-money.ts';
import { presetAmount, REFUND_PRESETS, type RefundPresetKey } from './refund-presets.ts';

/**
 * The refund panel (account §2) for administrators: a toggle, presets of
 * what is still refundable, a confirmation, then a REAL refund through the
 * gateway (it takes as long as the gateway takes: a busy state, no fake
 * delay) and its success state. The answer replaces the payment.
 */
export function RefundPanel({ payment }: { payment: AccountPaymentDetail }) {
  const { t } = useAccountT();
  const money = useMoney();
  const client = useAccountClient();
  const queryClient = useQueryClient();
  const openPrompt = usePromptStore((state) => state.open);
  const panelId = useId();
  const [open, setOpen] = useState(false);
  const [preset, setPreset] = useState<RefundPresetKey>('full');
  const [reason, setReason] = useState('');
  const [refunded, setRefunded] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const outcomeRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (refunded !== null) outcomeRef.current?.focus();
  }, [refunded]);
  const percent = REFUND_PRESETS.find((entry) => entry.key === preset)?.percent ?? 100;
  const amount = presetAmount(payment.refundable, percent);
  const format = (cents: number | string) => money(cents, payment.currency);

  const refund = useMutation({
    mutationFn: (cents: number) => client.refundPayment({ payment_id: payment.id, amount: cents, reason: reason.trim() }),
    onMutate: () => {
      setError(null);
      setRefunded(null);
    },
    onSuccess: (answer, cents) => {
      queryClient.setQueryData(accountKeys.payment(answer.id), answer);
      void queryClient.invalidateQueries({ queryKey: accountKeys.paymentLists() });
      setRefunded(cents);
      setOpen(false);
      setReason('');
      setPreset('full');
    },
    onError: (failure) => setError(errorMessageOf(failure, t('errors.generic'))),
  });

  const confirm = () =>
    openPrompt({
      id: 'refund-payment',
      title: t('payments.refund.confirmTitle', { amount: format(amount) }),
      message: t('payments.refund.confirmText'),
      confirmLabel: t('payments.refund.confirm'),
      onConfirm: () => refund.mutate(amount),
    });

  const nothingLeft = !(Number.parseInt(payment.refundable, 10) > 0);

  return (
    <div className="flex flex-col gap-3">
      {refunded !== null ? (
        // The controls that had focus close with the refund: the keyboard goes to the outcome.
        <div ref={outcomeRef} tabIndex={-1} className="outline-none">
          <InlineMessage tone="success">{t('payments.refund.success', { amount: format(refunded) })}</InlineMessage>
        </div>
      ) : null}
      {nothingLeft ? (
        <p className="text-sm text-ink-soft">{t('payments.refund.nothingLeft')}</p>
      ) : (
        <p className="text-sm text-ink-soft">{t('payments.refund.refundable', { amount: format(payment.refundable) })}</p>
      )}
      <div hidden={nothingLeft}>
        <Button
          variant="secondary"
          size="sm"
          aria-expanded={open}
          aria-controls={panelId}
          disabled={refund.isPending}
          onClick={() => setOpen((value) => !value)}
        >
          {t('payments.refund.toggle')}
        </Button>
      </div>
      <div id={panelId} hidden={!open || nothingLeft} className="flex flex-col gap-4 rounded-xl border border-line bg-canvas p-4">
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-2 text-xs font-semibold tracking-wider text-ink-muted uppercase">
            {t('payments.refund.amountLegend')}
          </legend>
          <div className="grid gap-2 min-[420px]:grid-cols-3">
            {REFUND_PRESETS.map((entry) => {
              const cents = presetAmount(payment.refundable, entry.percent);
              return (
                <label
                  key={entry.key}
                  className={cx(
                    'flex cursor-pointer flex-col rounded-xl border px-3 py-2 transition-colors',
                    preset === entry.key ? 'border-brand-700 bg-brand-50' : 'border-line bg-surface hover:border-line-strong',
                    cents === 0 && 'cursor-not-allowed opacity-55',
                  )}
                >
                  <span className="flex items-center gap-2">
                    <input
                      type="radio"
                      name={`${panelId}-preset`}
                      value={entry.key}
                      checked={preset === entry.key}
                      disabled={cents === 0 || refund.isPending}
                      onChange={() => setPreset(entry.key)}
                      className="size-4 accent-brand-700"
                    />
                    <span className="font-semibold text-ink">{t(`payments.refund.presets.${entry.key}`)}</span>
                  </span>
                  <span className="pl-6 text-sm tabular-nums text-ink-soft" data-cents={cents}>
                    {format(cents)}
                  </span>
                </label>
              );
            })}
          </div>
        </fieldset>
        <TextField
          label={t('payments.refund.reason')}
          hint={t('payments.refund.reasonHint')}
          value={reason}
          maxLength={200}
          disabled={refund.isPending}
          onChange={(event) => setReason(event.target.value)}
        />
        <p className="text-sm text-ink" aria-live="polite">
          {t('payments.refund.amountShown', { amount: format(amount) })}
        </p>
        {refund.isPending ? <InlineMessage tone="info">{t('payments.refund.busy')}</InlineMessage> : null}
        {error ? <InlineMessage tone="error">{error}</InlineMessage> : null}
        <div>
          <Button onClick={confirm} loading={refund.isPending} disabled={amount <= 0}>
            {t('payments.refund.submit', { amount: format(amount) })}
          </Button>
        </div>
      </div>
    </div>
  );
}
