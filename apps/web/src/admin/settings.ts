import { ADMIN_SETTINGS_ID, type AdminSettings } from '@soul/contracts';

/** The settings the /admin shell embeds (apps/server/src/routes/pages/back-office-pages.route.tsx). */
export function readAdminSettings(doc: Document): AdminSettings {
  const element = doc.getElementById(ADMIN_SETTINGS_ID);
  if (!element?.textContent) throw new Error(`#${ADMIN_SETTINGS_ID} is missing`);
  return JSON.parse(element.textContent) as AdminSettings;
}
