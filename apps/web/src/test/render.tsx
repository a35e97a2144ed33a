import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { IslandShell, type IslandContext } from '../boot/IslandShell.tsx';
import { createQueryClient } from '../boot/query-client.ts';
import { parsePageSettings, type WidgetPageSettings } from '../boot/settings.ts';
import { defaultWidgetEnv } from '../boot/widget-env.tsx';
import { createI18n } from '../i18n/create-i18n.ts';
import type { Language } from '../i18n/resources.ts';
import { STATIC_RESOURCES } from '../i18n/static-resources.ts';
import { Overlays } from '../overlays/Overlays.tsx';

/** Browser page settings as the server embeds them (with overrides of the raw JSON). */
export function testPageSettings(language: Language = 'en', raw: Record<string, unknown> = {}): WidgetPageSettings {
  return parsePageSettings({
    shopName: 'Soul Shop',
    language,
    homeUrl: language === 'lt' ? 'https://soul.example/lt/' : 'https://soul.example/',
    checkoutUrl: language === 'lt' ? '/lt/checkout' : '/checkout',
    api: { storeRoot: '/wp-json/wc/store/v1', soulRoot: '/wp-json/soul/v1', ajaxUrl: '/wp-admin/admin-ajax.php' },
    nonces: { store: 'store-n', rest: 'rest-n', ajax: 'ajax-n', timestamp: 1 },
    user: { id: 0, role: null, displayName: null, permissions: { permission_buy: true } },
    flags: { upsells: true, premiumOffer: true },
    widgets: {},
    ...raw,
  });
}

export function testContext(language: Language = 'en', page: WidgetPageSettings | null = null): IslandContext {
  const queryClient = createQueryClient();
  // The app's defaults (networkMode …) stay; tests only stop retries and refetches.
  const defaults = queryClient.getDefaultOptions();
  queryClient.setDefaultOptions({ ...defaults, queries: { ...defaults.queries, retry: false, staleTime: Infinity } });
  return { i18n: createI18n(language, STATIC_RESOURCES[language]), queryClient, env: { ...defaultWidgetEnv(language), page } };
}

/** Renders a widget inside the real providers, with the overlay host beside it. */
export function renderWidget(ui: ReactElement, language: Language = 'en', page: WidgetPageSettings | null = null) {
  const context = testContext(language, page);
  return render(
    <IslandShell context={context}>
      {ui}
      <Overlays />
    </IslandShell>,
  );
}
