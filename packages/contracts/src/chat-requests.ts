import { z } from 'zod/mini';
import { CHAT_LIMITS } from './chat.ts';
import { intLike } from './product-query.ts';

/** Chat queries and bodies only the server parses. */

const page = z._default(z.pipe(intLike, z.number().check(z.int(), z.minimum(1, 'must be 1 or more'), z.maximum(100_000))), 1);

export const ADMIN_CHAT_SORTS = ['last_message', 'order'] as const;

/**
 * GET soul/v1/admin/chats: the admin list convention (page, per_page 1–100,
 * orderby, order, search by order number, customer name or e-mail) plus
 * `unread` (only threads with messages the shop has not read).
 */
export const adminChatQuerySchema = z.object({
  page,
  per_page: z._default(
    z.pipe(intLike, z.number().check(z.int(), z.minimum(1, 'must be 1 to 100'), z.maximum(100, 'must be 1 to 100'))),
    20,
  ),
  orderby: z._default(z.enum(ADMIN_CHAT_SORTS), 'last_message'),
  order: z._default(z.enum(['asc', 'desc']), 'desc'),
  search: z.optional(z.string().check(z.maxLength(200))),
  unread: z.optional(z.enum(['true', 'false', '1', '0'])),
  lang: z.optional(z.string().check(z.maxLength(10))),
});
export type AdminChatQuery = z.infer<typeof adminChatQuerySchema>;

/** The raw fields of a chat write: the length rules are checked by the service, so they are said in the reader's language. */
export const chatWriteFieldsSchema = z.object({
  id: z.optional(z.unknown()),
  message: z.optional(z.string().check(z.maxLength(CHAT_LIMITS.maxLength * 4))),
});
