import type { Language } from '@soul/contracts';
import { trackingUrl, type Carrier } from '@soul/domain/orders/carriers';
import type { StoredOrder } from '@soul/domain/orders/stored-order';
import { createElement } from 'react';
import type { Translate } from '../../i18n.ts';
import { links } from '../../links.ts';
import type { OutgoingMail } from './mailer.ts';
import { OrderNoteMail, OrderShippedMail } from './templates/OrderBackOfficeMail.tsx';
import { renderMail } from './templates/render-mail.ts';

/**
 * The customer's mails the back office sends (issue 21), in the order's
 * language: rendered before the transaction that records the change, queued
 * (send_mail) inside it, so the mail goes if and only if the change happened.
 */

export async function orderShippedMail(
  order: StoredOrder,
  shipment: { carrier: Carrier; trackingNumber: string },
  translate: (language: Language) => Translate,
): Promise<OutgoingMail> {
  const t = translate(order.language);
  const url = trackingUrl(shipment.carrier, shipment.trackingNumber);
  return {
    kind: 'order_shipped',
    ref: `order:${order.id}:shipped:${shipment.trackingNumber}`,
    to: order.billing.email,
    subject: t('adminOrders.mail.shippedSubject', { number: order.id }),
    ...(await renderMail(
      createElement(OrderShippedMail, {
        order,
        carrier: shipment.carrier.name,
        trackingNumber: shipment.trackingNumber,
        trackingUrl: url,
        t,
      }),
    )),
  };
}

/** A note to the customer; numbered by the stored note, so a retried job never mails it twice. */
export async function orderNoteMail(
  order: StoredOrder,
  note: string,
  translate: (language: Language) => Translate,
  siteUrl: string,
): Promise<(noteId: number) => OutgoingMail> {
  const t = translate(order.language);
  // A guest has no account page to open: the mail carries the note alone.
  const link = order.userId ? `${siteUrl}${links.accountOrder(order.language, order.id)}` : null;
  const bodies = await renderMail(createElement(OrderNoteMail, { order, note, link, t }));
  return (noteId) => ({
    kind: 'order_note',
    ref: `order-note:${noteId}`,
    to: order.billing.email,
    subject: t('adminOrders.mail.noteSubject', { number: order.id }),
    ...bodies,
  });
}
