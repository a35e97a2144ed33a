import type { VendorStatusWire } from '@soul/contracts';
import { useAccountT } from '../texts.ts';
import { InlineMessage } from '../ui/InlineMessage.tsx';

/**
 * Above every account screen, while a vendor cannot buy (issue 20): their
 * application is pending, was rejected, or the account is locked. The server
 * refuses their checkout and prices their cart at regular prices meanwhile.
 */
export function VendorStatusNotice({ status }: { status: VendorStatusWire | null | undefined }) {
  const { t } = useAccountT();
  if (status !== 'pending' && status !== 'rejected' && status !== 'locked') return null;
  return (
    <InlineMessage tone={status === 'pending' ? 'warning' : 'error'} className="font-semibold">
      <span data-testid="vendor-status-notice">{t(`vendors.notice.${status}`)}</span>
    </InlineMessage>
  );
}
