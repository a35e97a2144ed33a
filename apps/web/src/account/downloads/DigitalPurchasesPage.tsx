import type { DigitalPurchase } from '@soul/contracts';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'wouter';
import { useModalStore } from '../../overlays/modal-store.ts';
import { useMoney } from '../../ui/use-money.ts';
import { useAccount } from '../account-context.tsx';
import { accountKeys } from '../api/query-keys.ts';
import { useAccountT } from '../texts.ts';
import { Card } from '../ui/Card.tsx';
import { DataTable, type DataColumn } from '../ui/DataTable.tsx';
import { Loading } from '../ui/Loading.tsx';
import { useDates } from '../ui/format.ts';
import { PageHeading } from '../ui/PageHeading.tsx';
import { QueryFailed } from '../ui/QueryFailed.tsx';

const ACTION =
  'inline-flex min-h-10 items-center justify-center rounded-full bg-brand-700 px-4 text-sm font-semibold text-white hover:bg-brand-800';

/**
 * Digital purchases (account §2): name, purchase date, file name, type,
 * access expiry, order id, total, downloads remaining. A file downloads
 * through its signed link; a video plays in the shop's video player. The
 * links are short-lived, so the list is read afresh whenever it is shown.
 */
export default function DigitalPurchasesPage() {
  const { t } = useAccountT();
  const { client } = useAccount();
  const money = useMoney();
  const { date } = useDates();
  const openModal = useModalStore((state) => state.open);
  const purchases = useQuery({
    queryKey: accountKeys.digitalPurchases(),
    queryFn: ({ signal }) => client.getDigitalPurchases(signal),
    staleTime: 0,
    // A signed link lasts 15 minutes: refresh before it runs out while the page stays open.
    refetchInterval: 10 * 60_000,
  });

  const expiry = (row: DigitalPurchase) => (row.access_expires ? date(row.access_expires) : t('downloads.noExpiry'));
  const remaining = (row: DigitalPurchase) =>
    row.downloads_remaining === null ? t('downloads.unlimited') : String(row.downloads_remaining);
  const action = (row: DigitalPurchase) => {
    if (!row.url) return <span className="text-sm text-ink-muted">{t(`downloads.state.${row.state}`)}</span>;
    if (row.type === 'video')
      return (
        <button
          type="button"
          className={ACTION}
          onClick={() =>
            openModal('video-player', {
              title: row.name,
              src: row.url ?? '',
              type: 'video/mp4',
              poster: null,
              width: null,
              height: null,
              captions: [],
            })
          }
        >
          {t('downloads.play')}
        </button>
      );
    return (
      <a href={row.url} download={row.file_name} className={ACTION} onClick={() => setTimeout(() => void purchases.refetch(), 1500)}>
        {t('downloads.download')}
      </a>
    );
  };
  const orderLink = (row: DigitalPurchase) => (
    <Link href={`/orders/${row.order_id}`} className="font-semibold text-brand-700 underline-offset-4 hover:underline">
      {t('documents.orderLink', { number: row.order_id })}
    </Link>
  );

  const columns: DataColumn<DigitalPurchase>[] = [
    { id: 'name', header: t('downloads.name'), rowHeader: true, cell: (row) => row.name },
    { id: 'date', header: t('downloads.purchased'), className: 'whitespace-nowrap', cell: (row) => date(row.purchased_at) },
    {
      id: 'file',
      header: `${t('downloads.fileName')} · ${t('downloads.type')}`,
      cell: (row) => (
        <span className="flex flex-col">
          <span className="break-all">{row.file_name}</span>
          <span className="text-xs text-ink-muted">{t(`downloads.types.${row.type}`)}</span>
        </span>
      ),
    },
    { id: 'expires', header: t('downloads.expires'), className: 'whitespace-nowrap', cell: expiry },
    { id: 'order', header: t('downloads.order'), cell: orderLink },
    {
      id: 'total',
      header: t('downloads.total'),
      align: 'end',
      className: 'whitespace-nowrap',
      cell: (row) => money(row.total, row.currency),
    },
    { id: 'remaining', header: t('downloads.remaining'), align: 'end', cell: remaining },
    { id: 'action', header: t('downloads.action'), className: 'whitespace-nowrap', cell: action },
  ];

  return (
    <div className="flex flex-col gap-5">
      <PageHeading title={t('sections.downloads')} />
      <p className="text-ink-soft">{t('downloads.intro')}</p>
      {purchases.isPending ? <Loading /> : null}
      {purchases.isError ? <QueryFailed error={purchases.error} onRetry={() => void purchases.refetch()} /> : null}
      {purchases.data && purchases.data.length === 0 ? (
        <Card>
          <p className="text-ink-soft">{t('downloads.empty')}</p>
        </Card>
      ) : null}
      {purchases.data && purchases.data.length > 0 ? (
        <DataTable
          caption={t('downloads.tableLabel')}
          rows={purchases.data}
          rowKey={(row) => String(row.id)}
          columns={columns}
          card={(row) => ({
            head: row.name,
            facts: [
              { label: t('downloads.purchased'), value: date(row.purchased_at) },
              { label: t('downloads.order'), value: orderLink(row) },
              { label: t('downloads.fileName'), value: <span className="break-all">{row.file_name}</span>, wide: true },
              { label: t('downloads.type'), value: t(`downloads.types.${row.type}`) },
              { label: t('downloads.expires'), value: expiry(row) },
              { label: t('downloads.total'), value: money(row.total, row.currency), end: true },
              { label: t('downloads.remaining'), value: remaining(row), end: true },
            ],
            after: action(row),
          })}
        />
      ) : null}
    </div>
  );
}
