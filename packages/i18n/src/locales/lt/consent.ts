import type { DeepStrings } from '../../catalog-shape.ts';
import type { consent as en } from '../en/consent.ts';

/** Slapukų sutikimo juosta ir nustatymų langas. */
export const consent: DeepStrings<typeof en> = {
  banner: {
    label: 'Sutikimas dėl slapukų',
    title: 'Slapukai „Soul Shop“ parduotuvėje',
    text: 'Naudojame būtinuosius slapukus, kad parduotuvė veiktų: jūsų krepšeliui, prisijungimui ir atidarytiems pasiūlymams. Jums leidus, naudojame ir rinkodaros slapukus (rekomendacijų nuorodos, el. pašto rinkodara) bei analitikos slapukus. Savo pasirinkimą bet kada galite pakeisti skiltyje „Slapukų nustatymai“ kiekvieno puslapio apačioje.',
    revised: 'Nuo jūsų paskutinio pasirinkimo mūsų slapukai pasikeitė, todėl klausiame dar kartą.',
    acceptAll: 'Priimti visus',
    rejectAll: 'Atmesti visus',
    manage: 'Tvarkyti nustatymus',
    failed: 'Nepavyko atidaryti slapukų nustatymų. Perkraukite puslapį ir bandykite dar kartą.',
  },
  footerLink: 'Slapukų nustatymai',
  preferences: {
    title: 'Slapukų nustatymai',
    acceptAll: 'Priimti visus',
    rejectAll: 'Atmesti visus',
    save: 'Išsaugoti nustatymus',
    close: 'Uždaryti',
    serviceCounter: 'Paslauga|Paslaugos',
    introTitle: 'Kaip naudojame slapukus',
    intro:
      'Būtinieji slapukai įjungti visada. Kiti nustatomi tik jums juos įjungus, ir čia bet kada galite juos vėl išjungti. Jūsų pasirinkimas 182 dienas saugomas slapuke cc_cookie.',
    necessaryTitle: 'Būtinieji',
    necessary: 'Jie išsaugo jūsų sesiją, krepšelį ir prisijungimą, taip pat atidarytus kuponus ir pasiūlymus. Be jų parduotuvė neveikia.',
    analyticsTitle: 'Analitika',
    analytics:
      'Jie padėtų mums matyti, kaip naudojamasi parduotuve, nežinant, kas jūs esate: lankytojo slapukas galioja 2 metus, apsilankymo – 24 valandas. Šiuo metu analitikos įrankio nenaudojame, todėl jie nenustatomi.',
    marketingTitle: 'Rinkodara',
    marketing:
      'Jie įskaito draugui, kurio rekomendacijos nuoroda jus atvedė, ir perduoda peržiūrėtus produktus mūsų el. pašto rinkodarai. Rinkodaros slapukai galioja iki 1 metų.',
    services: {
      affiliate: 'Rekomendacijų nuorodos (kas jus pakvietė, 1 metai)',
      email_marketing: 'El. pašto rinkodara (peržiūrėti produktai, pradėtas užsakymas)',
    },
    moreTitle: 'Daugiau informacijos',
    more: 'Klausimai apie slapukus ar jūsų duomenis: hello@soulshop.example.',
    table: { name: 'Slapukas', purpose: 'Paskirtis', duration: 'Galiojimas' },
    cookies: {
      soul_session: { purpose: 'Jūsų sesija: prisijungimas, krepšelis, pasiūlymų laikmačiai', duration: '7 dienos' },
      cc_cookie: { purpose: 'Jūsų slapukų pasirinkimas', duration: '182 dienos' },
      soul_coupon: { purpose: 'Kuponas iš nuorodos', duration: '1 diena' },
      soul_landing_promo: { purpose: 'Jūsų atidaryta akcija', duration: '1 diena' },
      soul_affiliate: { purpose: 'Kas jus pakvietė', duration: '1 metai' },
      soul_started_checkout: { purpose: 'Pradėtas užsakymas perduotas vieną kartą', duration: '1 valanda' },
    },
  },
};
