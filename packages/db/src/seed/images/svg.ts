import type { PackShape } from '../types.ts';
import { PACK_TONES } from './palette.ts';

/**
 * Builds the SVG of one product image: an illustrated supplement pack (jar,
 * pouch or spray bottle) with a coloured label on a soft background. Pure
 * string building, so it is fast and unit-testable; generate.ts renders it
 * with sharp. Everything is drawn on a 1000 × 1000 canvas.
 */

export type ImageView = 'front' | 'angle' | 'back';

export interface PackArt {
  shape: PackShape;
  /** Short product name on the label, e.g. "Energy Complex". */
  label: string;
  /** Size or pack text, e.g. "200G"; empty for none. */
  caption: string;
  labelColour: string;
}

export interface ProductArt {
  /** front: the label; angle: turned pack with capsules; back: the back label. */
  view: ImageView;
  /** One pack, or three for a bundle. */
  packs: readonly PackArt[];
  background: readonly [string, string];
  accent: string;
  /** False draws soft bars where text would be, for machines without fonts. */
  withText: boolean;
  /** Varies the decoration deterministically between images. */
  seed: number;
}

const SIZE = 1000;
/** Every pack is drawn with its bottom centre here, then moved/scaled as a group. */
const BASE_X = 500;
const BASE_Y = 840;
const FONT = 'sans-serif';
/** Average advance of a bold sans-serif glyph, in em; used to fit text into a label. */
const CHAR_WIDTH_EM = 0.64;

interface LabelLayout {
  /** Width available for text. */
  width: number;
  brandY: number;
  nameY: number;
  captionY: number;
  maxFont: number;
  captionFont: number;
}

const LAYOUTS: Record<PackShape, LabelLayout> = {
  jar: { width: 330, brandY: 508, nameY: 598, captionY: 700, maxFont: 58, captionFont: 28 },
  pouch: { width: 280, brandY: 474, nameY: 578, captionY: 700, maxFont: 52, captionFont: 28 },
  bottle: { width: 196, brandY: 566, nameY: 636, captionY: 718, maxFont: 36, captionFont: 22 },
};

export function buildProductSvg(art: ProductArt): string {
  const random = mulberry32(art.seed);
  const defs = sharedDefs(art);
  const background = drawBackground(art, random);
  const packs = art.packs.length === 1 ? drawSingle(art, random) : drawGroup(art);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}" viewBox="0 0 ${SIZE} ${SIZE}">`,
    `<defs>${defs}</defs>`,
    background,
    packs,
    '</svg>',
  ].join('');
}

/** Escapes text for SVG character data and attribute values. */
export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * Splits a label into at most two lines, breaking at the space that keeps
 * the longer line shortest. Labels of 11 characters or fewer stay on one line.
 */
export function splitLabel(label: string): string[] {
  const words = label.trim().split(/\s+/);
  if (label.length <= 11 || words.length === 1) return [words.join(' ')];
  let best: string[] = [words.join(' ')];
  let bestLength = Number.POSITIVE_INFINITY;
  for (let i = 1; i < words.length; i++) {
    const lines = [words.slice(0, i).join(' '), words.slice(i).join(' ')];
    const longest = Math.max(...lines.map((l) => l.length));
    if (longest < bestLength) {
      best = lines;
      bestLength = longest;
    }
  }
  return best;
}

/** The largest font size (px) at which every line fits `width`. */
export function fitFontSize(lines: readonly string[], width: number, maxFont: number): number {
  const longest = Math.max(1, ...lines.map((l) => l.length));
  return Math.max(14, Math.min(maxFont, Math.floor(width / (longest * CHAR_WIDTH_EM))));
}

// ---------------------------------------------------------------- defs

