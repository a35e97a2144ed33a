import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { ReviewsAnswer } from '@soul/contracts';
import { DEMO_ACCOUNTS } from '@soul/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccountClients } from '../../../test/account-clients.ts';
import { StoreClient } from '../../../test/store-client.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createStockedProduct } from '../../../test/test-products.ts';

/**
 * Review videos (storefront §5): an MP4/MOV/AVI container by its signature,
 * up to 250 MB, streamed to disk while it arrives; review media served only
 * for approved reviews (administrators see pending ones), with Range support.
 */
let t: TestApp;
let clients: AccountClients;
let mediaDir: string;
beforeAll(async () => {
  mediaDir = await mkdtemp(path.join(tmpdir(), 'soul-review-video-'));
  t = await createTestApp({ reviewsPerHour: 100_000, reviewMediaDir: mediaDir });
  clients = new AccountClients(t);
});
afterAll(async () => t.close());

const BOUNDARY = '----soulvideo';

/** A minimal MP4: an `ftyp` box (brand isom), an empty `moov` and an `mdat` with some bytes. */
function tinyMp4(): Buffer {
  const box = (type: string, body: Buffer) => {
    const head = Buffer.alloc(8);
    head.writeUInt32BE(8 + body.length, 0);
    head.write(type, 4, 'latin1');
    return Buffer.concat([head, body]);
  };
  const ftyp = box(
    'ftyp',
    Buffer.concat([Buffer.from('isom', 'latin1'), Buffer.from([0, 0, 2, 0]), Buffer.from('isomiso2avc1mp41', 'latin1')]),
  );
  return Buffer.concat([ftyp, box('moov', Buffer.alloc(0)), box('mdat', randomBytes(4000))]);
}

const fields = (productId: number, text: string) => ({
  comment_post_ID: String(productId),
  review_rating: '5',
  review_name: 'Rūta',
  email: `video-${randomBytes(4).toString('hex')}@example.lt`,
  review_title: 'Watch',
  review_comment: text,
});

