import { useId, type ReactNode } from 'react';
import { cx } from './cx.ts';

/**
 * The storefront's e-mail field (back-in-stock form, exit popup; storefront
 * §5): label, an e-mail input with the browser's autofill hints, and the
 * field's error under it, tied to the input for screen readers. The rules
 * and when to check them stay with each form.
 */
export function EmailField({
  label,
  placeholder,
  value,
  error,
  onChange,
  onBlur,
}: {
  label: string;
  placeholder: string;
  value: string;
  /** The error's text (and anything the form adds under it), or null. */
  error: ReactNode;
  onChange: (value: string) => void;
  onBlur: () => void;
}) {
  const inputId = useId();
  const errorId = useId();
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={inputId} className="text-sm font-semibold text-ink">
        {label}
      </label>
      <input
        id={inputId}
        type="email"
        name="email"
        autoComplete="email"
        inputMode="email"
        maxLength={250}
        required
        value={value}
        placeholder={placeholder}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
        data-autofocus
        className={cx(
          'h-11 rounded-xl border bg-surface px-3 text-base text-ink placeholder:text-ink-muted hover:border-brand-600',
          error ? 'border-danger-700' : 'border-line-strong',
        )}
      />
      {error ? (
        <p id={errorId} className="text-sm text-danger-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
