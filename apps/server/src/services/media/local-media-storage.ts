import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { MediaStorage } from '@soul/domain/media/media-storage-port';

const SAFE_NAME = /^[a-z0-9][a-z0-9-]*\.[a-z0-9]+$/;

/** Media on the local disk, in one folder (product images: DATA_DIR/media, served at /media/; review media: DATA_DIR/review-media, served by a checked route). */
export class LocalMediaStorage implements MediaStorage {
  constructor(private readonly folder: string) {}

  async save(name: string, bytes: Uint8Array): Promise<void> {
    await mkdir(this.folder, { recursive: true });
    await writeFile(this.pathOf(name), bytes);
  }

  async saveStream(name: string, chunks: AsyncIterable<Uint8Array>): Promise<void> {
    await mkdir(this.folder, { recursive: true });
    const target = this.pathOf(name);
    try {
      await pipeline(Readable.from(chunks), createWriteStream(target, { flags: 'wx' }));
    } catch (error) {
      await rm(target, { force: true });
      throw error;
    }
  }

  async size(name: string): Promise<number | null> {
    try {
      const info = await stat(this.pathOf(name));
      return info.isFile() ? info.size : null;
    } catch {
      return null;
    }
  }

  read(name: string, start: number, end: number): AsyncIterable<Uint8Array> {
    return createReadStream(this.pathOf(name), { start, end });
  }

  async remove(name: string): Promise<void> {
    await rm(this.pathOf(name), { force: true });
  }

  /** Only the shop's own flat names: nothing can climb out of the folder. */
  private pathOf(name: string): string {
    if (!SAFE_NAME.test(name)) throw new Error(`not a media file name: ${name}`);
    return path.join(this.folder, name);
  }
}
