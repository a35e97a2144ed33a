import type { SubscriptionStatus } from '@soul/contracts';
import { Badge, type BadgeTone } from '../../ui/Badge.tsx';

const TONES: Record<SubscriptionStatus, BadgeTone> = {
  pending: 'neutral',
  active: 'brand',
  'on-hold': 'accent',
  'pending-cancel': 'accent',
  cancelled: 'danger',
  expired: 'neutral',
};

/** The status as the server words it (status_label, in the reader's language), coloured by what it means. */
export function SubscriptionStatusBadge({ status, label }: { status: SubscriptionStatus; label: string }) {
  return <Badge tone={TONES[status]}>{label}</Badge>;
}
