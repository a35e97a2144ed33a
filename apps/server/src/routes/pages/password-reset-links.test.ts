import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StoreClient } from '../../test/store-client.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

/** Without PUBLIC_URL, as `npm start` runs by default: links follow the Host header only when it is allowed. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ publicUrl: undefined });
});
afterAll(async () => t.close());

let counter = 0;

/** Registers an account, asks for its reset link with the given Host header, and returns the mail's text. */
async function resetMailWithHost(host: string): Promise<string> {
  const email = `host-${Date.now()}-${counter++}@example.lt`;
  const form = { 'content-type': 'application/x-www-form-urlencoded', host };
  const client = await new StoreClient(t.app).start();
  const nonceOf = async (path: string) =>
    /name="_wpnonce" value="([^"]+)"/.exec((await client.site('GET', path, undefined, { host })).body)?.[1] ?? '';
  await client.site(
    'POST',
    '/my-account/register',
    new URLSearchParams({ _wpnonce: await nonceOf('/my-account'), email, password: 'long enough' }).toString(),
    form,
  );
  const asker = await new StoreClient(t.app).start();
  const lost =
    /name="_wpnonce" value="([^"]+)"/.exec((await asker.site('GET', '/my-account/lost-password', undefined, { host })).body)?.[1] ?? '';
  await asker.site('POST', '/my-account/lost-password', new URLSearchParams({ _wpnonce: lost, email }).toString(), form);
  const deadline = Date.now() + 5000;
  for (;;) {
    const rows = (await t.database.pool.query(`SELECT text FROM sent_mail WHERE "to" = $1 AND kind = 'password_reset'`, [email])).rows as {
      text: string;
    }[];
    if (rows[0] || Date.now() > deadline) return rows[0]?.text ?? '';
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('links without PUBLIC_URL', () => {
  it('never puts a forged Host into a password-reset mail', async () => {
    const text = await resetMailWithHost('evil.example');
    expect(text).toMatch(/http:\/\/127\.0\.0\.1:3000\/my-account\/reset-password\?key=/);
    expect(text).not.toContain('evil.example');
  });

  it('follows a Host on the allow-list (the shop’s own machine by default)', async () => {
    expect(await resetMailWithHost('localhost:3000')).toMatch(/http:\/\/localhost:3000\/my-account\/reset-password\?key=/);
  });

  it('gives pages canonical links from the allowed host or the fallback, never a forged one', async () => {
    const forged = await t.app.inject({ method: 'GET', url: '/', headers: { host: 'evil.example' } });
    expect(forged.body).not.toContain('evil.example');
    expect(forged.body).toContain('href="http://127.0.0.1:3000/"');
  });
});
