import { useId, type ComponentProps, type ReactNode } from 'react';
import { cx } from '../../ui/cx.ts';
import { ChevronDown } from 'lucide-react';

export const INPUT_CLASS =
  'h-11 w-full min-w-0 rounded-xl border border-line-strong bg-canvas px-3 text-ink placeholder:text-ink-muted hover:border-brand-600 aria-[invalid=true]:border-danger-700 read-only:bg-sand read-only:hover:border-line-strong';
export const LABEL_CLASS = 'text-xs font-semibold tracking-wider text-ink-muted uppercase';

interface FieldChrome {
  label: string;
  hint?: ReactNode;
  /** The field's error (client check or the server's data.params message). */
  error?: string | undefined;
  className?: string;
}

/**
 * Ids that tie the hint and the error to the control (aria-describedby).
 * A hint that says what the error says is left out: the sentence is shown,
 * and read, once.
 */
function useFieldIds(givenHint: ReactNode, error: string | undefined) {
  const hint = error !== undefined && givenHint === error ? undefined : givenHint;
  const id = useId();
  const hintId = hint ? `${id}-hint` : null;
  const errorId = error ? `${id}-error` : null;
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined;
  return { id, hint, hintId, errorId, describedBy };
}

function FieldNotes({
  hint,
  hintId,
  error,
  errorId,
}: {
  hint: ReactNode;
  hintId: string | null;
  error: string | undefined;
  errorId: string | null;
}) {
  return (
    <>
      {hint && hintId ? (
        <p id={hintId} className="text-xs text-ink-muted">
          {hint}
        </p>
      ) : null}
      {error && errorId ? (
        <p id={errorId} className="text-sm font-medium text-danger-700">
          {error}
        </p>
      ) : null}
    </>
  );
}

export function TextField({ label, hint, error, className, ...input }: FieldChrome & ComponentProps<'input'>) {
  const ids = useFieldIds(hint, error);
  return (
    <div className={cx('flex min-w-0 flex-col gap-1', className)}>
      <label htmlFor={ids.id} className={LABEL_CLASS}>
        {label}
      </label>
      <input id={ids.id} aria-invalid={error ? true : undefined} aria-describedby={ids.describedBy} className={INPUT_CLASS} {...input} />
      <FieldNotes hint={ids.hint} hintId={ids.hintId} error={error} errorId={ids.errorId} />
    </div>
  );
}

export function TextAreaField({ label, hint, error, className, ...textarea }: FieldChrome & ComponentProps<'textarea'>) {
  const ids = useFieldIds(hint, error);
  return (
    <div className={cx('flex min-w-0 flex-col gap-1', className)}>
      <label htmlFor={ids.id} className={LABEL_CLASS}>
        {label}
      </label>
      <textarea
        id={ids.id}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
        className={cx(INPUT_CLASS, 'h-auto min-h-36 py-2')}
        {...textarea}
      />
      <FieldNotes hint={ids.hint} hintId={ids.hintId} error={error} errorId={ids.errorId} />
    </div>
  );
}

export function CheckboxField({ label, hint, error, className, ...input }: FieldChrome & Omit<ComponentProps<'input'>, 'type'>) {
  const ids = useFieldIds(hint, error);
  return (
    <div className={cx('flex min-w-0 flex-col gap-1', className)}>
      <div className="flex items-start gap-3">
        <input
          id={ids.id}
          type="checkbox"
          aria-describedby={ids.describedBy}
          className="mt-0.5 size-5 shrink-0 cursor-pointer accent-brand-700"
          {...input}
        />
        <label htmlFor={ids.id} className="cursor-pointer text-sm text-ink">
          {label}
        </label>
      </div>
      <FieldNotes hint={ids.hint} hintId={ids.hintId} error={error} errorId={ids.errorId} />
    </div>
  );
}

/** A value the user cannot change here (role, username, a company's name), shown as text. */
export function ReadOnlyValue({ label, value, hint }: { label: string; value: string; hint?: string }) {
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <dt className={LABEL_CLASS}>{label}</dt>
      <dd className="flex min-h-11 items-center rounded-xl border border-line bg-sand px-3 break-words text-ink">{value || '—'}</dd>
      {hint ? <dd className="text-xs text-ink-muted">{hint}</dd> : null}
    </div>
  );
}

export interface FieldOption {
  value: string;
  label: string;
}

/** A labelled native select that react-hook-form can register (it takes the ref). */
export function SelectField({
  label,
  hint,
  error,
  className,
  options,
  ...select
}: FieldChrome & ComponentProps<'select'> & { options: readonly FieldOption[] }) {
  const ids = useFieldIds(hint, error);
  return (
    <div className={cx('flex min-w-0 flex-col gap-1', className)}>
      <label htmlFor={ids.id} className={LABEL_CLASS}>
        {label}
      </label>
      <div className="relative">
        <select
          id={ids.id}
          aria-invalid={error ? true : undefined}
          aria-describedby={ids.describedBy}
          className={cx(INPUT_CLASS, 'appearance-none pr-9')}
          {...select}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        <ChevronDown className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-ink-muted" aria-hidden="true" />
      </div>
      <FieldNotes hint={ids.hint} hintId={ids.hintId} error={error} errorId={ids.errorId} />
    </div>
  );
}
