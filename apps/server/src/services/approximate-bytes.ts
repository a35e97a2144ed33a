/** What a JavaScript object or array costs beyond its contents (header, hidden class, backing store), roughly. */
const OBJECT_OVERHEAD = 48;
/** A property or element slot. */
const SLOT = 8;

/**
 * Roughly how much memory a cached value holds, for byte-bounded caches:
 * strings at two bytes a character (the worst case: V8 keeps text that is
 * not Latin-1, e.g. Lithuanian, at two bytes), buffers and typed arrays at
 * their length, objects and arrays at their contents plus a fixed overhead.
 * Over- rather than under-estimates; an object reached twice (shared, or
 * in a cycle) is counted once.
 */
export function approximateBytes(value: unknown, seen: Set<object> = new Set()): number {
  if (typeof value === 'string') return value.length * 2 + 16;
  if (typeof value !== 'object' || value === null) return SLOT;
  if (seen.has(value)) return SLOT;
  seen.add(value);
  if (ArrayBuffer.isView(value)) return value.byteLength + OBJECT_OVERHEAD;
  let bytes = OBJECT_OVERHEAD;
  if (Array.isArray(value)) {
    for (const item of value as unknown[]) bytes += SLOT + approximateBytes(item, seen);
    return bytes;
  }
  for (const [key, item] of Object.entries(value)) bytes += SLOT + key.length + approximateBytes(item, seen);
  return bytes;
}
