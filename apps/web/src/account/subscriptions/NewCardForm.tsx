import { useEffect, useRef, useState, type FormEvent } from 'react';
import { TextField } from '../forms/Field.tsx';
import { useAccountT } from '../texts.ts';
import { InlineMessage } from '../ui/InlineMessage.tsx';
import { readNewCard, type NewCardErrors, type NewCardValues } from './new-card.ts';

const FIELDS = ['card_number', 'card_expiry', 'card_cvc'] as const;

/**
 * The test card gateway's fields (number, MM/YY, CVC), checked with the
 * checkout's rules before anything is sent. The submit button lives in the
 * dialog's footer and points here with `form={id}`. A refusal (a declining
 * card, 402) is shown under the fields and the keyboard goes back to the
 * card number, where another card is typed.
 */
export function NewCardForm({
  id,
  refusal,
  onSubmit,
  onEdit,
}: {
  id: string;
  /** The server's message (in the reader's language) of the last refused card. */
  refusal: string | null;
  onSubmit: (paymentData: { key: string; value: string }[]) => void;
  onEdit: () => void;
}) {
  const { t } = useAccountT();
  const [values, setValues] = useState<NewCardValues>({ number: '', expiry: '', cvc: '' });
  const [errors, setErrors] = useState<NewCardErrors>({});
  const numberInput = useRef<HTMLInputElement>(null);
  const expiryInput = useRef<HTMLInputElement>(null);
  const cvcInput = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (refusal) numberInput.current?.focus();
  }, [refusal, numberInput]);

  const edit = (field: keyof NewCardValues, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (refusal) onEdit();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const card = readNewCard(values, new Date());
    if (!card.ok) {
      setErrors(card.errors);
      const first = FIELDS.find((field) => card.errors[field]);
      const input = { card_number: numberInput, card_expiry: expiryInput, card_cvc: cvcInput }[first ?? 'card_number'];
      input.current?.focus();
      return;
    }
    setErrors({});
    onSubmit(card.paymentData);
  };
  const message = (field: (typeof FIELDS)[number]) => {
    const problem = errors[field];
    return problem ? t(`subscriptions.payment.errors.${problem}`) : undefined;
  };

  return (
    <form id={id} noValidate onSubmit={submit} className="flex flex-col gap-3">
      <p className="text-sm text-ink-muted">{t('subscriptions.payment.newCardNote')}</p>
      <TextField
        ref={numberInput}
        label={t('subscriptions.payment.number')}
        hint={t('subscriptions.payment.testHint')}
        error={message('card_number')}
        value={values.number}
        onChange={(event) => edit('number', event.target.value)}
        inputMode="numeric"
        autoComplete="cc-number"
        maxLength={23}
      />
      {/* Side by side where both labels fit on one line; stacked on a phone, where "Security code (CVC)" would wrap and push its box down. */}
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField
          ref={expiryInput}
          label={t('subscriptions.payment.expiry')}
          error={message('card_expiry')}
          value={values.expiry}
          onChange={(event) => edit('expiry', event.target.value)}
          placeholder={t('subscriptions.payment.expiryPlaceholder')}
          autoComplete="cc-exp"
          maxLength={7}
        />
        <TextField
          ref={cvcInput}
          label={t('subscriptions.payment.cvc')}
          error={message('card_cvc')}
          value={values.cvc}
          onChange={(event) => edit('cvc', event.target.value)}
          inputMode="numeric"
          autoComplete="cc-csc"
          maxLength={4}
        />
      </div>
      {refusal ? <InlineMessage tone="error">{refusal}</InlineMessage> : null}
    </form>
  );
}
