import type { ReactNode } from 'react';
import type { Translate } from '../../i18n.ts';
import { INPUT_CLASS as input } from './form-styles.ts';

/** Form fields shared by the checkout and pay-for-order pages: a labelled field with its hint and error, and the test card's fields. */
export function CardFields({ t, errors }: { t: Translate; errors: Record<string, string> }) {
  return (
    <div className="mt-3 space-y-3" data-soul-card-fields>
      <Field name="card_number" label={t('checkout:page.cardNumber')} error={errors.card_number} hint={t('checkout:page.cardTestHint')}>
        <input
          id="card_number"
          name="card_number"
          inputMode="numeric"
          autoComplete="cc-number"
          className={input}
          aria-invalid={errors.card_number ? true : undefined}
          aria-describedby={describedBy('card_number', errors.card_number, t('checkout:page.cardTestHint'))}
        />
      </Field>
      {/* Subgrid rows: when one label wraps ('Security code (CVC)' in a narrow column), both inputs stay level. */}
      <div className="grid grid-cols-2 gap-x-3">
        <Field name="card_expiry" label={t('checkout:page.cardExpiry')} error={errors.card_expiry} className={PAIRED}>
          <input
            id="card_expiry"
            name="card_expiry"
            placeholder="12/30"
            autoComplete="cc-exp"
            className={input}
            aria-invalid={errors.card_expiry ? true : undefined}
            aria-describedby={describedBy('card_expiry', errors.card_expiry)}
          />
        </Field>
        <Field name="card_cvc" label={t('checkout:page.cardCvc')} error={errors.card_cvc} className={PAIRED}>
          <input
            id="card_cvc"
            name="card_cvc"
            inputMode="numeric"
            autoComplete="cc-csc"
            className={input}
            aria-invalid={errors.card_cvc ? true : undefined}
            aria-describedby={describedBy('card_cvc', errors.card_cvc)}
          />
        </Field>
      </div>
    </div>
  );
}

/** A field in a two-column pair: label, input and error on the pair's shared rows, the label at the bottom of its row. */
const PAIRED = 'row-span-3 grid grid-rows-subgrid content-end [&>label]:self-end';

export function describedBy(name: string, error?: string, hint?: string): string | undefined {
  const ids = [error ? `${name}-error` : null, hint ? `${name}-hint` : null].filter(Boolean);
  return ids.length ? ids.join(' ') : undefined;
}

export function Field({
  name,
  label,
  error,
  hint,
  className,
  children,
}: {
  name: string;
  className?: string;
  label: string;
  error?: string | undefined;
  hint?: string | undefined;
  children: ReactNode;
}) {
  return (
    <div data-soul-field={name} className={className}>
      <label htmlFor={name} className="block font-medium">
        {label}
      </label>
      {children}
      {hint ? (
        <p id={`${name}-hint`} className="mt-1 text-xs text-ink-muted">
          {hint}
        </p>
      ) : null}
      <p id={`${name}-error`} className="mt-1 text-sm text-red-700" hidden={!error}>
        {error ?? ''}
      </p>
    </div>
  );
}
