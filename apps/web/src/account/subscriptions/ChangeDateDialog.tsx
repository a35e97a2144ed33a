import type { AccountSubscription } from '@soul/contracts';
import { useState } from 'react';
import { Button } from '../../ui/Button.tsx';
import { Modal } from '../../ui/Modal.tsx';
import { useMoney } from '../../ui/use-money.ts';
import { TextField } from '../forms/Field.tsx';
import { useAccountT } from '../texts.ts';
import { InlineMessage } from '../ui/InlineMessage.tsx';
import { useDates } from '../ui/format.ts';
import { renewalDateBounds, withinBounds } from './renewal-bounds.ts';
import type { SubscriptionChange } from './use-subscription-change.ts';

/** A new next renewal date, from tomorrow to six months ahead, with the date and amount shown before saving. */
export function ChangeDateDialog({
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
  const money = useMoney();
  const { date } = useDates();
  const [bounds] = useState(() => renewalDateBounds(new Date()));
  const [value, setValue] = useState(subscription.next_renewal_date?.slice(0, 10) ?? '');
  const valid = withinBounds(value, bounds);
  const unchanged = value === subscription.next_renewal_date?.slice(0, 10);
  return (
    <Modal
      open
      onClose={onClose}
      title={t('subscriptions.changeDate.title')}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('subscriptions.keep')}
          </Button>
          <Button
            loading={change.pending === 'update-subscription-renewal'}
            disabled={!valid || unchanged}
            onClick={() => change.run('update-subscription-renewal', { new_renewal_date: value }, onDone)}
          >
            {t('subscriptions.changeDate.save')}
          </Button>
        </>
      }
    >
      <div className="flex flex-col gap-4">
        <TextField
          label={t('subscriptions.changeDate.label')}
          hint={t('subscriptions.changeDate.bounds', { min: date(bounds.min), max: date(bounds.max) })}
          type="date"
          min={bounds.min}
          max={bounds.max}
          value={value}
          aria-invalid={value !== '' && !valid ? true : undefined}
          onChange={(event) => setValue(event.target.value)}
        />
        {valid && !unchanged ? (
          <InlineMessage tone="info">
            {t('subscriptions.changeDate.preview', { date: date(value), amount: money(subscription.renewal.total, subscription.currency) })}
          </InlineMessage>
        ) : null}
        {change.error ? <InlineMessage tone="error">{change.error}</InlineMessage> : null}
      </div>
    </Modal>
  );
}
