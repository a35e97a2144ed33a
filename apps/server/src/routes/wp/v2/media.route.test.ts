import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { userMediaListSchema, userMediaSchema, type UserMedia } from '@soul/contracts';
import { DEMO_ACCOUNTS } from '@soul/db';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccountClients } from '../../../test/account-clients.ts';
import { StoreClient } from '../../../test/store-client.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createStockedProduct } from '../../../test/test-products.ts';

/**
 * The user's own uploads as WordPress's media list (account §7): the
 * profile photo and review photos and videos, by stable ids; someone else's
 * is the same 404 as an unknown id; a pending review's files open for its
 * author and administrators only.
 */
let t: TestApp;
let clients: AccountClients;
beforeAll(async () => {
  const mediaDir = await mkdtemp(path.join(tmpdir(), 'soul-user-media-'));
  t = await createTestApp({ reviewsPerHour: 100_000, reviewMediaDir: mediaDir });
  clients = new AccountClients(t);
});
afterAll(async () => t.close());

const BOUNDARY = '----soulmedia';

function multipart(fields: Record<string, string>, file: { field: string; name: string; type: string; bytes: Buffer }): Buffer {
  const parts: Buffer[] = Object.entries(fields).map(([name, value]) =>
    Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
  );
  parts.push(
    Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
    ),
    file.bytes,
    Buffer.from('\r\n'),
    Buffer.from(`--${BOUNDARY}--\r\n`),
  );
  return Buffer.concat(parts);
}

const headers = async (client: StoreClient) => ({
  'x-wp-nonce': await clients.restNonce(client),
  'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
});

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#3a7' } })
    .png()
    .toBuffer();

/** A minimal MP4: an `ftyp` box, an empty `moov` and some `mdat` bytes. */
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
  return Buffer.concat([ftyp, box('moov', Buffer.alloc(0)), box('mdat', randomBytes(3000))]);
}

async function uploadProfilePhoto(client: StoreClient) {
  const body = multipart({}, { field: 'photo', name: 'me.png', type: 'image/png', bytes: await png(500, 400) });
  const response = await client.site('POST', '/wp-json/soul/v1/profile/photo', body, await headers(client));
  expect(response.statusCode).toBe(200);
}

async function review(client: StoreClient, email: string, file: { name: string; type: string; bytes: Buffer }, title = 'Lovely') {
  const productId = await createStockedProduct(t.database, { stock: 5 });
  const fields = {
    comment_post_ID: String(productId),
    review_rating: '5',
    review_name: 'Eglė',
    email,
    review_title: title,
    review_comment: `Tried it ${randomBytes(4).toString('hex')}.`,
    review_attachment_type: file.type.startsWith('video/') ? 'video' : 'photo',
  };
  const response = await client.site(
    'POST',
    '/wp-json/soul/v1/reviews',
    multipart(fields, { field: 'review_attachment_file', ...file }),
    await headers(client),
  );
  expect(response.statusCode).toBe(201);
  const id = Number((await t.database.db.execute(sql`SELECT max(id) AS id FROM reviews WHERE email = ${email}`)).rows[0]?.id);
  return { id, productId };
}

const list = async (client: StoreClient, query = '') => {
  const response = await client.site('GET', `/wp-json/wp/v2/media${query}`);
  return { response, items: response.statusCode === 200 ? userMediaListSchema.parse(response.json()) : [] };
};

/** A customer with a profile photo, a pending review photo and a pending review video. */
async function customerWithUploads() {
  const customer = await clients.newCustomer();
  await uploadProfilePhoto(customer.client);
  const photo = await review(
    customer.client,
    customer.email,
    { name: 'a.png', type: 'image/png', bytes: await png(900, 600) },
    'Fresh & tasty',
  );
  const video = await review(customer.client, customer.email, { name: 'clip.mp4', type: 'video/mp4', bytes: tinyMp4() });
  return { ...customer, photo, video };
}

