export interface LruCacheLimits {
  /** At most this many entries. */
  maxEntries?: number;
  /**
   * At most this many bytes, as told by `set`/`resize`: for caches whose
   * entries differ in size by orders of magnitude (a listing of 1 product or
   * of 100), where a count of entries bounds nothing.
   */
  maxBytes?: number;
}

interface Entry<V> {
  value: V;
  bytes: number;
}

/**
 * A small least-recently-used cache. Catalogue answers are cached per
 * instance and dropped wholesale when the catalogue changes, so all this needs
 * is a bound on memory and `clear()`. The least recently used entries go
 * first whenever either limit is passed; an entry bigger than the whole byte
 * budget is not kept at all (it would only push everything else out).
 */
export class LruCache<V> {
  private readonly entries = new Map<string, Entry<V>>();
  private readonly maxEntries: number;
  private readonly maxBytes: number;
  private totalBytes = 0;

  constructor(limits: number | LruCacheLimits) {
    const { maxEntries, maxBytes } = typeof limits === 'number' ? { maxEntries: limits, maxBytes: undefined } : limits;
    this.maxEntries = maxEntries ?? Number.POSITIVE_INFINITY;
    this.maxBytes = maxBytes ?? Number.POSITIVE_INFINITY;
  }

  get(key: string): V | undefined {
    const entry = this.entries.get(key);
    if (entry === undefined) return undefined;
    // Re-insert to mark as most recently used (Map keeps insertion order).
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.value;
  }

  /** Stores `value` as `bytes` big (0 when the cache is bounded by entries only). */
  set(key: string, value: V, bytes = 0): void {
    this.delete(key);
    if (bytes > this.maxBytes) return;
    this.entries.set(key, { value, bytes });
    this.totalBytes += bytes;
    this.evict();
  }

  /**
   * Tells the size of an entry once it is known (a cached promise that has
   * resolved). Does nothing if `key` no longer holds `value`: it was replaced,
   * evicted or cleared meanwhile.
   */
  resize(key: string, value: V, bytes: number): void {
    const entry = this.entries.get(key);
    if (!entry || entry.value !== value) return;
    if (bytes > this.maxBytes) {
      this.delete(key);
      return;
    }
    this.totalBytes += bytes - entry.bytes;
    entry.bytes = bytes;
    this.evict();
  }

  delete(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.totalBytes -= entry.bytes;
  }

  clear(): void {
    this.entries.clear();
    this.totalBytes = 0;
  }

  get size(): number {
    return this.entries.size;
  }

  /** The sum of the sizes told for the entries held. */
  get bytes(): number {
    return this.totalBytes;
  }

  private evict(): void {
    while (this.entries.size > this.maxEntries || this.totalBytes > this.maxBytes) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) return;
      this.delete(oldest);
    }
  }
}
