import type { Language } from '@soul/contracts';
import type { StoredOrder } from '@soul/db';
import { moneyText } from '../../serializers/cart.serializer.ts';
import type { Translate } from '../../i18n.ts';
import type { OutgoingMail } from './mailer.ts';
import { orderMailBodies } from './order-mails.ts';

/** What happened to a placed order that its customer is told about. */
export type OrderUpdateKind = 'edited' | 'cancelled' | 'refunded';

export interface OrderUpdate {
  kind: OrderUpdateKind;
  /** Cents: what was charged (> 0) or given back (< 0) by an edit; what a refund gave back. */
  amount: number;
  /** Tells one update of the order from another (the event's id), so a retried job never sends one twice. */
  ref: string;
}

/** The customer's mail about a change to their order, in the order's language, with the order as it now is. */
export function orderUpdateMail(order: StoredOrder, update: OrderUpdate, translate: (language: Language) => Translate): OutgoingMail {
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
    }
  })();
  return {
    kind: `order_${update.kind}`,
    ref: `order:${order.id}:${update.ref}`,
    to: order.billing.email,
    subject: t(`checkout:mail.${update.kind}Subject`, { number: order.id }),
    ...orderMailBodies(order, order.language, t, t(`checkout:mail.${update.kind}Heading`, { number: order.id }), intro),
  };
}
