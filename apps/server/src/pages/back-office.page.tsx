import { ADMIN_SETTINGS_ID, type AdminSettings } from '@soul/contracts';
import type { AdminAssets } from '../admin-assets.ts';
import type { Translate } from '../i18n.ts';
import { JsonScript } from './components/json-script.tsx';

/**
 * The back office's HTML shell (issue 21): no storefront frame, no
 * storefront widgets; its own app bundle, and the settings it starts from.
 * Without JavaScript it says so.
 */
export function BackOfficePage({ t, settings, assets }: { t: Translate; settings: AdminSettings; assets: AdminAssets }) {
  return (
    <html lang={settings.language}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex, nofollow" />
        <title>{t('admin:title')}</title>
        {assets.styles.map((href) => (
          <link key={href} rel="stylesheet" href={href} />
        ))}
        {assets.preloads.map((href) => (
          <link key={href} rel="modulepreload" href={href} />
        ))}
        {assets.script ? <script type="module" src={assets.script} /> : null}
      </head>
      <body>
        <div id="admin-root">
          <noscript>{t('admin:needsJavaScript')}</noscript>
        </div>
        <JsonScript id={ADMIN_SETTINGS_ID} data={settings} />
      </body>
    </html>
  );
}
