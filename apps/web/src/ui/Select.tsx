import { useId, type SelectHTMLAttributes } from 'react';
import { cx } from './cx.ts';
import { ChevronDownIcon } from './first-load-icons.tsx';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'children' | 'size'> {
  label: string;
  /** Keep the label for screen readers only. */
  hideLabel?: boolean;
  options: readonly SelectOption[];
  size?: 'sm' | 'md';
}

/** A labelled native <select>: keyboard and screen-reader support for free. */
export function Select({ label, hideLabel = false, options, className, size = 'md', id, ...rest }: SelectProps) {
  const autoId = useId();
  const selectId = id ?? autoId;
  return (
    <div className={cx('flex flex-col gap-1', className)}>
      <label htmlFor={selectId} className={cx('text-xs font-semibold uppercase tracking-wider text-ink-muted', hideLabel && 'sr-only')}>
        {label}
      </label>
      <div className="relative">
        <select
          id={selectId}
          className={cx(
            'w-full appearance-none rounded-xl border border-line-strong bg-surface pr-9 pl-3 text-ink hover:border-brand-600',
            size === 'sm' ? 'h-9 text-sm' : 'h-11 text-[0.95rem]',
          )}
          {...rest}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </option>
          ))}
        </select>
        <ChevronDownIcon className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-ink-muted" />
      </div>
    </div>
  );
}
