import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { problem, type Problem } from '@soul/contracts';
import { downloadState, type DownloadGrant, type DownloadState } from '@soul/domain/downloads/download-grant';
import type { DownloadRepository } from '@soul/domain/downloads/download-port';
import type { MediaStorage } from '@soul/domain/media/media-storage-port';
import type { Answer } from '../answer.ts';
import type { Clock } from '../clock.ts';

/** How long a signed link works: long enough to click, too short to pass around. */
export const DOWNLOAD_LINK_SECONDS = 15 * 60;

export interface DigitalPurchaseView extends DownloadGrant {
  state: DownloadState;
  /** The signed link, only while the file may be downloaded. */
  url: string | null;
}

/** The parts of a signed link after the grant id: `?e=<expiry, epoch s>&l=<link id>&s=<signature>`. */
export interface SignedLink {
  e?: string;
  l?: string;
  s?: string;
}

export interface OpenedDownload {
  fileName: string;
  contentType: string;
  kind: 'file' | 'video';
  size: number;
  read: (start: number, end: number) => AsyncIterable<Uint8Array>;
}

const REFUSAL: Record<Exclude<DownloadState, 'available'>, Problem> = {
  expired: problem('downloadExpired'),
  used_up: problem('downloadUsedUp'),
  revoked: problem('downloadRevoked'),
};

/**
 * Digital purchases (account §2): the signed-in buyer's files with their
 * limits, and the short-lived signed links that serve them. A link names
 * one grant, the user it was made for, its expiry and a random link id, all
 * under an HMAC, so it cannot be made up, moved to another grant or user, or
 * kept for later; each link counts one download when first used.
 */
export class DownloadService {
  constructor(
    private readonly deps: {
      downloads: DownloadRepository;
      files: MediaStorage;
      secret: string;
      clock: Clock;
    },
  ) {}

  async list(userId: number, language: string): Promise<DigitalPurchaseView[]> {
    const now = this.deps.clock.now();
    const grants = await this.deps.downloads.grantsOf(userId, language);
    return grants.map((grant) => {
      const state = downloadState(grant, now);
      return { ...grant, state, url: state === 'available' ? this.signedUrl(grant.id, userId, now) : null };
    });
  }

  async open(grantId: number, userId: number, link: SignedLink): Promise<Answer<OpenedDownload>> {
    const now = this.deps.clock.now();
    const expiry = Number(link.e);
    const linkId = link.l ?? '';
    if (!Number.isSafeInteger(expiry) || expiry * 1000 <= now.getTime() || !/^[\w-]{16,64}$/.test(linkId))
      return { ok: false, problem: problem('downloadLinkInvalid') };
    if (!this.signatureMatches(this.sign(grantId, userId, expiry, linkId), link.s ?? ''))
      return { ok: false, problem: problem('downloadLinkInvalid') };
    const used = await this.deps.downloads.useLink(grantId, userId, linkId, now);
    if (used === null) return { ok: false, problem: problem('downloadLinkInvalid') };
    if (typeof used === 'string') return { ok: false, problem: REFUSAL[used] };
    const size = await this.deps.files.size(used.storageKey);
    // A grant whose file is gone is the shop's fault, not the buyer's: a 500 that is reported.
    if (size === null) throw new Error(`digital download file missing: ${used.storageKey}`);
    return {
      ok: true,
      value: {
        fileName: used.fileName,
        contentType: used.contentType,
        kind: used.kind,
        size,
        read: (start, end) => this.deps.files.read(used.storageKey, start, end),
      },
    };
  }

  private signedUrl(grantId: number, userId: number, now: Date): string {
    const expiry = Math.floor(now.getTime() / 1000) + DOWNLOAD_LINK_SECONDS;
    const linkId = randomBytes(18).toString('base64url');
    const signature = this.sign(grantId, userId, expiry, linkId);
    return `/digital-downloads/${grantId}?e=${expiry}&l=${linkId}&s=${signature}`;
  }

  private sign(grantId: number, userId: number, expiry: number, linkId: string): string {
    return createHmac('sha256', this.deps.secret).update(`download:${grantId}:${userId}:${expiry}:${linkId}`).digest('base64url');
  }

  private signatureMatches(expected: string, given: string): boolean {
    const a = Buffer.from(expected);
    const b = Buffer.from(given);
    return a.length === b.length && timingSafeEqual(a, b);
  }
}
