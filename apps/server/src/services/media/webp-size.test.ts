import { webpSize } from '@soul/domain/media/webp-size';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';

/** `webpSize` against real encoder output: lossy (`VP8 `), lossless (`VP8L`) and extended with alpha (`VP8X`). */
describe('webpSize', () => {
  const image = (width: number, height: number, channels: 3 | 4) =>
    sharp({ create: { width, height, channels, background: { r: 10, g: 20, b: 30, alpha: 0.5 } } });

  it.each([
    ['lossy', { quality: 80 }, 3, 641, 427],
    ['lossless', { lossless: true }, 3, 320, 213],
    ['with alpha', { quality: 80 }, 4, 1280, 853],
  ] as const)('reads a %s file’s width and height from its first 30 bytes', async (_kind, options, channels, width, height) => {
    const bytes = await image(width, height, channels).webp(options).toBuffer();
    expect(webpSize(bytes.subarray(0, 30))).toEqual({ width, height });
  });

  it('answers null for anything else', async () => {
    expect(webpSize(await image(10, 10, 3).png().toBuffer())).toBeNull();
    expect(webpSize(new Uint8Array(10))).toBeNull();
  });
});
