/**
 * Where uploaded media files live (DESIGN §5: one interface; local disk by
 * default, object storage a configuration away). Names are flat and made by
 * the shop (`review-<random>-640.webp`), never by a client.
 */
export interface MediaStorage {
  save(name: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** Writes a file from a stream of chunks (a video: never held whole in memory); a half-written file is removed. */
  saveStream(name: string, chunks: AsyncIterable<Uint8Array>, contentType: string): Promise<void>;
  /** A stored file's size in bytes; null when there is none. */
  size(name: string): Promise<number | null>;
  /** A stored file's bytes from `start` to `end` (inclusive), as a stream (range requests). */
  read(name: string, start: number, end: number): AsyncIterable<Uint8Array>;
  /** Removes a file; a missing one is no error. */
  remove(name: string): Promise<void>;
}
