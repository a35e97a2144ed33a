import type { AccountOrder } from '@soul/contracts';
import { cx } from '../../ui/cx.ts';
import { useAccountT } from '../texts.ts';
import { useMoney } from '../../ui/use-money.ts';
import { totalsOf, type OrderTotals as Totals } from './edit/edit-draft.ts';

function Row({ label, value, strong = false, changed = false }: { label: string; value: string; strong?: boolean; changed?: boolean }) {
  return (
    <div className={cx('flex items-baseline justify-between gap-4', strong ? 'text-base font-semibold text-ink' : 'text-sm text-ink-soft')}>
      <dt>{label}</dt>
      <dd className={cx('tabular-nums', changed && 'font-semibold text-accent-800')}>{value}</dd>
    </div>
  );
}

/**
 * Subtotal, shipping, tax, total discount and order total (account §2); a
 * preview while editing. Once money went back, what was refunded and what
 * the customer paid in the end follow the total (the total stays what the
 * order costs, as its invoice says).
 */
export function OrderTotals({ order, preview }: { order: AccountOrder; preview: Totals | null }) {
  const { t } = useAccountT();
  const money = useMoney();
  const refunded = Number.parseInt(order.total_refunded, 10);
  const stored = totalsOf(order);
  const shown = preview ?? stored;
  const row = (key: keyof Totals, label: string, strong = false) => (
    <Row label={label} value={money(shown[key], order.currency)} strong={strong} changed={preview !== null && shown[key] !== stored[key]} />
  );
  return (
    <div>
      <dl className="flex flex-col gap-1.5">
        {row('subtotal', t('orders.totals.subtotal'))}
        {row('total_shipping', t('orders.totals.shipping'))}
        {row('total_tax', t('orders.totals.tax'))}
        {row('total_discount', t('orders.totals.discount'))}
        <div className="my-1 border-t border-line" />
        {row('total', t('orders.totals.total'), true)}
        {refunded > 0 ? (
          <>
            <Row label={t('orders.totals.refunded')} value={`−${money(refunded, order.currency)}`} />
            <Row label={t('orders.totals.netPaid')} value={money(Math.max(0, shown.total - refunded), order.currency)} strong />
          </>
        ) : null}
      </dl>
      {preview ? <p className="mt-2 text-xs text-ink-muted">{t('orders.totals.previewNote')}</p> : null}
    </div>
  );
}
