import { z } from 'zod/mini';

/** Store API / WP REST error body: `{ code, message, data: { status, ... } }`. */
export const apiErrorSchema = z.object({
  code: z.string(),
  message: z.string(),
  data: z.looseObject({ status: z.number().check(z.int()) }),
});
export type ApiError = z.infer<typeof apiErrorSchema>;
