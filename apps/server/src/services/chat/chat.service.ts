import type { UserRepository } from '@soul/domain/accounts/user-port';
import { chatText, chatTextProblem } from '@soul/domain/chat/chat-message';
import type { ChatListQuery, ChatRepository, ChatThreadSummary, StoredChatMessage } from '@soul/domain/chat/chat-port';
import type { StoredOrder } from '@soul/domain/orders/stored-order';
import { problem, type ChatAuthor, type Problem } from '@soul/contracts';
import { translator } from '../../i18n.ts';
import type { Answer } from '../answer.ts';
import { chatReplyMail, chatShopMail } from '../mail/chat-mail.ts';
import type { RequestContext } from '../request-context.ts';

const HOUR_SECONDS = 60 * 60;
/** Chat messages one account may write per hour: a conversation, not a flood. */
export const CHAT_MESSAGES_PER_HOUR = 30;

/**
 * An order's thread (account §7): the customer's side writes from the order
 * page, the shop answers through the admin routes. Each message is kept and
 * its mail queued in one transaction (the customer's to the shop's mailbox,
 * the shop's to the customer). Which order the caller may use is the route's
 * order reader's decision; this service trusts the order it is given.
 */
export class ChatService {
  constructor(
    private readonly deps: {
      chats: ChatRepository;
      users: Pick<UserRepository, 'findById'>;
      shopEmail: string;
      /** The shop's address for links in mails sent later by the job (PUBLIC_URL, else where it listens). */
      mailSiteUrl: string;
    },
  ) {}

  /** The thread oldest first; the reader's side has now read the other side's messages. */
  thread(orderId: number, reader: ChatAuthor): Promise<StoredChatMessage[]> {
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
    // The shop reads its mailbox in English.
    const mail = await chatShopMail(
      { shopEmail: this.deps.shopEmail, from, orderId: order.id, message: text, language: ctx.language, siteUrl: this.deps.mailSiteUrl },
      translator('en'),
    );
    await this.deps.chats.add({ orderId: order.id, author: 'customer', userId, message: text, language: ctx.language }, mail);
    return { ok: true, value: await this.deps.chats.readThread(order.id, 'customer') };
  }

  /** The shop's answer, by an administrator: mailed to the order's customer in the order's language. */
  async answer(ctx: RequestContext, order: StoredOrder, raw: string): Promise<Answer<StoredChatMessage[]>> {
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
      { orderId: order.id, author: 'shop', userId: ctx.visitor.userId, message: text, language: order.language },
      mail,
    );
    return { ok: true, value: await this.deps.chats.readThread(order.id, 'shop') };
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
