import { DEMO, DEMO_ACCOUNTS } from '@soul/db';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { hashPassword } from '../../../services/accounts/passwords.ts';
import { soulPost, withAccountApp } from '../../../test/account-clients.ts';
import type { StoreClient } from '../../../test/store-client.ts';

const app = withAccountApp();

interface Profile {
  email: string;
  firstName: string;
  company: string;
  companyLocked: boolean;
  address: string;
  postCode: string;
  zip: string;
  photo: string | null;
  notifications: { sms: boolean };
}

const profileOf = async (client: StoreClient) => (await client.site('GET', '/wp-json/soul/v1/profile')).json() as Profile;
const update = (client: StoreClient, profile: Profile, changes: Record<string, unknown>, path = 'profile') =>
  soulPost(app.clients, client, path, { ...profile, ...changes });

/** A customer with a known password. */
async function customerWithPassword(password: string) {
  const account = await app.clients.newCustomer();
  await app.t.database.db.execute(sql`UPDATE users SET password_hash = ${await hashPassword(password)} WHERE id = ${account.userId}`);
  return account;
}

function multipart(filename: string, type: string, content: Buffer) {
  const boundary = '----soul-test-boundary';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="photo"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
  );
  return {
    body: Buffer.concat([head, content, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    type: `multipart/form-data; boundary=${boundary}`,
  };
}
async function upload(client: StoreClient, filename: string, type: string, content: Buffer) {
  const { body, type: contentType } = multipart(filename, type, content);
  return client.site('POST', '/wp-json/soul/v1/profile/photo', body, {
    'content-type': contentType,
    'x-wp-nonce': await app.clients.restNonce(client),
  });
}

describe('soul/v1 profile', () => {
  it('reads and saves the user’s own fields; the address prefills the next checkout', async () => {
    const { client, userId } = await app.clients.newCustomer();
    const profile = await profileOf(client);
    const saved = await update(client, profile, {
      firstName: 'Rūta',
      lastName: 'Žemaitė',
      company: 'Rūtos kepyklėlė',
      phone: '+370 611 22334',
      address: 'Šv. Ignoto g. 5',
      city: 'Kaunas',
      postCode: 'LT-44280',
      country: 'LT',
      position: 'Owner',
      notifications: { email: true, sms: true, orders: false },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      firstName: 'Rūta',
      company: 'Rūtos kepyklėlė',
      companyLocked: false,
      postCode: 'LT-44280',
      zip: 'LT-44280',
      notifications: { email: true, sms: true, orders: false },
    });
    const stored = (
      await app.t.database.db.execute(
        sql`SELECT billing_address->>'address_1' AS street, billing_address->>'city' AS city FROM users WHERE id = ${userId}`,
      )
    ).rows[0];
    expect(stored).toEqual({ street: 'Šv. Ignoto g. 5', city: 'Kaunas' });
    await client.add(DEMO.products.simple);
    expect((await client.site('GET', '/checkout')).body).toContain('value="Šv. Ignoto g. 5"');
  });

  it('names each bad field in the reader’s language and changes nothing', async () => {
    const { client } = await app.clients.newCustomer();
    const profile = await profileOf(client);
    const bad = await update(client, profile, { email: 'not-an-email', phone: 'call me' }, 'profile?lang=lt');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      code: 'rest_invalid_param',
      data: { params: { email: 'Įveskite teisingą el. pašto adresą.', phone: expect.stringContaining('Tik skaitmenys') } },
    });
    expect((await profileOf(client)).email).toBe(profile.email);
  });

  it('changes only the fields a POST sends and keeps the rest; a value of the wrong kind is named as such', async () => {
    const { client } = await app.clients.newCustomer();
    const profile = await profileOf(client);
    const partial = await soulPost(app.clients, client, 'profile', { phone: '+370 600 00001' });
    expect(partial.statusCode).toBe(200);
    expect(partial.json()).toMatchObject({ ...profile, phone: '+370 600 00001' });
    const wrongKind = await soulPost(app.clients, client, 'profile?lang=lt', { firstName: 5, notifications: 'yes' });
    expect(wrongKind.statusCode).toBe(400);
    expect(wrongKind.json()).toMatchObject({
      data: { params: { firstName: expect.stringContaining('Netinkamo tipo'), notifications: expect.stringContaining('Netinkamo tipo') } },
    });
    expect((await soulPost(app.clients, client, 'profile', [1, 2])).statusCode).toBe(400);
    expect((await profileOf(client)).firstName).toBe(profile.firstName);
  });

  it('changes the e-mail or password only with the current password; a new password ends the other sessions', async () => {
    const { client, email } = await customerWithPassword('old password');
    const other = await app.clients.signedIn(email);
    const profile = await profileOf(client);
    const newEmail = `new-${email}`;
    expect((await update(client, profile, { email: newEmail })).statusCode).toBe(403);
    expect((await update(client, profile, { email: newEmail, currentPassword: 'wrong' })).json()).toMatchObject({
      code: 'soul_wrong_password',
    });
    const changed = await update(client, profile, { email: newEmail, currentPassword: 'old password', newPassword: 'new password!' });
    expect(changed.statusCode).toBe(200);
    expect((changed.json() as Profile).email).toBe(newEmail);
    expect((await client.site('GET', '/wp-json/soul/v1/userinfo')).statusCode).toBe(200);
    expect((await other.site('GET', '/wp-json/soul/v1/userinfo')).statusCode).toBe(401);
    expect((await update(client, await profileOf(client), { newPassword: 'short' })).statusCode).toBe(400);
  });

  it('refuses an e-mail another account has, and stops guessing after 5 wrong passwords', async () => {
    const { client } = await customerWithPassword('right one');
    const profile = await profileOf(client);
    const taken = await update(client, profile, { email: DEMO_ACCOUNTS.customer, currentPassword: 'right one' });
    expect(taken.statusCode).toBe(409);
    for (let i = 0; i < 5; i++) await update(client, profile, { email: 'x@example.lt', currentPassword: `guess ${i}` });
    expect((await update(client, profile, { email: 'x@example.lt', currentPassword: 'right one' })).statusCode).toBe(429);
  });

  it('a company member’s company comes from the company and cannot be typed over', async () => {
    const director = await app.clients.signedIn(DEMO_ACCOUNTS.director);
    const profile = await profileOf(director);
    expect(profile).toMatchObject({ company: 'Sveikata UAB', companyLocked: true });
    expect((await update(director, profile, { company: 'Other' })).json()).toMatchObject({ company: 'Sveikata UAB' });
  });

  it('is the signed-in user’s own only: guests 401, writes need the nonce', async () => {
    expect((await app.t.app.inject({ method: 'GET', url: '/wp-json/soul/v1/profile' })).statusCode).toBe(401);
    const { client } = await app.clients.newCustomer();
    const profile = await profileOf(client);
    expect((await client.site('POST', '/wp-json/soul/v1/profile', { ...profile, firstName: 'X' })).statusCode).toBe(403);
    expect((await profileOf(client)).firstName).toBe(profile.firstName);
  });
});

