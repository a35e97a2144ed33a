import { DEMO_ACCOUNTS, DEMO_CUSTOMER_GROUP } from '@soul/db';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { soulPost, withAccountApp } from '../../../test/account-clients.ts';
import { cents, type StoreClient } from '../../../test/store-client.ts';
import { createStockedProduct } from '../../../test/test-products.ts';

/**
 * Vendors (issue 20; account §1, §2, §4, §7, §8): applying, the
 * administrators' decisions (REST and admin-ajax), their mails in the
 * vendor's language, and who may do what.
 */
const app = withAccountApp();
let admin: StoreClient;

beforeAll(async () => {
  admin = await app.clients.signedIn(DEMO_ACCOUNTS.administrator);
});

const APPLICATION = {
  company_name: 'Žalia lentyna UAB',
  company_code: '305000111',
  vat_code: 'LT100000111',
  address: 'Gedimino pr. 9, Vilnius',
};

/** A new customer who applied to be a vendor; their language set to `lang`. */
async function applicant(lang: 'en' | 'lt' = 'en') {
  const customer = await app.clients.newCustomer();
  await app.t.database.db.execute(sql`UPDATE users SET lang = ${lang}, first_name = 'Rūta' WHERE id = ${customer.userId}`);
  const applied = await soulPost(app.clients, customer.client, 'vendor-application', APPLICATION);
  expect(applied.statusCode).toBe(201);
  return customer;
}

async function ajax(client: StoreClient, fields: Record<string, string | number>) {
  const nonce = await app.clients.ajaxNonce(client);
  const body = new URLSearchParams({ ...Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, String(v)])), ajax_nonce: nonce });
  return client.site('POST', '/wp-admin/admin-ajax.php', body.toString(), { 'content-type': 'application/x-www-form-urlencoded' });
}

async function mailTo(to: string, kind: string): Promise<{ subject: string; text: string } | undefined> {
  const deadline = Date.now() + 5000;
  for (;;) {
    const rows = (await app.t.database.db.execute(sql`SELECT subject, text FROM sent_mail WHERE "to" = ${to} AND kind = ${kind}`)).rows as {
      subject: string;
      text: string;
    }[];
    if (rows[0] || Date.now() > deadline) return rows[0];
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function statusOf(userId: number): Promise<string | null> {
  const rows = (await app.t.database.db.execute(sql`SELECT vendor_status FROM users WHERE id = ${userId}`)).rows as {
    vendor_status: string | null;
  }[];
  return rows[0]?.vendor_status ?? null;
}

describe('applying to be a vendor', () => {
  it('turns a customer into a pending vendor with their company, shown back to them', async () => {
    const { client, userId } = await applicant();
    expect(await statusOf(userId)).toBe('pending');
    const mine = await client.site('GET', '/wp-json/soul/v1/vendor-application');
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toMatchObject({ status: 'pending', can_apply: false, company_name: APPLICATION.company_name, group: null });
    // Once a vendor, the account cannot apply again.
    const again = await soulPost(app.clients, client, 'vendor-application', APPLICATION);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'soul_vendor_apply_refused' });
  });

  it('checks the form in the reader’s language and strips markup', async () => {
    const { client, userId } = await app.clients.newCustomer();
    expect((await client.site('GET', '/wp-json/soul/v1/vendor-application')).json()).toMatchObject({ status: null, can_apply: true });
    const en = await soulPost(app.clients, client, 'vendor-application', { ...APPLICATION, company_name: '  ' });
    expect(en.statusCode).toBe(400);
    expect(en.json()).toMatchObject({
      code: 'rest_invalid_param',
      message: 'The vendor application is not valid: company_name is required',
    });
    const lt = await soulPost(app.clients, client, 'vendor-application?lang=lt', { ...APPLICATION, address: '' });
    expect(lt.json()).toMatchObject({ message: 'Tiekėjo paraiška netinkama: Laukas „address“ privalomas' });
    expect(await statusOf(userId)).toBeNull();
    const ok = await soulPost(app.clients, client, 'vendor-application', { ...APPLICATION, company_name: '<b>Bold</b> UAB' });
    expect(ok.json()).toMatchObject({ company_name: 'bBold/b UAB' });
  });

  it('needs a signed-in account with the REST nonce, and a customer one', async () => {
    const guest = await new (admin.constructor as new (a: typeof app.t.app) => StoreClient)(app.t.app).start();
    expect((await guest.site('GET', '/wp-json/soul/v1/vendor-application')).statusCode).toBe(401);
    expect((await guest.site('POST', '/wp-json/soul/v1/vendor-application', APPLICATION)).statusCode).toBe(401);
    const { client } = await app.clients.newCustomer();
    expect((await soulPost(app.clients, client, 'vendor-application', APPLICATION, 'wrong')).statusCode).toBe(403);
    const director = await app.clients.signedIn(DEMO_ACCOUNTS.director);
    expect((await soulPost(app.clients, director, 'vendor-application', APPLICATION)).statusCode).toBe(409);
  });
});

