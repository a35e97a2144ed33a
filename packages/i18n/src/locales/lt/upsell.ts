import type { DeepStrings } from '../../catalog-shape.ts';
import type { upsell as en } from '../en/upsell.ts';

export const upsell: DeepStrings<typeof en> = {
  title: 'Pridėkite prie užsakymo vienu paspaudimu',
  intro: 'Apmokama ką tik naudota kortele, {{percent}} % pigiau, tik ribotą laiką.',
  countdown: 'Pasiūlymas baigsis po',
  expired: 'Pasiūlymas baigėsi',
  loading: 'Įkeliami pasiūlymai…',
  empty: 'Šiuo metu pasiūlymų nėra.',
  discount: '−{{percent}} %',
  add: 'Pridėti prie užsakymo',
  addNamed: 'Pridėti „{{name}}“ prie užsakymo',
  adding: 'Pridedama…',
  added: 'Prekė pridėta prie jūsų užsakymo',
  goToOrder: 'Peržiūrėti užsakymą',
  continueAdding: 'Pridėti daugiau',
  failed: 'Kažkas nepavyko. Į užsakymą nieko nepridėta. Bandykite dar kartą.',
  queryFailed: 'Užklausa nepavyko. Patikrinkite ryšį arba perkraukite puslapį ir bandykite dar kartą.',
};
