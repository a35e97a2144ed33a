import type { AccountSubscription } from '@soul/contracts';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { QueryFailed } from '../ui/QueryFailed.tsx';
import { Button } from '../../ui/Button.tsx';
import { Modal } from '../../ui/Modal.tsx';
import { useAccountClient } from '../account-context.tsx';
import { accountKeys } from '../api/query-keys.ts';
import { useAccountT } from '../texts.ts';
import { InlineMessage } from '../ui/InlineMessage.tsx';
import { Loading } from '../ui/Loading.tsx';
import { useDates } from '../ui/format.ts';
import { RenewalList } from './RenewalList.tsx';
import type { SubscriptionChange } from './use-subscription-change.ts';

const MONTHS = [1, 2, 3] as const;

/**
 * Skip the next delivery, or pause for 1–3 months: first the preview (the
 * renewals that would follow, from the server), then the confirmation.
 */
export function SkipPauseDialog({
  subscription,
  action,
  change,
  onClose,
  onDone,
}: {
  subscription: AccountSubscription;
  action: 'skip' | 'pause';
  change: SubscriptionChange;
  onClose: () => void;
  onDone: () => void;
}) {
  const { t } = useAccountT();
  const client = useAccountClient();
  const { date } = useDates();
  const [months, setMonths] = useState(1);
  const groupId = useId();
  const preview = useQuery({
    queryKey: accountKeys.subscriptionPreview(subscription.id, action, months, subscription.version),
    queryFn: ({ signal }) => client.previewSubscription(subscription.id, action, months, signal),
  });
  const write = action === 'skip' ? 'skip-subscription' : 'pause-subscription';
  const confirm = () => change.run(write, action === 'pause' ? { months } : {}, onDone);
  return (
    <Modal
      open
      onClose={onClose}
      title={action === 'skip' ? t('subscriptions.skip.title') : t('subscriptions.pause.title')}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('subscriptions.keep')}
          </Button>
          <Button loading={change.pending === write} disabled={!preview.data} onClick={confirm}>
            {action === 'skip' ? t('subscriptions.skip.confirm') : t('subscriptions.pause.confirm', { count: months })}
          </Button>
        </>
      }
    >
      <div className="flex flex-col gap-4">
        {action === 'pause' ? (
          <fieldset className="flex flex-col gap-2">
            <legend className="mb-1 font-semibold text-ink">{t('subscriptions.pause.howLong')}</legend>
            <div className="flex flex-wrap gap-2">
              {MONTHS.map((value) => (
                <label
                  key={value}
                  className="flex min-h-11 cursor-pointer items-center gap-2 rounded-xl border border-line-strong px-4 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50"
                >
                  <input
                    type="radio"
                    name={groupId}
                    value={value}
                    checked={months === value}
                    onChange={() => setMonths(value)}
                    className="accent-brand-700"
                  />
                  {t('subscriptions.pause.months', { count: value })}
                </label>
              ))}
            </div>
          </fieldset>
        ) : null}
        {preview.isPending ? <Loading /> : null}
        {preview.isError ? <QueryFailed error={preview.error} onRetry={() => void preview.refetch()} /> : null}
        {preview.data ? (
          <>
            <p className="text-ink-soft">{t('subscriptions.preview.next', { date: date(preview.data.next_renewal_date) })}</p>
            <RenewalList renewals={preview.data.upcoming} label={t('subscriptions.preview.label')} />
            <p className="text-sm text-ink-muted">{t('subscriptions.preview.undoHint')}</p>
          </>
        ) : null}
        {change.error ? <InlineMessage tone="error">{change.error}</InlineMessage> : null}
      </div>
    </Modal>
  );
}