describe('administrators decide', () => {
  it('list vendors with a status filter and search; nobody else may', async () => {
    const { email } = await applicant();
    const listed = await admin.site('GET', `/wp-json/soul/v1/vendors?status=pending&search=${encodeURIComponent(email)}`);
    expect(listed.statusCode).toBe(200);
    expect(listed.headers['x-wp-total']).toBe('1');
    expect(listed.json()).toEqual([
      expect.objectContaining({ email, status: 'pending', company_code: APPLICATION.company_code, group: null }),
    ]);
    // The seeded pending vendor and the approved one are there too.
    const all = (await admin.site('GET', '/wp-json/soul/v1/admin/vendors?per_page=100')).json() as { email: string; status: string }[];
    expect(all).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ email: DEMO_ACCOUNTS.vendor, status: 'pending' }),
        expect.objectContaining({ email: DEMO_ACCOUNTS.wholesale, status: 'approved' }),
      ]),
    );
    expect((await admin.site('GET', '/wp-json/soul/v1/admin/vendors?page=999')).json()).toEqual([]);
    expect((await admin.site('GET', '/wp-json/soul/v1/admin/vendors?status=nonsense')).statusCode).toBe(400);
    const customer = (await app.clients.newCustomer()).client;
    expect((await customer.site('GET', '/wp-json/soul/v1/vendors')).statusCode).toBe(403);
    const vendor = await app.clients.signedIn(DEMO_ACCOUNTS.wholesale);
    expect((await vendor.site('GET', '/wp-json/soul/v1/admin/vendors')).statusCode).toBe(403);
  });

  it('approve into a chosen group (admin-ajax), mailing the vendor in their language', async () => {
    const { userId, email, client } = await applicant('lt');
    const approved = await ajax(admin, { action: 'b2bwhsapproveuser', chosen_group: DEMO_CUSTOMER_GROUP.id, user: userId });
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({
      success: true,
      data: { userId, status: 'approved', group: { id: DEMO_CUSTOMER_GROUP.id, name: 'Wholesale' } },
    });
    const mail = await mailTo(email, 'vendor_approved');
    expect(mail?.subject).toBe('Jūsų tiekėjo paskyra patvirtinta');
    expect(mail?.text).toContain('„Wholesale“');
    expect((await client.site('GET', '/wp-json/soul/v1/vendor-application')).json()).toMatchObject({
      status: 'approved',
      group: { name: 'Wholesale', discount_percent: 20 },
    });
    // An unknown group or vendor is refused with a string.
    const noGroup = await ajax(admin, { action: 'b2bwhsapproveuser', chosen_group: 99999, user: userId });
    expect(noGroup.json()).toEqual({ success: false, data: 'No customer group found' });
    const noVendor = await ajax(admin, { action: 'b2bwhsapproveuser', chosen_group: 1, user: 99999 });
    expect(noVendor.json()).toEqual({ success: false, data: 'No vendor found' });
    const broken = await ajax(admin, { action: 'b2bwhsapproveuser', chosen_group: 'x', user: userId });
    expect(broken.json()).toEqual({ success: false, data: 'Something went wrong' });
  });

  it('reject a pending vendor (admin-ajax); a second decision answers its reason as a string (account §8)', async () => {
    const { userId, email } = await applicant('en');
    const rejected = await ajax(admin, { action: 'b2bwhsrejectuser', user: userId });
    expect(rejected.json()).toMatchObject({ success: true, data: { status: 'rejected' } });
    expect((await mailTo(email, 'vendor_rejected'))?.subject).toBe('Your vendor application');
    const again = await ajax(admin, { action: 'b2bwhsrejectuser', userId });
    expect(again.json()).toEqual({ success: false, data: 'This vendor is rejected: that decision cannot be taken now.' });
    const lt = await ajax(admin, { action: 'b2bwhsrejectuser', user: userId, lang: 'lt' });
    expect(lt.json()).toMatchObject({ success: false });
  });

  it('lock and unlock an approved vendor, delete one; a vendor, customer or guest may not', async () => {
    const { userId, email } = await applicant('en');
    const nonce = await app.clients.restNonce(admin);
    expect((await soulPost(app.clients, admin, 'lockvendor', { userId }, nonce)).json()).toMatchObject({
      code: 'soul_invalid_vendor_status',
    });
    await ajax(admin, { action: 'b2bwhsapproveuser', chosen_group: DEMO_CUSTOMER_GROUP.id, user: userId });
    const locked = await soulPost(app.clients, admin, 'lockvendor', { userId }, nonce);
    expect(locked.statusCode).toBe(200);
    expect(locked.json()).toMatchObject({ userId, status: 'locked' });
    expect((await mailTo(email, 'vendor_locked'))?.subject).toBe('Your vendor account is locked');
    const unlocked = await soulPost(app.clients, admin, 'unlockvendor', { userId }, nonce);
    expect(unlocked.json()).toMatchObject({ status: 'approved', group: { id: DEMO_CUSTOMER_GROUP.id } });
    expect(await mailTo(email, 'vendor_unlocked')).toBeDefined();

    const customer = (await app.clients.newCustomer()).client;
    const vendor = await app.clients.signedIn(email);
    for (const other of [customer, vendor]) {
      for (const path of ['lockvendor', 'unlockvendor', 'deletevendor']) {
        expect((await soulPost(app.clients, other, path, { userId })).statusCode).toBe(403);
      }
      expect((await ajax(other, { action: 'b2bwhsapproveuser', chosen_group: 1, user: userId })).json()).toMatchObject({ success: false });
    }
    const guest = await new (admin.constructor as new (a: typeof app.t.app) => StoreClient)(app.t.app).start();
    expect((await guest.site('POST', '/wp-json/soul/v1/lockvendor', { userId })).statusCode).toBe(401);
    expect((await guest.site('GET', '/wp-json/soul/v1/vendors')).statusCode).toBe(401);
    expect(await statusOf(userId)).toBe('approved');

    expect((await soulPost(app.clients, admin, 'deletevendor', {}, nonce)).statusCode).toBe(400);
    // Only vendors are deleted through this route: a customer's id is not found.
    const { userId: customerId } = await app.clients.newCustomer();
    expect((await soulPost(app.clients, admin, 'deletevendor', { userId: customerId }, nonce)).statusCode).toBe(404);
    const deleted = await soulPost(app.clients, admin, 'deletevendor', { userId }, nonce);
    expect(deleted.json()).toMatchObject({ userId, email });
    expect((await app.t.database.db.execute(sql`SELECT 1 FROM users WHERE id = ${userId}`)).rows).toHaveLength(0);
    expect((await mailTo(email, 'vendor_deleted'))?.subject).toBe('Your vendor account was deleted');
    expect((await soulPost(app.clients, admin, 'deletevendor', { userId }, nonce)).statusCode).toBe(404);
  });

  it('admin vendor routes: detail, PUT decisions, DELETE, 404 for unknown ids', async () => {
    const { userId } = await applicant('en');
    const nonce = await app.clients.restNonce(admin);
    const headers = { 'x-wp-nonce': nonce, 'content-type': 'application/json' };
    expect((await admin.site('GET', `/wp-json/soul/v1/admin/vendors/${userId}`)).json()).toMatchObject({ userId, status: 'pending' });
    expect((await admin.site('GET', '/wp-json/soul/v1/admin/vendors/99999999')).statusCode).toBe(404);
    expect((await admin.site('GET', '/wp-json/soul/v1/admin/vendors/abc')).statusCode).toBe(404);
    const noGroup = await admin.site('PUT', `/wp-json/soul/v1/admin/vendors/${userId}`, { status: 'approved' }, headers);
    expect(noGroup.statusCode).toBe(400);
    const approved = await admin.site('PUT', `/wp-json/soul/v1/admin/vendors/${userId}`, { status: 'approved', group: 1 }, headers);
    expect(approved.json()).toMatchObject({ status: 'approved', group: { id: 1 } });
    const locked = await admin.site('PUT', `/wp-json/soul/v1/admin/vendors/${userId}`, { status: 'locked' }, headers);
    expect(locked.json()).toMatchObject({ status: 'locked' });
    const unlocked = await admin.site('PUT', `/wp-json/soul/v1/admin/vendors/${userId}`, { status: 'approved' }, headers);
    expect(unlocked.json()).toMatchObject({ status: 'approved', group: { id: 1 } });
    const backToPending = await admin.site('PUT', `/wp-json/soul/v1/admin/vendors/${userId}`, { status: 'pending' }, headers);
    expect(backToPending.statusCode).toBe(409);
    const gone = await admin.site('DELETE', `/wp-json/soul/v1/admin/vendors/${userId}`, undefined, { 'x-wp-nonce': nonce });
    expect(gone.json()).toMatchObject({ userId });
    expect((await admin.site('GET', `/wp-json/soul/v1/admin/vendors/${userId}`)).statusCode).toBe(404);
  });
});

