import { z } from 'zod/mini';
import { MAX_DB_ID } from './ids.ts';
import { intLike } from './product-query.ts';

/** Referral requests only the server parses (not in the index: the web never loads their unions and pipes). */

const id = z.pipe(intLike, z.number().check(z.int(), z.minimum(1), z.maximum(MAX_DB_ID, `must be an id up to ${MAX_DB_ID}`)));

/**
 * POST soul/v1/reflink (account §7): the referral link of `userid` (a
 * signed-in customer asks for their own; an administrator for anyone's).
 * `affiliateid` is the old system's affiliate number: accepted and not
 * needed (every customer is their own affiliate).
 */
export const reflinkRequestSchema = z.object({
  userid: id,
  affiliateid: z.optional(z.union([id, z.literal(''), z.literal(0), z.literal('0')])),
});
export type ReflinkRequest = z.infer<typeof reflinkRequestSchema>;
