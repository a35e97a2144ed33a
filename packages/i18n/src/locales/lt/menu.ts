import type { DeepStrings } from '../../catalog-shape.ts';
import type { menu as en } from '../en/menu.ts';

/** The dynamic shop menu, in Lithuanian. */
export const menu: DeepStrings<typeof en> = {
  loading: 'Įkeliamas meniu…',
  unableToLoad: 'Nepavyko įkelti meniu',
  failedToLoad: 'Nepavyko įkelti meniu {{id}}',
  retry: 'Bandyti dar kartą',
  panelLabel: 'Parduotuvės meniu',
  newTab: '(atsidaro naujame skirtuke)',
  drawerTitle: 'Meniu',
  close: 'Uždaryti meniu',
  viewAll: 'Visi: {{title}}',
  language: 'Kalba',
  account: 'Mano paskyra',
};
