import { VENDOR_STATUSES, type CustomerGroupWire } from '@soul/contracts';
import { ListContextProvider, useGetList, useListController, useTranslate } from 'ra-core';
import { ListScreen } from '../ui/ListScreen.tsx';
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
      <ListScreen
        id="vendors"
        title="vendors.title"
        statuses={VENDOR_STATUSES}
        statusLabel={(status) => translate(`vendors.status.${status}`)}
        columns={[
          { label: 'vendors.company' },
          { label: 'vendors.contact' },
          { label: 'vendors.applied' },
          { label: 'list.status' },
          { label: 'vendors.group' },
          { label: 'list.actions' },
        ]}
      >
        {list.data?.map((vendor) => (
          <VendorRow key={vendor.id} vendor={vendor} groups={groups.data ?? []} />
        ))}
      </ListScreen>
    </ListContextProvider>
  );
}
