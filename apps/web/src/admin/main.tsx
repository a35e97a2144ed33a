/** The back office's entry (issue 21): its own bundle, loaded only by the /admin shell. */
import './admin.css';
import { createRoot } from 'react-dom/client';
import { AdminApp } from './AdminApp.tsx';
import { adminDataProvider } from './data-provider.ts';
import { catalogI18nProvider } from './i18n/i18n-provider.ts';
import { createAdminI18n } from './i18n/create-admin-i18n.ts';
import { readAdminSettings } from './settings.ts';

async function start() {
  const settings = readAdminSettings(document);
  const i18n = await createAdminI18n(settings.language);
  const root = document.getElementById('admin-root');
  if (!root) throw new Error('#admin-root is missing');
  createRoot(root).render(
    <AdminApp
      settings={settings}
      dataProvider={adminDataProvider({ root: settings.soulRoot, nonce: settings.nonce, language: settings.language })}
      i18nProvider={catalogI18nProvider(i18n, settings.language)}
    />,
  );
}

start().catch((error: unknown) => {
  console.error(error);
});
