import type { DeepStrings } from '../../catalog-shape.ts';
import type { points as en } from '../en/points.ts';

export const points: DeepStrings<typeof en> = {
  title: 'Jūsų taškai',
  available: 'Turite {{count}} taškų: {{amount}} nuolaida šiam užsakymui.',
  use: 'Naudoti mano taškus',
  using: 'Panaudota taškų: {{count}}, −{{amount}}',
  remove: 'Nenaudoti taškų',
  working: 'Palaukite…',
  failed: 'Kažkas nepavyko. Bandykite vėliau.',
};
