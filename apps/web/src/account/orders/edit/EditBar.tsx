import type { AccountOrder } from '@soul/contracts';
import { useModalStore } from '../../../overlays/modal-store.ts';
import { Button } from '../../../ui/Button.tsx';
import { useAccountT } from '../../texts.ts';
import { InlineMessage } from '../../ui/InlineMessage.tsx';
import { isCardPaid } from '../card-paid.ts';
import { useConfirmCancel } from '../use-confirm-cancel.ts';
import { addProblem } from './added-line.ts';
import { hasZeroQuantity } from './edit-draft.ts';
import type { OrderEdit } from './use-order-edit.ts';

/**
 * Under the lines while editing (account §4): the zero warning, errors, Add
 * product, Cancel and Save. A Save that leaves nothing cancels the order, so
 * it asks first, with the words of Cancel order.
 */
export function EditBar({ order, edit }: { order: AccountOrder; edit: OrderEdit }) {
  const { t } = useAccountT();
  const openModal = useModalStore((state) => state.open);
  const confirmCancel = useConfirmCancel(order);
  const cardPaid = isCardPaid(order);
  const save = () => (edit.cancels ? confirmCancel('cancel-order-by-edit', edit.save) : edit.save());
  return (
    <div className="mt-4 flex flex-col gap-3">
      {hasZeroQuantity(order, edit.draft) ? <InlineMessage tone="warning">{t('orders.edit.zeroWarning')}</InlineMessage> : null}
      {edit.error ? <InlineMessage tone="error">{edit.error}</InlineMessage> : null}
      {edit.active ? (
        <div className="flex flex-col gap-3 rounded-xl border border-line bg-canvas p-3 sm:flex-row sm:items-center sm:justify-between">
          <Button
            variant="secondary"
            size="sm"
            disabled={edit.busy}
            onClick={() =>
              openModal('product-picker', {
                title: t('orders.edit.addProductTitle', { number: order.id }),
                onSelect: edit.addProduct,
                unavailableReason: (product) => {
                  const problem = addProblem(product);
                  return problem ? t(`orders.edit.unavailable.${problem}`) : null;
                },
              })
            }
          >
            {t('orders.edit.addProduct')}
          </Button>
          <div className="flex flex-col gap-2 sm:items-end">
            <div className="flex flex-wrap gap-2">
              <Button variant="ghost" size="sm" disabled={edit.busy} onClick={edit.discard}>
                {t('orders.edit.cancel')}
              </Button>
              <Button size="sm" loading={edit.saving} disabled={!edit.changed || edit.busy} onClick={save}>
                {t('orders.edit.save')}
              </Button>
            </div>
            {cardPaid ? <p className="text-xs text-ink-muted sm:text-right">{t('orders.edit.cardHint')}</p> : null}
          </div>
        </div>
      ) : null}
    </div>
  );
}
