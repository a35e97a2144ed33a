/**
 * Splits `total` (integer minor units) across `weights` so the parts always
 * add up to exactly `total`: each part gets its floor share, then the units
 * left over go to the largest remainders (ties to the earlier part). Used
 * whenever one amount (a coupon, a tax, a discount) is spread over lines.
 */
export function prorate(total: number, weights: readonly number[]): number[] {
  if (!Number.isInteger(total)) throw new RangeError(`prorate: total must be an integer, got ${total}`);
  if (weights.some((w) => !Number.isFinite(w) || w < 0)) throw new RangeError('prorate: weights must be finite and ≥ 0');
  const sum = weights.reduce((a, b) => a + b, 0);
  if (weights.length === 0) return [];
  if (sum === 0)
    return prorate(
      total,
      weights.map(() => 1),
    );
  const sign = total < 0 ? -1 : 1;
  const magnitude = Math.abs(total);
  const exact = weights.map((w) => (magnitude * w) / sum);
  const parts = exact.map(Math.floor);
  let left = magnitude - parts.reduce((a, b) => a + b, 0);
  const order = exact
    .map((value, index) => ({ index, remainder: value - Math.floor(value) }))
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const { index } of order) {
    if (left <= 0) break;
    parts[index] = (parts[index] ?? 0) + 1;
    left -= 1;
  }
  return parts.map((p) => p * sign);
}
