import type { AccountOrder, StoreProduct } from '@soul/contracts';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { showNotification } from '../../../overlays/notification-store.ts';
import { useAccountClient } from '../../account-context.tsx';
import { errorMessageOf } from '../../api/errors.ts';
import { useAccountT } from '../../texts.ts';
import { useReplaceOrder } from '../use-replace-order.ts';
import { addOrderItemBody, EMPTY_DRAFT, isChanged, updateOrderBody, withQuantity, withRemoved, type OrderDraft } from './order-draft.ts';

/** The edit state of one order (account §4) and its two server calls: Save and Add product. */
export function useOrderEdit(order: AccountOrder) {
  const { t } = useAccountT();
  const client = useAccountClient();
  const replaceOrder = useReplaceOrder();
  const [draft, setDraft] = useState<OrderDraft>(EMPTY_DRAFT);
  const [editing, setEditing] = useState<ReadonlySet<number>>(new Set());
  const [error, setError] = useState<string | null>(null);

  const save = useMutation({
    mutationFn: () => client.updateOrder(updateOrderBody(order, draft)),
    onMutate: () => setError(null),
    onSuccess: (answer) => {
      replaceOrder(answer);
      setDraft(EMPTY_DRAFT);
      setEditing(new Set());
      showNotification({
        id: 'order-updated',
        tone: 'success',
        title: t('orders.edit.updated'),
        message: t('orders.edit.updatedText', { number: answer.id }),
        autoCloseMs: 6000,
      });
    },
    onError: (failure) => setError(errorMessageOf(failure, t('errors.generic'))),
  });

  const addItem = useMutation({
    mutationFn: (product: StoreProduct) => client.addOrderItem(addOrderItemBody(order, draft, product.id)),
    onMutate: () => setError(null),
    onSuccess: (answer) => {
      // The new line comes back priced by the server; edits of other lines stay in the draft until Save.
      replaceOrder(answer);
      showNotification({ id: 'order-item-added', tone: 'success', title: t('orders.edit.itemAdded'), autoCloseMs: 6000 });
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

  return {
    draft,
    editing,
    error,
    changed: isChanged(order, draft),
    /** The bar (Add product, Cancel, Save) shows once the customer starts editing. */
    active: editing.size > 0 || isChanged(order, draft),
    busy: save.isPending || addItem.isPending,
    saving: save.isPending,
    adding: addItem.isPending,
    toggleEditing,
    setQuantity: (lineId: number, quantity: number) => setDraft((current) => withQuantity(current, lineId, quantity)),
    remove: (lineId: number) => setDraft((current) => withRemoved(current, lineId)),
    discard: () => {
      setDraft(EMPTY_DRAFT);
      setEditing(new Set());
      setError(null);
    },
    save: () => save.mutate(),
    addProduct: (product: StoreProduct) => addItem.mutate(product),
  };
}

export type OrderEdit = ReturnType<typeof useOrderEdit>;
