import type { Language, OrderStatus } from '@soul/contracts';
import type { StoredOrder } from '@soul/db';
import { needsPayment } from '@soul/domain/orders/status';
import { moneyText } from '@soul/i18n';
import { links } from '../../serializers/links.ts';
import type { Translate } from '../../i18n.ts';
import type { OutgoingMail } from './mailer.ts';
import { countryName } from '@soul/i18n';

/**
 * The two mails of a new order (issue: order e-mails): the confirmation to the
 * customer in the order's language, and the notice to the shop (in English).
 * Both as HTML and text; every value that came from a person is escaped.
 */
export function orderMails(order: StoredOrder, shopEmail: string, translate: (language: Language) => Translate, siteUrl: string): OutgoingMail[] {
  const customer = translate(order.language);
  const shop = translate('en');
  const name = `${order.billing.first_name} ${order.billing.last_name}`.trim();
  // An order whose payment is not confirmed (its card charge unanswered) tells the customer where to pay if it does not go through.
  const pay = payLinkOf(order, siteUrl, customer('checkout:mail.needsPaymentNote'), customer);
  return [
    {
      kind: 'order_confirmation',
      ref: `order:${order.id}`,
      to: order.billing.email,
      subject: customer('checkout:mail.confirmationSubject', { number: order.id }),
      ...orderMailBodies(order, order.language, customer, customer('checkout:mail.confirmationHeading'),
        customer('checkout:mail.confirmationIntro', { name: order.billing.first_name, number: order.id, status: customer(`checkout:status.${order.status}`) }), pay),
    },
    {
      kind: 'new_order',
      ref: `order:${order.id}`,
      to: shopEmail,
      subject: shop('checkout:mail.newOrderSubject', { number: order.id }),
      ...orderMailBodies(order, 'en', shop, shop('checkout:mail.newOrderHeading', { number: order.id }), shop('checkout:mail.newOrderIntro', { name, email: order.billing.email })),
    },
  ];
}

/** A mail's pay-for-order block: what to say and where to go. */
export interface PayLink {
  note: string;
  label: string;
  url: string;
}

/** The pay-for-order block for an order that still needs payment (pending or failed); null otherwise. */
export function payLinkOf(order: StoredOrder, siteUrl: string, note: string, t: Translate): PayLink | null {
  if (!needsPayment(order.status as OrderStatus, order.total)) return null;
  return { note, label: t('checkout:orderPay.payButton'), url: `${siteUrl}${links.orderPay(order.language, order.id, order.orderKey)}` };
}

/** An order mail's HTML and text: heading, intro, the pay-for-order link when given, the lines, totals and address. */
export function orderMailBodies(order: StoredOrder, language: Language, t: Translate, heading: string, intro: string, pay: PayLink | null = null): { html: string; text: string } {
  const money = (cents: number) => moneyText(cents, language);
  const totals: [string, string][] = [
    [t('checkout:page.subtotal'), money(order.itemsSubtotal + order.itemsSubtotalTax)],
    ...(order.discountTotal + order.discountTax > 0 ? [[t('checkout:page.discount'), `−${money(order.discountTotal + order.discountTax)}`] as [string, string]] : []),
    [t('checkout:page.shippingTotal'), money(order.shippingTotal + order.shippingTax)],
    [t('checkout:page.total'), `${money(order.total)} ${t('checkout:page.includesTax', { amount: money(order.totalTax) })}`],
    [t('checkout:received.paymentMethod'), t(`checkout:payment.${order.paymentMethod}`)],
  ];
  const lines = order.lines.map((l) => ({ name: l.name, quantity: l.quantity, price: money(l.total + l.totalTax), child: l.parentLineId !== null }));
  const a = order.billing;
  const address = [`${a.first_name} ${a.last_name}`, a.address_1, `${a.postcode} ${a.city}`, countryName(a.country, language), a.phone, a.email].filter(Boolean);

  const text = [
    heading, '', intro, '',
    ...(pay ? [pay.note, `${pay.label}: ${pay.url}`, ''] : []),
    ...lines.map((l) => `${l.child ? '  – ' : ''}${l.name} × ${l.quantity}  ${l.price}`),
    '',
    ...totals.map(([label, value]) => `${label}: ${value}`),
    '', t('checkout:received.billingAddress'), ...address, '', t('checkout:mail.footer'),
  ].join('\n');

  const cell = 'style="padding:6px 8px;border-bottom:1px solid #e5e7eb;text-align:left"';
  const html = `<!doctype html><html lang="${language}"><body style="font-family:Arial,sans-serif;color:#1f2937;max-width:600px;margin:0 auto">
<h1 style="font-size:22px;color:#14532d">${escapeHtml(heading)}</h1>
<p>${escapeHtml(intro)}</p>
${pay ? `<p>${escapeHtml(pay.note)}</p>
<p><a href="${escapeHtml(pay.url)}" style="display:inline-block;background:#14532d;color:#fff;padding:10px 18px;border-radius:999px;text-decoration:none">${escapeHtml(pay.label)}</a></p>
<p style="font-size:12px;color:#6b7280">${escapeHtml(pay.url)}</p>` : ''}
<table style="border-collapse:collapse;width:100%">
<thead><tr><th ${cell}>${escapeHtml(t('checkout:mail.product'))}</th><th ${cell}>${escapeHtml(t('checkout:mail.quantity'))}</th><th ${cell}>${escapeHtml(t('checkout:mail.price'))}</th></tr></thead>
<tbody>${lines.map((l) => `<tr><td ${cell}>${l.child ? '&nbsp;&nbsp;– ' : ''}${escapeHtml(l.name)}</td><td ${cell}>${l.quantity}</td><td ${cell}>${escapeHtml(l.price)}</td></tr>`).join('')}</tbody>
<tfoot>${totals.map(([label, value]) => `<tr><th ${cell} colspan="2">${escapeHtml(label)}</th><td ${cell}>${escapeHtml(value)}</td></tr>`).join('')}</tfoot>
</table>
<h2 style="font-size:16px">${escapeHtml(t('checkout:received.billingAddress'))}</h2>
<p>${address.map(escapeHtml).join('<br>')}</p>
<p style="color:#6b7280;font-size:12px">${escapeHtml(t('checkout:mail.footer'))}</p>
</body></html>`;
  return { html, text };
}

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);
}
