/**
 * The invoice's look: the shop's brand colours (apps/web/src/styles/app.css,
 * --color-brand-* and the ink/line tones) and the A4 page grid, in points.
 */
export const COLOURS = {
  brand: '#23573b', // --color-brand-700
  brandDark: '#1b4530', // --color-brand-800
  brandSoft: '#eef5f0', // --color-brand-50
  brandLine: '#b0d2bc', // --color-brand-200
  brandOnDark: '#d7e9dd', // --color-brand-100
  accent: '#d08a3e', // --color-accent-500
  discount: '#8f5217', // --color-accent-700
  ink: '#1c2620',
  inkSoft: '#3d4842',
  muted: '#5a645e',
  line: '#e4ddd1',
  white: '#ffffff',
} as const;

/** A4 portrait. */
export const PAGE = {
  width: 595.28,
  height: 841.89,
  marginX: 48,
  /** Where content starts on a continuation page (under its slim header). */
  continuationTop: 64,
  /** Content stops here; the footer lives below. */
  contentBottom: 841.89 - 64,
  footerRuleY: 841.89 - 46,
} as const;

export const CONTENT_WIDTH = PAGE.width - 2 * PAGE.marginX;
export const CONTENT_RIGHT = PAGE.width - PAGE.marginX;

export const SIZES = {
  wordmark: 18,
  title: 20,
  number: 11,
  label: 6.8,
  body: 9,
  party: 8.5,
  partyName: 10.5,
  table: 8,
  tableHeader: 7,
  detail: 6.8,
  total: 9,
  grandTotal: 11.5,
  footer: 7,
} as const;
