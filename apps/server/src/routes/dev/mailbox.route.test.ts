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
    expect((await t.app.inject({ method: 'GET', url: '/dev/mailbox', headers: { 'x-forwarded-for': '203.0.113.9' } })).statusCode).toBe(404);
    const admin = await new AccountClients(t).signedIn(DEMO_ACCOUNTS.administrator);
    const asAdmin = await t.app.inject({ method: 'GET', url: '/dev/mailbox', remoteAddress: '203.0.113.9', headers: { cookie: admin.cookie } });
    expect(asAdmin.statusCode).toBe(200);
    const customer = await new AccountClients(t).signedIn(DEMO_ACCOUNTS.customer);
    expect((await t.app.inject({ method: 'GET', url: '/dev/mailbox', remoteAddress: '203.0.113.9', headers: { cookie: customer.cookie } })).statusCode).toBe(404);
  });
});
