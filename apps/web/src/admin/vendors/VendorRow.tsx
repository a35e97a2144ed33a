import type { CustomerGroupWire } from '@soul/contracts';
import { useListContext, useNotify, useTranslate, useUpdate } from 'ra-core';
import { useId, useState } from 'react';
import { formatDate } from '../format.ts';
import { useAdminSettings } from '../layout/settings-context.ts';
import { ACTION_BUTTON, PRIMARY_ACTION_BUTTON } from '../ui/action-button.ts';
import { StatusBadge } from '../ui/StatusBadge.tsx';
import type { VendorRecord } from './vendor-record.ts';

type Decision = 'approved' | 'rejected' | 'locked' | 'unlocked';

/** One vendor and the decisions its status allows (packages/domain vendors/vendor.ts transitions). */
export function VendorRow({ vendor, groups }: { vendor: VendorRecord; groups: CustomerGroupWire[] }) {
  const translate = useTranslate();
  const notify = useNotify();
  const { locale } = useAdminSettings();
  const { refetch } = useListContext();
  const [update, { isPending }] = useUpdate();
  const groupId = useId();
  const [group, setGroup] = useState(String(vendor.group?.id ?? groups[0]?.id ?? ''));
  const decide = (decision: Decision) => {
    const data =
      decision === 'approved'
        ? { status: 'approved', group: Number(group || groups[0]?.id) }
        : { status: decision === 'unlocked' ? 'approved' : decision };
    return update(
      'vendors',
      { id: vendor.id, data, previousData: vendor },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          notify(`vendors.done.${decision}`, { type: 'success' });
          void refetch();
        },
        onError: (error) => notify(error instanceof Error ? error.message : 'ra.notification.http_error', { type: 'error' }),
      },
    );
  };
  const company = vendor.company_name || vendor.email;
  const canApprove = vendor.status === 'pending' || vendor.status === 'rejected';
  return (
    <tr className="border-b border-line last:border-0">
      <td className="p-3">
        <p className="font-semibold">{vendor.company_name}</p>
        <p className="text-ink-muted">
          {vendor.company_code}
          {vendor.vat_code ? ` · ${vendor.vat_code}` : ''}
        </p>
        <p className="text-ink-muted">{vendor.address}</p>
      </td>
      <td className="p-3">
        <p>
          {vendor.first_name} {vendor.last_name}
        </p>
        <p className="break-all text-ink-muted">{vendor.email}</p>
      </td>
      <td className="p-3 whitespace-nowrap">{formatDate(vendor.applied_at, locale)}</td>
      <td className="p-3">
        <StatusBadge status={vendor.status} label={translate(`vendors.status.${vendor.status}`)} />
      </td>
      <td className="p-3">
        {canApprove ? (
          <>
            <label htmlFor={groupId} className="sr-only">
              {translate('vendors.chooseGroup', { company })}
            </label>
            <select
              id={groupId}
              value={group}
              onChange={(event) => setGroup(event.target.value)}
              className="h-9 rounded-lg border border-line-strong bg-surface px-2"
            >
              {groups.map((g) => (
                <option key={g.id} value={g.id}>
                  {g.name}
                </option>
              ))}
            </select>
          </>
        ) : (
          (vendor.group?.name ?? translate('vendors.noGroup'))
        )}
      </td>
      <td className="p-3">
        <div className="flex flex-wrap gap-2">
          {canApprove ? (
            <button
              type="button"
              className={PRIMARY_ACTION_BUTTON}
              disabled={isPending || groups.length === 0}
              onClick={() => void decide('approved')}
            >
              {translate('vendors.approve')}
              <span className="sr-only">: {company}</span>
            </button>
          ) : null}
          {vendor.status === 'pending' ? (
            <button type="button" className={ACTION_BUTTON} disabled={isPending} onClick={() => void decide('rejected')}>
              {translate('vendors.reject')}
              <span className="sr-only">: {company}</span>
            </button>
          ) : null}
          {vendor.status === 'approved' ? (
            <button type="button" className={ACTION_BUTTON} disabled={isPending} onClick={() => void decide('locked')}>
              {translate('vendors.lock')}
              <span className="sr-only">: {company}</span>
            </button>
          ) : null}
          {vendor.status === 'locked' ? (
            <button type="button" className={ACTION_BUTTON} disabled={isPending} onClick={() => void decide('unlocked')}>
              {translate('vendors.unlock')}
              <span className="sr-only">: {company}</span>
            </button>
          ) : null}
        </div>
      </td>
    </tr>
  );
}
