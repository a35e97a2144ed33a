import {
  applyStockLimit,
  clampQuantity,
  digitsOnly,
  parseQuantityInput,
  parseQuantityTyping,
  quantityLimits,
} from '@soul/domain/catalogue/index';
import { useId, useState } from 'react';
import { useTranslation } from '../i18n/use-translation.tsx';
import { showNotification } from '../overlays/notification-store.ts';
import { cx } from './cx.ts';

export type StepperSize = 'xs' | 'sm' | 'md' | 'lg';

const SIZES: Record<StepperSize, { box: string; button: string; input: string }> = {
  xs: { box: 'h-8', button: 'w-7 text-base', input: 'w-9 text-sm' },
  sm: { box: 'h-9', button: 'w-8 text-lg', input: 'w-10 text-sm' },
  md: { box: 'h-11', button: 'w-10 text-xl', input: 'w-12 text-base' },
  lg: { box: 'h-13', button: 'w-12 text-2xl', input: 'w-14 text-lg' },
};

export interface QuantityStepperProps {
  value: number;
  onChange: (value: number) => void;
  /** The item's minimum limit (storefront §5: else 1). */
  min?: number | null;
  /** The item's maximum limit (else 999). */
  max?: number | null;
  /** Stock on hand: above it the value is reset to it with the 'Stock is limited' alert. */
  stockQuantity?: number | null;
  size?: StepperSize;
  /** Accessible name, e.g. 'Quantity of Gut Restore'. */
  label?: string;
  disabled?: boolean;
  className?: string;
  /**
   * Called instead of the page notification when a value is lowered to the
   * stock (the mini cart shows it under the line: toasts sit behind its dialog).
   */
  onStockLimited?: (stock: number) => void;
  /** Let the value go down to 0 (an order line being edited: 0 removes it, account §5). */
  allowZero?: boolean;
}

/**
 * Quantity input with − / + buttons (storefront §4, §5): digits only, clamped
 * to min/max while typing and on blur, empty or invalid → min on blur.
 */
export function QuantityStepper({
  value,
  onChange,
  min,
  max,
  stockQuantity,
  size = 'md',
  label,
  disabled = false,
  className,
  onStockLimited,
  allowZero = false,
}: QuantityStepperProps) {
  const { t } = useTranslation('common');
  const id = useId();
  const limits = allowZero ? { ...quantityLimits(null, max), min: 0 } : quantityLimits(min, max);
  // What the shopper is typing; null when the field shows `value`.
  const [draft, setDraft] = useState<string | null>(null);
  const sizes = SIZES[size];

  function commit(next: number): number {
    const checked = applyStockLimit(clampQuantity(next, limits), stockQuantity);
    if (checked.limited && onStockLimited) onStockLimited(checked.value);
    else if (checked.limited) {
      showNotification({
        id: 'stock-limited',
        tone: 'warning',
        title: { key: 'quantity.stockLimitedTitle' },
        message: { key: 'quantity.stockLimitedText', values: { count: checked.value } },
        autoCloseMs: 6000,
      });
    }
    if (checked.value !== value) onChange(checked.value);
    return checked.value;
  }

  function handleTyping(raw: string) {
    const digits = digitsOnly(raw);
    const typed = parseQuantityTyping(digits, limits);
    if (typed === null) {
      setDraft('');
      return;
    }
    const kept = commit(typed);
    setDraft(String(kept));
  }

  function handleBlur() {
    if (draft !== null) commit(parseQuantityInput(draft, limits));
    setDraft(null);
  }

  const maxReachable = Math.min(limits.max, stockQuantity && stockQuantity > 0 ? stockQuantity : limits.max);
  const buttonClass = cx(
    'flex h-full items-center justify-center text-ink-soft transition-colors hover:bg-brand-50 hover:text-brand-800 disabled:cursor-not-allowed disabled:text-line-strong disabled:hover:bg-transparent',
    sizes.button,
  );

  return (
    <div
      className={cx('inline-flex items-stretch overflow-hidden rounded-full border border-line-strong bg-surface', sizes.box, className)}
    >
      <button
        type="button"
        className={cx(buttonClass, 'rounded-l-full')}
        onClick={() => commit(value - 1)}
        disabled={disabled || value <= limits.min}
        aria-controls={id}
      >
        <span aria-hidden="true">−</span>
        <span className="sr-only">{t('quantity.decrease')}</span>
      </button>
      <input
        id={id}
        type="text"
        inputMode="numeric"
        pattern="[0-9]*"
        autoComplete="off"
        aria-label={label ?? t('quantity.label')}
        className={cx('h-full border-x border-line bg-transparent text-center font-semibold tabular-nums text-ink', sizes.input)}
        value={draft ?? String(value)}
        disabled={disabled}
        onChange={(event) => handleTyping(event.target.value)}
        onBlur={handleBlur}
      />
      <button
        type="button"
        className={cx(buttonClass, 'rounded-r-full')}
        onClick={() => commit(value + 1)}
        disabled={disabled || value >= maxReachable}
        aria-controls={id}
      >
        <span aria-hidden="true">+</span>
        <span className="sr-only">{t('quantity.increase')}</span>
      </button>
    </div>
  );
}
