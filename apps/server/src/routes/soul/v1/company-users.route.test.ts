import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { PERMISSION_FLAGS } from '@soul/domain/accounts/permissions';
import { withAccountApp } from '../../../test/account-clients.ts';
import { createStockedProduct } from '../../../test/test-products.ts';
import { StoreClient } from '../../../test/store-client.ts';

const app = withAccountApp();
const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

/** A fresh company with its director, signed in. */
async function newCompany(): Promise<{ companyId: number; director: StoreClient; directorId: number }> {
  const db = app.t.database.db;
  const company = (await db.execute(sql`INSERT INTO companies (name) VALUES ('Test UAB') RETURNING id`)).rows[0] as { id: number };
  const email = `director-${Date.now()}-${randomBytes(3).toString('hex')}@example.lt`;
  const row = (
    await db.execute(sql`INSERT INTO users (email, password_hash, role, first_name, last_name, company_id)
      VALUES (${email}, 'x', 'director', 'Dora', 'Director', ${company.id}) RETURNING id`)
  ).rows[0] as { id: number };
  return { companyId: company.id, director: await app.clients.signedIn(email), directorId: row.id };
}

async function ajax(client: StoreClient, action: string, fields: Record<string, string>, nonce?: string) {
  const body = new URLSearchParams({ action, ajax_nonce: nonce ?? (await app.clients.ajaxNonce(client)), ...fields }).toString();
  return client.site('POST', '/wp-admin/admin-ajax.php', body, FORM);
}

const newEmail = () => `staff-${Date.now()}-${randomBytes(3).toString('hex')}@example.lt`;

async function invite(director: StoreClient, fields: Record<string, string> = {}) {
  const email = fields.email ?? newEmail();
  const response = await ajax(director, 'b2bwhs_create_multiaccount', { firstName: 'Sta', lastName: 'Ff', ...fields, email });
  expect(response.statusCode).toBe(200);
  const user = (response.json() as { data: { user: { id: number } } }).data.user;
  return { email, id: user.id };
}

