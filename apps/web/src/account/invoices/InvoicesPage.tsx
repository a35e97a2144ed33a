import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { QueryFailed } from '../ui/QueryFailed.tsx';
import { Button } from '../../ui/Button.tsx';
import { useAccount, useSeesOthersOrders } from '../account-context.tsx';
import { accountKeys } from '../api/query-keys.ts';
import { DEFAULT_ORDER_FILTERS, orderListParams, parseOrderFilters } from '../orders/order-filters.ts';
import { useAccountT } from '../texts.ts';
import { Card } from '../ui/Card.tsx';
import { Loading } from '../ui/Loading.tsx';
import { PageHeading } from '../ui/PageHeading.tsx';
import { Pager } from '../ui/Pager.tsx';
import { PastEndNotice } from '../ui/PastEndNotice.tsx';
import { ExportPanel } from './ExportPanel.tsx';
import { InvoiceSettingsModal } from './InvoiceSettingsModal.tsx';
import { InvoicesTable } from './InvoicesTable.tsx';
import { useInvoiceViewer } from './use-invoice-viewer.tsx';

const INVOICES_PER_PAGE = 10;

/** Invoices (account §2, §7): the user's orders' invoices, the bulk export, and the settings for administrators. */
export default function InvoicesPage() {
  const { t } = useAccountT();
  const { client, props } = useAccount();
  const seesOthers = useSeesOthersOrders();
  const [, navigate] = useLocation();
  const page = parseOrderFilters(useSearch()).page;
  const [settingsOpen, setSettingsOpen] = useState(false);
  const [invoiceModal, openInvoice] = useInvoiceViewer();
  const params = orderListParams({ ...DEFAULT_ORDER_FILTERS, page }, INVOICES_PER_PAGE).toString();
  const query = useQuery({
    queryKey: accountKeys.orderList(params),
    queryFn: ({ signal }) => client.listOrders(new URLSearchParams(params), signal),
    placeholderData: keepPreviousData,
  });

  // A page past the end (an old link) is not "no invoices yet"; the server may answer it with X-WP-Total 0.
  const pastEnd = query.data !== undefined && query.data.items.length === 0 && (query.data.total > 0 || page > 1);

  return (
    <div className="flex flex-col gap-5">
      <PageHeading title={t('sections.invoices')}>
        {props.administrator ? (
          <Button variant="secondary" size="sm" onClick={() => setSettingsOpen(true)}>
            {t('invoices.settings.open')}
          </Button>
        ) : null}
      </PageHeading>
      <Card title={seesOthers ? t('invoices.listTitleAll') : t('invoices.listTitle')}>
        <div className="flex flex-col gap-4">
          {query.isPending ? <Loading /> : null}
          {query.isError && !query.data ? <QueryFailed error={query.error} onRetry={() => void query.refetch()} /> : null}
          {query.data && query.data.items.length === 0 && !pastEnd ? <p className="text-ink-muted">{t('invoices.none')}</p> : null}
          {pastEnd ? <PastEndNotice text={t('invoices.pastEnd')} onFirstPage={() => navigate('/invoices')} /> : null}
          {query.data && query.data.items.length > 0 ? <InvoicesTable orders={query.data.items} onView={openInvoice} /> : null}
          {query.data ? (
            <Pager
              page={page}
              perPage={INVOICES_PER_PAGE}
              total={query.data.total}
              totalPages={query.data.totalPages}
              label={t('invoices.pagination')}
              onPage={(next) => navigate(next > 1 ? `/invoices?pg=${next}` : '/invoices')}
            />
          ) : null}
        </div>
      </Card>
      <Card title={t('invoices.export.title')}>
        <ExportPanel />
      </Card>
      {settingsOpen ? <InvoiceSettingsModal onClose={() => setSettingsOpen(false)} /> : null}
      {invoiceModal}
    </div>
  );
}
