import type { Translate } from '../i18n.ts';
import { SUBMIT_CLASS as button } from './components/form-styles.ts';

export type UnsubscribeView = { step: 'confirm'; email: string; action: string } | { step: 'done'; email: string } | { step: 'invalid' };

/**
 * The marketing mail's unsubscribe link: it asks first (a GET must not
 * unsubscribe: mail scanners follow links), then says it is done. The mail
 * client's one-click POST (RFC 8058) skips this page.
 */
export function UnsubscribePage({ t, view }: { t: Translate; view: UnsubscribeView }) {
  return (
    <section aria-labelledby="soul-unsubscribe-title" className="mx-auto max-w-lg">
      <h1 id="soul-unsubscribe-title" className="font-display text-3xl font-semibold">
        {t('marketing:unsubscribePage.title')}
      </h1>
      {view.step === 'confirm' ? (
        <form method="post" action={view.action} className="mt-4">
          <p>{t('marketing:unsubscribePage.intro', { email: view.email })}</p>
          <input type="hidden" name="confirm" value="1" />
          <button type="submit" className={button}>
            {t('marketing:unsubscribePage.confirm')}
          </button>
        </form>
      ) : null}
      {view.step === 'done' ? (
        <p role="status" className="mt-4 rounded-lg bg-brand-50 p-4">
          {t('marketing:unsubscribePage.done', { email: view.email })}
        </p>
      ) : null}
      {view.step === 'invalid' ? (
        <p role="alert" className="mt-4 rounded-lg bg-red-50 p-4 text-red-800">
          {t('marketing:unsubscribePage.invalid')}
        </p>
      ) : null}
    </section>
  );
}