describe('soul/v1 profile photo', () => {
  it('takes a PNG or GIF by its content, keeps a re-encoded square, serves it to its owner, and deletes it', async () => {
    const { client } = await app.clients.newCustomer();
    const png = await sharp({ create: { width: 600, height: 400, channels: 3, background: '#2f6b4f' } })
      .png()
      .toBuffer();
    const uploaded = await upload(client, 'me.png', 'image/png', png);
    expect(uploaded.statusCode).toBe(200);
    const photoUrl = (uploaded.json() as Profile).photo;
    expect(photoUrl).toMatch(/^\/wp-json\/soul\/v1\/profile\/photo\?v=\d+$/);
    const served = await client.site('GET', photoUrl ?? '');
    expect(served.headers['content-type']).toBe('image/webp');
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 320, height: 320 });
    const gif = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#fff' } })
      .gif()
      .toBuffer();
    // The name and type the browser claims do not matter; the bytes do.
    expect((await upload(client, 'avatar.txt', 'text/plain', gif)).statusCode).toBe(200);

    const removed = await client.site('DELETE', '/wp-json/soul/v1/profile/photo', undefined, {
      'x-wp-nonce': await app.clients.restNonce(client),
    });
    expect((removed.json() as Profile).photo).toBeNull();
    expect((await client.site('GET', '/wp-json/soul/v1/profile/photo')).statusCode).toBe(404);
  });

  it('refuses what is not a JPEG, PNG or GIF, and files over 5 MB, with the spec’s messages', async () => {
    const { client } = await app.clients.newCustomer();
    const fake = await upload(client, 'photo.png', 'image/png', Buffer.from('<?php echo "hi"; ?>'));
    expect(fake.statusCode).toBe(400);
    expect(fake.json()).toMatchObject({ code: 'soul_invalid_image', message: 'Invalid file type. Only JPEG, PNG, and GIF are allowed.' });
    const webp = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#fff' } })
      .webp()
      .toBuffer();
    expect((await upload(client, 'photo.webp', 'image/webp', webp)).statusCode).toBe(400);
    const huge = await upload(client, 'big.png', 'image/png', Buffer.alloc(5 * 1024 * 1024 + 10, 1));
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toMatchObject({ code: 'soul_file_too_large', message: 'File size exceeds 5MB limit.' });
    expect((await profileOf(client)).photo).toBeNull();
  });
});
