import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '@soul/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StoreClient } from '../../test/store-client.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createStockedProduct } from '../../test/test-products.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const form = { 'content-type': 'application/x-www-form-urlencoded' };
let counter = 0;
const newEmail = () => `acct-${Date.now()}-${counter++}@example.lt`;

/** A visitor on the account page, holding its form nonce. */
async function visitor(path = '/my-account'): Promise<{ client: StoreClient; nonce: string }> {
  const client = await new StoreClient(t.app).start();
  const page = await client.site('GET', path);
  return { client, nonce: /name="_wpnonce" value="([^"]+)"/.exec(page.body)?.[1] ?? '' };
}

/** The reset mails sent to an address (the job runs right after the request). */
async function resetMailsTo(email: string): Promise<{ text: string }[]> {
  const deadline = Date.now() + 5000;
  for (;;) {
    const rows = (
      await t.database.pool.query(`SELECT text FROM sent_mail WHERE "to" = $1 AND kind = 'password_reset' ORDER BY id`, [email])
    ).rows as { text: string }[];
    if (rows.length > 0 || Date.now() > deadline) return rows;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const post = (client: StoreClient, path: string, fields: Record<string, string>) =>
  client.site('POST', path, new URLSearchParams(fields).toString(), form);

describe('my account: register, log in, log out', () => {
  it('registers, signs in on a new session and answers userinfo', async () => {
    const { client, nonce } = await visitor();
    const guestCookie = client.cookie;
    const email = newEmail();
    const response = await post(client, '/my-account/register', {
      _wpnonce: nonce,
      email,
      password: 'long enough',
      first_name: 'Rūta',
      last_name: 'R',
    });
    expect(response.statusCode).toBe(303);
    expect(client.cookie).toMatch(/^soul_session=u_/);
    expect(client.cookie).not.toBe(guestCookie);
    expect((await client.site('GET', '/my-account')).body).toContain('Hello Rūta R');
    const info = await client.site('GET', '/wp-json/soul/v1/userinfo');
    expect(info.json()).toMatchObject({
      role: 'customer',
      b2b_permissions: { permission_buy: true, permission_view_orders: true, permission_edit_orders: false },
    });
  });

  it('a deep link of the account area asks a guest to sign in, then leads back to it; never off the site', async () => {
    const { client, nonce } = await visitor('/lt/my-account/orders/12');
    const page = await client.site('GET', '/lt/my-account/orders/12');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('name="redirect_to" value="/lt/my-account/orders/12"');
    const email = newEmail();
    const registered = await post(client, '/lt/my-account/register', {
      _wpnonce: nonce,
      email,
      password: 'long enough',
      redirect_to: '/lt/my-account/orders/12',
    });
    expect(registered.headers.location).toBe('/lt/my-account/orders/12');
    const area = await client.site('GET', '/lt/my-account/orders/12');
    expect(area.body).toContain('data-soul-widget="my-account"');
    expect(area.headers['cache-control']).toBe('no-store');
    const props = JSON.parse(
      /<script id="soul-props-my-account" type="application\/json">(.*?)<\/script>/.exec(area.body)?.[1] ?? '{}',
    ) as { basePath: string; sections: string[]; user: { email: string } };
    expect(props).toMatchObject({
      basePath: '/lt/my-account',
      user: { email },
      sections: [
        'dashboard',
        'orders',
        'subscriptions',
        'payments',
        'invoices',
        'documents',
        'reports',
        'statistics',
        'products',
        'downloads',
        'points',
        'affiliate',
        'refer',
        'vendor',
        'profile',
        'settings',
        'logs',
        'contact',
      ],
    });

    // (The checkout is a way back too: its "Returning customer?" sign-in comes back there.)
    for (const hostile of ['https://evil.example/', '//evil.example', '/my-account/../../evil', '/checkout/../evil']) {
      const other = await visitor();
      const answer = await post(other.client, '/my-account/login', {
        _wpnonce: other.nonce,
        email,
        password: 'long enough',
        redirect_to: hostile,
      });
      expect(answer.headers.location, hostile).toBe('/my-account');
    }
  });

  it('refuses a taken e-mail and a short password, in the page’s language', async () => {
    const email = newEmail();
    const first = await visitor();
    await post(first.client, '/my-account/register', { _wpnonce: first.nonce, email, password: 'long enough' });
    const { client, nonce } = await visitor('/lt/my-account');
    const taken = await post(client, '/lt/my-account/register', { _wpnonce: nonce, email, password: 'long enough' });
    expect(taken.statusCode).toBe(422);
    expect(taken.body).toContain('Paskyra su šiuo el. pašto adresu jau yra. Prisijunkite.');
    const short = await post(client, '/lt/my-account/register', { _wpnonce: nonce, email: newEmail(), password: 'short' });
    expect(short.body).toContain('Slaptažodis turi būti bent 8 simbolių.');
  });

  it('logs in with the right password only, and stops after 5 failures for that account', async () => {
    const email = newEmail();
    const owner = await visitor();
    await post(owner.client, '/my-account/register', { _wpnonce: owner.nonce, email, password: 'right password' });
    const { client, nonce } = await visitor();
    const wrong = await post(client, '/my-account/login', { _wpnonce: nonce, email, password: 'wrong password' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.body).toContain('Unknown e-mail address or wrong password.');
    expect(wrong.body).toContain(`value="${email}"`);
    for (let i = 0; i < 4; i++) await post(client, '/my-account/login', { _wpnonce: nonce, email, password: 'wrong password' });
    const locked = await post(client, '/my-account/login', { _wpnonce: nonce, email, password: 'right password' });
    expect(locked.statusCode).toBe(429);
    expect(locked.body).toContain('Too many attempts. Please wait 15 minutes');
    const other = newEmail();
    const registrar = await visitor();
    await post(registrar.client, '/my-account/register', { _wpnonce: registrar.nonce, email: other, password: 'right password' });
    const fresh = await visitor();
    expect(
      (await post(fresh.client, '/my-account/login', { _wpnonce: fresh.nonce, email: other, password: 'right password' })).statusCode,
    ).toBe(303);
  });

  it('checks no more than 5 passwords of a burst of 60 parallel wrong guesses, and the right one then waits too', async () => {
    const email = newEmail();
    const owner = await visitor();
    await post(owner.client, '/my-account/register', { _wpnonce: owner.nonce, email, password: 'right password' });
    const { client, nonce } = await visitor();
    // Each guess from its own address, so only the account's limit stands in the way.
    const burst = await Promise.all(
      Array.from({ length: 60 }, (_, i) =>
        t.app.inject({
          method: 'POST',
          url: '/my-account/login',
          remoteAddress: `198.18.0.${i + 1}`,
          payload: new URLSearchParams({ _wpnonce: nonce, email, password: `wrong ${i}` }).toString(),
          headers: { ...form, cookie: client.cookie },
        }),
      ),
    );
    const statuses = burst.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 422)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(55);
    expect((await post(client, '/my-account/login', { _wpnonce: nonce, email, password: 'right password' })).statusCode).toBe(429);
  });

  it('counts failed logins per client address, whatever X-Forwarded-For claims; successful logins do not count', async () => {
    const email = newEmail();
    const owner = await visitor();
    await post(owner.client, '/my-account/register', { _wpnonce: owner.nonce, email, password: 'right password' });
    const { client, nonce } = await visitor();
    const login = (from: string, fields: { email: string; password: string }, headers: Record<string, string> = {}) =>
      t.app.inject({
        method: 'POST',
        url: '/my-account/login',
        remoteAddress: from,
        payload: new URLSearchParams({ _wpnonce: nonce, ...fields }).toString(),
        headers: { ...form, cookie: client.cookie ?? '', ...headers },
      });

    // A busy office: many sign-ins from one address are never a reason to refuse.
    for (let i = 0; i < 31; i++) expect((await login('198.51.100.7', { email, password: 'right password' })).statusCode).toBe(303);

    // Guessing across many accounts from one address stops after 30 failures, and a made-up proxy header does not help.
    for (let i = 0; i < 30; i++)
      expect((await login('203.0.113.77', { email: `nobody-${i}-${newEmail()}`, password: 'guess' })).statusCode).toBe(422);
    expect((await login('203.0.113.77', { email, password: 'right password' })).statusCode).toBe(429);
    expect((await login('203.0.113.77', { email, password: 'right password' }, { 'x-forwarded-for': '192.0.2.1' })).statusCode).toBe(429);
    expect((await login('192.0.2.1', { email, password: 'right password' })).statusCode).toBe(303);
  });

  it('merges the guest cart with the cart left signed in earlier', async () => {
    const [earlier, later] = [
      await createStockedProduct(t.database, { stock: null }),
      await createStockedProduct(t.database, { stock: null }),
    ];
    const email = newEmail();
    const first = await visitor();
    await post(first.client, '/my-account/register', { _wpnonce: first.nonce, email, password: 'long enough' });
    await first.client.start();
    expect((await first.client.add(earlier)).statusCode).toBe(201);

    const { client, nonce } = await visitor();
    await client.add(later, 2);
    expect((await post(client, '/my-account/login', { _wpnonce: nonce, email, password: 'long enough' })).statusCode).toBe(303);
    await client.start();
    const cart = await client.cart();
    expect(cart.items.map((i) => [i.id, i.quantity])).toEqual([
      [later, 2],
      [earlier, 1],
    ]);
  });

  it('logs out: the session ends, the cookie goes, userinfo says 401', async () => {
    const { client, nonce } = await visitor();
    await post(client, '/my-account/register', { _wpnonce: nonce, email: newEmail(), password: 'long enough' });
    const signedIn = client.cookie;
    const page = await client.site('GET', '/my-account');
    const logoutNonce = /name="_wpnonce" value="([^"]+)"/.exec(page.body)?.[1] ?? '';
    const out = await post(client, '/my-account/logout', { _wpnonce: logoutNonce });
    expect(out.statusCode).toBe(303);
    expect(String(out.headers['set-cookie'])).toMatch(/soul_session=;/);
    const stale = await t.app.inject({ method: 'GET', url: '/wp-json/soul/v1/userinfo', headers: { cookie: signedIn } });
    expect(stale.statusCode).toBe(401);
    expect(stale.json()).toMatchObject({ code: 'rest_not_logged_in' });
  });

  it('has the demo accounts: a director with every flag, staff who may not buy', async () => {
    const as = async (email: string) => {
      const { client, nonce } = await visitor();
      expect((await post(client, '/my-account/login', { _wpnonce: nonce, email, password: DEMO_PASSWORD })).statusCode).toBe(303);
      return (await client.site('GET', '/wp-json/soul/v1/userinfo')).json() as { role: string; b2b_permissions: Record<string, boolean> };
    };
    const director = await as(DEMO_ACCOUNTS.director);
    expect(director.role).toBe('director');
    expect(Object.values(director.b2b_permissions).every(Boolean)).toBe(true);
    const viewer = await as(DEMO_ACCOUNTS.viewer);
    expect(viewer).toMatchObject({ role: 'staff', b2b_permissions: { permission_buy: false, permission_view_orders: true } });
  });

  it('resets a forgotten password by the e-mailed link, once, ending the old sessions', async () => {
    const email = newEmail();
    const owner = await visitor();
    await post(owner.client, '/my-account/register', { _wpnonce: owner.nonce, email, password: 'old password' });
    const oldSession = owner.client.cookie;

    const { client } = await visitor();
    const lost = await client.site('GET', '/my-account/lost-password');
    const nonce = /name="_wpnonce" value="([^"]+)"/.exec(lost.body)?.[1] ?? '';
    const asked = await post(client, '/my-account/lost-password', { _wpnonce: nonce, email });
    expect(asked.body).toContain('If an account is registered with that e-mail address');
    const unknown = await post(client, '/my-account/lost-password', { _wpnonce: nonce, email: newEmail() });
    expect(unknown.body).toContain('If an account is registered with that e-mail address');

    const [mail] = await resetMailsTo(email);
    const link = /http:\/\/shop\.test(\/my-account\/reset-password\?key=[\w%-]+)/.exec(mail?.text ?? '')?.[1] ?? '';
    expect(link).not.toBe('');
    const form = await client.site('GET', link);
    expect(form.statusCode).toBe(200);
    const key = /name="key" value="([^"]+)"/.exec(form.body)?.[1] ?? '';
    const formNonce = /name="_wpnonce" value="([^"]+)"/.exec(form.body)?.[1] ?? '';
    expect((await post(client, '/my-account/reset-password', { _wpnonce: formNonce, key, password: 'short' })).statusCode).toBe(422);
    const done = await post(client, '/my-account/reset-password', { _wpnonce: formNonce, key, password: 'brand new password' });
    expect(done.statusCode).toBe(303);
    expect((await client.site('GET', '/my-account?reset=1')).body).toContain('Your password has been changed');

    expect((await client.site('GET', link)).statusCode).toBe(410);
    expect((await t.app.inject({ method: 'GET', url: '/wp-json/soul/v1/userinfo', headers: { cookie: oldSession } })).statusCode).toBe(401);
    const again = await visitor();
    expect(
      (await post(again.client, '/my-account/login', { _wpnonce: again.nonce, email, password: 'brand new password' })).statusCode,
    ).toBe(303);
  });

  it('answers 404 for a path that is no page of the account app: unknown, too deep, or a section the user does not see', async () => {
    const guest = await visitor();
    for (const [path, status] of [
      ['/my-account/nowhere', 404],
      ['/lt/my-account/orders/12/extra', 404],
      ['/my-account/orders/abc', 404],
      ['/my-account/orders/12', 200],
      ['/lt/my-account/profile', 200],
      ['/lt/my-account/statistics', 200],
      ['/my-account/statistics/3', 404],
      ['/my-account/', 200],
    ] as const)
      expect([path, (await guest.client.site('GET', path)).statusCode]).toEqual([path, status]);

    const viewer = await visitor();
    await post(viewer.client, '/my-account/login', { _wpnonce: viewer.nonce, email: DEMO_ACCOUNTS.viewer, password: DEMO_PASSWORD });
    const missing = await viewer.client.site('GET', '/lt/my-account/nowhere');
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('data-soul-widget="my-account"');
    expect((await viewer.client.site('GET', '/my-account/orders/3')).statusCode).toBe(200);
    expect((await viewer.client.site('GET', '/my-account/profile')).statusCode).toBe(200);
    expect((await viewer.client.site('GET', '/my-account/statistics')).statusCode).toBe(200);
  });

  it('mails the reset link in the language of the page it was asked on, not the account’s', async () => {
    const email = newEmail();
    const owner = await visitor();
    await post(owner.client, '/my-account/register', { _wpnonce: owner.nonce, email, password: 'old password' });
    const { client } = await visitor('/lt/my-account');
    const lost = await client.site('GET', '/lt/my-account/lost-password');
    const nonce = /name="_wpnonce" value="([^"]+)"/.exec(lost.body)?.[1] ?? '';
    await post(client, '/lt/my-account/lost-password', { _wpnonce: nonce, email });
    const [mail] = await resetMailsTo(email);
    expect(mail?.text).toContain('/lt/my-account/reset-password?key=');
    expect(mail?.text).toMatch(/slaptažod/i);
  });

  it('refuses a form without its nonce', async () => {
    const { client } = await visitor();
    const response = await post(client, '/my-account/login', { _wpnonce: 'forged', email: 'a@b.lt', password: 'whatever1' });
    expect(response.statusCode).toBe(403);
  });
});
