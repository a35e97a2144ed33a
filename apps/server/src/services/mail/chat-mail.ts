import type { Language } from '@soul/contracts';
import { createElement } from 'react';
import type { Translate } from '../../i18n.ts';
import { links } from '../../links.ts';
import type { OutgoingMail } from './mailer.ts';
import { ChatReplyMail } from './templates/ChatReplyMail.tsx';
import { ContactMail } from './templates/ContactMail.tsx';
import { renderMail } from './templates/render-mail.ts';

/**
 * A customer's chat message as the shop's mailbox gets it (in English, the
 * shop's language): who wrote, the order, the text. Reply-To is the
 * thread's reply address when mailed answers are on (the shop's Reply joins
 * the thread), else the customer; the mail names the admin route too. Rendered
 * before the storing transaction, numbered inside it.
 */
export async function chatShopMail(
  input: {
    shopEmail: string;
    from: { name: string; email: string };
    /** The thread's reply address when mailed answers are on, else the customer. */
    replyTo: string;
    orderId: number;
    message: string;
    language: string;
    siteUrl: string;
  },
  t: Translate,
): Promise<(messageId: number) => OutgoingMail> {
  const facts = [
    { label: t('contact.mail.from'), value: `${input.from.name} <${input.from.email}>` },
    { label: t('contact.mail.order'), value: `#${input.orderId}` },
    { label: t('contact.mail.language'), value: input.language },
    { label: t('chat.mail.answer'), value: `POST ${input.siteUrl}/wp-json/soul/v1/admin/chats/${input.orderId}` },
  ];
  const bodies = await renderMail(createElement(ContactMail, { facts, message: input.message, t }));
  return (messageId) => ({
    to: input.shopEmail,
    replyTo: input.replyTo,
    kind: 'chat_message',
    ref: `chat:${messageId}`,
    subject: t('chat.mail.shopSubject', { order: input.orderId }),
    ...bodies,
  });
}

/** The shop's answer as the customer gets it, in the order's language, with the link to the order page where the thread is. */
export async function chatReplyMail(
  input: { to: string; name: string; orderId: number; message: string; language: Language; siteUrl: string },
  t: Translate,
): Promise<(messageId: number) => OutgoingMail> {
  const link = `${input.siteUrl}${links.accountOrder(input.language, input.orderId)}`;
  const bodies = await renderMail(
    createElement(ChatReplyMail, { language: input.language, name: input.name, orderId: input.orderId, message: input.message, link, t }),
  );
  return (messageId) => ({
    to: input.to,
    kind: 'chat_reply',
    ref: `chat:${messageId}`,
    subject: t('chat.mail.replySubject', { order: input.orderId }),
    ...bodies,
  });
}
