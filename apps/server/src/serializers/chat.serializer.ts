import type { ChatAuthor, ChatMessage, ChatThread } from '@soul/contracts';
import type { ChatThreadSummary, StoredChatMessage } from '@soul/domain/chat/chat-port';
import type { Translate } from '../i18n.ts';

/**
 * A thread as `reader` sees it: the shop signs as the shop (never an
 * administrator's own name to a customer), a customer by their name.
 * `unread` counts what the other side wrote that the reader had not yet seen.
 */
export function serializeChatThread(
  orderId: number,
  messages: StoredChatMessage[],
  reader: { side: ChatAuthor; userId: number },
  t: Translate,
): ChatThread {
  return {
    order_id: orderId,
    messages: messages.map((m) => serializeChatMessage(m, reader, t)),
    unread: messages.filter((m) => m.author !== reader.side && m.readAt === null).length,
  };
}

function serializeChatMessage(m: StoredChatMessage, reader: { side: ChatAuthor; userId: number }, t: Translate): ChatMessage {
  const shopSigned = m.author === 'shop' && reader.side === 'customer';
  return {
    id: m.id,
    author: m.author,
    author_name: shopSigned ? t('chat.shopName') : m.userName || t(m.author === 'shop' ? 'chat.shopName' : 'chat.customer'),
    mine: m.userId !== null && m.userId === reader.userId,
    subject: m.subject,
    message: m.message,
    created_at: m.createdAt.toISOString(),
    read: m.readAt !== null,
  };
}

/** One row of the shop's thread list. */
export function serializeChatSummary(row: ChatThreadSummary) {
  return {
    order_id: row.orderId,
    customer: row.customer,
    messages: row.messages,
    unread: row.unreadByShop,
    last_message_at: row.lastMessageAt.toISOString(),
    last_author: row.lastAuthor,
    last_message: row.lastMessage.length > 200 ? `${row.lastMessage.slice(0, 199)}…` : row.lastMessage,
  };
}
