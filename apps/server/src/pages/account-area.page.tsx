import type { AccountAreaProps } from '@soul/contracts';
import type { Translate } from '../i18n.ts';
import { SUBMIT_CLASS as button } from './components/form-styles.ts';
import { Island, renderedIsland } from './components/island.tsx';

export const ACCOUNT_AREA_WIDGET = 'my-account';
export const ACCOUNT_AREA_CHUNK = 'src/account/island.tsx';

/**
 * The signed-in account page (account §2): the account area island renders
 * in the browser (its data is the user's own, read through soul/v1); the
 * server gives its props, any notice, and a no-JavaScript fallback that
 * still greets and signs out.
 */
export function AccountAreaPage({ t, props, notice }: { t: Translate; props: AccountAreaProps; notice: string | null }) {
  return (
    <section aria-label={t('account:title')}>
      {notice ? (
        <p role="status" className="mb-6 rounded-lg bg-brand-50 p-4">
          {notice}
        </p>
      ) : null}
      <Island widget={ACCOUNT_AREA_WIDGET} rendered={renderedIsland('', props)} className="min-h-[60vh]" />
      <noscript>
        <h1 className="font-display text-3xl font-semibold">{t('account:hello', { name: props.user.displayName })}</h1>
        <p className="mt-4">{t('account:needsJavaScript')}</p>
        <form method="post" action={props.logout.url} className="mt-6">
          <input type="hidden" name="_wpnonce" value={props.logout.nonce} />
          <button type="submit" className={button}>
            {t('account:logout')}
          </button>
        </form>
      </noscript>
    </section>
  );
}
