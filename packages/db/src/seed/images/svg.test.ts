import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { demoMedia } from '../media.ts';
import { renderMediaFiles } from './generate.ts';
import { IMAGE_WIDTHS, imageFileName } from '@soul/domain/products/image-sizes';
import { buildProductSvg, escapeXml, fitFontSize, splitLabel, type ProductArt } from './svg.ts';

const art: ProductArt = {
  view: 'front',
  packs: [{ shape: 'jar', label: 'Zinc & Selenium', caption: '25G', labelColour: '#2E6AB3' }],
  background: ['#E8F0FC', '#BBD2F3'],
  accent: '#F5B942',
  withText: true,
  seed: 1,
};

describe('product image SVG', () => {
  it('draws the label text, escaped', () => {
    const svg = buildProductSvg(art);
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg" width="1000" height="1000"')).toBe(true);
    expect(svg).toContain('>Zinc &#38;</text>');
    expect(svg).toContain('>Selenium</text>');
    expect(svg).toContain('>25G</text>');
    expect(svg).not.toContain('& ');
  });

  it('draws bars instead of text when fonts are unavailable', () => {
    const svg = buildProductSvg({ ...art, withText: false });
    expect(svg).not.toContain('<text');
    expect(svg).not.toContain('Selenium');
  });

  it('is deterministic, and its views differ', () => {
    expect(buildProductSvg(art)).toBe(buildProductSvg(art));
    const views = (['front', 'angle', 'back'] as const).map((view) => buildProductSvg({ ...art, view }));
    expect(new Set(views).size).toBe(3);
  });

  it('is a valid 1000 × 1000 SVG for every shape and for three packs', async () => {
    const pack = art.packs[0]!;
    for (const packs of [[{ ...pack, shape: 'pouch' as const }], [{ ...pack, shape: 'bottle' as const }], [pack, pack, pack]]) {
      const meta = await sharp(Buffer.from(buildProductSvg({ ...art, packs }))).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['svg', 1000, 1000]);
    }
  });

  it('splits long labels into two balanced lines and fits them', () => {
    expect(splitLabel('Gut Balance')).toEqual(['Gut Balance']);
    expect(splitLabel('Biotin Hair & Nails')).toEqual(['Biotin Hair', '& Nails']);
    expect(splitLabel('Electrolyte Sticks')).toEqual(['Electrolyte', 'Sticks']);
    expect(fitFontSize(['Gut'], 330, 58)).toBe(58);
    const size = fitFontSize(['Electrolyte'], 280, 52);
    expect(size * 0.64 * 'Electrolyte'.length).toBeLessThanOrEqual(280);
  });

  it('escapes XML specials', () => {
    expect(escapeXml(`<a & "b" 'c'>`)).toBe('&#60;a &#38; &#34;b&#34; &#39;c&#39;&#62;');
  });
});

describe('demo media', () => {
  it('gives every image a unique file key and both alt texts', () => {
    const entries = demoMedia();
    expect(new Set(entries.map((e) => e.fileKey)).size).toBe(entries.length);
    expect(entries.map((e) => e.id)).toEqual(entries.map((_, i) => i + 1));
    for (const entry of entries) {
      expect(entry.fileKey).toMatch(/^[a-z0-9-]+-[1-3]$/);
      expect(entry.alt.en).not.toBe(entry.alt.lt);
    }
  });

  it('renders webp files in every width, once', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'soul-images-'));
    try {
      const entries = demoMedia().filter((e) => e.fileKey === 'energy-complex-2' || e.fileKey === 'immune-essentials-bundle-1');
      expect(entries).toHaveLength(2);
      await renderMediaFiles(entries, dir);
      for (const entry of entries) {
        for (const width of IMAGE_WIDTHS) {
          const meta = await sharp(path.join(dir, imageFileName(entry.fileKey, width))).metadata();
          expect([meta.format, meta.width, meta.height]).toEqual(['webp', width, width]);
        }
      }
      const file = path.join(dir, imageFileName('energy-complex-2', 300));
      const before = (await stat(file)).mtimeMs;
      await renderMediaFiles(entries, dir);
      expect((await stat(file)).mtimeMs).toBe(before);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
