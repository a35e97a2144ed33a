import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useLocation, useSearch } from 'wouter';
import { QueryFailed } from '../ui/QueryFailed.tsx';
import { useAccount } from '../account-context.tsx';
import { accountKeys } from '../api/query-keys.ts';
import { useInvoiceViewer } from '../invoices/use-invoice-viewer.tsx';
import { parseOrderFilters } from '../orders/order-filters.ts';
import { useAccountT } from '../texts.ts';
import { Card } from '../ui/Card.tsx';
import { Loading } from '../ui/Loading.tsx';
import { PageHeading } from '../ui/PageHeading.tsx';
import { Pager } from '../ui/Pager.tsx';
import { PastEndNotice } from '../ui/PastEndNotice.tsx';
import { DocumentsTable } from './DocumentsTable.tsx';

const DOCUMENTS_PER_PAGE = 20;

/** Documents (account §2): the invoices and credit notes of the orders the user may see, newest first, each as a PDF. */
export default function DocumentsPage() {
  const { t } = useAccountT();
  const { client } = useAccount();
  const [, navigate] = useLocation();
  const page = parseOrderFilters(useSearch()).page;
  const [viewer, openDocument] = useInvoiceViewer();
  const params = new URLSearchParams({ page: String(page), per_page: String(DOCUMENTS_PER_PAGE) }).toString();
  const query = useQuery({
    queryKey: accountKeys.documentList(params),
    queryFn: ({ signal }) => client.listDocuments(new URLSearchParams(params), signal),
    placeholderData: keepPreviousData,
  });
  const pastEnd = query.data !== undefined && query.data.items.length === 0 && (query.data.total > 0 || page > 1);

  return (
    <div className="flex flex-col gap-5">
      <PageHeading title={t('sections.documents')} />
      <p className="text-ink-soft">{t('documents.intro')}</p>
      <Card>
        <div className="flex flex-col gap-4">
          {query.isPending ? <Loading /> : null}
          {query.isError && !query.data ? <QueryFailed error={query.error} onRetry={() => void query.refetch()} /> : null}
          {query.data && query.data.items.length === 0 && !pastEnd ? <p className="text-ink-muted">{t('documents.none')}</p> : null}
          {pastEnd ? <PastEndNotice text={t('documents.pastEnd')} onFirstPage={() => navigate('/documents')} /> : null}
          {query.data && query.data.items.length > 0 ? <DocumentsTable documents={query.data.items} onView={openDocument} /> : null}
          {query.data ? (
            <Pager
              page={page}
              perPage={DOCUMENTS_PER_PAGE}
              total={query.data.total}
              totalPages={query.data.totalPages}
              label={t('documents.pagination')}
              onPage={(next) => navigate(next > 1 ? `/documents?pg=${next}` : '/documents')}
            />
          ) : null}
        </div>
      </Card>
      {viewer}
    </div>
  );
}