function sharedDefs(art: ProductArt): string {
  const [light, deep] = art.background;
  return [
    `<linearGradient id="bg-front" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${light}"/><stop offset="1" stop-color="${deep}"/></linearGradient>`,
    `<radialGradient id="bg-angle" cx="0.28" cy="0.22" r="0.95"><stop offset="0" stop-color="${light}"/><stop offset="1" stop-color="${deep}"/></radialGradient>`,
    `<linearGradient id="bg-back" x1="1" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${deep}"/><stop offset="0.7" stop-color="${light}"/></linearGradient>`,
    `<pattern id="dots" width="44" height="44" patternUnits="userSpaceOnUse"><circle cx="22" cy="22" r="3.2" fill="#FFFFFF" fill-opacity="0.55"/></pattern>`,
    cylinder('jar-body', PACK_TONES.jarShade, PACK_TONES.jarLight),
    cylinder('pouch-body', PACK_TONES.pouchShade, PACK_TONES.pouchLight),
    cylinder('glass-body', PACK_TONES.glassShade, PACK_TONES.glassLight),
    `<linearGradient id="label-shade" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#000" stop-opacity="0.22"/><stop offset="0.25" stop-color="#000" stop-opacity="0"/><stop offset="0.75" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.22"/></linearGradient>`,
    // A soft shadow from a gradient: a blur filter would cost ~5× the whole render.
    `<radialGradient id="shadow"><stop offset="0.35" stop-color="#000" stop-opacity="0.24"/><stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient>`,
  ].join('');
}

/** A left-to-right gradient that makes a flat shape read as a rounded one. */
function cylinder(id: string, shade: string, light: string): string {
  return `<linearGradient id="${id}" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${shade}"/><stop offset="0.3" stop-color="${light}"/><stop offset="0.62" stop-color="${light}"/><stop offset="1" stop-color="${shade}"/></linearGradient>`;
}

// ---------------------------------------------------------- background

function drawBackground(art: ProductArt, random: () => number): string {
  const parts: string[] = [];
  switch (art.view) {
    case 'front':
      parts.push(`<rect width="${SIZE}" height="${SIZE}" fill="url(#bg-front)"/>`);
      parts.push(`<circle cx="500" cy="500" r="370" fill="#FFFFFF" fill-opacity="0.38"/>`);
      parts.push(leaf(210, 760, 1.25, -35, art.accent));
      parts.push(leaf(800, 250, 1, 145, art.accent));
      break;
    case 'angle':
      parts.push(`<rect width="${SIZE}" height="${SIZE}" fill="url(#bg-angle)"/>`);
      // A table top the pack stands on.
      parts.push(`<path d="M0 700 L1000 560 L1000 1000 L0 1000 Z" fill="#FFFFFF" fill-opacity="0.3"/>`);
      parts.push(leaf(840, 300, 1.4, 120 + random() * 30, art.accent));
      break;
    case 'back':
      parts.push(`<rect width="${SIZE}" height="${SIZE}" fill="url(#bg-back)"/>`);
      parts.push(`<rect width="${SIZE}" height="${SIZE}" fill="url(#dots)"/>`);
      parts.push(`<circle cx="500" cy="540" r="340" fill="#FFFFFF" fill-opacity="0.32"/>`);
      break;
  }
  return parts.join('');
}

/** A simple leaf with a centre vein; (x, y) is its stem. */
function leaf(x: number, y: number, scale: number, rotate: number, colour: string): string {
  return (
    `<g transform="translate(${x} ${y}) rotate(${rotate.toFixed(1)}) scale(${scale})">` +
    `<path d="M0 0 C40 -60 120 -80 190 -60 C150 0 80 40 0 0 Z" fill="${colour}" fill-opacity="0.85"/>` +
    `<path d="M0 0 C60 -30 120 -48 188 -60" stroke="#FFFFFF" stroke-opacity="0.6" stroke-width="5" fill="none" stroke-linecap="round"/>` +
    `</g>`
  );
}

