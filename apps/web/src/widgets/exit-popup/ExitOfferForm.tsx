import { useState, type FormEvent } from 'react';
import { validateBackInStockEmail, type EmailError } from '../../cart/back-in-stock.ts';
import { usePromotionsTexts } from '../../promotions/use-promotions-texts.ts';
import { Button } from '../../ui/Button.tsx';
import type { ClaimOutcome } from './claim-exit-offer.ts';
import { EmailField } from '../../ui/EmailField.tsx';

type FieldError = EmailError | 'invalid' | 'alreadyUsed';

const FIELD_ERROR_KEY: Record<FieldError, string> = {
  required: 'exitPopup.required',
  tooLong: 'exitPopup.tooLong',
  format: 'exitPopup.format',
  invalid: 'exitPopup.invalid',
  alreadyUsed: 'exitPopup.alreadyUsed',
};

export interface ExitOfferFormProps {
  percent: number;
  onSubmit: (email: string, consent: boolean) => Promise<ClaimOutcome>;
  onClaimed: (code: string) => void;
  onExpired: () => void;
}

/**
 * The exit popup's e-mail form (storefront §5): required, at most 200
 * characters, e-mail format; the server's 'invalid' and 'already used' as
 * field errors; any other refusal (an invalid nonce) as the root error.
 * Newsletter consent is on by default.
 */
export function ExitOfferForm({ percent, onSubmit, onClaimed, onExpired }: ExitOfferFormProps) {
  const { t } = usePromotionsTexts();
  const [email, setEmail] = useState('');
  const [consent, setConsent] = useState(true);
  const [touched, setTouched] = useState(false);
  const [fieldError, setFieldError] = useState<FieldError | null>(null);
  const [rootError, setRootError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const check = (value: string) => {
    const error = validateBackInStockEmail(value);
    setFieldError(error);
    return error === null;
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    setTouched(true);
    setRootError(null);
    if (!check(email)) return;
    setSubmitting(true);
    const outcome = await onSubmit(email.trim(), consent);
    setSubmitting(false);
    if (outcome.kind === 'claimed') onClaimed(outcome.code);
    else if (outcome.kind === 'expired') onExpired();
    else if (outcome.kind === 'failed') setRootError(t('exitPopup.rootError', { message: outcome.message }));
    else setFieldError(outcome.kind);
  }

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
      <fieldset disabled={submitting} className="flex flex-col gap-4">
        <EmailField
          label={t('exitPopup.email')}
          placeholder={t('exitPopup.emailPlaceholder')}
          value={email}
          error={fieldError ? t(FIELD_ERROR_KEY[fieldError]) : null}
          onChange={(value) => {
            setEmail(value);
            if (touched) check(value);
            else setFieldError(null);
          }}
          onBlur={() => {
            if (email !== '') {
              setTouched(true);
              check(email);
            }
          }}
        />
        <label className="flex items-start gap-3 text-sm text-ink-soft">
          <input
            type="checkbox"
            name="newsletter"
            checked={consent}
            onChange={(event) => setConsent(event.target.checked)}
            className="mt-0.5 size-5 shrink-0 accent-brand-700"
          />
          {t('exitPopup.consent')}
        </label>
      </fieldset>
      {rootError ? (
        <p role="alert" className="rounded-xl bg-danger-50 px-3 py-2 text-sm text-danger-700">
          {rootError}
        </p>
      ) : null}
      <Button type="submit" size="lg" loading={submitting}>
        {submitting ? t('exitPopup.submitting') : t('exitPopup.submit', { percent })}
      </Button>
    </form>
  );
}