async function inviteMailTo(email: string): Promise<{ subject: string; text: string } | undefined> {
  const deadline = Date.now() + 5000;
  for (;;) {
    const rows = (
      await app.t.database.pool.query(`SELECT subject, text FROM sent_mail WHERE "to" = $1 AND kind = 'company_invite'`, [email])
    ).rows as { subject: string; text: string }[];
    if (rows[0] || Date.now() > deadline) return rows[0];
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function auditRows(companyId: number) {
  return (
    await app.t.database.pool.query(
      `SELECT actor_id, subject_type, subject_id, action, before, after FROM audit_log WHERE company_id = $1 ORDER BY id`,
      [companyId],
    )
  ).rows as { actor_id: number; subject_type: string; subject_id: string; action: string; before: unknown; after: unknown }[];
}

describe('company users: the director manages staff', () => {
  it('invites a member (defaults of account §6, no password), mails a set-password link in their language, audits it', async () => {
    const { companyId, director, directorId } = await newCompany();
    const { email, id } = await invite(director, { position: 'Buyer', language: 'lt' });
    const listed = await director.site('GET', '/wp-json/soul/v1/multiusers');
    expect(listed.statusCode).toBe(200);
    expect(listed.json()).toEqual([
      {
        id,
        first_name: 'Sta',
        last_name: 'Ff',
        username: email,
        email,
        position: 'Buyer',
        status: 'invited',
        b2b_permissions: Object.fromEntries(
          PERMISSION_FLAGS.map((flag) => [flag, flag === 'permission_buy' || flag === 'permission_view_orders']),
        ),
      },
    ]);
    const mail = await inviteMailTo(email);
    expect(mail?.subject).toBe('Kvietimas į jūsų įmonės „Soul Shop“ paskyrą');
    const link = /http:\/\/shop\.test(\/lt\/my-account\/reset-password\?key=[\w%-]+)/.exec(mail?.text ?? '')?.[1] ?? '';
    expect(link).not.toBe('');
    expect((await new StoreClient(app.t.app).site('GET', link)).statusCode).toBe(200);
    const [row] = await auditRows(companyId);
    expect(row).toMatchObject({
      actor_id: directorId,
      subject_type: 'staff_user',
      subject_id: String(id),
      action: 'created',
      before: null,
    });
    expect(row?.after).toMatchObject({ email, firstName: 'Sta', permission_buy: true, permission_edit_orders: false });
  });

  it('changes flags and names with one audit row before → after; the flags are enforced at once (checkout)', async () => {
    const { companyId, director } = await newCompany();
    const { email, id } = await invite(director, { permissionBuy: '0' });
    const staff = await app.clients.signedIn(email);
    const product = await createStockedProduct(app.t.database, { stock: null });
    await staff.add(product);
    const billing = {
      email,
      first_name: 'S',
      last_name: 'F',
      phone: '+37060000000',
      address_1: 'A 1',
      city: 'Vilnius',
      postcode: 'LT-01103',
      country: 'LT',
    };
    expect((await staff.request('POST', '/checkout', { billing_address: billing, payment_method: 'cod' })).statusCode).toBe(403);

    const updated = await ajax(director, 'b2bwhs_update_multiaccount', { id: String(id), permissionBuy: '1', lastName: 'Fresh' });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({
      success: true,
      data: { user: { last_name: 'Fresh', b2b_permissions: { permission_buy: true } } },
    });
    const rows = await auditRows(companyId);
    expect(rows.at(-1)).toMatchObject({
      action: 'updated',
      before: { name: 'Sta Ff', lastName: 'Ff', permission_buy: false },
      after: { lastName: 'Fresh', permission_buy: true },
    });
    expect((await staff.request('POST', '/checkout', { billing_address: billing, payment_method: 'cod' })).statusCode).toBe(200);

    // Saving what is already there changes nothing and writes no row.
    await ajax(director, 'b2bwhs_update_multiaccount', { id: String(id), lastName: 'Fresh' });
    expect((await auditRows(companyId)).length).toBe(rows.length);

    const audit = await director.site('GET', '/wp-json/soul/v1/company-audit');
    expect(audit.statusCode).toBe(200);
    expect(audit.headers['x-wp-total']).toBe('2');
    expect((audit.json() as { action: string; subject_name: string; actor: { name: string } }[])[0]).toMatchObject({
      action: 'updated',
      subject_name: 'Sta Ff',
      actor: { name: 'Dora Director' },
    });
  });

  it('gates every edit flag on the server: order editing follows permission_edit_orders', async () => {
    const { director } = await newCompany();
    const { email, id } = await invite(director);
    const staff = await app.clients.signedIn(email);
    const orderId = await app.clients.placeOrder(staff);
    const nonce = await app.clients.restNonce(staff);
    const edit = () =>
      staff.site(
        'POST',
        '/wp-json/soul/v1/update-order',
        { id: orderId, line_items: [] },
        { 'x-wp-nonce': nonce, 'content-type': 'application/json' },
      );
    expect((await edit()).statusCode).toBe(403);
    await ajax(director, 'b2bwhs_update_multiaccount', { id: String(id), permissionEditOrders: '1' });
    expect((await edit()).statusCode).not.toBe(403);
    // Viewing orders follows permission_view_orders.
    expect((await staff.site('GET', '/wp-json/soul/v1/orders')).statusCode).toBe(200);
    await ajax(director, 'b2bwhs_update_multiaccount', { id: String(id), permissionViewOrders: 'false' });
    expect((await staff.site('GET', '/wp-json/soul/v1/orders')).statusCode).toBe(403);
  });

  it('removes a member from the company: audited, sessions ended, their account stays a personal one', async () => {
    const { companyId, director } = await newCompany();
    const { email, id } = await invite(director);
    const staff = await app.clients.signedIn(email);
    const missing = await ajax(director, 'b2bwhs_delete_multiaccount', {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ success: false, data: 'Can not delete ID is missing' });
    const removed = await ajax(director, 'b2bwhs_delete_multiaccount', { id: String(id) });
    expect(removed.json()).toMatchObject({ success: true, data: { id } });
    expect((await director.site('GET', '/wp-json/soul/v1/multiusers')).json()).toEqual([]);
    expect((await staff.site('GET', '/wp-json/soul/v1/userinfo')).statusCode).toBe(401);
    const after = (await app.t.database.pool.query(`SELECT role, company_id FROM users WHERE id = $1`, [id])).rows[0];
    expect(after).toEqual({ role: 'customer', company_id: null });
    expect((await auditRows(companyId)).at(-1)).toMatchObject({ action: 'deleted', after: null, before: { email } });
    expect((await ajax(director, 'b2bwhs_delete_multiaccount', { id: String(id) })).statusCode).toBe(404);
  });

  it('validates the form in the reader’s language and refuses a taken e-mail', async () => {
    const { companyId, director } = await newCompany();
    const blank = await ajax(director, 'b2bwhs_create_multiaccount', { firstName: '', lastName: 'X', email: 'x@example.lt', lang: 'lt' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toMatchObject({
      success: false,
      data: 'This field is required.',
      fields: { firstName: 'This field is required.' },
    });
    const lt = await director.site(
      'POST',
      '/wp-admin/admin-ajax.php?lang=lt',
      new URLSearchParams({
        action: 'b2bwhs_create_multiaccount',
        ajax_nonce: await app.clients.ajaxNonce(director),
        firstName: 'A',
        lastName: 'B',
        email: 'nope',
      }).toString(),
      FORM,
    );
    expect(lt.json()).toMatchObject({
      data: 'Įveskite teisingą el. pašto adresą.',
      fields: { email: 'Įveskite teisingą el. pašto adresą.' },
    });
    const { email } = await invite(director);
    const taken = await ajax(director, 'b2bwhs_create_multiaccount', { firstName: 'A', lastName: 'B', email });
    expect(taken.statusCode).toBe(409);
    expect((await auditRows(companyId)).length).toBe(1);
  });
});

describe('orders of a company: placed by', () => {
  it('shows the director who placed each order and filters by the person; staff stay within their own', async () => {
    const { director, directorId } = await newCompany();
    const { email, id } = await invite(director);
    const staff = await app.clients.signedIn(email);
    const staffOrder = await app.clients.placeOrder(staff);
    const directorOrder = await app.clients.placeOrder(director);
    const all = (await director.site('GET', '/wp-json/soul/v1/orders')).json() as { id: number; placed_by: { id: number; name: string } }[];
    expect(all.find((order) => order.id === staffOrder)?.placed_by).toEqual({ id, name: 'Sta Ff' });
    expect(all.find((order) => order.id === directorOrder)?.placed_by).toEqual({ id: directorId, name: 'Dora Director' });
    const theirs = (await director.site('GET', `/wp-json/soul/v1/orders?placed_by=${id}`)).json() as { id: number }[];
    expect(theirs.map((order) => order.id)).toEqual([staffOrder]);
    // The filter narrows the reader's scope, never widens it.
    expect((await staff.site('GET', `/wp-json/soul/v1/orders?placed_by=${directorId}`)).json()).toEqual([]);
    expect((await director.site('GET', '/wp-json/soul/v1/orders?placed_by=abc')).statusCode).toBe(400);
  });
});

describe('company users: who may', () => {
  it('refuses guests (401), customers, staff and vendors (403), and a bad or missing nonce (403)', async () => {
    const { director } = await newCompany();
    expect((await app.t.app.inject({ method: 'GET', url: '/wp-json/soul/v1/multiusers' })).statusCode).toBe(401);
    expect((await app.t.app.inject({ method: 'GET', url: '/wp-json/soul/v1/company-audit' })).statusCode).toBe(401);
    const guest = await new StoreClient(app.t.app).start();
    expect((await ajax(guest, 'b2bwhs_create_multiaccount', { firstName: 'A', lastName: 'B', email: newEmail() })).statusCode).toBe(401);
    for (const role of ['customer', 'staff', 'vendor']) {
      const { client } = await app.clients.newCustomer({ role });
      expect((await client.site('GET', '/wp-json/soul/v1/multiusers')).statusCode).toBe(403);
      expect((await client.site('GET', '/wp-json/soul/v1/company-audit')).statusCode).toBe(403);
      expect((await ajax(client, 'b2bwhs_create_multiaccount', { firstName: 'A', lastName: 'B', email: newEmail() })).statusCode).toBe(403);
    }
    expect(
      (await ajax(director, 'b2bwhs_create_multiaccount', { firstName: 'A', lastName: 'B', email: newEmail() }, 'forged')).statusCode,
    ).toBe(403);
  });

  it('keeps a director to their own company: foreign ids are not found, a foreign company is forbidden', async () => {
    const ours = await newCompany();
    const theirs = await newCompany();
    const { id } = await invite(theirs.director);
    expect((await ajax(ours.director, 'b2bwhs_update_multiaccount', { id: String(id), permissionBuy: '0' })).statusCode).toBe(404);
    expect((await ajax(ours.director, 'b2bwhs_delete_multiaccount', { id: String(id) })).statusCode).toBe(404);
    // A company named in the form or the query is not a way in.
    expect(
      (await ajax(ours.director, 'b2bwhs_delete_multiaccount', { id: String(id), company: String(theirs.companyId) })).statusCode,
    ).toBe(403);
    expect((await ours.director.site('GET', `/wp-json/soul/v1/multiusers?company=${theirs.companyId}`)).statusCode).toBe(403);
    expect((await ours.director.site('GET', `/wp-json/soul/v1/company-audit?company=${theirs.companyId}`)).statusCode).toBe(403);
    // The director themself is no staff member to edit.
    expect((await ajax(ours.director, 'b2bwhs_update_multiaccount', { id: String(ours.directorId), firstName: 'X' })).statusCode).toBe(404);
    expect((await theirs.director.site('GET', '/wp-json/soul/v1/multiusers')).json()).toMatchObject([
      { id, b2b_permissions: { permission_buy: true } },
    ]);
  });

  it('lets an administrator manage a named company (and only a named one that exists)', async () => {
    const { companyId } = await newCompany();
    const { client: admin, userId: adminId } = await app.clients.newCustomer({ role: 'administrator' });
    expect((await admin.site('GET', '/wp-json/soul/v1/multiusers')).statusCode).toBe(404);
    expect((await admin.site('GET', '/wp-json/soul/v1/multiusers?company=999999999')).statusCode).toBe(404);
    const created = await ajax(admin, 'b2bwhs_create_multiaccount', {
      company: String(companyId),
      firstName: 'A',
      lastName: 'B',
      email: newEmail(),
    });
    expect(created.statusCode).toBe(200);
    expect((await admin.site('GET', `/wp-json/soul/v1/multiusers?company=${companyId}`)).json()).toHaveLength(1);
    expect((await auditRows(companyId))[0]).toMatchObject({ actor_id: adminId, action: 'created' });
  });
});

describe('company users: the audit row shares the change’s transaction', () => {
  it('writes no change when the audit row cannot be written', async () => {
    const { companyId, director } = await newCompany();
    const { id } = await invite(director);
    const pool = app.t.database.pool;
    // A trigger that refuses audit rows for this company: the flag change must roll back with it.
    await pool.query(`CREATE OR REPLACE FUNCTION refuse_audit() RETURNS trigger AS $$ BEGIN
      IF NEW.company_id = ${companyId} THEN RAISE EXCEPTION 'audit refused'; END IF; RETURN NEW; END $$ LANGUAGE plpgsql`);
    await pool.query(`CREATE TRIGGER refuse_audit BEFORE INSERT ON audit_log FOR EACH ROW EXECUTE FUNCTION refuse_audit()`);
    try {
      const response = await ajax(director, 'b2bwhs_update_multiaccount', { id: String(id), permissionBuy: '0' });
      expect(response.statusCode).toBe(500);
      const stored = (await pool.query(`SELECT b2b_permissions FROM users WHERE id = $1`, [id])).rows[0] as {
        b2b_permissions: Record<string, boolean>;
      };
      expect(stored.b2b_permissions.permission_buy).toBe(true);
    } finally {
      await pool.query(`DROP TRIGGER refuse_audit ON audit_log`);
      await pool.query(`DROP FUNCTION refuse_audit()`);
    }
  });
});
