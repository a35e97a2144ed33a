import type { Language } from '@soul/contracts';
import type { StoredOrder } from '@soul/domain/orders/stored-order';
import { createElement } from 'react';
import type { Translate } from '../../i18n.ts';
import type { OutgoingMail } from './mailer.ts';
import { payLinkOf } from './pay-link.ts';
import { OrderUpdateMail, type OrderUpdate } from './templates/OrderUpdateMail.tsx';
import { renderMail } from './templates/render-mail.ts';

export type { OrderUpdate } from './templates/OrderUpdateMail.tsx';

/**
 * The customer's mail about a change to their order, in the order's
 * language, with the order as it now is; a payment that did not go through
 * links to the pay-for-order page (while the order still needs payment).
 */
export async function orderUpdateMail(
  order: StoredOrder,
  update: OrderUpdate,
  translate: (language: Language) => Translate,
  siteUrl: string,
): Promise<OutgoingMail> {
  const t = translate(order.language);
  const pay = update.kind === 'payment_failed' ? payLinkOf(order, siteUrl, t('checkout:mail.paymentFailedPay'), t) : null;
  return {
    kind: `order_${update.kind}`,
    ref: `order:${order.id}:${update.ref}`,
    to: order.billing.email,
    subject: t(`checkout:mail.${update.kind}Subject`, { number: order.id }),
    ...(await renderMail(createElement(OrderUpdateMail, { order, update, t, pay }))),
  };
}
