import { problem, type Language } from '@soul/contracts';
import type { MediaStorage } from '@soul/domain/media/media-storage-port';
import type { UserUpload, UserUploadRepository } from '@soul/domain/media/user-upload';
import { webpSize } from '@soul/domain/media/webp-size';
import type { Answer } from '../answer.ts';
import type { CatalogueService } from '../catalogue.service.ts';

/** Who reads the media list: their own uploads; an administrator anyone's. */
export interface MediaReader {
  userId: number;
  administrator: boolean;
}

export interface UserMediaListQuery {
  /** Administrators only: one uploader's; ignored for anyone else, who always gets their own. */
  author: number | null;
  mimeType: string | null;
  orderby: 'date' | 'id';
  order: 'asc' | 'desc';
  page: number;
  perPage: number;
}

/** One stored file of an upload (a review photo has one per width). */
export interface UploadFile {
  name: string;
  width: number | null;
  height: number | null;
  bytes: number;
}

/** An upload with what the answer tells about its files. */
export interface UserMediaItem {
  upload: UserUpload;
  /** Smallest first; the last is the full size. */
  files: UploadFile[];
  productName: string | null;
}

/** Bytes enough for a WebP's size (`webpSize`). */
const HEAD_BYTES = 30;

/**
 * The user's own uploads as WordPress's media list (account §7): the
 * profile photo and review attachments, by the stable ids of
 * `user_uploads`. Someone else's upload is the same "not found" as an
 * unknown id, so ids cannot be probed; administrators see everyone's.
 */
export class UserMediaService {
  constructor(
    private readonly deps: {
      uploads: UserUploadRepository;
      /** Where review media files are (their sizes and the first bytes of photos). */
      reviewMedia: MediaStorage;
      catalogue: Pick<CatalogueService, 'domainProducts'>;
    },
  ) {}

  async list(
    reader: MediaReader,
    query: UserMediaListQuery,
    language: Language,
  ): Promise<Answer<{ items: UserMediaItem[]; total: number }>> {
    const owner = reader.administrator ? query.author : reader.userId;
    const { rows, total } = await this.deps.uploads.list({ ...query, owner });
    // WordPress: a page past the last one is an error, unless there is nothing at all.
    if (rows.length === 0 && total > 0 && query.page > 1) return { ok: false, problem: problem('mediaPageInvalid') };
    return { ok: true, value: { items: await this.describe(rows, language), total } };
  }

  async one(reader: MediaReader, id: number, language: Language): Promise<Answer<UserMediaItem>> {
    const upload = await this.deps.uploads.byId(id);
    if (!upload || !(reader.administrator || upload.userId === reader.userId)) return { ok: false, problem: problem('mediaNotFound') };
    const [item] = await this.describe([upload], language);
    return item ? { ok: true, value: item } : { ok: false, problem: problem('mediaNotFound') };
  }

  private async describe(uploads: UserUpload[], language: Language): Promise<UserMediaItem[]> {
    const productIds = uploads.flatMap((u) => (u.review ? [u.review.productId] : []));
    const products = productIds.length > 0 ? await this.deps.catalogue.domainProducts([...new Set(productIds)], language) : new Map();
    return Promise.all(
      uploads.map(async (upload) => ({
        upload,
        files: await this.filesOf(upload),
        productName: upload.review ? (products.get(upload.review.productId)?.text.name ?? null) : null,
      })),
    );
  }

  private async filesOf(upload: UserUpload): Promise<UploadFile[]> {
    if (upload.photo) {
      const size = webpSize(upload.photo.head);
      return [{ name: 'profile-photo.webp', width: size?.width ?? null, height: size?.height ?? null, bytes: upload.photo.bytes }];
    }
    const review = upload.review;
    if (!review) return [];
    if (upload.kind === 'review_video')
      return [{ name: review.fileKey, width: null, height: null, bytes: (await this.deps.reviewMedia.size(review.fileKey)) ?? 0 }];
    return Promise.all(
      review.widths.map(async (width) => {
        const name = `${review.fileKey}-${width}.webp`;
        const size = webpSize(await this.head(name));
        return { name, width: size?.width ?? width, height: size?.height ?? null, bytes: (await this.deps.reviewMedia.size(name)) ?? 0 };
      }),
    );
  }

  private async head(name: string): Promise<Uint8Array> {
    const chunks: Uint8Array[] = [];
    try {
      for await (const chunk of this.deps.reviewMedia.read(name, 0, HEAD_BYTES - 1)) chunks.push(chunk);
    } catch {
      // A missing file has no size to tell; the answer says so with nulls.
      return new Uint8Array(0);
    }
    return Buffer.concat(chunks);
  }
}