describe('wp/v2/media', () => {
  it('lists the signed-in user’s own uploads in WordPress’s attachment shape', async () => {
    const me = await customerWithUploads();
    await customerWithUploads(); // someone else's, never in my list
    const { response, items } = await list(me.client, '?per_page=20');
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-wp-total']).toBe('3');
    expect(response.headers['x-wp-totalpages']).toBe('1');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(items.map((m) => m.soul.source).sort()).toEqual(['profile_photo', 'review', 'review']);
    expect(items.every((m) => m.author === me.userId && m.type === 'attachment' && m.status === 'inherit')).toBe(true);

    const profile = items.find((m) => m.soul.source === 'profile_photo') as UserMedia;
    expect(profile).toMatchObject({ media_type: 'image', mime_type: 'image/webp', post: null, title: { rendered: 'Profile photo' } });
    expect(profile.media_details).toMatchObject({ width: 320, height: 320 });
    expect(profile.media_details.filesize).toBeGreaterThan(0);
    expect(profile.source_url).toMatch(new RegExp(`/wp-json/soul/v1/profile/photo\\?user=${me.userId}&v=\\d+$`));
    expect((await me.client.site('GET', new URL(profile.source_url).pathname + new URL(profile.source_url).search)).statusCode).toBe(200);

    const photo = items.find((m) => m.post === me.photo.id) as UserMedia;
    expect(photo).toMatchObject({ media_type: 'image', mime_type: 'image/webp', soul: { review_status: 'pending' } });
    expect(photo.title.rendered).toBe('Photo for the review “Fresh &amp; tasty”');
    // Stored in 320 and 640 (the upload is 900 wide): each size with its real height.
    expect(photo.media_details).toMatchObject({ width: 640, height: 427 });
    expect(photo.media_details.sizes.thumbnail).toMatchObject({ width: 320, height: 213, mime_type: 'image/webp' });
    expect(photo.media_details.sizes.full?.source_url).toBe(photo.source_url);
    expect(photo.source_url).toMatch(/\/review-media\/review-[0-9a-f]{32}-640\.webp$/);

    const video = items.find((m) => m.post === me.video.id) as UserMedia;
    expect(video).toMatchObject({ media_type: 'file', mime_type: 'video/mp4', media_details: { sizes: {} } });
    expect(video.media_details.width).toBeUndefined();
    expect(video.media_details.filesize).toBeGreaterThan(3000);

    const one = await me.client.site('GET', `/wp-json/soul/v1/media/${photo.id}`);
    expect(one.statusCode).toBe(200);
    expect(userMediaSchema.parse(one.json())).toEqual(photo);
    expect(userMediaSchema.parse((await me.client.site('GET', `/wp-json/wp/v2/media/${video.id}`)).json()).id).toBe(video.id);
  });

  it('pages like WordPress: per_page 1–100, paging headers, a page past the end is rest_post_invalid_page_number', async () => {
    const me = await customerWithUploads();
    const first = await list(me.client, '?per_page=2&orderby=id&order=asc');
    expect(first.response.headers['x-wp-total']).toBe('3');
    expect(first.response.headers['x-wp-totalpages']).toBe('2');
    const second = await list(me.client, '?per_page=2&page=2&orderby=id&order=asc');
    expect(second.items).toHaveLength(1);
    const ids = [...first.items, ...second.items].map((m) => m.id);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    const past = await me.client.site('GET', '/wp-json/wp/v2/media?per_page=2&page=3');
    expect(past.statusCode).toBe(400);
    expect(past.json()).toMatchObject({ code: 'rest_post_invalid_page_number', data: { status: 400 } });
    const pastLt = await me.client.site('GET', '/wp-json/wp/v2/media?per_page=2&page=3&lang=lt');
    expect(pastLt.json()).toMatchObject({
      code: 'rest_post_invalid_page_number',
      message: 'Prašomas puslapio numeris didesnis nei yra puslapių.',
    });
    expect((await me.client.site('GET', '/wp-json/wp/v2/media?per_page=101')).statusCode).toBe(400);
    expect((await me.client.site('GET', '/wp-json/wp/v2/media?per_page=0')).statusCode).toBe(400);
    // Nothing at all: page 1 is an empty list, as WordPress answers.
    const empty = await clients.newCustomer();
    const none = await list(empty.client);
    expect(none.items).toEqual([]);
    expect(none.response.headers['x-wp-total']).toBe('0');
  });

  it('filters by media_type and mime_type, orders by date', async () => {
    const me = await customerWithUploads();
    expect((await list(me.client, '?media_type=image')).items.every((m) => m.media_type === 'image')).toBe(true);
    expect((await list(me.client, '?media_type=image')).items).toHaveLength(2);
    expect((await list(me.client, '?media_type=video')).items.map((m) => m.post)).toEqual([me.video.id]);
    expect((await list(me.client, '?mime_type=video/mp4')).items).toHaveLength(1);
    expect((await list(me.client, '?mime_type=image/png')).items).toHaveLength(0);
    const newestFirst = (await list(me.client)).items.map((m) => m.date_gmt);
    expect(newestFirst).toEqual([...newestFirst].sort().reverse());
  });

  it('answers someone else’s upload with the same 404 as an unknown id, in the reader’s language', async () => {
    const me = await customerWithUploads();
    const other = await customerWithUploads();
    const theirs = (await list(other.client)).items[0] as UserMedia;
    const foreign = await me.client.site('GET', `/wp-json/wp/v2/media/${theirs.id}`);
    const unknown = await me.client.site('GET', '/wp-json/wp/v2/media/2147483000');
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual(unknown.json());
    expect(foreign.json()).toMatchObject({ code: 'rest_post_invalid_id', message: 'Invalid post ID.' });
    expect((await me.client.site('GET', '/wp-json/wp/v2/media/abc')).statusCode).toBe(404);
    const lt = await me.client.site('GET', `/wp-json/soul/v1/media/${theirs.id}?lang=lt`);
    expect(lt.json()).toMatchObject({ code: 'rest_post_invalid_id', message: 'Neteisingas įrašo ID.' });
    // Asking for another author changes nothing for a customer: still their own.
    const asked = await list(me.client, `?author=${other.userId}`);
    expect(asked.items.every((m) => m.author === me.userId)).toBe(true);
    // Their profile photo's file stays theirs too.
    expect((await me.client.site('GET', `/wp-json/soul/v1/profile/photo?user=${other.userId}`)).statusCode).toBe(404);
  });

  it('asks a visitor to sign in (401 rest_not_logged_in), in their language', async () => {
    const guest = await new StoreClient(t.app).start();
    const en = await guest.site('GET', '/wp-json/wp/v2/media');
    expect(en.statusCode).toBe(401);
    expect(en.json()).toMatchObject({ code: 'rest_not_logged_in' });
    const lt = await guest.site('GET', '/wp-json/wp/v2/media/1?lang=lt');
    expect(lt.statusCode).toBe(401);
    expect((lt.json() as { message: string }).message).not.toBe((en.json() as { message: string }).message);
  });

  it('lets administrators list everyone’s, one author’s with `author`, and open any', async () => {
    const someone = await customerWithUploads();
    const admin = await clients.signedIn(DEMO_ACCOUNTS.administrator);
    const all = await list(admin, '?per_page=100');
    expect(Number(all.response.headers['x-wp-total'])).toBeGreaterThanOrEqual(3);
    const theirs = await list(admin, `?author=${someone.userId}`);
    expect(theirs.items).toHaveLength(3);
    expect(theirs.items.every((m) => m.author === someone.userId)).toBe(true);
    const photo = theirs.items.find((m) => m.soul.source === 'profile_photo') as UserMedia;
    expect((await admin.site('GET', `/wp-json/wp/v2/media/${photo.id}`)).statusCode).toBe(200);
    expect((await admin.site('GET', new URL(photo.source_url).pathname + new URL(photo.source_url).search)).statusCode).toBe(200);
  });

  it('keeps ids stable: a replaced profile photo is a new upload, a deleted review takes its upload with it', async () => {
    const me = await customerWithUploads();
    const before = (await list(me.client)).items;
    const oldPhoto = before.find((m) => m.soul.source === 'profile_photo') as UserMedia;
    await uploadProfilePhoto(me.client);
    const after = (await list(me.client)).items;
    const newPhoto = after.find((m) => m.soul.source === 'profile_photo') as UserMedia;
    expect(newPhoto.id).toBeGreaterThan(oldPhoto.id);
    expect((await me.client.site('GET', `/wp-json/wp/v2/media/${oldPhoto.id}`)).statusCode).toBe(404);
    // The review uploads kept their ids.
    expect(
      after
        .filter((m) => m.post !== null)
        .map((m) => m.id)
        .sort(),
    ).toEqual(
      before
        .filter((m) => m.post !== null)
        .map((m) => m.id)
        .sort(),
    );
    await t.database.db.execute(sql`DELETE FROM reviews WHERE id = ${me.video.id}`);
    expect((await list(me.client)).items.map((m) => m.post)).not.toContain(me.video.id);
  });
});