/** A two-tone capsule lying on the table. */
function capsule(x: number, y: number, rotate: number, colour: string): string {
  return (
    `<g transform="translate(${x.toFixed(0)} ${y.toFixed(0)}) rotate(${rotate.toFixed(0)})">` +
    `<rect x="-46" y="-19" width="92" height="38" rx="19" fill="#FFFFFF"/>` +
    `<path d="M0 -19 H27 A19 19 0 0 1 27 19 H0 Z" fill="${colour}"/>` +
    `<rect x="-34" y="-11" width="40" height="6" rx="3" fill="#FFFFFF" fill-opacity="0.7"/>` +
    `</g>`
  );
}

// --------------------------------------------------------------- packs

function drawSingle(art: ProductArt, random: () => number): string {
  const pack = art.packs[0];
  if (!pack) return '';
  const shadow = floorShadow(BASE_X, BASE_Y + 6, 240);
  const body = drawPack(pack, art.view === 'back' ? 'back' : 'front', art.withText);
  if (art.view !== 'angle') return shadow + body;
  // Turned a little, with a few capsules in front of it.
  const capsules = [0, 1, 2, 3]
    .map((i) => {
      const x = 200 + i * 190 + random() * 60;
      const y = 872 + random() * 40;
      return capsule(x, y, random() * 180, i % 2 === 0 ? art.accent : pack.labelColour);
    })
    .join('');
  return `${floorShadow(BASE_X + 20, BASE_Y + 6, 240)}<g transform="rotate(-6 ${BASE_X} ${BASE_Y})">${body}</g>${capsules}`;
}

/** Three packs side by side (bundles): the middle one larger and in front. */
function drawGroup(art: ProductArt): string {
  const slots = [
    { x: 255, y: 800, scale: 0.56 },
    { x: 745, y: 800, scale: 0.56 },
    { x: 500, y: 870, scale: 0.68 },
  ];
  const order = [0, 2, 1];
  const tilt = art.view === 'angle' ? [-8, 8, 0] : [0, 0, 0];
  return slots
    .map((slot, i) => {
      const pack = art.packs[order[i] ?? i];
      if (!pack) return '';
      const dx = slot.x - BASE_X * slot.scale;
      const dy = slot.y - BASE_Y * slot.scale;
      const body = drawPack(pack, art.view === 'back' ? 'back' : 'front', art.withText);
      return (
        floorShadow(slot.x, slot.y + 4, 240 * slot.scale) +
        `<g transform="rotate(${tilt[i] ?? 0} ${slot.x} ${slot.y}) translate(${dx.toFixed(1)} ${dy.toFixed(1)}) scale(${slot.scale})">${body}</g>`
      );
    })
    .join('');
}

function floorShadow(x: number, y: number, rx: number): string {
  return `<ellipse cx="${x}" cy="${y}" rx="${(rx * 1.12).toFixed(0)}" ry="${(rx / 5.5).toFixed(0)}" fill="url(#shadow)"/>`;
}

function drawPack(pack: PackArt, side: 'front' | 'back', withText: boolean): string {
  const layout = LAYOUTS[pack.shape];
  const label = side === 'front' ? frontLabel(pack, layout, withText) : backLabel(pack, layout, withText);
  switch (pack.shape) {
    case 'jar':
      return jar(pack.labelColour, label);
    case 'pouch':
      return pouch(pack.labelColour, label);
    case 'bottle':
      return bottle(pack.labelColour, label);
  }
}

