import type sharp from 'sharp';

type Sharp = typeof sharp;

/**
 * Whether SVG text renders as real glyphs here. librsvg finds fonts through
 * fontconfig; on a machine without fonts it draws empty "tofu" boxes, which
 * look worse than no text. Real glyphs differ in width ("W" is far wider than
 * "i"), boxes do not, so comparing their ink tells the two apart.
 */
export async function canRenderText(render: Sharp): Promise<boolean> {
  try {
    const wide = await inkOf(render, 'WWWW');
    const narrow = await inkOf(render, 'iiii');
    return narrow > 0 && wide > narrow * 2;
  } catch {
    return false;
  }
}

async function inkOf(render: Sharp, text: string): Promise<number> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="120"><rect width="400" height="120" fill="#FFFFFF"/><text x="10" y="95" font-family="sans-serif" font-weight="700" font-size="90" fill="#000000">${text}</text></svg>`;
  const { data } = await render(Buffer.from(svg)).greyscale().raw().toBuffer({ resolveWithObject: true });
  let ink = 0;
  for (const value of data) if (value < 128) ink++;
  return ink;
}