describe('review media of a pending review', () => {
  it('opens for its author and administrators, and is the same 404 for anyone else', async () => {
    const me = await customerWithUploads();
    const photo = (await list(me.client)).items.find((m) => m.post === me.photo.id) as UserMedia;
    const file = new URL(photo.source_url).pathname;
    expect((await me.client.site('GET', file)).statusCode).toBe(200);
    const admin = await clients.signedIn(DEMO_ACCOUNTS.administrator);
    expect((await admin.site('GET', file)).statusCode).toBe(200);
    const other = await clients.newCustomer();
    const unknown = await (
      await new StoreClient(t.app).start()
    ).site('GET', '/review-media/review-00000000000000000000000000000000-640.webp');
    const refused = await other.client.site('GET', file);
    expect(refused.statusCode).toBe(404);
    expect(refused.body).toBe(unknown.body);
    expect((await (await new StoreClient(t.app).start()).site('GET', file)).statusCode).toBe(404);
    // Once approved, anyone.
    await t.database.db.execute(sql`UPDATE reviews SET status = 'approved' WHERE id = ${me.photo.id}`);
    expect((await (await new StoreClient(t.app).start()).site('GET', file)).statusCode).toBe(200);
  });
});

describe('migration 0040', () => {
  it('backfills uploads made before it, in the order they were made', async () => {
    const me = await customerWithUploads();
    const statements = (
      await readFile(fileURLToPath(new URL('../../../../../../packages/db/migrations/0040_user_uploads.sql', import.meta.url)), 'utf8')
    ).split('--> statement-breakpoint');
    const backfill = statements.at(-1) ?? '';
    expect(backfill).toMatch(/INSERT INTO user_uploads/);
    // As the database stood before the migration: the sources without their upload rows.
    await t.database.db.execute(sql`DELETE FROM user_uploads`);
    await t.database.db.execute(sql.raw(backfill));
    const { items } = await list(me.client);
    expect(items.map((m) => m.soul.source).sort()).toEqual(['profile_photo', 'review', 'review']);
    const rows = (await t.database.db.execute(sql`SELECT id, created_at FROM user_uploads ORDER BY id`)).rows as {
      id: number;
      created_at: string;
    }[];
    const times = rows.map((r) => new Date(r.created_at).getTime());
    expect(times).toEqual([...times].sort((a, b) => a - b));
  });
});
