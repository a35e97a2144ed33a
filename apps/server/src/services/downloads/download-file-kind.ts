import { videoKindOf } from '../reviews/review-video.ts';

/** What a product file is, told from its first bytes (never the name or type the client gave). */
export interface DownloadFileKind {
  kind: 'file' | 'video';
  extension: string;
  contentType: string;
}

/**
 * Files a digital product may deliver: PDF (`%PDF-`), ZIP and EPUB (a ZIP
 * whose first entry is `mimetype` = application/epub+zip), and the videos
 * the shop's player plays (the review videos' containers).
 */
export function downloadFileKindOf(head: Uint8Array): DownloadFileKind | null {
  const text = Buffer.from(head).toString('latin1');
  if (text.startsWith('%PDF-')) return { kind: 'file', extension: 'pdf', contentType: 'application/pdf' };
  if (text.startsWith('PK\u0003\u0004')) {
    const epub = text.includes('mimetypeapplication/epub+zip');
    return epub
      ? { kind: 'file', extension: 'epub', contentType: 'application/epub+zip' }
      : { kind: 'file', extension: 'zip', contentType: 'application/zip' };
  }
  const video = videoKindOf(head);
  return video ? { kind: 'video', extension: video.extension, contentType: video.contentType } : null;
}
