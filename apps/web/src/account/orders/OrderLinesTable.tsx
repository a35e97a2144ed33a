import type { AccountOrder, AccountOrderLine } from '@soul/contracts';
import { QuantityStepper } from '../../ui/QuantityStepper.tsx';
import { VisuallyHidden } from '../../ui/VisuallyHidden.tsx';
import { cx } from '../../ui/cx.ts';
import { useAccountT } from '../texts.ts';
import { useMoney } from '../ui/format.ts';
import { TableBox, TD, TH } from '../ui/TableBox.tsx';
import { amountsOf, bundleItemsOf, draftQuantity, isRemoved, MAX_LINE_QUANTITY, scaledAmounts, topLevelLines, type LineAmounts } from './edit/order-draft.ts';
import type { OrderEdit } from './edit/use-order-edit.ts';

interface LineRowProps {
  line: AccountOrderLine;
  amounts: LineAmounts;
  currency: string;
  preview: boolean;
  bundleName?: string;
  edit?: { editing: boolean; onToggle: () => void; onQuantity: (quantity: number) => void; onRemove: () => void; disabled: boolean } | undefined;
  editable: boolean;
}

function LineRow({ line, amounts, currency, preview, bundleName, edit, editable }: LineRowProps) {
  const { t } = useAccountT();
  const money = useMoney();
  const cell = (cents: number) => (
    <td className={cx(TD, 'text-right whitespace-nowrap tabular-nums', preview && 'font-semibold text-accent-800')}>
      {money(cents, currency)}
      {preview ? <VisuallyHidden> ({t('orders.edit.preview')})</VisuallyHidden> : null}
    </td>
  );
  return (
    <tr className={cx(bundleName ? 'bg-canvas/60 text-ink-soft' : undefined, preview && 'bg-accent-50/50')}>
      <th scope="row" className={cx(TD, 'text-left font-normal', bundleName && 'pl-10 first:pl-10')}>
        {bundleName ? (
          <span className="flex items-start gap-2">
            <span aria-hidden="true" className="text-ink-muted">↳</span>
            <span>
              {line.name}
              <VisuallyHidden> ({t('orders.lines.partOf', { name: bundleName })})</VisuallyHidden>
            </span>
          </span>
        ) : (
          <span className="flex flex-col">
            <span className="font-semibold text-ink">{line.name}</span>
            {line.sku ? <span className="text-xs text-ink-muted">{t('orders.lines.sku', { sku: line.sku })}</span> : null}
          </span>
        )}
      </th>
      <td className={cx(TD, 'tabular-nums')}>
        {edit?.editing ? (
          <QuantityStepper
            allowZero
            max={MAX_LINE_QUANTITY}
            size="sm"
            value={amounts.quantity}
            disabled={edit.disabled}
            onChange={edit.onQuantity}
            label={t('orders.edit.quantityOf', { name: line.name })}
          />
        ) : (
          <span className={cx(preview && 'font-semibold text-accent-800')}>{amounts.quantity}</span>
        )}
      </td>
      {cell(amounts.subtotal)}
      {cell(amounts.total)}
      {cell(amounts.total_tax)}
      {editable ? (
        <td className={cx(TD, 'text-right')}>
          {edit ? (
            <div className="flex flex-wrap justify-end gap-1">
              <button
                type="button"
                onClick={edit.onToggle}
                disabled={edit.disabled}
                aria-label={edit.editing ? t('orders.edit.doneFor', { name: line.name }) : t('orders.edit.editFor', { name: line.name })}
                className="inline-flex h-9 items-center rounded-full px-3 text-sm font-semibold text-brand-700 hover:bg-brand-50 disabled:opacity-55"
              >
                {edit.editing ? t('orders.edit.done') : t('orders.edit.edit')}
              </button>
              {edit.editing ? (
                <button
                  type="button"
                  onClick={edit.onRemove}
                  disabled={edit.disabled}
                  aria-label={t('orders.edit.removeFor', { name: line.name })}
                  className="inline-flex h-9 items-center rounded-full px-3 text-sm font-semibold text-danger-700 hover:bg-danger-50 disabled:opacity-55"
                >
                  {t('orders.edit.remove')}
                </button>
              ) : null}
            </div>
          ) : null}
        </td>
      ) : null}
    </tr>
  );
}

/**
 * The order's lines (account §2: name, quantity, subtotal, total, tax).
 * Bundle items sit indented under their bundle and follow it. With `edit`,
 * each top-level line toggles between view and edit (account §4) and the
 * amounts of a changed line are a proportional preview.
 */
export function OrderLinesTable({ order, edit, onRemoveRequest }: { order: AccountOrder; edit: OrderEdit | null; onRemoveRequest: (line: AccountOrderLine) => void }) {
  const { t } = useAccountT();
  const editable = edit !== null;
  return (
    <TableBox label={t('orders.lines.caption')}>
      <table className={cx('w-full border-collapse text-sm', editable ? 'min-w-[44rem]' : 'min-w-[32rem]')}>
        <caption className="sr-only">{t('orders.lines.caption')}</caption>
        <thead className="border-b border-line bg-canvas">
          <tr>
            <th scope="col" className={TH}>{t('orders.lines.product')}</th>
            <th scope="col" className={TH}>{t('orders.lines.quantity')}</th>
            <th scope="col" className={`${TH} text-right`}>{t('orders.lines.subtotal')}</th>
            <th scope="col" className={`${TH} text-right`}>{t('orders.lines.total')}</th>
            <th scope="col" className={`${TH} text-right`}>{t('orders.lines.tax')}</th>
            {editable ? (
              <th scope="col" className={`${TH} text-right`}>
                {t('orders.lines.actions')}
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {topLevelLines(order).flatMap((line) => {
            if (edit && isRemoved(edit.draft, line.id)) return [];
            const quantity = edit ? draftQuantity(edit.draft, line) : line.quantity;
            const changed = quantity !== line.quantity;
            const amounts = changed ? scaledAmounts(line, quantity, line.quantity) : amountsOf(line);
            const rowEdit = edit
              ? {
                  editing: edit.editing.has(line.id),
                  onToggle: () => edit.toggleEditing(line.id),
                  onQuantity: (value: number) => edit.setQuantity(line.id, value),
                  onRemove: () => onRemoveRequest(line),
                  disabled: edit.busy,
                }
              : undefined;
            return [
              <LineRow key={line.id} line={line} amounts={{ ...amounts, quantity }} currency={order.currency} preview={changed} edit={rowEdit} editable={editable} />,
              ...bundleItemsOf(order, line.id).map((item) => (
                <LineRow
                  key={item.id}
                  line={item}
                  amounts={changed ? scaledAmounts(item, quantity, line.quantity) : amountsOf(item)}
                  currency={order.currency}
                  preview={changed}
                  bundleName={line.name}
                  editable={editable}
                />
              )),
            ];
          })}
        </tbody>
      </table>
    </TableBox>
  );
}
