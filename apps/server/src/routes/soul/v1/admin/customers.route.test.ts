import { DEMO_ACCOUNTS } from '@soul/db';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { withAccountApp } from '../../../../test/account-clients.ts';

/** The back office's customers and companies (issue 21), as a shop manager and an administrator use them. */
const context = withAccountApp();
const base = '/wp-json/soul/v1/admin';

async function backOffice(email: string) {
  const client = await context.clients.signedIn(email);
  const nonce = await context.clients.restNonce(client);
  const send = (method: 'GET' | 'POST' | 'PUT', path: string, body?: unknown) =>
    client.site(method, `${base}${path}`, body, method === 'GET' ? {} : { 'x-wp-nonce': nonce, 'content-type': 'application/json' });
  return { client, send };
}

async function userIdOf(email: string): Promise<number> {
  return ((await context.t.database.db.execute(sql`SELECT id FROM users WHERE email = ${email}`)).rows[0] as { id: number }).id;
}

async function auditRows(entityId: number) {
  return (
    await context.t.database.db.execute(
      sql`SELECT actor_role, action, before, after FROM audit_log WHERE subject_type = 'customer' AND subject_id = ${String(entityId)} ORDER BY id`,
    )
  ).rows as { actor_role: string; action: string; before: Record<string, unknown> | null; after: Record<string, unknown> | null }[];
}

const shape = (c: { first_name: string; last_name: string; phone: string; role: string; company: { id: number } | null }) => ({
  first_name: c.first_name,
  last_name: c.last_name,
  phone: c.phone,
  role: c.role,
  company_id: c.company?.id ?? null,
});

