import type { AccountPayment, OrderStatus, PaymentStatus } from '@soul/contracts';
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

export type RefundState = 'full' | 'partial' | null;

/** How much of a successful payment went back: all of it, some, or none. */
export function refundStateOf(payment: Pick<AccountPayment, 'status' | 'amount' | 'refunded'>): RefundState {
  const amount = Number.parseInt(payment.amount, 10);
  const refunded = Number.parseInt(payment.refunded, 10);
  if (payment.status !== 'successful' || !(refunded > 0)) return null;
  return refunded >= amount ? 'full' : 'partial';
}

/** A payment's state: its status, or Refunded / Partly refunded once money went back. */
export function PaymentStatusBadge({ payment }: { payment: Pick<AccountPayment, 'status' | 'amount' | 'refunded'> }) {
  const { t } = useAccountT();
  const refund = refundStateOf(payment);
  if (refund === 'full') return <Badge tone="neutral">{t('payments.refundState.full')}</Badge>;
  if (refund === 'partial') return <Badge tone="accent">{t('payments.refundState.partial')}</Badge>;
  return <Badge tone={PAYMENT_TONES[payment.status]}>{t(`paymentStatus.${payment.status}`)}</Badge>;
}
