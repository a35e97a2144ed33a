/**
 * Input guards for the pricing engine. Prices, quantities and percents come
 * from our own catalogue and coupon store, so a bad value is a bug upstream
 * (DESIGN §4: bugs throw) and must not be silently priced.
 */
export function assertCents(value: number, what: string): void {
  if (!Number.isInteger(value) || value < 0) throw new RangeError(`${what} must be integer cents ≥ 0, got ${value}`);
}

export function assertPercent(value: number, what: string): void {
  if (!Number.isFinite(value) || value < 0 || value > 100) throw new RangeError(`${what} must be a percent from 0 to 100, got ${value}`);
}

export function assertTaxRate(value: number, what: string): void {
  if (!Number.isFinite(value) || value < 0) throw new RangeError(`${what} must be a tax rate ≥ 0, got ${value}`);
}