describe('customer groups (admin)', () => {
  it('create, read, update, delete, with price lists checked', async () => {
    const nonce = await app.clients.restNonce(admin);
    const headers = { 'x-wp-nonce': nonce, 'content-type': 'application/json' };
    const productId = await createStockedProduct(app.t.database, { stock: null, priceCents: 2000 });
    const created = await admin.site(
      'POST',
      '/wp-json/soul/v1/admin/customer-groups',
      { name: 'Pharmacies', discount_percent: 10, prices: [{ product_id: productId, price: 1500 }] },
      headers,
    );
    expect(created.statusCode).toBe(201);
    const group = created.json() as { id: number };
    expect(group).toMatchObject({ name: 'Pharmacies', discount_percent: 10, prices: [{ product_id: productId, price: '1500' }] });
    const list = (await admin.site('GET', '/wp-json/soul/v1/admin/customer-groups')).json() as { id: number }[];
    expect(list.map((g) => g.id)).toEqual(expect.arrayContaining([1, group.id]));
    const updated = await admin.site(
      'PUT',
      `/wp-json/soul/v1/admin/customer-groups/${group.id}`,
      { name: 'Pharmacies', discount_percent: 15 },
      headers,
    );
    expect(updated.json()).toMatchObject({ discount_percent: 15, prices: [] });
    const bad = await admin.site(
      'PUT',
      `/wp-json/soul/v1/admin/customer-groups/${group.id}`,
      { name: 'X', discount_percent: 101 },
      headers,
    );
    expect(bad.statusCode).toBe(400);
    expect((await admin.site('PUT', '/wp-json/soul/v1/admin/customer-groups/99999', { name: 'X' }, headers)).statusCode).toBe(404);
    const deleted = await admin.site('DELETE', `/wp-json/soul/v1/admin/customer-groups/${group.id}`, undefined, { 'x-wp-nonce': nonce });
    expect(deleted.json()).toMatchObject({ id: group.id });
    expect((await admin.site('GET', `/wp-json/soul/v1/admin/customer-groups/${group.id}`)).statusCode).toBe(404);
    const customer = (await app.clients.newCustomer()).client;
    expect((await customer.site('GET', '/wp-json/soul/v1/admin/customer-groups')).statusCode).toBe(403);
  });
});

