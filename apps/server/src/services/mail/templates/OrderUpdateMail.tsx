import type { OrderUpdateJobPayload } from '@soul/domain/orders/order-update-mail';
import type { StoredOrder } from '@soul/domain/orders/stored-order';
import { moneyText } from '@soul/i18n';
import type { Translate } from '../../../i18n.ts';
import type { PayLink } from '../pay-link.ts';
import { mailChrome } from './mail-chrome.ts';
import { MailLayout } from './MailLayout.tsx';
import { OrderMailContent } from './OrderMailContent.tsx';
import { orderSummaryOf } from './order-summary.ts';

/** What happened to a placed order that its customer is told about (the job's payload, db order-update-job). */
export type OrderUpdate = Omit<OrderUpdateJobPayload, 'orderId'>;

/** The first paragraph: what changed, with the money that moved (an amount's sign says which way; the text says it in words). */
function introOf(order: StoredOrder, update: OrderUpdate, t: Translate): string {
  const money = (cents: number) => moneyText(Math.abs(cents), order.language);
  const number = order.id;
  switch (update.kind) {
    case 'edited':
      if (update.amount > 0) return t('checkout:mail.editedCharged', { number, amount: money(update.amount) });
      if (update.amount < 0) return t('checkout:mail.editedRefunded', { number, amount: money(update.amount) });
      return t('checkout:mail.editedIntro', { number });
    case 'cancelled':
      return t('checkout:mail.cancelledIntro', { number });
    case 'refunded':
      return t('checkout:mail.refundedIntro', { number, amount: money(update.amount) });
    case 'payment_failed':
      return t('checkout:mail.paymentFailedIntro', { number, amount: money(update.amount) });
  }
}

/** The customer's mail about an edit, a cancellation, a refund or a failed payment, with the order as it now is. */
export function OrderUpdateMail({ order, update, t, pay }: { order: StoredOrder; update: OrderUpdate; t: Translate; pay: PayLink | null }) {
  const intro = introOf(order, update, t);
  const heading = t(`checkout:mail.${update.kind}Heading`, { number: order.id });
  return (
    <MailLayout {...mailChrome(order.language, t)} preview={heading}>
      <OrderMailContent heading={heading} intro={intro} pay={pay} summary={orderSummaryOf(order, order.language, t)} />
    </MailLayout>
  );
}
