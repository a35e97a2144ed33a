import type { AffiliateAnswer } from '@soul/contracts';
import { useQuery } from '@tanstack/react-query';
import { useMoney } from '../../ui/use-money.ts';
import { useAccount } from '../account-context.tsx';
import { errorMessageOf } from '../api/errors.ts';
import { accountKeys } from '../api/query-keys.ts';
import { useAccountT } from '../texts.ts';
import { Card } from '../ui/Card.tsx';
import { DataTable, type DataColumn } from '../ui/DataTable.tsx';
import { InlineMessage } from '../ui/InlineMessage.tsx';
import { Loading } from '../ui/Loading.tsx';
import { useDates } from '../ui/format.ts';
import { PageHeading } from '../ui/PageHeading.tsx';

type Row = AffiliateAnswer['referrals'][number];

/** Affiliate (account §2): the referral history (friend, purchase value, purchase date, reward). */
export default function AffiliatePage() {
  const { t } = useAccountT();
  const { client } = useAccount();
  const money = useMoney();
  const { date } = useDates();
  const affiliate = useQuery({ queryKey: accountKeys.affiliate(), queryFn: ({ signal }) => client.getAffiliate(signal) });
  const reward = (row: Row) => `${t('affiliate.points', { count: row.reward_points })} · ${t(`affiliate.status.${row.status}`)}`;
  const columns: DataColumn<Row>[] = [
    { id: 'friend', header: t('affiliate.friend'), rowHeader: true, cell: (row) => row.friend },
    { id: 'value', header: t('affiliate.purchaseValue'), align: 'end', cell: (row) => money(row.purchase_value) },
    { id: 'date', header: t('affiliate.purchaseDate'), cell: (row) => date(row.purchase_date) },
    { id: 'reward', header: t('affiliate.reward'), cell: reward },
  ];
  return (
    <div className="flex flex-col gap-5">
      <PageHeading title={t('affiliate.title')} />
      <p className="text-ink-soft">{t('affiliate.intro')}</p>
      {affiliate.isPending ? <Loading /> : null}
      {affiliate.isError ? <InlineMessage tone="error">{errorMessageOf(affiliate.error, t('errors.generic'))}</InlineMessage> : null}
      {affiliate.data && affiliate.data.referrals.length === 0 ? (
        <Card>
          <p className="text-ink-soft">{t('affiliate.empty')}</p>
        </Card>
      ) : null}
      {affiliate.data && affiliate.data.referrals.length > 0 ? (
        <DataTable
          caption={t('affiliate.tableLabel')}
          rows={affiliate.data.referrals}
          rowKey={(row) => `${row.friend}-${row.purchase_date}`}
          columns={columns}
          card={(row) => ({
            head: row.friend,
            facts: [
              { label: t('affiliate.purchaseValue'), value: money(row.purchase_value), end: true },
              { label: t('affiliate.purchaseDate'), value: date(row.purchase_date) },
              { label: t('affiliate.reward'), value: reward(row), wide: true },
            ],
          })}
        />
      ) : null}
    </div>
  );
}
