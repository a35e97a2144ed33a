import type { AccountOrder } from '@soul/contracts';
import { useAccountT } from '../texts.ts';

/**
 * "Pay for this order" for its owner while it waits for payment (pending or
 * failed): a plain link to the server-rendered pay-for-order page, which
 * works without this island. The server decides (payment_url is null for
 * anyone else).
 */
export function PayForOrder({ order }: { order: AccountOrder }) {
  const { t } = useAccountT();
  if (!order.payment_url) return null;
  return (
    <div className="flex flex-col items-start gap-3 rounded-2xl bg-amber-50 p-4 sm:flex-row sm:items-center sm:justify-between">
      <p className="text-sm text-amber-900">{t(order.status === 'failed' ? 'orders.pay.failedText' : 'orders.pay.pendingText')}</p>
      <a
        href={order.payment_url}
        className="inline-flex min-h-11 shrink-0 items-center rounded-full bg-brand-800 px-5 font-semibold text-white hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
      >
        {t('orders.pay.action')}
      </a>
    </div>
  );
}
