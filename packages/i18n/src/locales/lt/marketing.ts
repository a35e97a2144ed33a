/** E-mail marketing (storefront §4, §7, §8): list sign-ups, consent texts, unsubscribing. */
export const marketing = {
  added: 'El. pašto adresas sėkmingai įtrauktas į naujienlaiškio sąrašą',
  unsubscribed: 'Jūs atsisakėte prenumeratos.',
  consent: {
    exitPopup: 'Taip, siųskite man pasiūlymus ir naujienas el. paštu. Bet kada galiu atsisakyti.',
    backInStock: 'Taip pat užsiprenumeruoti naujienlaiškį: pasiūlymai ir naujienos el. paštu',
    listForm: 'Užsiprenumeruoti naujienlaiškį: pasiūlymai ir naujienos el. paštu. Bet kada galiu atsisakyti.',
  },
  unsubscribePage: {
    title: 'Prenumeratos atsisakymas',
    intro: 'Nebesiųsti rinkodaros laiškų adresu {{email}}?',
    confirm: 'Atsisakyti prenumeratos',
    done: 'Jūs atsisakėte prenumeratos. Adresu {{email}} daugiau rinkodaros laiškų nebesiųsime.',
    invalid: 'Ši prenumeratos atsisakymo nuoroda negalioja. Naudokite nuorodą iš naujausio mūsų laiško.',
  },
  mailFooter: {
    why: 'Gaunate šį laišką, nes užsiprenumeravote mūsų naujienlaiškį.',
    unsubscribe: 'Atsisakyti prenumeratos',
  },
  errors: {
    listRequired: 'Būtinas sąrašo ID',
    unknownList: 'Tokio naujienlaiškio sąrašo nėra.',
    noEmail: 'Nenurodytas el. pašto adresas',
    emailFormat: 'Įvesta reikšmė neatitinka el. pašto formato',
    consentRequired: 'Kad užsiprenumeruotumėte, sutikite gauti mūsų laiškus.',
    unknownEvent: 'Nežinomas įvykio tipas.',
    invalidLink: 'Ši prenumeratos atsisakymo nuoroda negalioja.',
    listExists: 'Sąrašas su tokiu ID jau yra.',
    tooManyLookups: 'Per daug užklausų. Bandykite vėliau.',
    listHasSubscribers: 'Šis sąrašas dar turi prenumeratorių ({{count}}). Sąrašą galima ištrinti tik tada, kai jo niekas neprenumeruoja.',
    listInUse: 'Tai parduotuvės naujienlaiškio sąrašas (jį naudoja atsiskaitymo ir prenumeratos formos), jo ištrinti negalima.',
  },
  abandonedCheckout: {
    subject: 'Jūsų „Soul Shop“ krepšelis jūsų laukia',
    intro: 'Pradėjote apmokėti „Soul Shop“ parduotuvėje, bet nebaigėte. Jūsų krepšelį išsaugojome:',
    total: 'Iš viso: {{total}}',
    action: 'Grįžti į krepšelį',
    once: 'Tai vienintelis priminimas apie šį krepšelį.',
  },
} as const;
