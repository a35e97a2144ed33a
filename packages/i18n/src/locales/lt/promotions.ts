import type { DeepStrings } from '../../catalog-shape.ts';
import type { promotions as en } from '../en/promotions.ts';

/** Lithuanian texts of the promotion widgets (same keys as en/promotions.ts). */
export const promotions: DeepStrings<typeof en> = {
  timer: {
    durationExpired: 'Atgalinio skaičiavimo laikas baigėsi',
    expiredTitle: 'Baigėsi',
    expiredText: 'Jūsų pasiūlymo laikas ką tik baigėsi!',
    serviceError: 'Laikmačio paslaugos klaida. Atnaujinkite puslapį ir bandykite dar kartą',
    counterError: 'Laikmačio paslauga neveikia. Bandykite dar kartą.',
    discountExpired: 'Atsiprašome, jūsų nuolaidos laikas baigėsi. Bandykite vėliau',
    hours: 'valandos',
    minutes: 'minutės',
    seconds: 'sekundės',
  },
  banner: {
    label: 'Akcija',
    endsIn: 'Baigsis po',
    expired: 'Akcija baigėsi - {{time}}',
    dismiss: 'Uždaryti akcijos juostą',
  },
  exitPopup: {
    missingData: 'Trūksta iššokančio lango duomenų',
  },
  offer: {
    optionsLabel: 'Pasirinkite kiekį',
    add: 'Į krepšelį',
    adding: 'Dedama…',
    expiredBanner: 'Pasiūlymo laikas baigėsi',
    chooseTitle: 'Pasirinkite pasiūlymą',
    chooseText: 'Pirmiausia pasirinkite pasiūlymą iš sąrašo',
    expiredButton: 'Jūsų pasiūlymo laikas baigėsi',
    noProduct: 'Produktas nerastas',
    noPromotionId: 'Nenurodytas akcijos ID',
    missingPromotionId: 'Trūksta akcijos ID',
  },
};
