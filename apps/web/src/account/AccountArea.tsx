import type { AccountAreaProps } from '@soul/contracts';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from '../i18n/use-translation.tsx';
import { Router } from 'wouter';
import { NonceStore } from '../api/nonce-store.ts';
import { useWidgetEnv, type WidgetEnv } from '../boot/widget-env.tsx';
import { cartSettingsOf } from '../cart/cart-settings.ts';
import { localeOfLanguage } from '../i18n/locale.ts';
import { QueryErrorPanel } from '../catalogue/QueryErrorPanel.tsx';
import { Spinner } from '../ui/Spinner.tsx';
import { AccountClient } from './api/account-client.ts';
import { AccountProvider, type AccountContextValue } from './account-context.tsx';
import { AccountRoutes } from './AccountRoutes.tsx';
import { AccountLayout } from './layout/AccountLayout.tsx';
import { RouteFocusProvider } from './layout/route-focus.tsx';
import { ACCOUNT_NS, ensureAccountTexts } from './texts.ts';

type Translate = (key: string) => string;

function createContextValue(props: AccountAreaProps, env: WidgetEnv, t: Translate): AccountContextValue {
  // Nonces and the ajax URL come from the page settings (only in the browser; empty in a bare render).
  const settings = env.page ? cartSettingsOf(env.page) : null;
  const client = new AccountClient({
    soulRoot: env.soulRoot,
    ajaxUrl: settings?.ajaxUrl ?? '/wp-admin/admin-ajax.php',
    language: env.language,
    nonces: new NonceStore(settings?.nonces ?? { store: '', rest: '', ajax: '', timestamp: 0 }),
    text: { network: () => t('common:errors.network'), invalidAnswer: () => t(`${ACCOUNT_NS}:errors.invalidAnswer`) },
  });
  return {
    props,
    client,
    language: env.language,
    locale: localeOfLanguage(env.language),
    shopName: env.page?.shopName ?? 'Soul Shop',
  };
}

function AccountRoot({ props }: { props: AccountAreaProps }) {
  const { i18n } = useTranslation('common');
  const env = useWidgetEnv();
  const value = useMemo(() => createContextValue(props, env, (key) => i18n.t(key)), [props, env, i18n]);
  return (
    <AccountProvider value={value}>
      <Router base={props.basePath}>
        <RouteFocusProvider>
          <AccountLayout>
            <AccountRoutes />
          </AccountLayout>
        </RouteFocusProvider>
      </Router>
    </AccountProvider>
  );
}

function TextsLoading() {
  const { t } = useTranslation('common');
  return (
    <div role="status" className="flex min-h-64 items-center justify-center gap-2 text-ink-muted">
      <Spinner className="text-brand-700" />
      {t('actions.loading')}
    </div>
  );
}

/**
 * The customer account area (account §2): rendered in the browser only (the
 * server sends an empty container for signed-in users); its texts and each
 * screen load lazily.
 */
export function AccountArea({ props }: { props: AccountAreaProps }) {
  const { i18n } = useTranslation('common');
  const [ready, setReady] = useState(() => i18n.hasResourceBundle(i18n.language, ACCOUNT_NS));
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (ready) return;
    let live = true;
    ensureAccountTexts(i18n).then(
      () => live && setReady(true),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [i18n, ready]);
  if (failed) return <QueryErrorPanel />;
  return ready ? <AccountRoot props={props} /> : <TextsLoading />;
}
