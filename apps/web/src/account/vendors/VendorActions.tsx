import type { CustomerGroupWire, Vendor } from '@soul/contracts';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { showNotification } from '../../overlays/notification-store.ts';
import { usePromptStore } from '../../overlays/prompt-store.ts';
import { Button } from '../../ui/Button.tsx';
import { useAccount } from '../account-context.tsx';
import { ApiRequestError } from '../../api/request-error.ts';
import { errorMessageOf } from '../api/errors.ts';
import { SelectField } from '../forms/Field.tsx';
import { useAccountT } from '../texts.ts';
import { InlineMessage } from '../ui/InlineMessage.tsx';

type Decision = 'approve' | 'reject' | 'lock' | 'unlock' | 'delete';
const DONE: Record<Decision, string> = { approve: 'approved', reject: 'rejected', lock: 'locked', unlock: 'unlocked', delete: 'deleted' };

/**
 * What an administrator may decide about one vendor (account §2, §4): a
 * pending or rejected vendor is approved into the chosen group (or a pending
 * one rejected); an approved vendor locked, a locked one unlocked; any
 * deleted after a confirmation. `onChanged` reloads the list.
 */
export function VendorActions({
  vendor,
  groups,
  onChanged,
}: {
  vendor: Vendor;
  groups: readonly CustomerGroupWire[];
  onChanged: () => void;
}) {
  const { t } = useAccountT();
  const { client } = useAccount();
  const openPrompt = usePromptStore((state) => state.open);
  const [groupId, setGroupId] = useState(String(vendor.group?.id ?? groups[0]?.id ?? ''));
  const [error, setError] = useState<string | null>(null);
  const decide = useMutation({
    mutationFn: (decision: Decision) => {
      switch (decision) {
        case 'approve':
          return client.approveVendor(vendor.userId, Number(groupId));
        case 'reject':
          return client.rejectVendor(vendor.userId);
        case 'lock':
          return client.vendorWrite('lockvendor', vendor.userId);
        case 'unlock':
          return client.vendorWrite('unlockvendor', vendor.userId);
        case 'delete':
          return client.vendorWrite('deletevendor', vendor.userId);
      }
    },
    onMutate: () => setError(null),
    onSuccess: (answer, decision) => {
      showNotification({
        id: `vendor-${decision}`,
        tone: 'success',
        title: t(`vendors.admin.done.${DONE[decision]}`, { email: answer.email, group: answer.group?.name ?? '' }),
        autoCloseMs: 6000,
      });
      onChanged();
    },
    onError: (failure, decision) =>
      // Account §8: an approval that does not succeed says 'Something went wrong'; a refused reject shows the server's string.
      setError(
        decision === 'approve' && failure instanceof ApiRequestError && failure.status !== null && failure.code === null
          ? t('vendors.admin.somethingWrong')
          : errorMessageOf(failure, t('errors.generic')),
      ),
  });
  const canApprove = vendor.status === 'pending' || vendor.status === 'rejected';
  const busy = decide.isPending;
  const confirmDelete = () =>
    openPrompt({
      id: `delete-vendor-${vendor.userId}`,
      title: t('vendors.admin.confirmDeleteTitle'),
      message: t('vendors.admin.confirmDelete', { email: vendor.email }),
      confirmLabel: t('vendors.admin.delete'),
      cancelLabel: t('vendors.admin.cancel'),
      onConfirm: () => decide.mutate('delete'),
    });
  return (
    <div className="flex flex-col items-start gap-2">
      {canApprove && groups.length > 0 ? (
        <div className="flex flex-wrap items-end gap-2">
          <SelectField
            label={t('vendors.admin.chooseGroup')}
            value={groupId}
            onChange={(event) => setGroupId(event.target.value)}
            options={groups.map((g) => ({
              value: String(g.id),
              label: `${g.name} (${t('vendors.admin.groupTerms', { percent: g.discount_percent })})`,
            }))}
          />
          <Button size="sm" loading={busy} onClick={() => decide.mutate('approve')}>
            {t('vendors.admin.approve')}
          </Button>
        </div>
      ) : null}
      <div className="flex flex-wrap gap-2">
        {vendor.status === 'pending' ? (
          <Button size="sm" variant="secondary" disabled={busy} onClick={() => decide.mutate('reject')}>
            {t('vendors.admin.reject')}
          </Button>
        ) : null}
        {vendor.status === 'approved' ? (
          <Button size="sm" variant="secondary" disabled={busy} onClick={() => decide.mutate('lock')}>
            {t('vendors.admin.lock')}
          </Button>
        ) : null}
        {vendor.status === 'locked' ? (
          <Button size="sm" variant="secondary" disabled={busy} onClick={() => decide.mutate('unlock')}>
            {t('vendors.admin.unlock')}
          </Button>
        ) : null}
        <Button size="sm" variant="secondary" disabled={busy} onClick={confirmDelete}>
          {t('vendors.admin.delete')}
        </Button>
      </div>
      {error ? <InlineMessage tone="error">{error}</InlineMessage> : null}
    </div>
  );
}
