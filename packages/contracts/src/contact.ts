import { z } from 'zod/mini';
import { dbIdSchema } from './ids.ts';

/** POST /wp-json/soul/v1/contact: a message from a signed-in customer to the shop's mailbox. */
export const contactBodySchema = z.object({
  subject: z.string().check(z.trim(), z.minLength(1), z.maxLength(150)),
  message: z.string().check(z.trim(), z.minLength(10), z.maxLength(5000)),
  /** The order it is about, if any (must be one the sender may see). */
  order_id: z.optional(dbIdSchema),
});
export type ContactBody = z.infer<typeof contactBodySchema>;

/** How many messages one account may send per hour. */
export const CONTACT_MESSAGES_PER_HOUR = 5;

/** POST /wp-json/soul/v1/contact answers `{ success: true, message }` (the confirmation in the reader's language). */
export const contactAnswerSchema = z.object({ success: z.literal(true), message: z.string() });
export type ContactAnswer = z.infer<typeof contactAnswerSchema>;
