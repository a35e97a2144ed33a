import type { UserRepository } from '@soul/domain/accounts/user-port';
import { chatText, chatTextProblem } from '@soul/domain/chat/chat-message';
import type { ChatListQuery, ChatRepository, ChatThreadSummary, StoredChatMessage } from '@soul/domain/chat/chat-port';
import type { OrderRepository } from '@soul/domain/orders/order-port';
import type { StoredOrder } from '@soul/domain/orders/stored-order';
import { problem, type Problem } from '@soul/contracts';
import { translator } from '../../i18n.ts';
import type { Answer } from '../answer.ts';
import { chatReplyMail, chatShopMail } from '../mail/chat-mail.ts';
import type { RequestContext } from '../request-context.ts';
import { bareAddress, replyText, threadOfRecipients, threadReplyAddress, type MailInbound } from './mail-reply.ts';

const HOUR_SECONDS = 60 * 60;
/** Chat messages one account may write per hour: a conversation, not a flood. */
export const CHAT_MESSAGES_PER_HOUR = 30;

/** A mail the provider's inbound route posted (soul/v1/mail/inbound), its signature already checked. */
export interface InboundMail {
  from: string;
  recipients: string[];
  text: string;
  messageId: string | null;
}

/**
 * An order's thread (account §7): the customer's side writes from the order
 * page, the shop answers through the admin routes or, with MAIL_INBOUND_*
 * set, by replying to the customer's mail. Each message is kept and its mail
 * queued in one transaction (the customer's to the shop's mailbox, the
 * shop's to the customer). Which order a signed-in caller may use is the
 * route's order reader's decision; this service trusts the order it is given.
 */
export class ChatService {
  constructor(
    private readonly deps: {
      chats: ChatRepository;
      users: Pick<UserRepository, 'findById'>;
      orders: Pick<OrderRepository, 'find'>;
      shopEmail: string;
      /** The shop's address for links in mails sent later by the job (PUBLIC_URL, else where it listens). */
      mailSiteUrl: string;
      inbound: MailInbound | null;
    },
  ) {}

  /** The thread oldest first; the reader's side has now read the other side's messages. */
  thread(orderId: number, reader: 'customer' | 'shop'): Promise<StoredChatMessage[]> {
    return this.deps.chats.readThread(orderId, reader);
  }

  /** A message from the customer's side (the customer, or their company's director). */
  async write(ctx: RequestContext, order: StoredOrder, raw: string): Promise<Answer<StoredChatMessage[]>> {
    const text = chatText(raw);
    const refused = invalidText(text);
    if (refused) return { ok: false, problem: refused };
    const userId = ctx.visitor.userId;
    if ((await this.deps.chats.sentSince(userId, HOUR_SECONDS)) >= CHAT_MESSAGES_PER_HOUR) {
      return { ok: false, problem: problem('chatTooMany', { count: CHAT_MESSAGES_PER_HOUR }) };
    }
    const user = await this.deps.users.findById(userId);
    const email = user?.email ?? '';
    const from = { name: `${user?.firstName ?? ''} ${user?.lastName ?? ''}`.trim() || email, email };
    // With an inbound address the shop's "Reply" joins the thread; without one it goes to the customer directly.
    const replyTo = this.deps.inbound ? threadReplyAddress(this.deps.inbound, order.id) : email;
    // The shop reads its mailbox in English.
    const mail = await chatShopMail(
      {
        shopEmail: this.deps.shopEmail,
        from,
        replyTo,
        orderId: order.id,
        message: text,
        language: ctx.language,
        siteUrl: this.deps.mailSiteUrl,
      },
      translator('en'),
    );
    await this.deps.chats.add({ orderId: order.id, author: 'customer', userId, message: text, language: ctx.language }, mail);
    return { ok: true, value: await this.deps.chats.readThread(order.id, 'customer') };
  }

  /** The shop's answer (by an administrator, or `authorId` null when it came by mail): mailed to the order's customer in the order's language. */
  async answer(order: StoredOrder, raw: string, authorId: number | null, externalId?: string): Promise<Answer<StoredChatMessage[]>> {
    const text = chatText(raw);
    const refused = invalidText(text);
    if (refused) return { ok: false, problem: refused };
    const customer = order.userId ? await this.deps.users.findById(order.userId) : null;
    const to = customer?.email ?? order.billing.email ?? '';
    const name = customer?.firstName || order.billing.first_name || to;
    const mail = await chatReplyMail(
      { to, name, orderId: order.id, message: text, language: order.language, siteUrl: this.deps.mailSiteUrl },
      translator(order.language),
    );
    await this.deps.chats.add(
      {
        orderId: order.id,
        author: 'shop',
        userId: authorId,
        message: text,
        language: order.language,
        ...(externalId ? { externalId } : {}),
      },
      mail,
    );
    return { ok: true, value: await this.deps.chats.readThread(order.id, 'shop') };
  }

  /**
   * A reply from the shop's mailbox: it must come from SHOP_EMAIL to a
   * thread's reply address (token checked); the quoted part is left out.
   */
  async answerByMail(mail: InboundMail): Promise<Answer<{ orderId: number }>> {
    const inbound = this.deps.inbound;
    if (!inbound) return { ok: false, problem: problem('mailInboundOff') };
    const orderId = threadOfRecipients(inbound, mail.recipients);
    const order = orderId === null ? null : await this.deps.orders.find(orderId);
    if (!order) return { ok: false, problem: problem('chatNotFound') };
    if (bareAddress(mail.from) !== bareAddress(this.deps.shopEmail)) return { ok: false, problem: problem('mailInboundSender') };
    const answered = await this.answer(order, replyText(mail.text), null, mail.messageId ?? undefined);
    return answered.ok ? { ok: true, value: { orderId: order.id } } : answered;
  }

  /** The shop's threads (at least one message), newest activity first by default. */
  list(query: ChatListQuery): Promise<{ rows: ChatThreadSummary[]; total: number }> {
    return this.deps.chats.threads(query);
  }
}

function invalidText(text: string): Problem | null {
  const reason = chatTextProblem(text);
  if (!reason) return null;
  const key = `chat.${reason}`;
  return problem('chatMessageInvalid', undefined, { message: key, data: { params: { message: { $message: key } } } });
}