describe('group prices in the cart and checkout (server-side)', () => {
  const ADDRESS = {
    email: 'v@example.lt',
    first_name: 'A',
    last_name: 'B',
    phone: '+37060000000',
    address_1: 'A 1',
    city: 'Vilnius',
    postcode: 'LT-01103',
    country: 'LT',
  };

  it('an approved vendor pays the group price list and discount; pending, rejected and locked vendors get no wholesale price and cannot buy', async () => {
    const listed = await createStockedProduct(app.t.database, { stock: null, priceCents: 2000 });
    const discounted = await createStockedProduct(app.t.database, { stock: null, priceCents: 1000 });
    await app.t.database.db.execute(sql`INSERT INTO customer_group_prices (group_id, product_id, price_cents) VALUES (1, ${listed}, 1300)`);
    const { userId, client } = await applicant('en');

    // Pending: catalogue prices, and the checkout refuses with the vendor's reason, in both languages.
    expect((await client.add(listed)).statusCode).toBe(201);
    expect((await client.add(discounted)).statusCode).toBe(201);
    const pendingCart = await client.cart();
    expect(cents(pendingCart.totals.total_items) + cents(pendingCart.totals.total_items_tax)).toBe(3000);
    const refused = await client.request('POST', '/checkout', { billing_address: ADDRESS, payment_method: 'cod' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'soul_vendor_not_approved', message: expect.stringContaining('not approved') });
    const refusedLt = await client.request('POST', '/checkout?lang=lt', { billing_address: ADDRESS, payment_method: 'cod' });
    expect(refusedLt.json()).toMatchObject({ message: expect.stringContaining('nepatvirtinta') });
    const product = (await client.request('GET', `/products/${discounted}`)).json() as { prices: { price: string } };
    expect(product.prices.price).toBe('1000');
    // The checkout page says why, in the vendor's terms.
    const checkoutPage = await client.site('GET', '/lt/checkout');
    expect(checkoutPage.body).toContain('Jūsų tiekėjo paskyra dar nepatvirtinta');
    // So do the widgets (mini cart, product page, list): the page settings name the reason.
    expect(checkoutPage.body).toContain('"vendorNotApproved":true');

    // Approved into Wholesale: 1300 from the price list, 1000 − 20 % = 800; the Store API shows the same.
    await ajax(admin, { action: 'b2bwhsapproveuser', chosen_group: 1, user: userId });
    expect((await client.site('GET', '/checkout')).body).not.toContain('vendorNotApproved');
    const cart = await client.cart();
    const lines = new Map(cart.items.map((i) => [i.id, cents(i.prices.price)]));
    expect(lines.get(listed)).toBe(1300);
    expect(lines.get(discounted)).toBe(800);
    expect(cents(cart.totals.total_items) + cents(cart.totals.total_items_tax)).toBe(2100);
    const shown = (await client.request('GET', `/products/${discounted}`)).json() as {
      prices: { price: string; regular_price: string };
      extensions: { soul?: { lowest_price_30_days: string | null } };
    };
    expect(shown.prices).toMatchObject({ price: '800', regular_price: '1000' });
    // A group price is a business term, not a reduction: no 30-day prior price beside it.
    expect(shown.extensions.soul?.lowest_price_30_days ?? null).toBeNull();
    const listing = (await client.request('GET', `/products?include=${listed},${discounted}`)).json() as {
      id: number;
      prices: { price: string };
    }[];
    expect(new Map(listing.map((p) => [p.id, p.prices.price]))).toEqual(
      new Map([
        [listed, '1300'],
        [discounted, '800'],
      ]),
    );
    // The shared cache never hands a vendor's price to anyone else.
    const other = (await app.clients.newCustomer()).client;
    expect(((await other.request('GET', `/products/${discounted}`)).json() as { prices: { price: string } }).prices.price).toBe('1000');
    const otherListing = (await other.request('GET', `/products?include=${listed},${discounted}`)).json() as {
      prices: { price: string };
    }[];
    expect(otherListing.map((p) => p.prices.price).sort()).toEqual(['1000', '2000']);

    // Checkout: the order is priced at the group's terms.
    const placed = await client.request('POST', '/checkout', { billing_address: ADDRESS, payment_method: 'cod' });
    expect(placed.statusCode).toBe(200);
    const orderId = (placed.json() as { order_id: number }).order_id;
    const lineRows = (
      await app.t.database.db.execute(sql`SELECT product_id, total + total_tax AS gross FROM order_lines WHERE order_id = ${orderId}`)
    ).rows as { product_id: number; gross: number }[];
    expect(new Map(lineRows.map((r) => [r.product_id, Number(r.gross)]))).toEqual(
      new Map([
        [listed, 1300],
        [discounted, 800],
      ]),
    );

    // Locked: no wholesale price any more, and no buying.
    await soulPost(app.clients, admin, 'lockvendor', { userId });
    expect((await client.add(discounted)).statusCode).toBe(201);
    expect(cents((await client.cart()).items[0]?.prices.price)).toBe(1000);
    expect((await client.request('POST', '/checkout', { billing_address: ADDRESS, payment_method: 'cod' })).statusCode).toBe(403);
  });

  it('a product page shows the approved vendor their group price, and nobody else', async () => {
    const vendor = await app.clients.signedIn(DEMO_ACCOUNTS.wholesale);
    const customer = await app.clients.signedIn(DEMO_ACCOUNTS.customer);
    const slug = 'energy-complex';
    const vendorPage = await vendor.site('GET', `/product/${slug}`);
    expect(vendorPage.statusCode).toBe(200);
    expect(vendorPage.body).toContain('data-testid="wholesale-notice"');
    const customerPage = await customer.site('GET', `/product/${slug}`);
    expect(customerPage.body).not.toContain('wholesale-notice');
    const propsOf = (html: string) =>
      JSON.parse(/<script id="soul-props-product-detail" type="application\/json">(.*?)<\/script>/s.exec(html)?.[1] ?? '{}') as {
        product: { prices: { price: string; regular_price: string } };
      };
    const vendorPrice = Number(propsOf(vendorPage.body).product.prices.price);
    const publicPrice = Number(propsOf(customerPage.body).product.prices.price);
    expect(vendorPrice).toBeLessThan(publicPrice);
    expect(vendorPrice).toBe(Math.min(publicPrice, Math.round(publicPrice * 0.8)));
    const lt = await vendor.site('GET', '/lt/product/energijos-kompleksas');
    expect(lt.statusCode).toBe(200);
    expect(lt.body).toContain('Jūsų didmeninės kainos');
    expect(Number(propsOf(lt.body).product.prices.price)).toBe(vendorPrice);
  });
});
