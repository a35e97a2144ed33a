import type { Language } from '@soul/contracts';
import type { ReactNode } from 'react';
import type { Translate } from '../i18n.ts';
import { links } from '../links.ts';
import { INPUT_CLASS as input, SUBMIT_CLASS as button } from './components/form-styles.ts';

export interface MyAccountPageProps {
  language: Language;
  t: Translate;
  nonce: string;
  /** Where to go after signing in (a page of the account area the visitor asked for). */
  redirectTo: string;
  notice: string | null;
  /** Errors by form ('login' | 'register') and field. */
  errors: { form: 'login' | 'register'; field: string; message: string }[];
  values: Record<string, string>;
}

/** /my-account for guests: sign in or register (plain forms that work without JavaScript). */
export function MyAccountPage({ language, t, nonce, redirectTo, notice, errors, values }: MyAccountPageProps) {
  const base = links.myAccount(language);
  const field = (form: 'login' | 'register', name: string, label: string, type = 'text', autoComplete?: string, hint?: string) => {
    const id = `${form}_${name}`;
    const error = errors.find((e) => e.form === form && e.field === name)?.message;
    const describedBy = [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(' ') || undefined;
    return (
      <div className="mt-4">
        <label htmlFor={id} className="block font-medium">
          {label}
        </label>
        <input
          id={id}
          name={name}
          type={type}
          autoComplete={autoComplete}
          defaultValue={type === 'password' ? '' : (values[`${form}_${name}`] ?? '')}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={input}
          required={name !== 'first_name' && name !== 'last_name'}
        />
        {hint ? (
          <p id={`${id}-hint`} className="mt-1 text-xs text-ink-muted">
            {hint}
          </p>
        ) : null}
        {error ? (
          <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
            {error}
          </p>
        ) : null}
      </div>
    );
  };
  const formError = (form: 'login' | 'register') => errors.find((e) => e.form === form && e.field === '')?.message;
  return (
    <section aria-labelledby="soul-account-title">
      <h1 id="soul-account-title" className="font-display text-3xl font-semibold">
        {t('account:title')}
      </h1>
      {notice ? (
        <p role="status" className="mt-4 rounded-lg bg-brand-50 p-4">
          {notice}
        </p>
      ) : null}
      <div className="mt-6 grid gap-8 md:grid-cols-2">
        <Panel title={t('account:loginTitle')} id="soul-login">
          <AccountForm action={`${base}/login`} nonce={nonce} redirectTo={redirectTo} error={formError('login')}>
            {field('login', 'email', t('account:email'), 'email', 'email')}
            {field('login', 'password', t('account:password'), 'password', 'current-password')}
            <button type="submit" className={button}>
              {t('account:login')}
            </button>
            <p className="mt-4">
              <a href={`${base}/lost-password`} className="text-brand-800 underline">
                {t('account:lostPassword')}
              </a>
            </p>
          </AccountForm>
        </Panel>
        <Panel title={t('account:registerTitle')} id="soul-register">
          <AccountForm action={`${base}/register`} nonce={nonce} redirectTo={redirectTo} error={formError('register')}>
            {field('register', 'first_name', t('account:firstName'), 'text', 'given-name')}
            {field('register', 'last_name', t('account:lastName'), 'text', 'family-name')}
            {field('register', 'email', t('account:email'), 'email', 'email')}
            {field('register', 'password', t('account:password'), 'password', 'new-password', t('account:passwordHint'))}
            <button type="submit" className={button}>
              {t('account:register')}
            </button>
          </AccountForm>
        </Panel>
      </div>
    </section>
  );
}

/** A sign-in or registration form: its nonce, and the error about the whole form (wrong password…) at the top. */
function AccountForm({
  action,
  nonce,
  redirectTo,
  error,
  children,
}: {
  action: string;
  nonce: string;
  redirectTo: string;
  error: string | undefined;
  children: ReactNode;
}) {
  return (
    <form method="post" action={action} noValidate>
      <input type="hidden" name="_wpnonce" value={nonce} />
      <input type="hidden" name="redirect_to" value={redirectTo} />
      {error ? (
        <p role="alert" className="mt-4 rounded-lg bg-red-50 p-3 text-red-800">
          {error}
        </p>
      ) : null}
      {children}
    </form>
  );
}

function Panel({ title, id, children }: { title: string; id: string; children: ReactNode }) {
  return (
    <div className="rounded-2xl border border-line bg-white p-5" aria-labelledby={`${id}-title`} role="region">
      <h2 id={`${id}-title`} className="font-display text-xl font-semibold">
        {title}
      </h2>
      {children}
    </div>
  );
}
