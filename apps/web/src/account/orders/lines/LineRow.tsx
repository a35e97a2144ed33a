import { cx } from '../../../ui/cx.ts';
import { TD } from '../../ui/TableBox.tsx';
import { Actions, LineName, Money, Quantity } from './LineParts.tsx';
import type { LineView } from './line-view.ts';

/** One line as a table row (from 640 px). */
export function LineRow({ view, currency, editable }: { view: LineView; currency: string; editable: boolean }) {
  const cell = (cents: number) => (
    <td className={cx(TD, 'text-right whitespace-nowrap tabular-nums', view.preview && 'font-semibold text-accent-800')}>
      <Money cents={cents} preview={view.preview} currency={currency} />
    </td>
  );
  return (
    <tr className={cx(view.bundleName ? 'bg-canvas/60 text-ink-soft' : undefined, view.preview && 'bg-accent-50/50')}>
      <th scope="row" className={cx(TD, 'text-left font-normal', view.bundleName && 'pl-10 first:pl-10')}>
        <LineName view={view} />
      </th>
      <td className={cx(TD, 'tabular-nums')}>
        <Quantity view={view} />
      </td>
      {cell(view.amounts.subtotal)}
      {cell(view.amounts.total)}
      {cell(view.amounts.total_tax)}
      {editable ? (
        <td className={cx(TD, 'text-right')}>
          <Actions view={view} />
        </td>
      ) : null}
    </tr>
  );
}
