import { copyFile, mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { productContent, productVideos, productVideoTexts } from '../schema/product-content.ts';
import { DEMO } from './fixtures.ts';
import { CATALOGUE } from './products/index.ts';
import type { CategoryKey, DemoProduct, Localised, PackShape } from './types.ts';

/**
 * The product page's accordion texts (storefront §2) for every demo product
 * in both languages, and two demo videos with posters and captions. Texts are
 * plain paragraphs split by a blank line.
 */

const INGREDIENTS: Readonly<Record<CategoryKey, Localised>> = {
  energy: {
    en: 'Magnesium citrate, vitamin B complex (B1, B2, B3, B5, B6, biotin, folate as methylfolate, B12 as methylcobalamin), Rhodiola rosea root extract, natural lemon and orange flavour.',
    lt: 'Magnio citratas, B grupės vitaminų kompleksas (B1, B2, B3, B5, B6, biotinas, folatas metilfolato forma, B12 metilkobalamino forma), rausvosios rodiolės šaknų ekstraktas, natūralus citrinų ir apelsinų kvapiklis.',
  },
  gut: {
    en: 'Inulin from chicory root, acacia fibre, Lactobacillus and Bifidobacterium cultures (10 billion CFU per serving), L-glutamine, ginger root powder.',
    lt: 'Cikorijų šaknų inulinas, akacijų skaidulos, Lactobacillus ir Bifidobacterium kultūros (10 mlrd. KSV porcijoje), L-glutaminas, imbiero šaknų milteliai.',
  },
  detox: {
    en: 'Spirulina, chlorella, wheatgrass powder, milk thistle seed extract, dandelion root, lemon juice powder.',
    lt: 'Spirulina, chlorela, kviečių želmenų milteliai, margainio dygliuotojo sėklų ekstraktas, kiaulpienių šaknys, citrinų sulčių milteliai.',
  },
  skin: {
    en: 'Hydrolysed marine collagen peptides, vitamin C (ascorbic acid), hyaluronic acid, vitamin E (mixed tocopherols), zinc bisglycinate.',
    lt: 'Hidrolizuoti jūrinio kolageno peptidai, vitaminas C (askorbo rūgštis), hialurono rūgštis, vitaminas E (tokoferolių mišinys), cinko bisglicinatas.',
  },
  immune: {
    en: 'Vitamin C, vitamin D3 (from lichen), zinc bisglycinate, black elderberry extract, selenium (L-selenomethionine).',
    lt: 'Vitaminas C, vitaminas D3 (iš kerpių), cinko bisglicinatas, juodojo šeivamedžio uogų ekstraktas, selenas (L-selenometioninas).',
  },
  serenity: {
    en: 'Magnesium bisglycinate, L-theanine, ashwagandha root extract, lemon balm leaf extract, vitamin B6.',
    lt: 'Magnio bisglicinatas, L-teaninas, vitanijos šaknų ekstraktas, vaistinės melisos lapų ekstraktas, vitaminas B6.',
  },
  upsell: {
    en: 'The active ingredients named on the front of the pack, in their best-absorbed forms, with nothing added for bulk.',
    lt: 'Pakuotės priekyje nurodytos veikliosios medžiagos geriausiai įsisavinamomis formomis, be jokių užpildų.',
  },
};

const SHELL: Readonly<Record<PackShape, Localised | null>> = {
  jar: {
    en: 'Capsule shell: hydroxypropyl methylcellulose (plant cellulose).',
    lt: 'Kapsulės apvalkalas: hidroksipropilmetilceliuliozė (augalinė celiuliozė).',
  },
  pouch: null,
  bottle: { en: 'Base: purified water, vegetable glycerine.', lt: 'Pagrindas: išgrynintas vanduo, augalinis glicerolis.' },
};

const FREE_FROM: Localised = {
  en: 'Free from gluten, dairy, soy and added sugar. Suitable for vegans.',
  lt: 'Be glitimo, pieno produktų, sojos ir pridėtinio cukraus. Tinka veganams.',
};

const SAFETY: Localised = {
  en: 'Do not exceed the recommended daily dose. Food supplements are not a substitute for a varied, balanced diet and a healthy lifestyle. Keep out of the reach of young children. Store in a cool, dry place.',
  lt: 'Neviršykite rekomenduojamos paros dozės. Maisto papildai negali pakeisti įvairios, subalansuotos mitybos ir sveikos gyvensenos. Laikykite mažiems vaikams nepasiekiamoje vietoje, vėsioje ir sausoje vietoje.',
};

const HOW_TO_USE: Readonly<Record<PackShape | 'bundle', Localised>> = {
  jar: {
    en: 'Take one capsule a day with breakfast and a glass of water.',
    lt: 'Vartokite po vieną kapsulę per dieną pusryčių metu, užsigerdami stikline vandens.',
  },
  pouch: {
    en: 'Stir one level scoop (5 g) into 200 ml of water, juice or a smoothie once a day, ideally in the morning.',
    lt: 'Vieną lygų šaukštelį (5 g) kartą per dieną išmaišykite 200 ml vandens, sulčių ar kokteilio, geriausia ryte.',
  },
  bottle: {
    en: 'Shake well. Spray twice into the mouth once a day, away from meals.',
    lt: 'Gerai suplakite. Kartą per dieną du kartus įpurkškite į burną ne valgio metu.',
  },
  bundle: {
    en: 'Follow the directions on each pack in the set; they can be taken together.',
    lt: 'Laikykitės kiekvienos rinkinio pakuotės nurodymų; papildus galima vartoti kartu.',
  },
};

const DELIVERY_RETURNS: Localised = {
  en: 'Orders placed before 14:00 on a working day leave our Vilnius warehouse the same day. Delivery in Lithuania takes 1–2 working days, to the rest of the EU 3–6 working days.\n\nNot what you hoped for? Return unopened packs within 14 days of delivery for a full refund; write to hello@soulshop.example and we will send a return label.',
  lt: 'Darbo dieną iki 14:00 pateikti užsakymai iš mūsų Vilniaus sandėlio išsiunčiami tą pačią dieną. Pristatymas Lietuvoje užtrunka 1–2 darbo dienas, į kitas ES šalis – 3–6 darbo dienas.\n\nNe tai, ko tikėjotės? Neatidarytas pakuotes galite grąžinti per 14 dienų nuo pristatymo ir atgauti visus pinigus: parašykite hello@soulshop.example, atsiųsime grąžinimo etiketę.',
};

type ContentRow = typeof productContent.$inferInsert;

function ingredientsOf(product: DemoProduct, language: 'en' | 'lt', byId: ReadonlyMap<number, DemoProduct>): string {
  if (product.type === 'bundle') {
    const names = product.items.map((item) => byId.get(item.productId)?.copy.name[language]).filter(Boolean);
    const intro = language === 'en' ? `This set holds: ${names.join(', ')}.` : `Šiame rinkinyje: ${names.join(', ')}.`;
    const each = language === 'en' ? 'Each pack lists its full ingredients.' : 'Kiekvienoje pakuotėje nurodyta visa jos sudėtis.';
    return `${intro}\n\n${each}`;
  }
  const shell = SHELL[product.art.shape];
  return [INGREDIENTS[product.categories[0] ?? 'upsell'][language], shell?.[language], FREE_FROM[language]].filter(Boolean).join('\n\n');
}

/** One accordion row per demo product and language. */
export function demoProductContent(catalogue: readonly DemoProduct[] = CATALOGUE): ContentRow[] {
  const byId = new Map(catalogue.map((product) => [product.id, product]));
  return catalogue.flatMap((product) =>
    (['en', 'lt'] as const).map((lang) =>
      product.digital
        ? { productId: product.id, lang, ingredients: '', howToUse: DIGITAL_USE[lang], deliveryReturns: DIGITAL_DELIVERY[lang] }
        : {
            productId: product.id,
            lang,
            ingredients: ingredientsOf(product, lang, byId),
            howToUse: `${HOW_TO_USE[product.type === 'bundle' ? 'bundle' : product.art.shape][lang]}\n\n${SAFETY[lang]}`,
            deliveryReturns: DELIVERY_RETURNS[lang],
          },
    ),
  );
}

/** A digital product's accordion: where the file is and what the law says about withdrawing from it (no ingredients panel). */
const DIGITAL_USE: Localised = {
  en: 'Once your order is paid, open My account → Digital purchases to download the file or watch the video.',
  lt: 'Kai užsakymas apmokėtas, atsidarykite Mano paskyra → Skaitmeniniai pirkiniai ir atsisiųskite failą arba žiūrėkite vaizdo įrašą.',
};
const DIGITAL_DELIVERY: Localised = {
  en: 'Nothing is shipped: the file is yours to download right after payment.\n\nYou may withdraw within 14 days until you first download or play it; by starting a download you agree that the right of withdrawal ends.',
  lt: 'Nieko nesiunčiame: failą atsisiųsite iškart po apmokėjimo.\n\nNuo sutarties galite atsisakyti per 14 dienų, kol failo dar neatsisiuntėte ir neperžiūrėjote; pradėdami atsisiuntimą sutinkate, kad atsisakymo teisė baigiasi.',
};

/** The demo videos: files in `seed/videos`, copied under the media root's `videos/` at start. */
const VIDEOS = [
  {
    id: 1,
    productId: DEMO.products.subscriptionTiers,
    key: 'energy-complex',
    title: { en: 'Energy Complex in 6 seconds', lt: 'Energijos kompleksas per 6 sekundes' },
  },
  {
    id: 2,
    productId: DEMO.products.subscriptionBrand,
    key: 'gut-balance',
    title: { en: 'Gut Balance in 6 seconds', lt: 'Žarnyno balansas per 6 sekundes' },
  },
] as const;

export function demoProductVideos(): { videos: (typeof productVideos.$inferInsert)[]; texts: (typeof productVideoTexts.$inferInsert)[] } {
  return {
    videos: VIDEOS.map((video) => ({
      id: video.id,
      productId: video.productId,
      position: 0,
      src: `videos/${video.key}.mp4`,
      poster: `videos/${video.key}-poster.jpg`,
      width: 480,
      height: 480,
      durationSeconds: 6,
    })),
    texts: VIDEOS.flatMap((video) =>
      (['en', 'lt'] as const).map((lang) => ({
        videoId: video.id,
        lang,
        title: video.title[lang],
        captions: `videos/${video.key}.${lang}.vtt`,
      })),
    ),
  };
}

const VIDEO_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'videos');

/** Copies the demo videos, posters and captions under `mediaDir/videos` (a few hundred KB; idempotent). */
export async function copyDemoVideos(mediaDir: string): Promise<void> {
  const target = path.join(mediaDir, 'videos');
  await mkdir(target, { recursive: true });
  for (const video of VIDEOS) {
    for (const name of [`${video.key}.mp4`, `${video.key}-poster.jpg`, `${video.key}.en.vtt`, `${video.key}.lt.vtt`])
      await copyFile(path.join(VIDEO_DIR, name), path.join(target, name));
  }
}
