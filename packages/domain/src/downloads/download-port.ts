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
