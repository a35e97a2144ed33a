import type { AccountOrder } from '@soul/contracts';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { showNotification } from '../../overlays/notification-store.ts';
import { Button } from '../../ui/Button.tsx';
import { useAccountClient } from '../account-context.tsx';
import { errorMessageOf } from '../api/errors.ts';
import { useAccountT } from '../texts.ts';
import { InlineMessage } from '../ui/InlineMessage.tsx';
import { useConfirmCancel } from './use-confirm-cancel.ts';
import { useReplaceOrder } from './use-replace-order.ts';

/**
 * Cancel order, only when the server says it may be cancelled, after a
 * confirmation. `onCancelled` takes the focus somewhere once the button is gone.
 */
export function CancelOrder({ order, onCancelled }: { order: AccountOrder; onCancelled?: () => void }) {
  const { t } = useAccountT();
  const client = useAccountClient();
  const replaceOrder = useReplaceOrder();
  const confirmCancel = useConfirmCancel(order);
  const [error, setError] = useState<string | null>(null);
  const cancel = useMutation({
    mutationFn: () => client.cancelOrder(order.id),
    onMutate: () => setError(null),
    onSuccess: (answer) => {
      replaceOrder(answer);
      showNotification({
        id: 'order-cancelled',
        tone: 'success',
        title: t('orders.cancel.done', { number: answer.id }),
        autoCloseMs: 6000,
      });
      onCancelled?.();
    },
    onError: (failure) => setError(errorMessageOf(failure, t('errors.generic'))),
  });
  if (!order.cancellable) return null;
  return (
    <div className="flex flex-col items-start gap-3">
      <Button variant="secondary" loading={cancel.isPending} onClick={() => confirmCancel('cancel-order', () => cancel.mutate())}>
        {t('orders.cancel.action')}
      </Button>
      {error ? <InlineMessage tone="error">{error}</InlineMessage> : null}
    </div>
  );
}
