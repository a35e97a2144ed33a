import type { AccountOrder, AccountOrderLine } from '@soul/contracts';
import { cx } from '../../ui/cx.ts';
import { useAccountT } from '../texts.ts';
import { TableBox, TH } from '../ui/TableBox.tsx';
import { useIsPhone } from '../ui/use-media-query.ts';
import type { OrderEdit } from './edit/use-order-edit.ts';
import { LineCard } from './lines/LineCard.tsx';
import { LineRow } from './lines/LineRow.tsx';
import { lineGroups } from './lines/line-view.ts';

/**
 * The order's lines (account §2: name, quantity, subtotal, total, tax).
 * Bundle items sit under their bundle and follow it. With `edit`, each
 * stored top-level line toggles between view and edit (account §4), added
 * products are new lines until Save, and changed amounts are a preview.
 * From 640 px a table; on a phone one card per line, so the name, the
 * quantity and the amounts are never hidden behind sideways scrolling.
 */
export function OrderLinesTable({
  order,
  edit,
  onRemoveRequest,
  onRemoveAdded,
}: {
  order: AccountOrder;
  edit: OrderEdit | null;
  onRemoveRequest: (line: AccountOrderLine) => void;
  onRemoveAdded: (key: string) => void;
}) {
  const { t } = useAccountT();
  const phone = useIsPhone();
  const editable = edit !== null;
  const groups = lineGroups(order, edit, onRemoveRequest, onRemoveAdded);

  if (phone) {
    return (
      <ul className="flex flex-col gap-3" aria-label={t('orders.lines.caption')}>
        {groups.map(({ view, items }) => (
          <LineCard key={view.key} view={view} items={items} currency={order.currency} />
        ))}
      </ul>
    );
  }

  return (
    <TableBox label={t('orders.lines.caption')}>
      <table className={cx('w-full border-collapse text-sm', editable ? 'min-w-[44rem]' : 'min-w-[32rem]')}>
        <caption className="sr-only">{t('orders.lines.caption')}</caption>
        <thead className="border-b border-line bg-canvas">
          <tr>
            <th scope="col" className={TH}>
              {t('orders.lines.product')}
            </th>
            <th scope="col" className={TH}>
              {t('orders.lines.quantity')}
            </th>
            <th scope="col" className={`${TH} text-right`}>
              {t('orders.lines.subtotal')}
            </th>
            <th scope="col" className={`${TH} text-right`}>
              {t('orders.lines.total')}
            </th>
            <th scope="col" className={`${TH} text-right`}>
              {t('orders.lines.tax')}
            </th>
            {editable ? (
              <th scope="col" className={`${TH} text-right`}>
                {t('orders.lines.actions')}
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {groups.flatMap(({ view, items }) => [
            <LineRow key={view.key} view={view} currency={order.currency} editable={editable} />,
            ...items.map((item) => <LineRow key={item.key} view={item} currency={order.currency} editable={editable} />),
          ])}
        </tbody>
      </table>
    </TableBox>
  );
}
