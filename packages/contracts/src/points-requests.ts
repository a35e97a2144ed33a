import { z } from 'zod/mini';
import { MAX_DB_ID } from './ids.ts';
import { intLike } from './product-query.ts';
import { POINTS_ENTRY_KINDS, POINTS_ENTRY_STATUSES } from './points.ts';

/** Points requests only the server parses. */

const id = z.pipe(intLike, z.number().check(z.int(), z.minimum(1), z.maximum(MAX_DB_ID, `must be an id up to ${MAX_DB_ID}`)));
const page = z._default(z.pipe(intLike, z.number().check(z.int(), z.minimum(1, 'must be 1 or more'), z.maximum(100_000))), 1);
const perPage = (fallback: number) =>
  z._default(z.pipe(intLike, z.number().check(z.int(), z.minimum(1, 'must be 1 to 100'), z.maximum(100, 'must be 1 to 100'))), fallback);

/** GET soul/v1/points: the signed-in customer's history, newest first. */
export const pointsQuerySchema = z.object({ page, per_page: perPage(10) });

/** GET soul/v1/admin/points: the admin list convention plus customer, status and kind filters. */
export const adminPointsQuerySchema = z.object({
  page,
  per_page: perPage(20),
  orderby: z._default(z.enum(['date']), 'date'),
  order: z._default(z.enum(['asc', 'desc']), 'desc'),
  customer: z.optional(id),
  status: z.optional(z.enum(POINTS_ENTRY_STATUSES)),
  kind: z.optional(z.enum(POINTS_ENTRY_KINDS)),
});

/** POST soul/v1/admin/points: an adjustment, either way (never 0), with the reason the customer's history shows. */
export const adminPointsAdjustSchema = z.object({
  customer: id,
  points: z.pipe(
    intLike,
    z.number().check(
      z.int(),
      z.minimum(-100_000, 'must be -100000 to 100000'),
      z.maximum(100_000, 'must be -100000 to 100000'),
      z.refine((n) => n !== 0, 'must not be 0'),
    ),
  ),
  details: z._default(z.string().check(z.maxLength(500)), ''),
});
