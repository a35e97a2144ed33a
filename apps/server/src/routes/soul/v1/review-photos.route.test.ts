import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ReviewsAnswer } from '@soul/contracts';
import { DEMO_ACCOUNTS } from '@soul/db';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccountClients } from '../../../test/account-clients.ts';
import { StoreClient } from '../../../test/store-client.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createStockedProduct } from '../../../test/test-products.ts';

/**
 * Review photos (storefront §5): JPEG, PNG or GIF by content, at most 5 MB,
 * re-encoded without metadata in the sizes served; refused uploads store
 * nothing. The media folder is this file's own, so its files can be counted.
 */
let t: TestApp;
let clients: AccountClients;
let mediaDir: string;
beforeAll(async () => {
  mediaDir = await mkdtemp(path.join(tmpdir(), 'soul-review-media-'));
  t = await createTestApp({ reviewsPerHour: 100_000, reviewMediaDir: mediaDir });
  clients = new AccountClients(t);
});
afterAll(async () => t.close());

const BOUNDARY = '----soulphoto';

function multipart(fields: Record<string, string>, file?: { name: string; type: string; bytes: Buffer }): Buffer {
  const parts: Buffer[] = Object.entries(fields).map(([name, value]) =>
    Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
  );
  if (file)
    parts.push(
      Buffer.from(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="review_attachment_file"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  parts.push(Buffer.from(`--${BOUNDARY}--\r\n`));
  return Buffer.concat(parts);
}

async function send(productId: number, file: { name: string; type: string; bytes: Buffer } | undefined, lang = '', text = 'With a photo.') {
  const client = await new StoreClient(t.app).start();
  const nonce = await clients.restNonce(client);
  const fields = {
    comment_post_ID: String(productId),
    review_rating: '5',
    review_name: 'Eglė',
    email: `photo-${randomBytes(4).toString('hex')}@example.lt`,
    review_title: 'Look',
    review_comment: text,
    review_attachment_type: 'photo',
  };
  return client.site('POST', `/wp-json/soul/v1/reviews${lang ? `?lang=${lang}` : ''}`, multipart(fields, file), {
    'x-wp-nonce': nonce,
    'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
  });
}

const files = async () => (await readdir(mediaDir).catch(() => [] as string[])).filter((f) => f.startsWith('review-'));

describe('review photos', () => {
  it('keeps only the pixels: a JPEG with EXIF becomes WebP sizes without metadata, shown once approved', async () => {
    const id = await createStockedProduct(t.database, { stock: 5 });
    const jpeg = await sharp({ create: { width: 1600, height: 1000, channels: 3, background: '#c33' } })
      .jpeg()
      .withExif({ IFD0: { Copyright: 'secret-camera-owner', ImageDescription: 'home-gps-54.68N' } })
      .toBuffer();
    expect(jpeg.includes('secret-camera-owner')).toBe(true);
    const sent = await send(id, { name: 'holiday.jpg', type: 'image/jpeg', bytes: jpeg });
    expect(sent.statusCode).toBe(201);
    expect(await files()).toHaveLength(3);

    const admin = await clients.signedIn(DEMO_ACCOUNTS.administrator);
    const nonce = await clients.restNonce(admin);
    const listed = (await admin.site('GET', `/wp-json/soul/v1/admin/reviews?product=${id}`)).json() as { id: number }[];
    const approve = await admin.site(
      'PUT',
      `/wp-json/soul/v1/admin/reviews/${listed[0]?.id}`,
      { status: 'approved' },
      {
        'x-wp-nonce': nonce,
        'content-type': 'application/json',
      },
    );
    expect(approve.statusCode).toBe(200);

    const shown = (await t.app.inject({ url: `/wp-json/soul/v1/reviews?product=${id}&scope=current_only` })).json() as ReviewsAnswer;
    const attachment = shown.reviews[0]?.attachment;
    expect(attachment?.type === 'photo' ? (attachment.sizes ?? []).map((s) => s.width) : []).toEqual([320, 640, 1280]);
    const served = await t.app.inject({ url: new URL(attachment?.src ?? 'http://x/').pathname });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toContain('image/webp');
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 1280 });
    expect(meta.exif).toBeUndefined();
    expect(served.rawPayload.includes('secret-camera-owner')).toBe(false);

    // Deleting the review removes its files.
    await admin.site('DELETE', `/wp-json/soul/v1/admin/reviews/${listed[0]?.id}`, undefined, { 'x-wp-nonce': nonce });
    expect(await files()).toHaveLength(0);
  });

  it('serves a small photo only in sizes up to its own (the smallest always)', async () => {
    const id = await createStockedProduct(t.database, { stock: 5 });
    const png = await sharp({ create: { width: 500, height: 400, channels: 4, background: '#3c3' } })
      .png()
      .toBuffer();
    expect((await send(id, { name: 'p.png', type: 'image/png', bytes: png })).statusCode).toBe(201);
    const gif = await sharp({ create: { width: 100, height: 100, channels: 3, background: '#33c' } })
      .gif()
      .toBuffer();
    expect((await send(id, { name: 'g.gif', type: 'image/gif', bytes: gif }, '', 'A gif.')).statusCode).toBe(201);
    const admin = await clients.signedIn(DEMO_ACCOUNTS.administrator);
    const listed = (await admin.site('GET', `/wp-json/soul/v1/admin/reviews?product=${id}&orderby=id&order=asc`)).json() as {
      attachment: { sizes: { width: number }[] };
    }[];
    expect(listed.map((r) => r.attachment.sizes.map((s) => s.width))).toEqual([[320], [320]]);
  });

  it('refuses a PHP file named .jpg and a WebP (by content), en and lt; nothing is stored', async () => {
    const id = await createStockedProduct(t.database, { stock: 5 });
    const before = (await files()).length;
    const php = Buffer.from('<?php system($_GET["c"]); ?>');
    for (const [lang, text] of [
      ['en', 'Invalid file type. Only JPEG, PNG, and GIF are allowed.'],
      ['lt', 'Netinkamas failo tipas. Leidžiami tik JPEG, PNG ir GIF failai.'],
    ] as const) {
      const refused = await send(id, { name: 'cat.jpg', type: 'image/jpeg', bytes: php }, lang);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ code: 'soul_invalid_file_type', message: text });
    }
    const webp = await sharp({ create: { width: 50, height: 50, channels: 3, background: '#000' } })
      .webp()
      .toBuffer();
    expect((await send(id, { name: 'x.png', type: 'image/png', bytes: webp })).statusCode).toBe(400);
    const admin = await clients.signedIn(DEMO_ACCOUNTS.administrator);
    expect((await admin.site('GET', `/wp-json/soul/v1/admin/reviews?product=${id}`)).json()).toEqual([]);
    expect(await files()).toHaveLength(before);
  });

  it('refuses a file over 5 MB: 413, en and lt', async () => {
    const id = await createStockedProduct(t.database, { stock: 5 });
    const big = Buffer.alloc(6 * 1024 * 1024, 1);
    for (const [lang, text] of [
      ['en', 'File size exceeds 5MB limit.'],
      ['lt', 'Failas viršija 5 MB dydžio ribą.'],
    ] as const) {
      const refused = await send(id, { name: 'big.jpg', type: 'image/jpeg', bytes: big }, lang);
      expect(refused.statusCode).toBe(413);
      expect(refused.json()).toMatchObject({ code: 'soul_file_too_large', message: text });
    }
  });

  it('removes the photo again when its review is refused as a duplicate', async () => {
    const id = await createStockedProduct(t.database, { stock: 5 });
    const png = await sharp({ create: { width: 400, height: 400, channels: 3, background: '#999' } })
      .png()
      .toBuffer();
    const client = await new StoreClient(t.app).start();
    const nonce = await clients.restNonce(client);
    const body = multipart(
      {
        comment_post_ID: String(id),
        review_rating: '4',
        review_name: 'Jonas',
        email: 'same-photo@example.lt',
        review_title: 'Twice',
        review_comment: 'Sent twice.',
      },
      { name: 'a.png', type: 'image/png', bytes: png },
    );
    const headers = { 'x-wp-nonce': nonce, 'content-type': `multipart/form-data; boundary=${BOUNDARY}` };
    expect((await client.site('POST', '/wp-json/soul/v1/reviews', body, headers)).statusCode).toBe(201);
    const after = (await files()).length;
    expect((await client.site('POST', '/wp-json/soul/v1/reviews', body, headers)).statusCode).toBe(409);
    expect(await files()).toHaveLength(after);
  });
});

