import type { DeepStrings } from '../../catalog-shape.ts';
import type { common as en } from '../en/common.ts';

export const common: DeepStrings<typeof en> = {
  errors: {
    oops: 'Oi',
    ooops: 'Ups',
    generic: 'Įvyko klaida, bandykite vėliau',
    network: 'Užklausa nepavyko. Patikrinkite interneto ryšį arba perkraukite puslapį ir bandykite dar kartą.',
    crashTitle: 'Oi. Kažkas nepavyko',
    crashText: 'Perkraukite puslapį arba bandykite vėliau',
    queryError: 'Užklausos klaida',
    queryFailed: 'Vykdant užklausą įvyko klaida. Perkraukite puslapį',
    reload: 'Perkrauti puslapį',
  },
  actions: {
    close: 'Uždaryti',
    cancel: 'Atšaukti',
    confirm: 'Patvirtinti',
    select: 'Pasirinkti',
    ok: 'Gerai',
    loading: 'Įkeliama…',
    dismissNotification: 'Uždaryti pranešimą',
  },
  quantity: {
    label: 'Kiekis',
    labelFor: '{{name}}: kiekis',
    decrease: 'Sumažinti kiekį',
    increase: 'Padidinti kiekį',
    stockLimitedTitle: 'Atsargos ribotos',
    stockLimitedText: 'Šios prekės galima užsakyti ne daugiau kaip {{count}}',
  },
  notifications: {
    region: 'Pranešimai',
  },
};
