import { createContext, useContext, type ReactNode } from 'react';
import type { Language } from '../i18n/resources.ts';
import type { WidgetPageSettings } from './settings.ts';

/**
 * What a widget needs from the page besides its props: language and API
 * roots. The server renders with the defaults; the client passes the page
 * settings. Nothing here may change the first render's markup.
 */
export interface WidgetEnv {
  language: Language;
  storeRoot: string;
  soulRoot: string;
  /**
   * The page settings in the browser (nonces, permissions, flags, URLs);
   * null on the server. Read it in event handlers and effects, or through
   * a hook that renders the server's value while hydrating.
   */
  page?: WidgetPageSettings | null;
}

export const DEFAULT_STORE_ROOT = '/wp-json/wc/store/v1';
export const DEFAULT_SOUL_ROOT = '/wp-json/soul/v1';

export function defaultWidgetEnv(language: Language): WidgetEnv {
  return { language, storeRoot: DEFAULT_STORE_ROOT, soulRoot: DEFAULT_SOUL_ROOT, page: null };
}

const WidgetEnvContext = createContext<WidgetEnv>(defaultWidgetEnv('en'));

export function WidgetEnvProvider({ env, children }: { env: WidgetEnv; children: ReactNode }) {
  return <WidgetEnvContext value={env}>{children}</WidgetEnvContext>;
}

export function useWidgetEnv(): WidgetEnv {
  return useContext(WidgetEnvContext);
}
