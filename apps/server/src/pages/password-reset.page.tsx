import type { Language } from '@soul/contracts';
import type { Translate } from '../i18n.ts';
import { links } from '../links.ts';
import { INPUT_CLASS as input, SUBMIT_CLASS as button } from './components/form-styles.ts';

export type PasswordResetView =
  | { step: 'request'; sent: boolean }
  | { step: 'choose'; token: string; error: string | null }
  | { step: 'invalid' };

/** "Lost your password?" (ask for the link) and the link's page (choose a new password). */
export function PasswordResetPage({
  language,
  t,
  nonce,
  view,
}: {
  language: Language;
  t: Translate;
  nonce: string;
  view: PasswordResetView;
}) {
  const base = links.myAccount(language);
  return (
    <section aria-labelledby="soul-reset-title" className="mx-auto max-w-lg">
      <h1 id="soul-reset-title" className="font-display text-3xl font-semibold">
        {view.step === 'choose' ? t('account:resetTitle') : t('account:lostPasswordTitle')}
      </h1>
      {view.step === 'invalid' ? (
        <>
          <p role="alert" className="mt-4 rounded-lg bg-red-50 p-4 text-red-800">
            {t('account:resetInvalid')}
          </p>
          <a href={`${base}/lost-password`} className="mt-4 inline-block font-semibold text-brand-800 underline">
            {t('account:lostPassword')}
          </a>
        </>
      ) : null}
      {view.step === 'request' ? (
        <>
          {view.sent ? (
            <p role="status" className="mt-4 rounded-lg bg-brand-50 p-4">
              {t('account:resetSent')}
            </p>
          ) : (
            <p className="mt-2 text-ink-muted">{t('account:lostPasswordIntro')}</p>
          )}
          <form method="post" action={`${base}/lost-password`} className="mt-2">
            <input type="hidden" name="_wpnonce" value={nonce} />
            <label htmlFor="reset_email" className="mt-4 block font-medium">
              {t('account:email')}
            </label>
            <input id="reset_email" name="email" type="email" autoComplete="email" required className={input} />
            <button type="submit" className={button}>
              {t('account:sendLink')}
            </button>
          </form>
        </>
      ) : null}
      {view.step === 'choose' ? (
        <form method="post" action={`${base}/reset-password`} className="mt-2">
          <input type="hidden" name="_wpnonce" value={nonce} />
          <input type="hidden" name="key" value={view.token} />
          <label htmlFor="reset_password" className="mt-4 block font-medium">
            {t('account:newPassword')}
          </label>
          <input
            id="reset_password"
            name="password"
            type="password"
            autoComplete="new-password"
            required
            className={input}
            aria-invalid={view.error ? true : undefined}
            aria-describedby={view.error ? 'reset_password-error reset_password-hint' : 'reset_password-hint'}
          />
          <p id="reset_password-hint" className="mt-1 text-xs text-ink-muted">
            {t('account:passwordHint')}
          </p>
          {view.error ? (
            <p id="reset_password-error" className="mt-1 text-sm text-red-700">
              {view.error}
            </p>
          ) : null}
          <button type="submit" className={button}>
            {t('account:savePassword')}
          </button>
        </form>
      ) : null}
    </section>
  );
}
