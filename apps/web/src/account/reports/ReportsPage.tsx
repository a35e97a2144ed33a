import type { AccountReport } from '@soul/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useMoney } from '../../ui/use-money.ts';
import { useAccount } from '../account-context.tsx';
import { accountKeys } from '../api/query-keys.ts';
import { TextField } from '../forms/Field.tsx';
import { useAccountT } from '../texts.ts';
import { Card } from '../ui/Card.tsx';
import { DataTable } from '../ui/DataTable.tsx';
import { Loading } from '../ui/Loading.tsx';
import { PageHeading } from '../ui/PageHeading.tsx';
import { QueryFailed } from '../ui/QueryFailed.tsx';

const ACTION =
  'inline-flex min-h-11 items-center justify-center rounded-full bg-brand-700 px-5 text-sm font-semibold text-white hover:bg-brand-800';
const DAY_MS = 86_400_000;
const day = (date: Date) => date.toISOString().slice(0, 10);

type Month = AccountReport['by_month'][number];
type Product = AccountReport['by_product'][number];
type Staff = NonNullable<AccountReport['by_staff']>[number];

/**
 * Reports (account §2): spending in a date range by month, by product and,
 * for a director, by staff member; the same as a CSV download. Amounts come
 * in cents and are formatted here.
 */
export default function ReportsPage() {
  const { t } = useAccountT();
  const { client } = useAccount();
  const money = useMoney();
  const [to, setTo] = useState(() => day(new Date()));
  const [from, setFrom] = useState(() => day(new Date(Date.now() - 364 * DAY_MS)));
  const valid = /^\d{4}-\d{2}-\d{2}$/.test(from) && /^\d{4}-\d{2}-\d{2}$/.test(to) && from <= to;
  const report = useQuery({
    queryKey: accountKeys.report(from, to),
    queryFn: ({ signal }) => client.getReport({ from, to }, signal),
    enabled: valid,
    placeholderData: keepPreviousData,
  });
  const data = report.data;

  return (
    <div className="flex flex-col gap-5">
      <PageHeading title={t('sections.reports')} />
      <p className="text-ink-soft">{t('reports.intro')}</p>
      <Card>
        <div className="flex flex-wrap items-end gap-4">
          <TextField
            className="w-44"
            type="date"
            label={t('reports.from')}
            value={from}
            max={to}
            onChange={(e) => setFrom(e.target.value)}
          />
          <TextField className="w-44" type="date" label={t('reports.to')} value={to} min={from} onChange={(e) => setTo(e.target.value)} />
          {valid ? (
            <a className={ACTION} href={client.reportCsvUrl({ from, to })} download>
              {t('reports.download')}
            </a>
          ) : null}
        </div>
      </Card>
      {report.isPending && valid ? <Loading /> : null}
      {report.isError ? <QueryFailed error={report.error} onRetry={() => void report.refetch()} /> : null}
      {data ? (
        <>
          <p className="text-lg font-semibold">{t('reports.summary', { total: money(data.total, data.currency), count: data.orders })}</p>
          {data.orders === 0 ? (
            <Card>
              <p className="text-ink-soft">{t('reports.empty')}</p>
            </Card>
          ) : (
            <>
              <h2 className="font-display text-xl">{t('reports.byMonth')}</h2>
              <DataTable<Month>
                caption={t('reports.byMonth')}
                rows={data.by_month}
                rowKey={(row) => row.month}
                columns={[
                  { id: 'month', header: t('reports.month'), rowHeader: true, cell: (row) => row.month },
                  { id: 'orders', header: t('reports.orders'), align: 'end', cell: (row) => row.orders },
                  { id: 'total', header: t('reports.total'), align: 'end', cell: (row) => money(row.total, data.currency) },
                ]}
                card={(row) => ({
                  head: <span className="font-semibold">{row.month}</span>,
                  facts: [
                    { label: t('reports.orders'), value: row.orders },
                    { label: t('reports.total'), value: money(row.total, data.currency), end: true },
                  ],
                })}
              />
              <h2 className="font-display text-xl">{t('reports.byProduct')}</h2>
              <DataTable<Product>
                caption={t('reports.byProduct')}
                rows={data.by_product}
                rowKey={(row) => row.product_id}
                columns={[
                  { id: 'name', header: t('reports.product'), rowHeader: true, cell: (row) => row.name },
                  { id: 'quantity', header: t('reports.quantity'), align: 'end', cell: (row) => row.quantity },
                  { id: 'total', header: t('reports.total'), align: 'end', cell: (row) => money(row.total, data.currency) },
                ]}
                card={(row) => ({
                  head: <span className="font-semibold">{row.name}</span>,
                  facts: [
                    { label: t('reports.quantity'), value: row.quantity },
                    { label: t('reports.total'), value: money(row.total, data.currency), end: true },
                  ],
                })}
              />
              {data.by_staff ? (
                <>
                  <h2 className="font-display text-xl">{t('reports.byStaff')}</h2>
                  <DataTable<Staff>
                    caption={t('reports.byStaff')}
                    rows={data.by_staff}
                    rowKey={(row) => row.user_id}
                    columns={[
                      { id: 'name', header: t('reports.staff'), rowHeader: true, cell: (row) => row.name },
                      { id: 'orders', header: t('reports.orders'), align: 'end', cell: (row) => row.orders },
                      { id: 'total', header: t('reports.total'), align: 'end', cell: (row) => money(row.total, data.currency) },
                    ]}
                    card={(row) => ({
                      head: <span className="font-semibold">{row.name}</span>,
                      facts: [
                        { label: t('reports.orders'), value: row.orders },
                        { label: t('reports.total'), value: money(row.total, data.currency), end: true },
                      ],
                    })}
                  />
                </>
              ) : null}
            </>
          )}
        </>
      ) : null}
    </div>
  );
}
