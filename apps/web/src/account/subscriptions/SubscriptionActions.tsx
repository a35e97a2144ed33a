import type { AccountSubscription } from '@soul/contracts';
import { useState } from 'react';
import { showNotification } from '../../overlays/notification-store.ts';
import { usePromptStore } from '../../overlays/prompt-store.ts';
import { Button } from '../../ui/Button.tsx';
import { useMoney } from '../../ui/use-money.ts';
import { useAccountT } from '../texts.ts';
import { InlineMessage } from '../ui/InlineMessage.tsx';
import { useDates } from '../ui/format.ts';
import { ChangeDateDialog } from './ChangeDateDialog.tsx';
import { SkipPauseDialog } from './SkipPauseDialog.tsx';
import type { SubscriptionChange } from './use-subscription-change.ts';

/** Their errors show beside the items, not here. */
const LINE_WRITES = new Set<string | null>(['update-subscription-line', 'add-subscription-product', 'change-subscription-payment-method']);

type Dialog = 'skip' | 'pause' | 'date' | null;

/**
 * What may be done now, exactly as `abilities` says (the server decides; a
 * refused action is never offered). Skip and pause preview first; renew now
 * and cancel ask first, naming the amount and the last day. After each
 * change `onChanged` takes the focus to the summary, which shows the result.
 */
export function SubscriptionActions({
  subscription,
  change,
  onChanged,
}: {
  subscription: AccountSubscription;
  change: SubscriptionChange;
  onChanged: () => void;
}) {
  const { t } = useAccountT();
  const money = useMoney();
  const { date } = useDates();
  const openPrompt = usePromptStore((state) => state.open);
  const [dialog, setDialog] = useState<Dialog>(null);
  const can = subscription.abilities;
  const open = (next: Dialog) => {
    change.clearError();
    setDialog(next);
  };
  const done = (message: string) => () => {
    setDialog(null);
    showNotification({ id: 'subscription-changed', tone: 'success', title: message, autoCloseMs: 6000 });
    onChanged();
  };
  const amount = money(subscription.renewal.total, subscription.currency);

  const renewNow = () =>
    openPrompt({
      id: 'renew-subscription-now',
      title: t('subscriptions.renewNow.title'),
      message: t('subscriptions.renewNow.text', { amount }),
      confirmLabel: t('subscriptions.renewNow.confirm', { amount }),
      cancelLabel: t('subscriptions.keep'),
      onConfirm: () => change.run('renew-subscription-now', {}, done(t('subscriptions.renewNow.done'))),
    });
  const cancel = () =>
    openPrompt({
      id: 'cancel-subscription',
      title: t('subscriptions.cancel.title'),
      message: subscription.next_renewal_date
        ? t('subscriptions.cancel.text', { date: date(subscription.next_renewal_date) })
        : t('subscriptions.cancel.textNow'),
      confirmLabel: t('subscriptions.cancel.confirm'),
      cancelLabel: t('subscriptions.keep'),
      onConfirm: () =>
        change.run('cancel-subscription', {}, (answer) =>
          done(answer.end_date ? t('subscriptions.cancel.doneUntil', { date: date(answer.end_date) }) : t('subscriptions.cancel.done'))(),
        ),
    });

  const buttons = [
    can.skip ? (
      <Button key="skip" variant="secondary" onClick={() => open('skip')}>
        {t('subscriptions.skip.action')}
      </Button>
    ) : null,
    can.pause ? (
      <Button key="pause" variant="secondary" onClick={() => open('pause')}>
        {t('subscriptions.pause.action')}
      </Button>
    ) : null,
    can.change_date ? (
      <Button key="date" variant="secondary" onClick={() => open('date')}>
        {t('subscriptions.changeDate.action')}
      </Button>
    ) : null,
    can.renew_now ? (
      <Button key="renew" variant="secondary" loading={change.pending === 'renew-subscription-now'} onClick={renewNow}>
        {t('subscriptions.renewNow.action')}
      </Button>
    ) : null,
    can.resume ? (
      <Button
        key="resume"
        loading={change.pending === 'resume-subscription'}
        onClick={() => change.run('resume-subscription', {}, done(t('subscriptions.resume.done')))}
      >
        {t('subscriptions.resume.action')}
      </Button>
    ) : null,
    can.reactivate ? (
      <Button
        key="reactivate"
        loading={change.pending === 'reactivate-subscription'}
        onClick={() => change.run('reactivate-subscription', {}, done(t('subscriptions.reactivate.done')))}
      >
        {t('subscriptions.reactivate.action')}
      </Button>
    ) : null,
    can.cancel ? (
      <Button key="cancel" variant="ghost" loading={change.pending === 'cancel-subscription'} onClick={cancel}>
        {t('subscriptions.cancel.action')}
      </Button>
    ) : null,
  ].filter((button) => button !== null);

  if (buttons.length === 0) return null;
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap gap-2">{buttons}</div>
      {change.error && dialog === null && !LINE_WRITES.has(change.failed) ? (
        <InlineMessage tone="error">{change.error}</InlineMessage>
      ) : null}
      {dialog === 'skip' || dialog === 'pause' ? (
        <SkipPauseDialog
          subscription={subscription}
          action={dialog}
          change={change}
          onClose={() => setDialog(null)}
          onDone={done(dialog === 'skip' ? t('subscriptions.skip.done') : t('subscriptions.pause.done'))}
        />
      ) : null}
      {dialog === 'date' ? (
        <ChangeDateDialog
          subscription={subscription}
          change={change}
          onClose={() => setDialog(null)}
          onDone={done(t('subscriptions.changeDate.done'))}
        />
      ) : null}
    </div>
  );
}
