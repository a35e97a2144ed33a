import type { AccountStatistics } from '@soul/contracts';
import { useMoney } from '../../ui/use-money.ts';
import { cx } from '../../ui/cx.ts';
import { useAccount } from '../account-context.tsx';
import { useAccountT } from '../texts.ts';
import { TableBox, TD, TH } from '../ui/TableBox.tsx';
import { bucketLabel, dayLabel } from './bucket-labels.ts';

/**
 * The same numbers as the charts, as a table: every bucket with its orders
 * and spending, and the period's total. It is always in the page for screen
 * readers; `visible` shows it to everyone (the "Show as table" toggle).
 */
export function StatisticsTable({ data, visible }: { data: AccountStatistics; visible: boolean }) {
  const { t } = useAccountT();
  const { locale } = useAccount();
  const money = useMoney();
  const count = new Intl.NumberFormat(locale);
  const caption = t('statistics.tableCaption', {
    per: t(`statistics.per.${data.bucket}`),
    from: dayLabel(data.from, locale),
    to: dayLabel(data.to, locale),
  });
  const table = (
    <table className="w-full border-collapse text-sm">
      <caption className="sr-only">{caption}</caption>
      <thead className="border-b border-line bg-canvas">
        <tr>
          <th scope="col" className={TH}>
            {t(`statistics.columns.${data.bucket}`)}
          </th>
          <th scope="col" className={cx(TH, 'text-right')}>
            {t('statistics.orders')}
          </th>
          <th scope="col" className={cx(TH, 'text-right')}>
            {t('statistics.spending')}
          </th>
        </tr>
      </thead>
      <tbody className="divide-y divide-line">
        {data.buckets.map((bucket) => (
          <tr key={bucket.start}>
            <th scope="row" className={cx(TD, 'text-left font-normal')}>
              {bucketLabel(bucket, data.bucket, locale)}
            </th>
            <td className={cx(TD, 'text-right tabular-nums')}>{count.format(bucket.orders)}</td>
            <td className={cx(TD, 'text-right tabular-nums')}>{money(bucket.total, data.currency)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot className="border-t-2 border-line-strong font-semibold">
        <tr>
          <th scope="row" className={cx(TD, 'text-left')}>
            {t('statistics.total')}
          </th>
          <td className={cx(TD, 'text-right tabular-nums')}>{count.format(data.orders)}</td>
          <td className={cx(TD, 'text-right tabular-nums')}>{money(data.total, data.currency)}</td>
        </tr>
      </tfoot>
    </table>
  );
  // Hidden, it has no scroll box: nothing invisible takes the keyboard's focus.
  if (!visible) return <div className="sr-only">{table}</div>;
  return <TableBox label={caption}>{table}</TableBox>;
}
