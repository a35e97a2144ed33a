import type { OrderStatus, PaymentStatus } from '@soul/contracts';
import { Badge, type BadgeTone } from '../../ui/Badge.tsx';
import { useAccountT } from '../texts.ts';

const ORDER_TONES: Record<OrderStatus, BadgeTone> = {
  pending: 'neutral',
  waiting_for_payment: 'neutral',
  'on-hold': 'accent',
  processing: 'accent',
  shipped: 'brand',
  completed: 'brand',
  cancelled: 'danger',
  refunded: 'danger',
  failed: 'danger',
};

const PAYMENT_TONES: Record<PaymentStatus, BadgeTone> = {
  successful: 'brand',
  pending: 'neutral',
  cancelled: 'accent',
  failed: 'danger',
};

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const { t } = useAccountT();
  return <Badge tone={ORDER_TONES[status]}>{t(`orderStatus.${status}`)}</Badge>;
}

export function PaymentStatusBadge({ status }: { status: PaymentStatus }) {
  const { t } = useAccountT();
  return <Badge tone={PAYMENT_TONES[status]}>{t(`paymentStatus.${status}`)}</Badge>;
}