function head(values: Record<string, string>, file: { name: string; type: string }): Buffer {
  const parts = Object.entries(values).map(
    ([name, value]) => `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  parts.push(
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="review_attachment_file"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
  );
  return Buffer.from(parts.join(''));
}
const tail = Buffer.from(`\r\n--${BOUNDARY}--\r\n`);

async function post(payload: Buffer | Readable, lang = '') {
  const client = await new StoreClient(t.app).start();
  const nonce = await clients.restNonce(client);
  return client.site('POST', `/wp-json/soul/v1/reviews${lang ? `?lang=${lang}` : ''}`, payload, {
    'x-wp-nonce': nonce,
    'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
  });
}

const stored = async () => (await readdir(mediaDir).catch(() => [] as string[])).filter((f) => f.startsWith('review-'));
const uploads = async () => (await readdir(tmpdir())).filter((f) => f.startsWith('soul-upload-'));

async function adminAttachment(productId: number) {
  const admin = await clients.signedIn(DEMO_ACCOUNTS.administrator);
  const listed = (await admin.site('GET', `/wp-json/soul/v1/admin/reviews?product=${productId}`)).json() as {
    id: number;
    attachment: { type: string; src: string; content_type?: string; poster?: string; sizes?: { src: string }[] } | null;
  }[];
  return { admin, review: listed[0] };
}

describe('review videos', () => {
  it('stores a small MP4 as it came; pending it is the administrators only, approved anyone may play and seek it', async () => {
    const id = await createStockedProduct(t.database, { stock: 5 });
    const mp4 = tinyMp4();
    const sent = await post(
      Buffer.concat([head(fields(id, 'A video.'), { name: 'clip.bin', type: 'application/octet-stream' }), mp4, tail]),
    );
    expect(sent.statusCode).toBe(201);
    expect((await stored()).filter((f) => f.endsWith('.mp4'))).toHaveLength(1);

    const { admin, review } = await adminAttachment(id);
    expect(review?.attachment).toMatchObject({ type: 'video', content_type: 'video/mp4' });
    const url = new URL(review?.attachment?.src ?? 'http://x/').pathname;
    expect(url).toMatch(/^\/review-media\/review-[0-9a-f]{32}\.mp4$/);

    // Pending: a visitor who has the link gets the same 404 as for a name that does not exist.
    expect((await t.app.inject({ url })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/media/' + url.split('/').pop() })).statusCode).toBe(404);
    const asAdmin = await admin.site('GET', url);
    expect(asAdmin.statusCode).toBe(200);
    expect(asAdmin.rawPayload.equals(mp4)).toBe(true);

    const nonce = await clients.restNonce(admin);
    const approved = await admin.site(
      'PUT',
      `/wp-json/soul/v1/admin/reviews/${review?.id}`,
      { status: 'approved' },
      {
        'x-wp-nonce': nonce,
        'content-type': 'application/json',
      },
    );
    expect(approved.statusCode).toBe(200);

    const shown = (await t.app.inject({ url: `/wp-json/soul/v1/reviews?product=${id}&scope=current_only` })).json() as ReviewsAnswer;
    const attachment = shown.reviews[0]?.attachment;
    expect(attachment?.type).toBe('video');
    const ranged = await t.app.inject({ url, headers: { range: 'bytes=0-99' } });
    expect(ranged.statusCode).toBe(206);
    expect(ranged.headers['content-range']).toBe(`bytes 0-99/${mp4.length}`);
    expect(ranged.headers['accept-ranges']).toBe('bytes');
    expect(ranged.headers['content-type']).toBe('video/mp4');
    expect(ranged.rawPayload.equals(mp4.subarray(0, 100))).toBe(true);
    const suffix = await t.app.inject({ url, headers: { range: 'bytes=-10' } });
    expect(suffix.statusCode).toBe(206);
    expect(suffix.rawPayload.equals(mp4.subarray(mp4.length - 10))).toBe(true);
    expect((await t.app.inject({ url, headers: { range: `bytes=${mp4.length}-` } })).statusCode).toBe(416);
    const poster = await t.app.inject({
      url: new URL(attachment?.type === 'video' ? (attachment.poster ?? 'http://x/') : 'http://x/').pathname,
    });
    expect(poster.statusCode).toBe(200);
    expect(poster.headers['content-type']).toContain('image/svg+xml');

    // Taken down again: no longer public.
    await admin.site(
      'PUT',
      `/wp-json/soul/v1/admin/reviews/${review?.id}`,
      { status: 'rejected' },
      {
        'x-wp-nonce': nonce,
        'content-type': 'application/json',
      },
    );
    expect((await t.app.inject({ url })).statusCode).toBe(404);
  });

  it("keeps a pending review's photo from visitors, not from administrators", async () => {
    const id = await createStockedProduct(t.database, { stock: 5 });
    // A 1×1 GIF.
    const gif = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
    expect((await post(Buffer.concat([head(fields(id, 'A photo.'), { name: 'a.gif', type: 'image/gif' }), gif, tail]))).statusCode).toBe(
      201,
    );
    const { admin, review } = await adminAttachment(id);
    const url = new URL(review?.attachment?.sizes?.[0]?.src ?? 'http://x/').pathname;
    expect(url).toMatch(/^\/review-media\/review-[0-9a-f]{32}-320\.webp$/);
    expect((await t.app.inject({ url })).statusCode).toBe(404);
    expect((await admin.site('GET', url)).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/review-media/..%2Fsecret.mp4' })).statusCode).toBe(404);
  });

  it('refuses a file that claims to be a video but is not, en and lt', async () => {
    const id = await createStockedProduct(t.database, { stock: 5 });
    const before = (await stored()).length;
    for (const [lang, text] of [
      ['en', 'Invalid file type. Only H.264 (MP4, MOV), MPEG-4 and AVI videos are allowed.'],
      ['lt', 'Netinkamas failo tipas. Leidžiami tik H.264 (MP4, MOV), MPEG-4 ir AVI vaizdo įrašai.'],
    ] as const) {
      const php = Buffer.from('<?php system($_GET["c"]); ?>');
      const refused = await post(
        Buffer.concat([head(fields(id, `Fake ${lang}.`), { name: 'clip.mp4', type: 'video/mp4' }), php, tail]),
        lang,
      );
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ code: 'soul_invalid_file_type', message: text });
    }
    expect(await stored()).toHaveLength(before);
  });

  it('refuses a 251 MB video while it streams, without holding it in memory, en and lt; nothing is kept', async () => {
    const id = await createStockedProduct(t.database, { stock: 5 });
    const before = (await stored()).length;
    const tempBefore = (await uploads()).length;
    for (const [lang, text] of [
      ['en', 'File size exceeds 250MB limit.'],
      ['lt', 'Failas viršija 250 MB dydžio ribą.'],
    ] as const) {
      const chunk = Buffer.alloc(1024 * 1024, 7);
      let left = 251;
      const body = Readable.from(
        (function* () {
          yield head(fields(id, `Big ${lang}.`), { name: 'big.mp4', type: 'video/mp4' });
          yield tinyMp4();
          while (left-- > 0) yield chunk;
          yield tail;
        })(),
      );
      const start = process.memoryUsage().rss;
      let peak = start;
      const sampler = setInterval(() => {
        peak = Math.max(peak, process.memoryUsage().rss);
      }, 20);
      const refused = await post(body, lang);
      clearInterval(sampler);
      expect(refused.statusCode).toBe(413);
      expect(refused.json()).toMatchObject({ code: 'soul_file_too_large', message: text });
      // A buffered upload would add 251 MB; streaming keeps the growth to a few chunks.
      expect(peak - start).toBeLessThan(150 * 1024 * 1024);
    }
    expect(await stored()).toHaveLength(before);
    expect(await uploads()).toHaveLength(tempBefore);
  }, 120_000);
});
