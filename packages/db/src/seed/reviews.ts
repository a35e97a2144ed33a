import type { Language } from '@soul/contracts';
import type { reviews } from '../schema/reviews.ts';

type ReviewRow = typeof reviews.$inferInsert;

const NAMES = ['Ona', 'Jonas', 'Rūta', 'Tomas', 'Eglė', 'Mantas', 'Laura', 'Paulius', 'Greta', 'Darius', 'Sarah', 'James', 'Emma', 'Lukas'];

/** Short texts by stars (5 … 1), in both languages: the demo's reviews read like shoppers' own. */
const TEXTS: Record<Language, Record<number, readonly [string, string][]>> = {
  en: {
    5: [
      ['Excellent', 'I noticed the difference after two weeks. Will order again.'],
      ['My daily favourite', 'Easy to take, no aftertaste, and I feel more energetic.'],
      ['Highly recommend', 'Great quality and fast delivery to the parcel locker.'],
    ],
    4: [
      ['Very good', 'Works well for me. The jar could be a little bigger.'],
      ['Good value', 'Does what it promises; I take it every morning.'],
    ],
    3: [['Okay', 'Fine, but I expected a stronger effect.']],
    2: [['Not for me', 'Did not notice much of a change after a month.']],
    1: [['Disappointed', 'The taste was too strong for me.']],
  },
  lt: {
    5: [
      ['Puiku', 'Skirtumą pajutau po dviejų savaičių. Užsakysiu dar.'],
      ['Mano kasdienis mėgstamiausias', 'Lengva vartoti, jokio poskonio, jaučiuosi energingesnė.'],
      ['Labai rekomenduoju', 'Puiki kokybė ir greitas pristatymas į paštomatą.'],
    ],
    4: [
      ['Labai gerai', 'Man tinka. Indelis galėtų būti šiek tiek didesnis.'],
      ['Verta savo kainos', 'Daro tai, ką žada; vartoju kiekvieną rytą.'],
    ],
    3: [['Neblogai', 'Tinka, bet tikėjausi stipresnio poveikio.']],
    2: [['Ne man', 'Po mėnesio didelio pokyčio nepastebėjau.']],
    1: [['Nusivyliau', 'Skonis man buvo per stiprus.']],
  },
};

/**
 * `count` stars whose sum is the average × count rounded: everyone starts
 * at five and the stars are taken away one at a time, round-robin, so the
 * shown average matches the demo figure to within rounding.
 */
export function demoStars(average: number, count: number): number[] {
  const stars = Array.from({ length: count }, () => 5);
  let toRemove = 5 * count - Math.round(average * count);
  for (let i = 0; toRemove > 0 && count > 0; i = (i + 1) % count) {
    const current = stars[i] ?? 5;
    if (current > 1) {
      stars[i] = current - 1;
      toRemove -= 1;
    }
  }
  return stars;
}

/**
 * Approved demo reviews of one product (DESIGN: only approved reviews are
 * shown and counted; the product's figures follow them through migration
 * 0026's trigger). None is a verified buyer's (no seeded order is behind
 * them). Every third is Lithuanian; their dates are spread
 * evenly between the product's creation and `until` (the seed's anchor).
 */
export function demoReviews(productId: number, rating: { average: number; count: number }, since: Date, until: Date): ReviewRow[] {
  const step = Math.max(0, until.getTime() - since.getTime()) / (rating.count + 1);
  return demoStars(rating.average, rating.count).map((stars, i) => {
    const lang: Language = i % 3 === 2 ? 'lt' : 'en';
    const pool = TEXTS[lang][stars] ?? TEXTS[lang][5] ?? [];
    const [title, content] = pool[(productId + i) % pool.length] ?? ['', ''];
    const name = NAMES[(productId * 7 + i) % NAMES.length] ?? 'Ona';
    return {
      productId,
      rating: stars,
      title,
      content,
      authorName: name,
      email: `demo-review-${productId}-${i}@example.lt`,
      lang,
      status: 'approved',
      // No demo order stands behind a generated reviewer's e-mail, so no verified-buyer badge.
      verified: false,
      createdAt: new Date(since.getTime() + Math.round((i + 1) * step)),
    };
  });
}
