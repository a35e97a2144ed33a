import { z } from 'zod';
import { dbIdSchema } from './ids.ts';

/** POST /wp-json/soul/v1/contact: a message from a signed-in customer to the shop's mailbox. */
export const contactBodySchema = z.object({
  subject: z.string().trim().min(1).max(150),
  message: z.string().trim().min(10).max(5000),
  /** The order it is about, if any (must be one the sender may see). */
  order_id: dbIdSchema.optional(),
});
export type ContactBody = z.infer<typeof contactBodySchema>;

/** How many messages one account may send per hour. */
export const CONTACT_MESSAGES_PER_HOUR = 5;
