/**
 * The width and height a WebP file's first 30 bytes give (RIFF header and
 * its first chunk: lossy `VP8 `, lossless `VP8L` or extended `VP8X`); null
 * for anything else. The shop stores every photo as WebP, so the media list
 * can tell a photo's size without decoding it.
 */
export function webpSize(head: Uint8Array): { width: number; height: number } | null {
  if (head.length < 30) return null;
  const text = (from: number, length: number) => String.fromCharCode(...head.subarray(from, from + length));
  if (text(0, 4) !== 'RIFF' || text(8, 4) !== 'WEBP') return null;
  const chunk = text(12, 4);
  const at = (i: number) => head[i] ?? 0;
  if (chunk === 'VP8 ') {
    // After the frame tag (3 bytes) and start code (3 bytes): 14-bit width and height.
    return { width: (at(26) | (at(27) << 8)) & 0x3fff, height: (at(28) | (at(29) << 8)) & 0x3fff };
  }
  if (chunk === 'VP8L') {
    // After the signature byte 0x2f: width − 1 and height − 1, 14 bits each.
    const bits = at(21) | (at(22) << 8) | (at(23) << 16) | (at(24) << 24);
    return { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
  }
  if (chunk === 'VP8X') {
    return { width: 1 + (at(24) | (at(25) << 8) | (at(26) << 16)), height: 1 + (at(27) | (at(28) << 8) | (at(29) << 16)) };
  }
  return null;
}
