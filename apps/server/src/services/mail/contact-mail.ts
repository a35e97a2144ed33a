import { createElement } from 'react';
import type { Translate } from '../../i18n.ts';
import type { OutgoingMail } from './mailer.ts';
import { ContactMail } from './templates/ContactMail.tsx';
import { renderMail } from './templates/render-mail.ts';

export interface ContactMailInput {
  shopEmail: string;
  from: { name: string; email: string };
  subject: string;
  message: string;
  orderId: number | null;
  language: string;
}

/**
 * A customer's message to the shop's mailbox (in the shop's language,
 * English), replies going to the customer. Rendered before the message is
 * stored, numbered after: the message id only exists inside the storing
 * transaction, which should not wait on rendering.
 */
export async function contactMail(input: ContactMailInput, t: Translate): Promise<(messageId: number) => OutgoingMail> {
  const facts = [
    { label: t('contact.mail.from'), value: `${input.from.name} <${input.from.email}>` },
    ...(input.orderId ? [{ label: t('contact.mail.order'), value: `#${input.orderId}` }] : []),
    { label: t('contact.mail.language'), value: input.language },
  ];
  const bodies = await renderMail(createElement(ContactMail, { facts, message: input.message, t }));
  return (messageId) => ({
    to: input.shopEmail,
    replyTo: input.from.email,
    kind: 'contact_message',
    ref: `contact:${messageId}`,
    subject: t('contact.mail.subject', { subject: input.subject }),
    ...bodies,
  });
}
