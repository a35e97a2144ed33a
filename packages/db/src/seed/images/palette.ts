import type { CategoryKey } from '../types.ts';

/**
 * Brand colours per category: a soft two-stop background, and a few label
 * colours so neighbouring products in one category don't look identical.
 */
export interface CategoryPalette {
  /** Light and deeper background tones. */
  background: readonly [string, string];
  /** Label colours, picked per product. */
  labels: readonly string[];
  /** Leaves, capsules and other decoration. */
  accent: string;
}

export const PALETTES: Readonly<Record<CategoryKey, CategoryPalette>> = {
  energy: { background: ['#FFF1DC', '#FFCF96'], labels: ['#E4712B', '#D9534F', '#C9871A', '#B5523B'], accent: '#F2A141' },
  gut: { background: ['#EAF6E6', '#BFE2B6'], labels: ['#3E8E5A', '#5E9C2F', '#2F7A6B', '#7A8F2E'], accent: '#7DBE6A' },
  detox: { background: ['#E6F6F1', '#B2E1D2'], labels: ['#23877A', '#4C9A3B', '#2C6E8F', '#3F7F5F'], accent: '#5BBFA5' },
  skin: { background: ['#FDEDF1', '#F6C6D3'], labels: ['#C4537A', '#B0486B', '#D0715E', '#9C5A8C'], accent: '#EE9DB4' },
  immune: { background: ['#E8F0FC', '#BBD2F3'], labels: ['#2E6AB3', '#E08A1E', '#2F8F9D', '#7A3E8E'], accent: '#F5B942' },
  serenity: { background: ['#F1ECFB', '#D3C5F0'], labels: ['#6B52B3', '#4F5FA8', '#8A4F9E', '#5A6F9E'], accent: '#A996DD' },
  upsell: { background: ['#F8F1E7', '#E8D6BE'], labels: ['#A0643B', '#7C6A55', '#C0573F', '#6E7F5A'], accent: '#D9A46E' },
};

/** Lid and body tones shared by every pack. */
export const PACK_TONES = {
  lid: '#2F3437',
  lidHighlight: '#4A5156',
  jarLight: '#FFFFFF',
  jarShade: '#E6E3DE',
  pouchLight: '#FBF7EF',
  pouchShade: '#E9E0CF',
  glassLight: '#C98A45',
  glassShade: '#8E5420',
} as const;
