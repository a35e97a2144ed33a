import { Star } from 'lucide-react';
import { useId } from 'react';
import { cx } from '../../ui/cx.ts';

/**
 * Five stars as a radio group (arrow keys move, the choice is announced);
 * the error sits under the group and describes it.
 */
export function StarRatingInput({
  label,
  value,
  onChange,
  error,
  starLabel,
}: {
  label: string;
  value: number;
  onChange: (rating: number) => void;
  error: string | undefined;
  starLabel: (count: number) => string;
}) {
  const name = useId();
  const errorId = `${name}-error`;
  return (
    <fieldset aria-describedby={error ? errorId : undefined} className="flex flex-col gap-1">
      <legend className="mb-1 text-xs font-semibold tracking-wider text-ink-muted uppercase">{label}</legend>
      <div className="flex gap-1">
        {[1, 2, 3, 4, 5].map((stars) => (
          <label
            key={stars}
            className="cursor-pointer rounded-md p-0.5 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-700"
          >
            <input
              type="radio"
              name={name}
              value={stars}
              checked={value === stars}
              onChange={() => onChange(stars)}
              aria-invalid={error ? true : undefined}
              className="sr-only"
            />
            <span className="sr-only">{starLabel(stars)}</span>
            <Star aria-hidden="true" className={cx('size-8', stars <= value ? 'fill-accent-500 text-accent-600' : 'text-line-strong')} />
          </label>
        ))}
      </div>
      {error ? (
        <p id={errorId} className="text-sm font-medium text-danger-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
