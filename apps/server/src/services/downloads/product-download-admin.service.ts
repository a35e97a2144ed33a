import type { AdminActor } from '@soul/domain/audit/admin-audit';
import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { open } from 'node:fs/promises';
import { problem } from '@soul/contracts';
import type {
  ProductDownload,
  ProductDownloadChanges,
  ProductDownloadQuery,
  ProductDownloadRepository,
} from '@soul/domain/downloads/download-port';
import type { MediaStorage } from '@soul/domain/media/media-storage-port';
import type { Answer } from '../answer.ts';
import { downloadFileKindOf } from './download-file-kind.ts';

/** The largest file a product may deliver (a video course chapter). */
export const PRODUCT_DOWNLOAD_MAX_BYTES = 500 * 1024 * 1024;

export interface NewProductDownload {
  productId: number;
  name: string;
  downloadLimit: number | null;
  accessDays: number | null;
}

/**
 * The back office's product files (soul/v1/admin/product-downloads): list,
 * read, upload (checked by content, stored under a random key, never served
 * but through a buyer's signed link), change the name, limit and access
 * days, and remove a file nobody has bought. Changes apply to purchases made
 * after them; a purchase keeps the limit and expiry it was granted with.
 */
export class ProductDownloadAdminService {
  constructor(
    private readonly deps: {
      downloads: ProductDownloadRepository;
      files: MediaStorage;
    },
  ) {}

  list(query: ProductDownloadQuery, language: string) {
    return this.deps.downloads.listDownloads(query, language);
  }

  async find(id: number, language: string): Promise<Answer<ProductDownload>> {
    const found = await this.deps.downloads.findDownload(id, language);
    return found ? { ok: true, value: found } : { ok: false, problem: problem('productDownloadNotFound') };
  }

  async create(
    input: NewProductDownload,
    upload: { path: string; size: number },
    language: string,
    actor: AdminActor,
  ): Promise<Answer<ProductDownload>> {
    if (upload.size > PRODUCT_DOWNLOAD_MAX_BYTES) return { ok: false, problem: problem('productDownloadTooLarge') };
    const kind = downloadFileKindOf(await firstBytes(upload.path));
    if (!kind) return { ok: false, problem: problem('productDownloadFileRefused') };
    const storageKey = `download-${randomBytes(16).toString('hex')}.${kind.extension}`;
    await this.deps.files.saveStream(storageKey, createReadStream(upload.path), kind.contentType);
    const id = await this.deps.downloads.createDownload(
      {
        productId: input.productId,
        name: input.name,
        fileName: `${fileStem(input.name)}.${kind.extension}`,
        kind: kind.kind,
        contentType: kind.contentType,
        storageKey,
        downloadLimit: input.downloadLimit,
        accessDays: input.accessDays,
      },
      actor,
    );
    if (id === null) {
      await this.deps.files.remove(storageKey);
      return { ok: false, problem: problem('productDownloadProductUnknown') };
    }
    return this.find(id, language);
  }

  async update(id: number, changes: ProductDownloadChanges, language: string, actor: AdminActor): Promise<Answer<ProductDownload>> {
    if (!(await this.deps.downloads.updateDownload(id, changes, actor))) return { ok: false, problem: problem('productDownloadNotFound') };
    return this.find(id, language);
  }

  async remove(id: number, language: string, actor: AdminActor): Promise<Answer<ProductDownload>> {
    const found = await this.find(id, language);
    if (!found.ok) return found;
    const removed = await this.deps.downloads.deleteDownload(id, actor);
    if (removed === null) return { ok: false, problem: problem('productDownloadNotFound') };
    if (removed === 'granted') return { ok: false, problem: problem('productDownloadInUse') };
    await this.deps.files.remove(found.value.storageKey);
    return found;
  }
}

/** The name a buyer's browser saves the file under: the file's name in plain ASCII letters. */
function fileStem(name: string): string {
  const stem = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80);
  return stem || 'download';
}

/** Enough of a file for every signature downloadFileKindOf knows (an EPUB's `mimetype` entry ends at byte 58). */
async function firstBytes(file: string): Promise<Uint8Array> {
  const handle = await open(file, 'r');
  try {
    const buffer = Buffer.alloc(64);
    const { bytesRead } = await handle.read(buffer, 0, buffer.length, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}
