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
    discount: '{{percent}} % nuolaida',
    endsIn: 'Pasiūlymas baigiasi po',
    email: 'El. paštas',
    emailPlaceholder: 'jusu@pastas.lt',
    /** Tie patys žodžiai kaip marketing consent.exitPopup: sutikimo įrašas saugo tą tekstą. */
    consent: 'Taip, siųskite man pasiūlymus ir naujienas el. paštu. Bet kada galiu atsisakyti.',
    submit: 'Gauti {{percent}} % kodą',
    submitting: 'Siunčiama…',
    required: 'Nenurodytas el. pašto adresas',
    tooLong: 'El. pašto adresas gali būti ne ilgesnis nei 200 simbolių',
    format: 'Įvesta reikšmė neatitinka el. pašto formato',
    invalid: 'Įveskite tinkamą el. pašto adresą',
    alreadyUsed: 'Šis el. pašto adresas jau buvo panaudotas',
    rootError: 'Kažkas nepavyko. Bandykite vėliau. Klaida: {{message}}',
    thanksTitle: 'Ačiū!',
    thanksText: 'Jūsų asmeninis kodas jau krepšelyje: {{percent}} % nuolaida, kol baigsis laikas.',
    codeLabel: 'Jūsų kodas',
    continue: 'Tęsti apsipirkimą',
    expiredTitle: 'Jūsų pasiūlymo laikas baigėsi',
    expiredText: 'Laikas baigėsi, todėl ši nuolaida nebegalioja.',
    extend: 'Duokite man dar 24 valandas',
    extending: 'Pratęsiama…',
    extendedNotice: 'Jūsų pasiūlymas pratęstas 24 valandoms.',
  },
  offer: {
    chooseTitle: 'Pasirinkite pasiūlymą',
    chooseText: 'Pirmiausia pasirinkite pasiūlymą iš sąrašo',
    expiredButton: 'Jūsų pasiūlymo laikas baigėsi',
    noProduct: 'Produktas nerastas',
    noPromotionId: 'Nenurodytas akcijos ID',
    missingPromotionId: 'Trūksta akcijos ID',
  },
};
