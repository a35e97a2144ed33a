import { VENDOR_STATUSES, type CustomerGroupWire } from '@soul/contracts';
import { ListContextProvider, useGetList, useListController, useTranslate } from 'ra-core';
import { ListFilters } from '../ui/ListFilters.tsx';
import { ListState } from '../ui/ListState.tsx';
import { Pagination } from '../ui/Pagination.tsx';
import type { VendorRecord } from './vendor-record.ts';
import { VendorRow } from './VendorRow.tsx';

/**
 * Vendors (issue 21): applications first by default; approve into a
 * customer group, reject, lock and unlock (PUT soul/v1/admin/vendors/{id}).
 */
export function VendorList() {
  const translate = useTranslate();
  const list = useListController<VendorRecord>({
    resource: 'vendors',
    sort: { field: 'date', order: 'DESC' },
    perPage: 20,
    filterDefaultValues: { status: 'pending' },
  });
  const groups = useGetList<CustomerGroupWire>('customer-groups', { pagination: { page: 1, perPage: 100 } });
  return (
    <ListContextProvider value={list}>
      <section aria-labelledby="vendors-title">
        <h1 id="vendors-title" className="font-display text-3xl font-semibold">
          {translate('vendors.title')}
        </h1>
        <ListFilters statuses={VENDOR_STATUSES} statusLabel={(status) => translate(`vendors.status.${status}`)} />
        <ListState>
          <table className="mt-6 w-full border-collapse rounded-xl bg-surface text-left align-top text-sm shadow-sm">
            <thead className="border-b border-line text-ink-muted">
              <tr>
                <th scope="col" className="p-3">
                  {translate('vendors.company')}
                </th>
                <th scope="col" className="p-3">
                  {translate('vendors.contact')}
                </th>
                <th scope="col" className="p-3">
                  {translate('vendors.applied')}
                </th>
                <th scope="col" className="p-3">
                  {translate('list.status')}
                </th>
                <th scope="col" className="p-3">
                  {translate('vendors.group')}
                </th>
                <th scope="col" className="p-3">
                  {translate('list.actions')}
                </th>
              </tr>
            </thead>
            <tbody>
              {list.data?.map((vendor) => (
                <VendorRow key={vendor.id} vendor={vendor} groups={groups.data ?? []} />
              ))}
            </tbody>
          </table>
        </ListState>
        <Pagination />
      </section>
    </ListContextProvider>
  );
}
