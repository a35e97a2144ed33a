import type { ChatAuthor } from '@soul/contracts';

/** One message of an order's thread as stored (contact-page messages naming the order included). */
export interface StoredChatMessage {
  id: number;
  orderId: number;
  author: ChatAuthor;
  /** The account that wrote it (a customer, or the administrator who answered); null once deleted. */
  userId: number | null;
  /** Their name, or e-mail when they gave no name; empty when the account is gone. */
  userName: string;
  subject: string | null;
  message: string;
  createdAt: Date;
  /** When the other side read it. */
  readAt: Date | null;
}

export interface NewChatMessage {
  orderId: number;
  author: ChatAuthor;
  /** Null for a shop answer that came in by mail (no administrator's session wrote it). */
  userId: number | null;
  message: string;
  /** The writer's language (a customer's) or the recipient's (the shop's answer). */
  language: string;
  /** A mailed answer's Message-ID: stored once, so a webhook delivered twice adds one message. */
  externalId?: string;
}

/** One thread in the shop's list. */
export interface ChatThreadSummary {
  orderId: number;
  customer: { id: number | null; name: string; email: string };
  messages: number;
  /** The customer side's messages the shop has not read. */
  unreadByShop: number;
  lastMessageAt: Date;
  lastAuthor: ChatAuthor;
  lastMessage: string;
}

export interface ChatListQuery {
  offset: number;
  limit: number;
  orderby: 'last_message' | 'order';
  order: 'asc' | 'desc';
  search: string | null;
  unreadOnly: boolean;
}

/** Order threads; packages/db implements it. */
export interface ChatRepository {
  /**
   * The thread oldest first, as it stood before this read; in the same
   * transaction, the other side's messages become read by `reader`.
   */
  readThread(orderId: number, reader: ChatAuthor | null): Promise<StoredChatMessage[]>;
  /** Messages this user wrote in the chat in the last `seconds` (the per-account limit). */
  sentSince(userId: number, seconds: number): Promise<number>;
  /** Keeps the message and queues its mail in one transaction: both happen, or neither; null when its externalId was already stored. */
  add(message: NewChatMessage, mail: (messageId: number) => object): Promise<number | null>;
  /** Threads with at least one message, for the shop. */
  threads(query: ChatListQuery): Promise<{ rows: ChatThreadSummary[]; total: number }>;
}
