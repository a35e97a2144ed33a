import type { Language } from '@soul/contracts';
import type { OrderUpdateJobPayload, StoredOrder } from '@soul/db';
import { moneyText } from '@soul/i18n';
import type { Translate } from '../../i18n.ts';
import type { OutgoingMail } from './mailer.ts';
import { orderMailBodies, payLinkOf } from './order-mails.ts';

/** What happened to a placed order that its customer is told about (the job's payload, db order-update-job). */
export type OrderUpdate = Omit<OrderUpdateJobPayload, 'orderId'>;

/**
 * The customer's mail about a change to their order, in the order's
 * language, with the order as it now is; a payment that did not go through
 * links to the pay-for-order page (while the order still needs payment).
 */
export function orderUpdateMail(order: StoredOrder, update: OrderUpdate, translate: (language: Language) => Translate, siteUrl: string): OutgoingMail {
  const t = translate(order.language);
  const money = (cents: number) => moneyText(Math.abs(cents), order.language);
  const intro = (() => {
    switch (update.kind) {
      case 'edited':
        return update.amount > 0
          ? t('checkout:mail.editedCharged', { number: order.id, amount: money(update.amount) })
          : update.amount < 0
            ? t('checkout:mail.editedRefunded', { number: order.id, amount: money(update.amount) })
            : t('checkout:mail.editedIntro', { number: order.id });
      case 'cancelled':
        return t('checkout:mail.cancelledIntro', { number: order.id });
      case 'refunded':
        return t('checkout:mail.refundedIntro', { number: order.id, amount: money(update.amount) });
      case 'payment_failed':
        return t('checkout:mail.paymentFailedIntro', { number: order.id, amount: money(update.amount) });
    }
  })();
  const pay = update.kind === 'payment_failed' ? payLinkOf(order, siteUrl, t('checkout:mail.paymentFailedPay'), t) : null;
  return {
    kind: `order_${update.kind}`,
    ref: `order:${order.id}:${update.ref}`,
    to: order.billing.email,
    subject: t(`checkout:mail.${update.kind}Subject`, { number: order.id }),
    ...orderMailBodies(order, order.language, t, t(`checkout:mail.${update.kind}Heading`, { number: order.id }), intro, pay),
  };
}
