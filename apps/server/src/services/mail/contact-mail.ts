import type { Translate } from '../../i18n.ts';
import type { OutgoingMail } from './mailer.ts';
import { escapeHtml } from './order-mails.ts';

export interface ContactMailInput {
  messageId: number;
  shopEmail: string;
  from: { name: string; email: string };
  subject: string;
  message: string;
  orderId: number | null;
  language: string;
}

/** A customer's message to the shop's mailbox (in the shop's language, English), replies going to the customer. */
export function contactMail(input: ContactMailInput, t: Translate): OutgoingMail {
  const facts: [string, string][] = [
    [t('contact.mail.from'), `${input.from.name} <${input.from.email}>`],
    ...(input.orderId ? [[t('contact.mail.order'), `#${input.orderId}`] as [string, string]] : []),
    [t('contact.mail.language'), input.language],
  ];
  return {
    to: input.shopEmail,
    replyTo: input.from.email,
    kind: 'contact_message',
    ref: `contact:${input.messageId}`,
    subject: t('contact.mail.subject', { subject: input.subject }),
    text: [...facts.map(([label, value]) => `${label}: ${value}`), '', input.message].join('\n'),
    html: `<!doctype html><html lang="en"><body style="font-family:Arial,sans-serif;color:#1f2937;max-width:600px;margin:0 auto">
<table>${facts.map(([label, value]) => `<tr><th style="text-align:left;padding-right:12px">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`).join('')}</table>
<p style="white-space:pre-wrap">${escapeHtml(input.message)}</p></body></html>`,
  };
}
