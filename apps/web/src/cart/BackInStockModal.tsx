import { useState, type FormEvent } from 'react';
import { useTranslation } from '../i18n/use-translation.tsx';
import { ApiRequestError } from '../api/http.ts';
import { DetailedApiError } from '../api/cart-client.ts';
import { useWidgetEnv } from '../boot/widget-env.tsx';
import type { ModalContentProps } from '../overlays/modal-content.ts';
import { showNotification } from '../overlays/notification-store.ts';
import { Button } from '../ui/Button.tsx';
import { Modal } from '../ui/Modal.tsx';
import { EMAIL_ALREADY_USED_CODE, EMAIL_ERROR_KEY, validateBackInStockEmail, type EmailError } from './back-in-stock.ts';
import { loadCart } from './load.ts';
import { EmailField } from '../ui/EmailField.tsx';

type FieldError = EmailError | 'alreadyUsed';

/**
 * The out-of-stock modal (storefront §2 outOfStockEmailNotification, §4
 * "Stock-notification form", §5): e-mail (required, max 200, format),
 * newsletter consent (on by default), 'get notified' and cancel. Submitting
 * disables the fields; success closes, shows the notice and resets; 409 is
 * the 'Email already used' field error; other failures show the server's
 * first error or 'Subscribe failed. Please try again later.'.
 */
export default function BackInStockModal({ payload, onClose }: ModalContentProps<'back-in-stock'>) {
  const { t, i18n } = useTranslation('cart');
  const env = useWidgetEnv();
  const [email, setEmail] = useState('');
  const [consent, setConsent] = useState(true);
  const [fieldError, setFieldError] = useState<FieldError | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [touched, setTouched] = useState(false);

  function check(value: string): boolean {
    const error = validateBackInStockEmail(value);
    setFieldError(error);
    return error === null;
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setTouched(true);
    setFormError(null);
    if (!check(email)) return;
    setSubmitting(true);
    try {
      const runtime = await loadCart(env, i18n);
      await runtime.client.subscribeStockNotification({ email: email.trim(), newsletterConsent: consent, productId: payload.productId });
      setEmail('');
      setConsent(true);
      setTouched(false);
      onClose();
      showNotification({
        id: 'back-in-stock',
        tone: 'success',
        title: { key: 'backInStock.successTitle', ns: 'cart' },
        message: { key: 'backInStock.success', ns: 'cart' },
        autoCloseMs: 6000,
      });
    } catch (error) {
      if (error instanceof ApiRequestError && (error.status === 409 || error.code === EMAIL_ALREADY_USED_CODE)) {
        setFieldError('alreadyUsed');
      } else {
        // The server's first error detail when it sent one; a bare status or a network failure gets the spec's text.
        const detail =
          error instanceof DetailedApiError ? error.detail : error instanceof ApiRequestError && error.code !== null ? error.message : '';
        setFormError(detail || t('backInStock.failed'));
      }
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <Modal open onClose={onClose} title={t('backInStock.title')} width="md">
      <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
        <p className="text-ink-soft">{t('backInStock.message', { name: payload.productName })}</p>
        <fieldset disabled={submitting} className="flex flex-col gap-4">
          <EmailField
            label={t('backInStock.email')}
            placeholder={t('backInStock.emailPlaceholder')}
            value={email}
            error={
              fieldError ? (
                <>
                  {t(EMAIL_ERROR_KEY[fieldError])}
                  {fieldError === 'alreadyUsed' ? <span className="block text-ink-muted">{t('backInStock.alreadyUsedText')}</span> : null}
                </>
              ) : null
            }
            onChange={(value) => {
              setEmail(value);
              if (touched) check(value);
              else if (fieldError === 'alreadyUsed') setFieldError(null);
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
              checked={consent}
              onChange={(event) => setConsent(event.target.checked)}
              className="mt-0.5 size-5 shrink-0 accent-brand-700"
            />
            {t('backInStock.consent')}
          </label>
        </fieldset>
        {formError ? (
          <p role="alert" className="rounded-xl bg-danger-50 px-3 py-2 text-sm text-danger-700">
            {formError}
          </p>
        ) : null}
        <div className="flex flex-wrap justify-end gap-3 border-t border-line pt-4">
          <Button variant="secondary" onClick={onClose} disabled={submitting}>
            {t('backInStock.cancel')}
          </Button>
          <Button type="submit" loading={submitting}>
            {submitting ? t('backInStock.submitting') : t('backInStock.submit')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
