import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { cx } from './cx.ts';
import { Spinner } from './Spinner.tsx';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'accent';
export type ButtonSize = 'sm' | 'md' | 'lg';

const VARIANTS: Record<ButtonVariant, string> = {
  primary: 'bg-brand-700 text-white hover:bg-brand-800 disabled:bg-brand-700/55',
  accent: 'bg-accent-800 text-white hover:bg-accent-700 disabled:opacity-60',
  secondary: 'border border-line-strong bg-surface text-ink hover:border-brand-600 hover:bg-brand-50 disabled:opacity-55',
  ghost: 'text-brand-700 hover:bg-brand-50 disabled:opacity-55',
};

const SIZES: Record<ButtonSize, string> = {
  sm: 'h-9 px-3 text-sm gap-1.5',
  md: 'h-11 px-5 text-[0.95rem] gap-2',
  lg: 'h-13 px-7 text-base gap-2.5',
};

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /**
   * Shows a spinner and ignores presses (storefront §4 "Add to cart": a
   * loading flag). The button stays focusable (aria-disabled, not disabled)
   * so the keyboard is still on it when the work is done.
   */
  loading?: boolean;
  children: ReactNode;
}

export function Button({
  variant = 'primary',
  size = 'md',
  loading = false,
  disabled,
  className,
  children,
  type = 'button',
  onClick,
  ...rest
}: ButtonProps) {
  const busy = loading && !disabled;
  return (
    <button
      type={type}
      disabled={disabled}
      aria-disabled={busy || undefined}
      aria-busy={loading || undefined}
      className={cx(
        'inline-flex shrink-0 items-center justify-center rounded-full font-semibold tracking-wide transition-colors disabled:cursor-not-allowed aria-busy:cursor-wait',
        VARIANTS[variant],
        SIZES[size],
        className,
      )}
      {...rest}
      onClick={(event) => {
        // Busy: neither its action nor a form submission runs again.
        if (busy) {
          event.preventDefault();
          return;
        }
        onClick?.(event);
      }}
    >
      {loading ? <Spinner /> : null}
      {children}
    </button>
  );
}
