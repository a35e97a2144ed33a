/** Produkto puslapio išskleidžiamos skiltys, vaizdo įrašai ir grotuvas (storefront §2). */
export const productContent = {
  label: 'Informacija apie produktą',
  ingredients: 'Sudėtis',
  howToUse: 'Vartojimas',
  deliveryReturns: 'Pristatymas ir grąžinimas',
  shippingWeight: 'Siuntos svoris',
  packageSize: 'Pakuotės dydis',
  videos: 'Vaizdo įrašai',
  playVideo: 'Paleisti vaizdo įrašą: {{title}}',
  duration: '{{seconds}} s',
  player: {
    reviewVideo: 'Atsiliepimo vaizdo įrašas',
    keysTitle: 'Klaviatūra',
    keys: 'Tarpas arba K – paleisti ir sustabdyti · ← → 5 sekundės atgal arba pirmyn · ↑ ↓ garsumas · M – nutildyti · C – subtitrai · F – visas ekranas',
    captionsOn: 'Subtitrai įjungti',
    captionsOff: 'Subtitrai išjungti',
    noVideo: 'Jūsų naršyklė negali paleisti šio vaizdo įrašo.',
    download: 'Atsisiųsti vaizdo įrašą',
    languages: { en: 'Anglų', lt: 'Lietuvių' },
  },
};
