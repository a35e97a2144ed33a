import type { AccountDocument } from '@soul/contracts';
import { Link } from 'wouter';
import { useMoney } from '../../ui/use-money.ts';
import { useSeesOthersOrders } from '../account-context.tsx';
import { invoiceDownloadUrl } from '../invoices/invoice-url.ts';
import type { InvoiceToView } from '../invoices/InvoiceViewModal.tsx';
import { useAccountT } from '../texts.ts';
import { DataTable, type DataColumn } from '../ui/DataTable.tsx';
import { useDates } from '../ui/format.ts';

const ACTION = 'inline-flex h-9 items-center rounded-full px-3 text-sm font-semibold whitespace-nowrap text-brand-700 hover:bg-brand-50';
const LINK = 'font-semibold text-brand-700 underline-offset-4 hover:underline';

/**
 * One row per document: what it is (a credit note says which invoice it
 * corrects and why), its date, order and amount (a credit note's negative,
 * as it is booked), View and Download.
 */
export function DocumentsTable({
  documents,
  onView,
}: {
  documents: readonly AccountDocument[];
  onView: (document: InvoiceToView) => void;
}) {
  const { t } = useAccountT();
  const money = useMoney();
  const { date } = useDates();
  const caption = useSeesOthersOrders() ? t('documents.captionAll') : t('documents.caption');
  const label = (document: AccountDocument) => `${t(`documents.kinds.${document.kind}`)} ${document.number}`;
  const what = (document: AccountDocument) => (
    <span className="flex flex-col">
      <span className="font-semibold text-ink">{t(`documents.kinds.${document.kind}`)}</span>
      <span className="text-sm whitespace-nowrap tabular-nums">{document.number}</span>
      {document.corrects ? (
        <span className="text-xs text-ink-muted">
          {t('documents.corrects', { number: document.corrects })} · {t(`documents.reasons.${document.reason}`)}
        </span>
      ) : null}
    </span>
  );
  const amount = (document: AccountDocument) => (
    <span className={`font-semibold whitespace-nowrap tabular-nums ${document.kind === 'credit_note' ? 'text-danger-700' : ''}`}>
      {money(document.amount)}
    </span>
  );
  const order = (document: AccountDocument) => (
    <Link href={`/orders/${document.order_id}`} className={`${LINK} whitespace-nowrap`}>
      {t('documents.orderLink', { number: document.order_id })}
    </Link>
  );
  const actions = (document: AccountDocument, className: string) => (
    <div className={className}>
      <button
        type="button"
        className={ACTION}
        onClick={() => onView({ url: document.url, label: label(document) })}
        aria-label={t('documents.viewFor', { label: label(document) })}
      >
        {t('documents.view')}
      </button>
      <a
        href={invoiceDownloadUrl(document.url)}
        download
        className={ACTION}
        aria-label={t('documents.downloadFor', { label: label(document) })}
      >
        {t('documents.download')}
      </a>
    </div>
  );
  const columns: DataColumn<AccountDocument>[] = [
    { id: 'document', header: t('documents.columns.document'), rowHeader: true, cell: what },
    { id: 'date', header: t('documents.columns.date'), className: 'whitespace-nowrap', cell: (document) => date(document.date) },
    { id: 'order', header: t('documents.columns.order'), cell: order },
    { id: 'amount', header: t('documents.columns.amount'), align: 'end', cell: amount },
    {
      id: 'actions',
      header: t('documents.columns.actions'),
      align: 'end',
      cell: (document) => actions(document, 'flex flex-col items-end gap-1 lg:flex-row lg:justify-end'),
    },
  ];

  return (
    <DataTable
      caption={caption}
      rows={documents}
      rowKey={(document) => document.id}
      columns={columns}
      card={(document) => ({
        head: (
          <>
            {what(document)}
            {amount(document)}
          </>
        ),
        facts: [
          { label: t('documents.columns.date'), value: date(document.date) },
          { label: t('documents.columns.order'), value: order(document), valueClassName: '' },
        ],
        after: actions(document, '-ml-3 flex flex-wrap gap-1'),
      })}
    />
  );
}