describe('admin-ajax add_anonymous_review as multipart', () => {
  it('takes the fields and the photo from FormData; the ajax nonce is checked there too', async () => {
    const id = await createStockedProduct(t.database, { stock: 5 });
    const client = await new StoreClient(t.app).start();
    const ajaxNonce = await clients.ajaxNonce(client);
    const png = await sharp({ create: { width: 700, height: 300, channels: 3, background: '#a50' } })
      .png()
      .toBuffer();
    const fields = {
      action: 'add_anonymous_review',
      ajax_nonce: ajaxNonce,
      comment_post_ID: String(id),
      review_rating: '5',
      author: 'guest',
      review_name: 'Greta',
      email: 'ajax-photo@example.lt',
      review_title: 'Photo',
      review_comment: 'From the widget.',
      comment_type: 'review',
    };
    const headers = { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` };
    const sent = await client.site(
      'POST',
      '/wp-admin/admin-ajax.php',
      multipart(fields, { name: 'a.png', type: 'image/png', bytes: png }),
      headers,
    );
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toMatchObject({ success: true, data: { review: { title: 'Photo' } } });
    const admin = await clients.signedIn(DEMO_ACCOUNTS.administrator);
    const listed = (await admin.site('GET', `/wp-json/soul/v1/admin/reviews?product=${id}`)).json() as {
      attachment: { sizes: { width: number }[] } | null;
    }[];
    expect(listed[0]?.attachment?.sizes.map((s) => s.width)).toEqual([320, 640]);
    const forged = await client.site(
      'POST',
      '/wp-admin/admin-ajax.php',
      multipart({ ...fields, ajax_nonce: 'x', review_comment: 'Other.' }),
      headers,
    );
    expect(forged.statusCode).toBe(403);
    const php = await client.site(
      'POST',
      '/wp-admin/admin-ajax.php?lang=lt',
      multipart({ ...fields, review_comment: 'Third.' }, { name: 'x.gif', type: 'image/gif', bytes: Buffer.from('<?php ?>') }),
      headers,
    );
    expect(php.statusCode).toBe(400);
    expect(php.json()).toEqual({ success: false, data: 'Netinkamas failo tipas. Leidžiami tik JPEG, PNG ir GIF failai.' });
  });
});

describe('multipart text the database cannot store', () => {
  it('is refused like any other input (400 naming the field), never a 500', async () => {
    const id = await createStockedProduct(t.database, { stock: 5 });
    const sent = await send(id, undefined, '', 'nul \u0000 inside');
    expect(sent.statusCode).toBe(400);
    expect(sent.json()).toMatchObject({ code: 'rest_invalid_param', data: { params: { review_comment: expect.any(String) } } });
  });
});
