import type { ReactNode } from 'react';
import { cx } from '../../../ui/cx.ts';
import { useAccountT } from '../../texts.ts';
import { Actions, LineName, Money, Quantity } from './LineParts.tsx';
import type { LineView } from './line-view.ts';

/** A phone's line: name and SKU, then quantity, amounts and actions as labelled rows. */
export function LineCard({ view, currency, items }: { view: LineView; currency: string; items: readonly LineView[] }) {
  const { t } = useAccountT();
  const fact = (label: string, value: ReactNode, key: string) => (
    <div key={key} className="flex min-h-9 items-center justify-between gap-4">
      <dt className="text-ink-muted">{label}</dt>
      <dd className={cx('text-right tabular-nums', view.preview && key !== 'quantity' && 'font-semibold text-accent-800')}>{value}</dd>
    </div>
  );
  return (
    <li
      className={cx(
        'flex flex-col gap-2 rounded-xl border p-3',
        view.isNew ? 'border-accent-300 bg-accent-50/40' : view.preview ? 'border-line bg-accent-50/50' : 'border-line bg-surface',
      )}
    >
      <LineName view={view} />
      <dl className="flex flex-col text-sm">
        {fact(t('orders.lines.quantity'), <Quantity view={view} />, 'quantity')}
        {fact(t('orders.lines.subtotal'), <Money cents={view.amounts.subtotal} preview={view.preview} currency={currency} />, 'subtotal')}
        {fact(t('orders.lines.total'), <Money cents={view.amounts.total} preview={view.preview} currency={currency} />, 'total')}
        {fact(t('orders.lines.tax'), <Money cents={view.amounts.total_tax} preview={view.preview} currency={currency} />, 'tax')}
        {view.controls
          ? fact(
              t('orders.lines.actions'),
              <div className="-mr-3">
                <Actions view={view} />
              </div>,
              'actions',
            )
          : null}
      </dl>
      {items.length > 0 ? (
        <ul className="flex flex-col gap-2 border-t border-line pt-2" aria-label={t('orders.lines.bundleItems', { name: view.name })}>
          {items.map((item) => (
            <li key={item.key} className="flex flex-col gap-1 rounded-lg bg-canvas px-3 py-2 text-sm text-ink-soft">
              <LineName view={item} />
              <dl className="grid grid-cols-2 gap-x-4 gap-y-0.5 text-xs">
                {(
                  [
                    ['quantity', t('orders.lines.quantity'), String(item.amounts.quantity)],
                    [
                      'subtotal',
                      t('orders.lines.subtotal'),
                      <Money key="s" cents={item.amounts.subtotal} preview={item.preview} currency={currency} />,
                    ],
                    [
                      'total',
                      t('orders.lines.total'),
                      <Money key="t" cents={item.amounts.total} preview={item.preview} currency={currency} />,
                    ],
                    [
                      'tax',
                      t('orders.lines.tax'),
                      <Money key="x" cents={item.amounts.total_tax} preview={item.preview} currency={currency} />,
                    ],
                  ] as const
                ).map(([key, label, value]) => (
                  <div key={key} className="flex justify-between gap-2">
                    <dt>{label}</dt>
                    <dd className={cx('tabular-nums', item.preview && 'font-semibold text-accent-800')}>{value}</dd>
                  </div>
                ))}
              </dl>
            </li>
          ))}
        </ul>
      ) : null}
    </li>
  );
}
