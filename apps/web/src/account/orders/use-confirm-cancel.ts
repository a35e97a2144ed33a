import type { AccountOrder } from '@soul/contracts';
import { usePromptStore } from '../../overlays/prompt-store.ts';
import { useAccountT } from '../texts.ts';
import { isCardPaid } from './card-paid.ts';

/**
 * Asks before an order is cancelled, in the same words wherever that starts
 * (Cancel order, or a Save that leaves no lines), telling a card payer the
 * money goes back to the card.
 */
export function useConfirmCancel(order: AccountOrder): (promptId: string, onConfirm: () => void) => void {
  const { t } = useAccountT();
  const openPrompt = usePromptStore((state) => state.open);
  return (promptId, onConfirm) =>
    openPrompt({
      id: promptId,
      title: t('orders.cancel.confirmTitle', { number: order.id }),
      message: isCardPaid(order) ? t('orders.cancel.confirmTextRefund') : t('orders.cancel.confirmText'),
      confirmLabel: t('orders.cancel.confirm'),
      cancelLabel: t('orders.cancel.keep'),
      onConfirm,
    });
}