describe('soul/v1/admin/customers', () => {
  it('lists customers with role, company, orders and spending; searches by e-mail and name; filters by role and company', async () => {
    const buyer = await context.clients.newCustomer();
    await context.clients.placeOrder(buyer.client, { priceCents: 2500 });
    const { send } = await backOffice(DEMO_ACCOUNTS.manager);

    const found = await send('GET', `/customers?search=${encodeURIComponent(buyer.email)}`);
    expect(found.statusCode).toBe(200);
    expect(found.headers['x-wp-total']).toBe('1');
    const [row] = found.json() as { id: number; role: string; orders_count: number; total_spent: number; date_registered: string }[];
    expect(row).toMatchObject({ id: buyer.userId, role: 'customer', orders_count: 1, company: null });
    expect(row?.total_spent).toBeGreaterThanOrEqual(2500);
    expect(JSON.stringify(row)).not.toMatch(/password/i);

    const byName = (await send('GET', '/customers?search=Vadovas&role=director')).json() as {
      email: string;
      company: { id: number; name: string } | null;
    }[];
    expect(byName.map((c) => c.email)).toContain(DEMO_ACCOUNTS.director);
    const companyId = byName.find((c) => c.email === DEMO_ACCOUNTS.director)?.company?.id;
    const members = (await send('GET', `/customers?company=${companyId}&per_page=100`)).json() as { email: string }[];
    expect(members.map((m) => m.email)).toEqual(
      expect.arrayContaining([DEMO_ACCOUNTS.director, DEMO_ACCOUNTS.buyer, DEMO_ACCOUNTS.viewer]),
    );

    const paged = await send('GET', '/customers?per_page=2&page=1');
    expect((paged.json() as unknown[]).length).toBe(2);
    expect(Number(paged.headers['x-wp-totalpages'])).toBeGreaterThan(1);
    expect((await send('GET', '/customers?per_page=0')).statusCode).toBe(400);
    expect((await send('GET', '/customers?role=emperor')).statusCode).toBe(400);
  });

  it('shows one customer with company membership and vendor status; an unknown one is 404 in en and lt', async () => {
    const { send } = await backOffice(DEMO_ACCOUNTS.manager);
    const wholesale = await send('GET', `/customers/${await userIdOf(DEMO_ACCOUNTS.wholesale)}`);
    expect(wholesale.statusCode).toBe(200);
    expect(wholesale.json()).toMatchObject({ email: DEMO_ACCOUNTS.wholesale, role: 'vendor', vendor_status: 'approved' });
    const en = await send('GET', '/customers/2147483000');
    expect(en.statusCode).toBe(404);
    expect(en.json()).toMatchObject({ code: 'soul_customer_not_found', message: 'No such customer.' });
    const lt = await send('GET', '/customers/2147483000?lang=lt');
    expect(lt.json()).toMatchObject({ code: 'soul_customer_not_found', message: 'Tokio pirkėjo nėra.' });
  });

  it('lets a shop manager change names, phone and company (audited), but not a role: 403 and nothing changes', async () => {
    const person = await context.clients.newCustomer();
    const { send } = await backOffice(DEMO_ACCOUNTS.manager);
    const current = (await send('GET', `/customers/${person.userId}`)).json() as Parameters<typeof shape>[0];

    const renamed = await send('PUT', `/customers/${person.userId}`, {
      ...shape(current),
      first_name: 'Rūta',
      last_name: 'Naujoji',
      phone: '+37061111111',
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ first_name: 'Rūta', last_name: 'Naujoji', phone: '+37061111111', role: 'customer' });
    const [row] = await auditRows(person.userId);
    expect(row).toMatchObject({ actor_role: 'shop_manager', action: 'update', before: { first_name: '' }, after: { first_name: 'Rūta' } });

    const promoted = await send('PUT', `/customers/${person.userId}`, { ...shape(current), first_name: 'Kita', role: 'administrator' });
    expect(promoted.statusCode).toBe(403);
    expect(promoted.json()).toMatchObject({ code: 'rest_forbidden', message: 'Only an administrator can change a user’s role.' });
    const lt = await send('PUT', `/customers/${person.userId}?lang=lt`, { ...shape(current), role: 'shop_manager' });
    expect(lt.json()).toMatchObject({ message: 'Naudotojo vaidmenį keisti gali tik administratorius.' });
    expect((await send('GET', `/customers/${person.userId}`)).json()).toMatchObject({ first_name: 'Rūta', role: 'customer' });
    expect(await auditRows(person.userId)).toHaveLength(1);

    // Nor may a shop manager edit an administrator's account at all.
    const adminId = await userIdOf(DEMO_ACCOUNTS.administrator);
    const administrator = (await send('GET', `/customers/${adminId}`)).json() as Parameters<typeof shape>[0];
    expect((await send('PUT', `/customers/${adminId}`, { ...shape(administrator), phone: '+37069999999' })).statusCode).toBe(403);
  });

  it('lets an administrator change a role; a director needs a company (400 in en and lt); an unknown company is 404', async () => {
    const person = await context.clients.newCustomer();
    const { send } = await backOffice(DEMO_ACCOUNTS.administrator);
    const current = (await send('GET', `/customers/${person.userId}`)).json() as Parameters<typeof shape>[0];
    const made = await send('PUT', `/customers/${person.userId}`, { ...shape(current), role: 'shop_manager' });
    expect(made.statusCode).toBe(200);
    expect(made.json()).toMatchObject({ role: 'shop_manager' });
    expect((await auditRows(person.userId)).at(-1)).toMatchObject({
      actor_role: 'administrator',
      before: { role: 'customer' },
      after: { role: 'shop_manager' },
    });

    const en = await send('PUT', `/customers/${person.userId}`, { ...shape(current), role: 'director', company_id: null });
    expect(en.statusCode).toBe(400);
    expect(en.json()).toMatchObject({ message: 'This change cannot be made: a director or staff member must belong to a company' });
    const lt = await send('PUT', `/customers/${person.userId}?lang=lt`, { ...shape(current), role: 'director', company_id: null });
    expect(lt.json()).toMatchObject({ message: 'Šio pakeitimo atlikti negalima: vadovas ar darbuotojas turi priklausyti įmonei' });
    const noCompany = await send('PUT', `/customers/${person.userId}`, { ...shape(current), company_id: 2147483000 });
    expect(noCompany.statusCode).toBe(404);
    expect((await send('PUT', `/customers/${person.userId}`, { first_name: 'x' })).statusCode).toBe(400);
  });

  it('mails a password-set link in the customer’s language, audited; the answer never carries a token or password', async () => {
    const person = await context.clients.newCustomer();
    await context.t.database.db.execute(sql`UPDATE users SET lang = 'lt' WHERE id = ${person.userId}`);
    const { send } = await backOffice(DEMO_ACCOUNTS.manager);
    const sent = await send('POST', `/customers/${person.userId}/password-link`, {});
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toMatchObject({ sent: true, customer: { id: person.userId } });
    expect(sent.body).not.toMatch(/key=|token|password_hash/i);
    // The mail goes out through the job queue: wait for it a little.
    let mails: { subject: string; text: string }[] = [];
    for (let tries = 0; mails.length === 0 && tries < 100; tries++) {
      mails = (
        await context.t.database.db.execute(
          sql`SELECT subject, text FROM sent_mail WHERE "to" = ${person.email} AND kind = 'password_reset'`,
        )
      ).rows as { subject: string; text: string }[];
      if (mails.length === 0) await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe('Soul Shop slaptažodžio atkūrimas');
    expect(mails[0]?.text).toMatch(/\/lt\/.*reset-password\?key=/);
    expect((await auditRows(person.userId)).at(-1)).toMatchObject({ action: 'transition', after: { password_link_sent_to: person.email } });
    expect((await send('POST', '/customers/2147483000/password-link', {})).statusCode).toBe(404);
  });

  it('refuses a write without the REST nonce (403, nothing changes)', async () => {
    const person = await context.clients.newCustomer();
    const client = await context.clients.signedIn(DEMO_ACCOUNTS.manager);
    const refused = await client.site(
      'POST',
      `${base}/customers/${person.userId}/password-link`,
      {},
      { 'content-type': 'application/json' },
    );
    expect(refused.statusCode).toBe(403);
    expect(await auditRows(person.userId)).toHaveLength(0);
  });
});

describe('soul/v1/admin/companies', () => {
  it('lists companies with their director and staff, and shows one; an unknown one is 404 in en and lt', async () => {
    const { send } = await backOffice(DEMO_ACCOUNTS.manager);
    const listed = await send('GET', '/companies?per_page=100');
    expect(listed.statusCode).toBe(200);
    expect(Number(listed.headers['x-wp-total'])).toBeGreaterThanOrEqual(1);
    const companies = listed.json() as { id: number; director: { email: string } | null; staff: { email: string }[] }[];
    const demo = companies.find((c) => c.director?.email === DEMO_ACCOUNTS.director);
    expect(demo?.staff.map((s) => s.email)).toEqual(expect.arrayContaining([DEMO_ACCOUNTS.buyer, DEMO_ACCOUNTS.viewer]));
    expect((await send('GET', `/companies/${demo?.id}`)).json()).toMatchObject({
      id: demo?.id,
      director: { email: DEMO_ACCOUNTS.director },
    });
    const en = await send('GET', '/companies/2147483000');
    expect(en.statusCode).toBe(404);
    expect(en.json()).toMatchObject({ message: 'No such company.' });
    expect((await send('GET', '/companies/2147483000?lang=lt')).json()).toMatchObject({ message: 'Tokios įmonės nėra.' });
  });
});
