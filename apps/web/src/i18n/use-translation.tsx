import type { i18n as I18n, TFunction } from 'i18next';
import { createContext, useContext, useMemo, type ReactNode } from 'react';

/**
 * The page's i18next instance for React: a context and `useTranslation(ns)`,
 * instead of react-i18next, whose hook, provider, namespace loading and
 * language-change subscription cost ~2.8 KB gzip of first-load JS (with the
 * use-sync-external-store shim it brings) for what this file does in a few
 * lines. Our instances need none of that: the language is fixed for the
 * page (switching language is a navigation), the first-load namespaces are
 * there before the first render (`initAsync: false`), and the lazy ones
 * (`cart`, `upsell`, `myAccount`) are added before the components that read
 * them render. `t` is the instance's `getFixedT(language, ns)`, what
 * react-i18next hands out, so server and browser render the same texts.
 */
const I18nContext = createContext<I18n | null>(null);

export function I18nProvider({ i18n, children }: { i18n: I18n; children: ReactNode }) {
  return <I18nContext value={i18n}>{children}</I18nContext>;
}

export interface Translation {
  t: TFunction;
  i18n: I18n;
}

/** t() of one namespace (the instance's default, `common`, when none is given). */
export function useTranslation(ns?: string): Translation {
  const i18n = useContext(I18nContext);
  if (!i18n) throw new Error('useTranslation needs an I18nProvider (boot/IslandShell.tsx)');
  const t = useMemo(() => i18n.getFixedT(i18n.language, ns ?? null), [i18n, ns]);
  return { t, i18n };
}
