import { z } from 'zod/mini';

/**
 * The largest id a row can have: ids are PostgreSQL `integer` (int4). A
 * bigger number in a request is no id of ours and must be refused as bad
 * input, not sent to the database (where it overflows into a 500).
 */
export const MAX_DB_ID = 2_147_483_647;

/** Whether a number can be a row id (a positive PostgreSQL `integer`). */
export function isDatabaseId(value: number): boolean {
  return Number.isInteger(value) && value >= 1 && value <= MAX_DB_ID;
}

/** A row id in a request (path, query or body): a whole number from 1 to MAX_DB_ID, also as a numeric string. */
export const dbIdSchema = /* @__PURE__ */ z.coerce.number().check(z.int(), z.minimum(1), z.maximum(MAX_DB_ID));

/** An optional reference that may be 0 for "none" (WooCommerce's `variation_id: 0`). */
export const dbIdOrZeroSchema = /* @__PURE__ */ z.coerce.number().check(z.int(), z.minimum(0), z.maximum(MAX_DB_ID));

/** A row id from a path segment: only plain digits in range, else null (answered as "not found"). */
export function parseDbId(value: unknown): number | null {
  if (typeof value === 'number') return isDatabaseId(value) ? value : null;
  if (typeof value !== 'string' || !/^\d{1,10}$/.test(value)) return null;
  const id = Number(value);
  return id >= 1 && id <= MAX_DB_ID ? id : null;
}
