import type { Language } from '@soul/contracts';
import type { StoredOrder } from '@soul/domain/orders/stored-order';
import { createElement } from 'react';
import type { Translate } from '../../i18n.ts';
import type { OutgoingMail } from './mailer.ts';
import { payLinkOf } from './pay-link.ts';
import { NewOrderMail } from './templates/NewOrderMail.tsx';
import { OrderConfirmationMail } from './templates/OrderConfirmationMail.tsx';
import { renderMail } from './templates/render-mail.ts';

export { payLinkOf, type PayLink } from './pay-link.ts';

/**
 * The two mails of a new order (issue: order e-mails): the confirmation to the
 * customer in the order's language, and the notice to the shop (in English).
 * Both as HTML and text, rendered from React components (which escape
 * whatever came from a person).
 */
export async function orderMails(
  order: StoredOrder,
  shopEmail: string,
  translate: (language: Language) => Translate,
  siteUrl: string,
): Promise<OutgoingMail[]> {
  const customer = translate(order.language);
  const shop = translate('en');
  // An order whose payment is not confirmed (its card charge unanswered) tells the customer where to pay if it does not go through.
  const pay = payLinkOf(order, siteUrl, customer('checkout:mail.needsPaymentNote'), customer);
  const [confirmation, notice] = await Promise.all([
    renderMail(createElement(OrderConfirmationMail, { order, t: customer, pay })),
    renderMail(createElement(NewOrderMail, { order, t: shop })),
  ]);
  return [
    {
      kind: 'order_confirmation',
      ref: `order:${order.id}`,
      to: order.billing.email,
      subject: customer('checkout:mail.confirmationSubject', { number: order.id }),
      ...confirmation,
    },
    {
      kind: 'new_order',
      ref: `order:${order.id}`,
      to: shopEmail,
      subject: shop('checkout:mail.newOrderSubject', { number: order.id }),
      ...notice,
    },
  ];
}
