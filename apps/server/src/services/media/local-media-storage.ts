import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { MediaStorage } from '@soul/domain/media/media-storage-port';

const SAFE_NAME = /^[a-z0-9][a-z0-9-]*\.[a-z0-9]+$/;

/** Media on the local disk, under the folder the server serves at /media/ (DATA_DIR/media). */
export class LocalMediaStorage implements MediaStorage {
  constructor(private readonly folder: string) {}

  async save(name: string, bytes: Uint8Array): Promise<void> {
    await mkdir(this.folder, { recursive: true });
    await writeFile(this.pathOf(name), bytes);
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
