import { z } from 'zod/mini';
import { dbIdSchema } from './ids.ts';

/** Account §7 "Chat": an order's thread between the customer's side and the shop. */
export const CHAT_LIMITS = { maxLength: 2000 } as const;

/** Who wrote a message: anyone who may see the order (customer, director) or the shop. */
export const CHAT_AUTHORS = ['customer', 'shop'] as const;
export type ChatAuthor = (typeof CHAT_AUTHORS)[number];

/** The order page's form: the text, trimmed, 1 to CHAT_LIMITS.maxLength characters (the server says the same rule in the reader's language). */
export const chatFormSchema = z.object({
  message: z.string().check(z.trim(), z.minLength(1), z.maxLength(CHAT_LIMITS.maxLength)),
});
export type ChatForm = z.infer<typeof chatFormSchema>;

/** POST /wp-json/soul/v1/chat: a message about the order `id`. */
export const chatBodySchema = z.extend(chatFormSchema, { id: dbIdSchema });
export type ChatBody = z.infer<typeof chatBodySchema>;

/** One message of a thread as its readers get it. */
export const chatMessageSchema = z.object({
  id: z.number(),
  author: z.enum(CHAT_AUTHORS),
  author_name: z.string(),
  /** Written by the reader themself (a director sees the buyer's messages as not theirs). */
  mine: z.boolean(),
  /** A contact-page message keeps its subject; chat messages have none. */
  subject: z.nullable(z.string()),
  message: z.string(),
  created_at: z.string(),
  /** Read by the other side (the shop for a customer's message, the customer's side for the shop's). */
  read: z.boolean(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

/** GET /wp-json/soul/v1/chat?id= (and the POST's answer): the thread oldest first, `unread` the shop's messages new to this reader. */
export const chatThreadSchema = z.object({
  order_id: z.number(),
  messages: z.array(chatMessageSchema),
  unread: z.number(),
});
export type ChatThread = z.infer<typeof chatThreadSchema>;
