import type { AdminActor } from '../audit/admin-audit.ts';
import type { DownloadGrant, DownloadState } from './download-grant.ts';

/** The file a used link serves. */
export interface DownloadFile {
  fileName: string;
  contentType: string;
  storageKey: string;
  kind: 'file' | 'video';
}

/** Digital purchases in storage (packages/db implements it); every write in one transaction. */
export interface DownloadRepository {
  /** The user's grants, newest purchase first, names in `language`. */
  grantsOf(userId: number, language: string): Promise<DownloadGrant[]>;
  /**
   * Uses a signed link: the first use of `linkId` takes one download from
   * the grant (under the grant's row lock), later uses of the same link
   * (a video player's range requests) take none. Answers the file, or why
   * not (the grant's state at `now`), or null for no such grant of this user.
   */
  useLink(grantId: number, userId: number, linkId: string, now: Date): Promise<DownloadFile | Exclude<DownloadState, 'available'> | null>;
}

/** A product's file as the back office sees it, with how many purchases it was granted to. */
export interface ProductDownload {
  id: number;
  productId: number;
  productName: string;
  name: string;
  fileName: string;
  kind: 'file' | 'video';
  contentType: string;
  storageKey: string;
  downloadLimit: number | null;
  accessDays: number | null;
  position: number;
  grants: number;
}

export interface ProductDownloadChanges {
  name: string;
  downloadLimit: number | null;
  accessDays: number | null;
  position: number;
}

export interface ProductDownloadQuery {
  search?: string | undefined;
  productId?: number | undefined;
  page: number;
  perPage: number;
  orderBy: 'id' | 'product_id' | 'name';
  order: 'asc' | 'desc';
}

/** The back office's side of the product files (soul/v1/admin/product-downloads). */
export interface ProductDownloadRepository {
  listDownloads(query: ProductDownloadQuery, language: string): Promise<{ rows: ProductDownload[]; total: number }>;
  findDownload(id: number, language: string): Promise<ProductDownload | null>;
  /** The new file's id, or null when the product does not exist. */
  createDownload(input: Omit<ProductDownload, 'id' | 'productName' | 'grants' | 'position'>, actor: AdminActor): Promise<number | null>;
  updateDownload(id: number, changes: ProductDownloadChanges, actor: AdminActor): Promise<boolean>;
  /** Removes a file nobody bought yet; 'granted' when purchases hold it (they keep their access), null when unknown. */
  deleteDownload(id: number, actor: AdminActor): Promise<'deleted' | 'granted' | null>;
}
