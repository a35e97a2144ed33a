import type { AccountSubscription } from '@soul/contracts';
import { Button } from '../../ui/Button.tsx';
import { useAccountT } from '../texts.ts';
import type { SubscriptionChange } from './use-subscription-change.ts';
import { useNowUntil } from './use-now.ts';

/**
 * "Undo" for the last skip or pause while the server still allows it
 * (abilities.undo_until), counting down the seconds; gone once it passes.
 */
export function UndoNotice({
  subscription,
  change,
  onUndone,
}: {
  subscription: AccountSubscription;
  change: SubscriptionChange;
  onUndone: () => void;
}) {
  const { t } = useAccountT();
  const until = subscription.abilities.undo_until;
  const now = useNowUntil(until);
  const seconds = until ? Math.ceil((Date.parse(until) - now) / 1000) : 0;
  if (!until || seconds <= 0) return null;
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-accent-300 bg-accent-50 px-4 py-3 text-sm text-accent-800">
      <span>{t('subscriptions.undo.text', { count: seconds })}</span>
      <Button
        variant="secondary"
        size="sm"
        loading={change.pending === 'undo-subscription-change'}
        onClick={() => change.run('undo-subscription-change', {}, onUndone)}
      >
        {t('subscriptions.undo.action')}
      </Button>
    </div>
  );
}
