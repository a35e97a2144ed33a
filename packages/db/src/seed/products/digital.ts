import { DEMO } from '../fixtures.ts';
import { paragraphs } from '../text.ts';
import type { DemoProduct } from '../types.ts';

/**
 * Digital products (account §2 "Digital purchases"): sold like any other,
 * delivered as files after payment (seed/downloads.ts says which file, how
 * many downloads and for how long). Least popular and oldest, so the demo
 * lists' first pages stay as they were.
 */
export const DIGITAL_PRODUCTS: readonly DemoProduct[] = [
  {
    id: DEMO.products.digitalGuide,
    type: 'simple',
    sku: 'SS-DG-GUT',
    categories: ['gut'],
    regularPriceCents: 990,
    stock: null,
    digital: true,
    rating: { average: 4.5, count: 4 },
    totalSales: 40,
    createdDaysAgo: 300,
    art: { label: 'Gut Guide', shape: 'pouch', caption: 'PDF', images: 2 },
    copy: {
      name: { en: 'Gut Health Guide (PDF)', lt: 'Žarnyno sveikatos gidas (PDF)' },
      slug: { en: 'gut-health-guide-pdf', lt: 'zarnyno-sveikatos-gidas-pdf' },
      shortDescription: {
        en: paragraphs('A 30-day plan for comfortable digestion, as a PDF to download after payment.'),
        lt: paragraphs('30 dienų planas sklandžiam virškinimui – PDF failas, kurį atsisiųsite apmokėję.'),
      },
      description: {
        en: paragraphs(
          'Four weeks of small, practical steps: fermented foods, 30 plants a week, a steady rhythm and the habits worth keeping.',
          'Download it from "Digital purchases" in your account: five downloads within a year.',
        ),
        lt: paragraphs(
          'Keturios savaitės mažų, praktiškų žingsnių: rauginti produktai, 30 augalų per savaitę, pastovus ritmas ir verti išlaikyti įpročiai.',
          'Atsisiųskite jį paskyros skiltyje „Skaitmeniniai pirkiniai“: penki atsisiuntimai per metus.',
        ),
      },
    },
  },
  {
    id: DEMO.products.digitalCourse,
    type: 'simple',
    sku: 'SS-DV-ENERGY',
    categories: ['energy'],
    regularPriceCents: 2490,
    stock: null,
    digital: true,
    rating: { average: 4.7, count: 6 },
    totalSales: 30,
    createdDaysAgo: 310,
    art: { label: 'Energy Course', shape: 'pouch', caption: 'VIDEO', images: 2 },
    copy: {
      name: { en: 'Morning Energy Video Course', lt: 'Rytinės energijos vaizdo kursas' },
      slug: { en: 'morning-energy-video-course', lt: 'rytines-energijos-vaizdo-kursas' },
      shortDescription: {
        en: paragraphs('Short morning routines on video, to watch in your account for 90 days.'),
        lt: paragraphs('Trumpos rytinės rutinos vaizdo įrašuose – žiūrėkite savo paskyroje 90 dienų.'),
      },
      description: {
        en: paragraphs(
          'Gentle stretching, breathing and a breakfast that keeps you going: a few minutes each morning.',
          'Watch it under "Digital purchases" in your account as often as you like for 90 days.',
        ),
        lt: paragraphs(
          'Švelnus tempimas, kvėpavimas ir pusryčiai, suteikiantys jėgų: kelios minutės kiekvieną rytą.',
          'Žiūrėkite paskyros skiltyje „Skaitmeniniai pirkiniai“ kiek norite kartų 90 dienų.',
        ),
      },
    },
  },
];
