import { VENDOR_STATUSES, type Vendor, type VendorStatusWire } from '@soul/contracts';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Badge, type BadgeTone } from '../../ui/Badge.tsx';
import { useAccount } from '../account-context.tsx';
import { errorMessageOf } from '../api/errors.ts';
import { accountKeys } from '../api/query-keys.ts';
import { SelectField, TextField } from '../forms/Field.tsx';
import { useAccountT } from '../texts.ts';
import { Card } from '../ui/Card.tsx';
import { DataTable } from '../ui/DataTable.tsx';
import { useDates } from '../ui/format.ts';
import { InlineMessage } from '../ui/InlineMessage.tsx';
import { Loading } from '../ui/Loading.tsx';
import { PageHeading } from '../ui/PageHeading.tsx';
import { Pager } from '../ui/Pager.tsx';
import { VendorActions } from './VendorActions.tsx';

const PER_PAGE = 20;
const TONES: Record<VendorStatusWire, BadgeTone> = { pending: 'accent', approved: 'brand', rejected: 'neutral', locked: 'danger' };

/**
 * Vendor management (account §2, administrators): the vendors with a status
 * filter and a search, and on each the decisions its status allows
 * (VendorActions). GET soul/v1/vendors, the customer groups from the admin API.
 */
export default function VendorsAdminPage() {
  const { t } = useAccountT();
  const { client } = useAccount();
  const { date } = useDates();
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<VendorStatusWire | ''>('pending');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const params = new URLSearchParams({ page: String(page), per_page: String(PER_PAGE) });
  if (status) params.set('status', status);
  // Account §4: fewer than 2 characters search nothing (the full list).
  if (search.trim().length >= 2) params.set('search', search.trim());
  const key = params.toString();
  const vendors = useQuery({
    queryKey: accountKeys.vendorList(key),
    queryFn: ({ signal }) => client.listVendors(new URLSearchParams(key), signal),
    placeholderData: keepPreviousData,
  });
  const groups = useQuery({ queryKey: accountKeys.customerGroups(), queryFn: ({ signal }) => client.listCustomerGroups(signal) });
  const reload = () => void queryClient.invalidateQueries({ queryKey: accountKeys.vendors() });
  const actions = (vendor: Vendor) => (
    <VendorActions key={`${vendor.userId}-${vendor.status}`} vendor={vendor} groups={groups.data ?? []} onChanged={reload} />
  );
  const badge = (vendor: Vendor) => <Badge tone={TONES[vendor.status]}>{t(`vendors.status.${vendor.status}`)}</Badge>;

  return (
    <div className="flex flex-col gap-5">
      <PageHeading title={t('sections.vendors')} />
      <p className="text-ink-soft">{t('vendors.admin.intro')}</p>
      <Card>
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <SelectField
            label={t('vendors.admin.filter')}
            value={status}
            onChange={(event) => {
              setStatus(event.target.value as VendorStatusWire | '');
              setPage(1);
            }}
            options={[
              { value: '', label: t('vendors.admin.all') },
              ...VENDOR_STATUSES.map((s) => ({ value: s, label: t(`vendors.status.${s}`) })),
            ]}
          />
          <TextField
            label={t('vendors.admin.search')}
            hint={t('vendors.admin.searchHint')}
            type="search"
            value={search}
            maxLength={200}
            onChange={(event) => {
              setSearch(event.target.value);
              setPage(1);
            }}
          />
        </div>
      </Card>
      {groups.data && groups.data.length === 0 ? <InlineMessage tone="warning">{t('vendors.admin.noGroups')}</InlineMessage> : null}
      {vendors.isError ? <InlineMessage tone="error">{errorMessageOf(vendors.error, t('vendors.admin.failed'))}</InlineMessage> : null}
      {vendors.isPending ? <Loading /> : null}
      {vendors.data ? (
        vendors.data.items.length === 0 ? (
          <InlineMessage tone="info">{t('vendors.admin.empty')}</InlineMessage>
        ) : (
          <>
            <DataTable
              caption={t('vendors.admin.caption')}
              rows={vendors.data.items}
              rowKey={(v) => v.userId}
              tableClassName="min-w-[56rem]"
              columns={[
                {
                  id: 'vendor',
                  header: t('vendors.admin.vendor'),
                  rowHeader: true,
                  cell: (v) => (
                    <>
                      <span className="block font-semibold">{`${v.first_name} ${v.last_name}`.trim() || v.email}</span>
                      <span className="block text-sm text-ink-soft [overflow-wrap:anywhere]">{v.email}</span>
                    </>
                  ),
                },
                {
                  id: 'company',
                  header: t('vendors.admin.company'),
                  cell: (v) => (
                    <>
                      <span className="block">{v.company_name}</span>
                      <span className="block text-sm text-ink-soft">{[v.company_code, v.vat_code].filter(Boolean).join(' · ')}</span>
                    </>
                  ),
                },
                { id: 'status', header: t('vendors.admin.filter'), cell: badge },
                { id: 'group', header: t('vendors.admin.group'), cell: (v) => v.group?.name ?? '—' },
                { id: 'applied', header: t('vendors.admin.applied'), cell: (v) => date(v.applied_at) },
                { id: 'actions', header: t('vendors.admin.actions'), cell: actions },
              ]}
              card={(v) => ({
                head: (
                  <div className="flex flex-wrap items-center justify-between gap-2">
                    <span className="font-semibold [overflow-wrap:anywhere]">{v.email}</span>
                    {badge(v)}
                  </div>
                ),
                facts: [
                  { label: t('vendors.admin.company'), value: `${v.company_name} ${v.company_code}`.trim(), wide: true },
                  { label: t('vendors.admin.group'), value: v.group?.name ?? '—' },
                  { label: t('vendors.admin.applied'), value: date(v.applied_at), end: true },
                ],
                after: actions(v),
              })}
            />
            <Pager
              page={page}
              perPage={PER_PAGE}
              total={vendors.data.total}
              totalPages={vendors.data.totalPages}
              label={t('vendors.admin.caption')}
              onPage={setPage}
            />
          </>
        )
      ) : null}
    </div>
  );
}
