import type { AccountOrder, StoreProduct } from '@soul/contracts';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { showNotification } from '../../../overlays/notification-store.ts';
import { useAccountClient } from '../../account-context.tsx';
import { errorMessageOf } from '../../api/errors.ts';
import { useAccountT } from '../../texts.ts';
import { useReplaceOrder } from '../use-replace-order.ts';
import {
  cancelsOrder,
  EMPTY_DRAFT,
  isChanged,
  updateOrderBody,
  withAddedProduct,
  withAddedQuantity,
  withAddedSize,
  withoutAdded,
  withQuantity,
  withRemoved,
  type OrderEditDraft,
} from './edit-draft.ts';

export interface OrderEditOptions {
  /** After Save succeeded or the edit was cancelled: the controls that had focus are gone. */
  onFinished?: () => void;
}

/**
 * The edit state of one order (account §4). Everything, added products
 * included, stays in the draft until Save, which sends ONE update-order;
 * Cancel discards the draft. The server prices and charges on Save only.
 */
export function useOrderEdit(order: AccountOrder, { onFinished }: OrderEditOptions = {}) {
  const { t } = useAccountT();
  const client = useAccountClient();
  const replaceOrder = useReplaceOrder();
  const [draft, setDraft] = useState<OrderEditDraft>(EMPTY_DRAFT);
  const [editing, setEditing] = useState<ReadonlySet<number>>(new Set());
  const [error, setError] = useState<string | null>(null);

  const save = useMutation({
    mutationFn: (sent: OrderEditDraft) => client.updateOrder(updateOrderBody(order, sent)),
    onMutate: () => setError(null),
    onSuccess: (answer, sent) => {
      replaceOrder(answer);
      setDraft(EMPTY_DRAFT);
      setEditing(new Set());
      if (answer.status === 'cancelled' || cancelsOrder(order, sent)) {
        // Nothing was left: the server cancelled the order (the zero warning said so).
        showNotification({
          id: 'order-cancelled',
          tone: 'success',
          title: t('orders.cancel.done', { number: answer.id }),
          autoCloseMs: 6000,
        });
      } else {
        const added = sent.added.length;
        showNotification({
          id: 'order-updated',
          tone: 'success',
          title: t('orders.edit.updated'),
          message:
            added > 0
              ? t('orders.edit.updatedWithItems', { number: answer.id, count: added })
              : t('orders.edit.updatedText', { number: answer.id }),
          autoCloseMs: 6000,
        });
      }
      onFinished?.();
    },
    onError: (failure) => setError(errorMessageOf(failure, t('errors.generic'))),
  });

  const toggleEditing = (lineId: number) =>
    setEditing((current) => {
      const next = new Set(current);
      if (next.has(lineId)) next.delete(lineId);
      else next.add(lineId);
      return next;
    });

  const changed = isChanged(order, draft);
  return {
    draft,
    editing,
    error,
    changed,
    /** Save would leave nothing: the order is cancelled (ask first). */
    cancels: changed && cancelsOrder(order, draft),
    /** The bar (Add product, Cancel, Save) shows once the customer starts editing. */
    active: editing.size > 0 || changed,
    busy: save.isPending,
    saving: save.isPending,
    toggleEditing,
    setQuantity: (lineId: number, quantity: number) => setDraft((current) => withQuantity(current, lineId, quantity)),
    remove: (lineId: number) => setDraft((current) => withRemoved(current, lineId)),
    /** A picked product joins the draft (the picker offers only what a placed order can take: EditBar's unavailableReason). */
    addProduct: (product: StoreProduct) => {
      setError(null);
      setDraft((current) => withAddedProduct(order, current, product));
    },
    setAddedQuantity: (key: string, quantity: number) => setDraft((current) => withAddedQuantity(current, key, quantity)),
    setAddedSize: (key: string, variationId: number) => setDraft((current) => withAddedSize(order, current, key, variationId)),
    removeAdded: (key: string) => setDraft((current) => withoutAdded(current, key)),
    discard: () => {
      setDraft(EMPTY_DRAFT);
      setEditing(new Set());
      setError(null);
      onFinished?.();
    },
    save: () => save.mutate(draft),
  };
}

export type OrderEdit = ReturnType<typeof useOrderEdit>;
