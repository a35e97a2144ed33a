/**
 * Quantity input rules (storefront §4 "Quantity stepper", §5 "Quantity", §9):
 * digits only; min is the item's minimum limit or 1, max its maximum or 999;
 * clamp while typing and on blur; an empty or non-numeric entry becomes the
 * minimum on blur; above the stock quantity the value is reset to the stock.
 */
export const QUANTITY_MIN = 1;
export const QUANTITY_MAX = 999;

export interface QuantityLimits {
  min: number;
  max: number;
}

/** Limits from an item's optional minimum/maximum (0, null or missing mean "not set"). */
export function quantityLimits(minimum?: number | null, maximum?: number | null): QuantityLimits {
  const min = minimum && minimum > 0 ? Math.floor(minimum) : QUANTITY_MIN;
  const max = maximum && maximum > 0 ? Math.min(Math.floor(maximum), QUANTITY_MAX) : QUANTITY_MAX;
  return { min, max: Math.max(min, max) };
}

export function clampQuantity(value: number, limits: QuantityLimits): number {
  if (!Number.isFinite(value)) return limits.min;
  return Math.min(limits.max, Math.max(limits.min, Math.trunc(value)));
}

/** Keeps only the digits a shopper typed ("1a2" → "12", "-3" → "3"). */
export function digitsOnly(raw: string): string {
  return raw.replace(/\D+/g, '');
}

/**
 * The value to keep while the shopper is typing: `null` while the field is
 * empty (so they can clear it and type a new number), otherwise clamped.
 */
export function parseQuantityTyping(raw: string, limits: QuantityLimits): number | null {
  const digits = digitsOnly(raw);
  if (digits === '') return null;
  return clampQuantity(Number.parseInt(digits, 10), limits);
}

/** The value a field settles on when it loses focus: empty, non-numeric or below min → min. */
export function parseQuantityInput(raw: string, limits: QuantityLimits): number {
  return parseQuantityTyping(raw, limits) ?? limits.min;
}

export interface StockCheck {
  value: number;
  /** True when the requested value was above the stock and has been lowered to it. */
  limited: boolean;
}

/** Caps a quantity at the stock on hand (null stock = not tracked, no cap). */
export function applyStockLimit(value: number, stockQuantity: number | null | undefined): StockCheck {
  if (stockQuantity === null || stockQuantity === undefined || stockQuantity <= 0 || value <= stockQuantity) {
    return { value, limited: false };
  }
  return { value: stockQuantity, limited: true };
}
