import type { AccountStatistics } from '@soul/contracts';
import { Bar, BarChart, CartesianGrid, Tooltip, XAxis, YAxis } from 'recharts';
import { useMoney } from '../../ui/use-money.ts';
import { useAccount } from '../account-context.tsx';
import { useAccountT } from '../texts.ts';
import { Card } from '../ui/Card.tsx';
import { axisLabel, bucketLabel, dayLabel } from './bucket-labels.ts';

interface Point {
  label: string;
  full: string;
  orders: number;
  /** Cents, for the tooltip. */
  total: number;
  /** Whole euros and cents as a number: the axis then picks round amounts (€10, €20), not cents' quarters. */
  euros: number;
}

const TICK = { fontSize: 12, fill: 'var(--color-ink-soft)' };

/**
 * Orders and spending over the period as two bar charts (recharts, only in
 * this lazy chunk). Its accessibility layer makes each chart one tab stop
 * whose arrow keys move the tooltip bar by bar; the chart's title and
 * description name it. The table beside it has the same numbers.
 */
export default function StatisticsCharts({ data }: { data: AccountStatistics }) {
  const { t } = useAccountT();
  const { locale } = useAccount();
  const money = useMoney();
  const count = new Intl.NumberFormat(locale);
  const euros = new Intl.NumberFormat(locale, { style: 'currency', currency: data.currency, maximumFractionDigits: 0 });
  const points: Point[] = data.buckets.map((bucket) => ({
    label: axisLabel(bucket.start, data.bucket, locale),
    full: bucketLabel(bucket, data.bucket, locale),
    orders: bucket.orders,
    total: bucket.total,
    euros: bucket.total / 100,
  }));
  const per = t(`statistics.per.${data.bucket}`);
  const range = { from: dayLabel(data.from, locale), to: dayLabel(data.to, locale) };

  const chart = (what: 'orders' | 'spending') => {
    const name = t(`statistics.${what}`);
    const title = t('statistics.chartTitle', { what: name, per });
    const format = (point: Point) => (what === 'orders' ? count.format(point.orders) : money(point.total, data.currency));
    return (
      <Card title={title}>
        <BarChart
          data={points}
          responsive
          style={{ width: '100%', height: 240 }}
          margin={{ top: 8, right: 8, bottom: 0, left: 0 }}
          title={title}
          desc={t('statistics.chartDesc', { what: name, per, ...range })}
        >
          <CartesianGrid vertical={false} stroke="var(--color-line)" />
          <XAxis dataKey="label" tick={TICK} tickLine={false} axisLine={{ stroke: 'var(--color-line-strong)' }} minTickGap={8} />
          <YAxis
            allowDecimals={false}
            tick={TICK}
            tickLine={false}
            axisLine={false}
            width={what === 'orders' ? 32 : 64}
            tickFormatter={(value: number) => (what === 'orders' ? count.format(value) : euros.format(value))}
          />
          <Tooltip
            cursor={{ fill: 'var(--color-brand-50)' }}
            labelFormatter={(_label, payload) => (payload[0]?.payload as Point | undefined)?.full ?? ''}
            separator=": "
            formatter={(_value, _name, item) => [format(item.payload as Point), name]}
          />
          <Bar
            dataKey={what === 'orders' ? 'orders' : 'euros'}
            name={name}
            fill={what === 'orders' ? 'var(--color-brand-700)' : 'var(--color-accent-700)'}
            radius={[4, 4, 0, 0]}
            isAnimationActive={false}
          />
        </BarChart>
      </Card>
    );
  };

  return (
    <div className="grid gap-4">
      {chart('orders')}
      {chart('spending')}
    </div>
  );
}