function jar(colour: string, label: string): string {
  return [
    `<rect x="335" y="232" width="330" height="104" rx="22" fill="${PACK_TONES.lid}"/>`,
    `<rect x="350" y="244" width="300" height="14" rx="7" fill="#FFFFFF" fill-opacity="0.16"/>`,
    ...[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map(
      (i) => `<rect x="${356 + i * 28}" y="272" width="6" height="52" rx="3" fill="${PACK_TONES.lidHighlight}"/>`,
    ),
    `<rect x="352" y="330" width="296" height="30" fill="${PACK_TONES.jarShade}"/>`,
    `<rect x="305" y="350" width="390" height="490" rx="64" fill="url(#jar-body)"/>`,
    `<rect x="305" y="452" width="390" height="296" fill="${colour}"/>`,
    `<rect x="305" y="452" width="390" height="296" fill="url(#label-shade)"/>`,
    `<rect x="305" y="462" width="390" height="6" fill="#FFFFFF" fill-opacity="0.35"/>`,
    `<rect x="305" y="732" width="390" height="6" fill="#FFFFFF" fill-opacity="0.35"/>`,
    label,
    `<rect x="338" y="378" width="26" height="432" rx="13" fill="#FFFFFF" fill-opacity="0.42"/>`,
  ].join('');
}

function pouch(colour: string, label: string): string {
  return [
    `<path d="M312 292 L688 292 L706 798 Q708 840 666 840 L334 840 Q292 840 294 798 Z" fill="url(#pouch-body)"/>`,
    `<rect x="304" y="236" width="392" height="70" rx="12" fill="${PACK_TONES.pouchShade}"/>`,
    ...[0, 1, 2, 3, 4].map((i) => `<rect x="316" y="${248 + i * 11}" width="368" height="3" fill="#FFFFFF" fill-opacity="0.55"/>`),
    `<path d="M304 262 L322 271 L304 280 Z" fill="#FFFFFF" fill-opacity="0.8"/>`,
    `<line x1="322" y1="334" x2="678" y2="334" stroke="${PACK_TONES.pouchShade}" stroke-width="6" stroke-dasharray="14 8"/>`,
    `<rect x="340" y="410" width="320" height="342" rx="30" fill="${colour}"/>`,
    `<rect x="340" y="410" width="320" height="342" rx="30" fill="url(#label-shade)" fill-opacity="0.6"/>`,
    label,
    `<path d="M300 796 Q500 770 700 796" stroke="${PACK_TONES.pouchShade}" stroke-width="5" fill="none"/>`,
    `<rect x="322" y="352" width="20" height="410" rx="10" fill="#FFFFFF" fill-opacity="0.5"/>`,
  ].join('');
}

function bottle(colour: string, label: string): string {
  return [
    `<rect x="462" y="290" width="80" height="78" rx="14" fill="${PACK_TONES.lid}"/>`,
    `<rect x="536" y="304" width="42" height="20" rx="6" fill="${PACK_TONES.lid}"/>`,
    `<rect x="440" y="360" width="124" height="42" rx="10" fill="${PACK_TONES.lidHighlight}"/>`,
    `<rect x="462" y="398" width="80" height="34" fill="${PACK_TONES.glassShade}"/>`,
    `<rect x="385" y="424" width="234" height="416" rx="58" fill="url(#glass-body)"/>`,
    `<rect x="385" y="522" width="234" height="236" fill="${colour}"/>`,
    `<rect x="385" y="522" width="234" height="236" fill="url(#label-shade)"/>`,
    label,
    `<rect x="404" y="452" width="18" height="360" rx="9" fill="#FFFFFF" fill-opacity="0.38"/>`,
  ].join('');
}

// -------------------------------------------------------------- labels

function frontLabel(pack: PackArt, layout: LabelLayout, withText: boolean): string {
  const lines = splitLabel(pack.label);
  const fontSize = fitFontSize(lines, layout.width, layout.maxFont);
  const lineHeight = Math.round(fontSize * 1.12);
  const firstY = layout.nameY - ((lines.length - 1) * lineHeight) / 2 + fontSize * 0.35;
  const brandSize = Math.round(layout.maxFont * 0.5);
  const parts: string[] = [];

  parts.push(textOrBar('SOUL', BASE_X, layout.brandY, brandSize, '#FFFFFF', withText, 0.9, Math.round(brandSize * 0.35), 400));
  parts.push(`<rect x="${BASE_X - 26}" y="${layout.brandY + 14}" width="52" height="3" rx="1.5" fill="#FFFFFF" fill-opacity="0.7"/>`);
  lines.forEach((line, i) => {
    parts.push(textOrBar(line, BASE_X, firstY + i * lineHeight, fontSize, '#FFFFFF', withText, 1, 0, 700));
  });
  if (pack.caption) {
    const fs = layout.captionFont;
    const width = Math.round(pack.caption.length * fs * 0.66 + fs * 1.6);
    parts.push(
      `<rect x="${BASE_X - width / 2}" y="${layout.captionY - fs}" width="${width}" height="${Math.round(fs * 1.5)}" rx="${Math.round(fs * 0.75)}" fill="#FFFFFF"/>`,
    );
    parts.push(textOrBar(pack.caption, BASE_X, layout.captionY + fs * 0.08, fs, pack.labelColour, withText, 1, 1, 700));
  }
  return parts.join('');
}

/** The back label: small name, "text" lines and a barcode. */
function backLabel(pack: PackArt, layout: LabelLayout, withText: boolean): string {
  const half = layout.width / 2;
  const fontSize = Math.min(30, fitFontSize([pack.label], layout.width, 30));
  const top = layout.brandY - 10;
  const parts: string[] = [textOrBar(pack.label, BASE_X, top + fontSize * 0.5, fontSize, '#FFFFFF', withText, 1, 0, 700)];
  const widths = [1, 0.86, 0.94, 0.7, 0.9, 0.6];
  widths.forEach((w, i) => {
    parts.push(
      `<rect x="${BASE_X - half}" y="${top + 34 + i * 22}" width="${(layout.width * w).toFixed(0)}" height="9" rx="4.5" fill="#FFFFFF" fill-opacity="0.55"/>`,
    );
  });
  const barcodeTop = top + 34 + widths.length * 22 + 12;
  const barcodeWidth = Math.min(150, layout.width * 0.6);
  parts.push(`<rect x="${BASE_X - half}" y="${barcodeTop}" width="${barcodeWidth}" height="64" rx="6" fill="#FFFFFF"/>`);
  let x = BASE_X - half + 10;
  let i = 0;
  while (x < BASE_X - half + barcodeWidth - 14) {
    const w = [3, 2, 5, 2, 4, 3, 2][i % 7] ?? 2;
    parts.push(`<rect x="${x}" y="${barcodeTop + 8}" width="${w}" height="48" fill="#222222"/>`);
    x += w + 4;
    i++;
  }
  if (pack.caption) {
    parts.push(textOrBar(pack.caption, BASE_X + half - 40, barcodeTop + 42, 26, '#FFFFFF', withText, 0.95, 1, 700));
  }
  return parts.join('');
}

/** Centred text, or a rounded bar of about the same size when fonts are unavailable. */
function textOrBar(
  text: string,
  x: number,
  y: number,
  fontSize: number,
  fill: string,
  withText: boolean,
  opacity: number,
  letterSpacing: number,
  weight: 400 | 700,
): string {
  if (!withText) {
    const width = Math.round(text.length * fontSize * CHAR_WIDTH_EM * 0.9);
    const height = Math.round(fontSize * 0.55);
    return `<rect x="${(x - width / 2).toFixed(0)}" y="${(y - height).toFixed(0)}" width="${width}" height="${height}" rx="${(height / 2).toFixed(0)}" fill="${fill}" fill-opacity="${opacity * 0.8}"/>`;
  }
  const spacing = letterSpacing ? ` letter-spacing="${letterSpacing}"` : '';
  // Letter spacing also follows the last glyph; shift back by half to stay centred.
  return `<text x="${x + letterSpacing / 2}" y="${y.toFixed(0)}" text-anchor="middle" font-family="${FONT}" font-size="${fontSize}" font-weight="${weight}" fill="${fill}" fill-opacity="${opacity}"${spacing}>${escapeXml(text)}</text>`;
}

/** A tiny deterministic PRNG so the same image always renders the same. */
function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
