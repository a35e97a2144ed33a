import { describe, expect, it } from 'vitest';
import { downloadFileKindOf } from './download-file-kind.ts';

const bytes = (text: string) => Buffer.from(text, 'latin1');

describe('downloadFileKindOf', () => {
  it('knows PDF, ZIP, EPUB and the player’s videos by their first bytes', () => {
    expect(downloadFileKindOf(bytes('%PDF-1.7\n'))).toMatchObject({ kind: 'file', extension: 'pdf' });
    expect(downloadFileKindOf(bytes('PK\u0003\u0004\u0014\u0000\u0000\u0000\u0008\u0000abc'))).toMatchObject({ extension: 'zip' });
    const epub = `PK\u0003\u0004${'\u0000'.repeat(26)}mimetypeapplication/epub+zip`;
    expect(downloadFileKindOf(bytes(epub))).toMatchObject({ extension: 'epub', contentType: 'application/epub+zip' });
    expect(downloadFileKindOf(bytes('\u0000\u0000\u0000\u0018ftypisom\u0000\u0000'))).toMatchObject({ kind: 'video', extension: 'mp4' });
  });

  it('refuses anything else, whatever it is called', () => {
    expect(downloadFileKindOf(bytes('\u0089PNG\r\n\u001a\n'))).toBeNull();
    expect(downloadFileKindOf(bytes('<html><script>'))).toBeNull();
    expect(downloadFileKindOf(bytes(''))).toBeNull();
  });
});
