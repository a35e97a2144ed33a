/**
 * Where uploaded media files live (DESIGN §5: one interface; local disk by
 * default, object storage a configuration away). Names are flat and made by
 * the shop (`review-<random>-640.webp`), never by a client.
 */
export interface MediaStorage {
  save(name: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** Removes a file; a missing one is no error. */
  remove(name: string): Promise<void>;
}
