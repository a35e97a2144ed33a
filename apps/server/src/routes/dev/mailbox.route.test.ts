import { DEMO_ACCOUNTS } from '@soul/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccountClients } from '../../test/account-clients.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('dev mailbox', () => {
  it('opens for the shop’s own machine and for administrators, for nobody else (it holds reset links)', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/dev/mailbox' })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/dev/mailbox', remoteAddress: '203.0.113.9' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/dev/mailbox/1', remoteAddress: '203.0.113.9' })).statusCode).toBe(404);
    // Through a proxy on the same machine the caller is someone else.
    expect((await t.app.inject({ method: 'GET', url: '/dev/mailbox', headers: { 'x-forwarded-for': '203.0.113.9' } })).statusCode).toBe(
      404,
    );
    const admin = await new AccountClients(t).signedIn(DEMO_ACCOUNTS.administrator);
    const asAdmin = await t.app.inject({
      method: 'GET',
      url: '/dev/mailbox',
      remoteAddress: '203.0.113.9',
      headers: { cookie: admin.cookie },
    });
    expect(asAdmin.statusCode).toBe(200);
    const customer = await new AccountClients(t).signedIn(DEMO_ACCOUNTS.customer);
    expect(
      (await t.app.inject({ method: 'GET', url: '/dev/mailbox', remoteAddress: '203.0.113.9', headers: { cookie: customer.cookie } }))
        .statusCode,
    ).toBe(404);
  });

  it('decides on the route that matched, so no spelling of the path opens it to a remote client', async () => {
    for (const url of [
      '/dev/%6dailbox',
      '/dev/mailbo%78',
      '/%64ev/mailbox',
      '/dev/mailbox/',
      '/dev//mailbox',
      '/DEV/mailbox',
      '/dev/mailbox?x=1',
      '/dev/%6dailbox/1',
      '/dev/mailbox/1/attachments/0',
    ]) {
      const response = await t.app.inject({ method: 'GET', url, remoteAddress: '203.0.113.9' });
      expect(response.statusCode, url).toBe(404);
      expect(response.body, url).not.toContain('mailbox');
    }
    // The same spellings still reach the page from the shop's own machine: they are the same route.
    expect((await t.app.inject({ method: 'GET', url: '/dev/%6dailbox' })).statusCode).toBe(200);
  });

  it('behind a configured reverse proxy opens for administrators only, even from 127.0.0.1', async () => {
    const proxied = await createTestApp({ trustProxy: '127.0.0.1' });
    try {
      // The proxy forwards a visitor from the internet without saying so, or says so: both stay out.
      expect((await proxied.app.inject({ method: 'GET', url: '/dev/mailbox' })).statusCode).toBe(404);
      expect(
        (await proxied.app.inject({ method: 'GET', url: '/dev/mailbox', headers: { 'x-forwarded-for': '203.0.113.9' } })).statusCode,
      ).toBe(404);
      const admin = await new AccountClients(proxied).signedIn(DEMO_ACCOUNTS.administrator);
      expect(
        (
          await proxied.app.inject({
            method: 'GET',
            url: '/dev/mailbox',
            headers: { cookie: admin.cookie, 'x-forwarded-for': '203.0.113.9' },
          })
        ).statusCode,
      ).toBe(200);
    } finally {
      await proxied.close();
    }
  });
});
