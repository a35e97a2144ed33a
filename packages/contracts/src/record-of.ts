import { z } from 'zod/mini';

/**
 * A JSON object whose every value matches `value`: what z.record(z.string(), value)
 * accepts from JSON. Written as an object with a catchall because z.record's class
 * would join the browser's first-load chunk (~0.4 KB gzip) and tell JSON apart no better.
 */
// @__NO_SIDE_EFFECTS__
export function recordOf<T extends z.core.SomeType>(value: T) {
  return z.catchall(z.object({}), value);
}
