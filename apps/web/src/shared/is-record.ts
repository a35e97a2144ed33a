/**
 * A plain JSON object (not null, not an array): what every hand-written
 * check of an answer or a settings block starts from. The browser bundle
 * checks small shapes by hand instead of with zod where zod would cost
 * first-load bytes (boot/settings.ts, the cart client).
 */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
