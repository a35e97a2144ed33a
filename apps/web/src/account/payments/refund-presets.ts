/** The refund panel's presets (account §2): all, half or a quarter of what is still refundable. */
export const REFUND_PRESETS = [
  { key: 'full', percent: 100 },
  { key: 'half', percent: 50 },
  { key: 'quarter', percent: 25 },
] as const;

export type RefundPresetKey = (typeof REFUND_PRESETS)[number]['key'];

/**
 * A preset's amount in whole cents, rounded down: a share is never more
 * than that share (50 % of 1999 is 999). Integers only.
 */
export function presetAmount(refundableCents: string, percent: number): number {
  const refundable = Number.parseInt(refundableCents, 10);
  if (!Number.isSafeInteger(refundable) || refundable <= 0) return 0;
  return Math.floor((refundable * percent) / 100);
}
