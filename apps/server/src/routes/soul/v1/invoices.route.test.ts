import { DEFAULT_INVOICE_SETTINGS } from '@soul/contracts';
import { DEMO_ACCOUNTS } from '@soul/db';
import { formatMoney } from '@soul/i18n';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { soulPost, withAccountApp } from '../../../test/account-clients.ts';
import { pdfPageTexts, pdfText } from '../../../test/pdf-text.ts';
import type { StoreClient } from '../../../test/store-client.ts';
import { mailsFor } from '../../../test/test-products.ts';

const app = withAccountApp();

const invoice = (client: StoreClient, orderId: number, query = '') => client.site('GET', `/wp-json/soul/v1/invoice/${orderId}${query}`);
const form = { 'content-type': 'application/x-www-form-urlencoded' };
const ajax = async (client: StoreClient, fields: Record<string, string>) =>
  client.site(
    'POST',
    '/wp-admin/admin-ajax.php',
    new URLSearchParams({ ...fields, ajax_nonce: await app.clients.ajaxNonce(client) }).toString(),
    form,
  );
const today = () => new Date().toLocaleDateString('sv-SE', { timeZone: 'Europe/Vilnius' });

describe('soul/v1 invoice', () => {
  it('answers the order’s PDF invoice, numbered once, with the order’s lines and total', async () => {
    const { client } = await app.clients.newCustomer();
    const orderId = await app.clients.placeOrder(client, { priceCents: 2345 });
    const response = await invoice(client, orderId);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['cache-control']).toBe('private, no-store');
    // Framed by the account area only; no page policy that would stop the browser's PDF viewer.
    expect(response.headers['content-security-policy']).toBe("frame-ancestors 'self'");
    const number = /filename="invoice-(SS-\d{4}-\d{5})\.pdf"/.exec(String(response.headers['content-disposition']))?.[1];
    expect(response.headers['content-disposition']).toMatch(/^inline; /);
    expect(number).toBeDefined();
    const text = await pdfText(response.rawPayload);
    expect(text).toContain(String(number));
    expect(text).toContain('Invoice');
    expect(text).toContain(String(orderId));
    expect(text).toContain(formatMoney(2345 + 299, 'en-GB'));
    expect(text).toContain('Soul Shop UAB');

    const again = await invoice(client, orderId, '?download=1');
    expect(again.headers['content-disposition']).toMatch(new RegExp(`^attachment; filename="invoice-${number}\\.pdf"`));
    const order = (await client.site('GET', `/wp-json/soul/v1/orders/${orderId}`)).json() as { invoice_number: string };
    expect(order.invoice_number).toBe(number);

    // Issued is frozen: the order changed afterwards (here its language) leaves the invoice as it was.
    await app.t.database.db.execute(
      sql`UPDATE orders SET lang = 'lt', billing_address = billing_address || '{"first_name":"Changed"}'::jsonb WHERE id = ${orderId}`,
    );
    const frozen = await invoice(client, orderId, '?download=1');
    expect(frozen.headers['content-disposition']).toMatch(new RegExp(`^attachment; filename="invoice-${number}\\.pdf"`));
    expect(Buffer.compare(frozen.rawPayload, again.rawPayload)).toBe(0);
    expect(await pdfText(frozen.rawPayload)).not.toContain('Changed');
  });

  it('numbers invoices one after another without gaps, and once per order even when asked at the same time', async () => {
    const { client } = await app.clients.newCustomer();
    const first = await app.clients.placeOrder(client);
    const second = await app.clients.placeOrder(client);
    const numbers = await Promise.all(
      [first, first, first, second, second].map(
        async (id) => /invoice-(SS-\d{4}-\d{5})/.exec(String((await invoice(client, id)).headers['content-disposition']))?.[1],
      ),
    );
    expect(new Set(numbers.slice(0, 3)).size).toBe(1);
    expect(new Set(numbers.slice(3)).size).toBe(1);
    const sequence = (n: string | undefined) => Number(n?.slice(-5));
    expect(Math.abs(sequence(numbers[3]) - sequence(numbers[0]))).toBeGreaterThanOrEqual(1);
    const rows = (
      await app.t.database.db.execute(sql`SELECT count(*)::int AS n FROM invoice_documents WHERE order_id IN (${first}, ${second})`)
    ).rows;
    expect(rows).toEqual([{ n: 2 }]);
  });

  it('writes a Lithuanian order’s invoice in Lithuanian', async () => {
    const { client } = await app.clients.newCustomer();
    const orderId = await app.clients.placeOrder(client);
    await app.t.database.db.execute(sql`UPDATE orders SET lang = 'lt' WHERE id = ${orderId}`);
    const text = await pdfText((await invoice(client, orderId)).rawPayload);
    expect(text).toContain('Sąskaita faktūra');
    expect(text).toContain('Iš viso');
  });

  it('is for whoever may see the order only; declined orders have none', async () => {
    const { client } = await app.clients.newCustomer();
    const orderId = await app.clients.placeOrder(client);
    expect((await invoice((await app.clients.newCustomer()).client, orderId)).statusCode).toBe(404);
    expect((await app.t.app.inject({ method: 'GET', url: `/wp-json/soul/v1/invoice/${orderId}` })).statusCode).toBe(401);
    expect((await invoice(await app.clients.signedIn(DEMO_ACCOUNTS.administrator), orderId)).statusCode).toBe(200);
    const other = await app.clients.placeOrder(client);
    await app.t.database.db.execute(sql`UPDATE orders SET status = 'failed' WHERE id = ${other}`);
    const failed = await invoice(client, other);
    expect(failed.statusCode).toBe(404);
    expect(failed.json()).toMatchObject({ code: 'soul_invoice_unavailable' });
    expect((await client.site('GET', `/wp-json/soul/v1/orders/${other}`)).json()).toMatchObject({ invoice_url: null });
  });
});

describe('soul/v1 invoice-settings', () => {
  it('are kept by administrators, validated, and used by the next invoices and new-order mails', async () => {
    const admin = await app.clients.signedIn(DEMO_ACCOUNTS.administrator);
    const { client: customer } = await app.clients.newCustomer();
    expect((await customer.site('GET', '/wp-json/soul/v1/invoice-settings')).statusCode).toBe(403);
    expect((await soulPost(app.clients, customer, 'invoice-settings', DEFAULT_INVOICE_SETTINGS)).statusCode).toBe(403);
    expect((await admin.site('GET', '/wp-json/soul/v1/invoice-settings')).json()).toEqual(DEFAULT_INVOICE_SETTINGS);
    expect((await admin.site('POST', '/wp-json/soul/v1/invoice-settings', DEFAULT_INVOICE_SETTINGS)).statusCode).toBe(403);
    const bad = await soulPost(app.clients, admin, 'invoice-settings', { ...DEFAULT_INVOICE_SETTINGS, pdf_filename: '../../etc/passwd' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'rest_invalid_param', data: { params: { pdf_filename: expect.any(String) } } });
    // Names that would give every invoice the same file, or none at all, are refused too.
    for (const pdf_filename of ['..', '.', 'invoice', '{nope}', 'invoice-{year}-{number}']) {
      expect(
        (await soulPost(app.clients, admin, 'invoice-settings', { ...DEFAULT_INVOICE_SETTINGS, pdf_filename })).statusCode,
        pdf_filename,
      ).toBe(400);
    }
    expect((await admin.site('GET', '/wp-json/soul/v1/invoice-settings')).json()).toEqual(DEFAULT_INVOICE_SETTINGS);

    const custom = {
      ...DEFAULT_INVOICE_SETTINGS,
      document_title: 'Tax invoice',
      pdf_filename: 'Soul {number} order {order}',
      attach_to_new_order: true,
      show_phone: false,
    };
    try {
      const saved = await soulPost(app.clients, admin, 'invoice-settings', custom);
      expect(saved.json()).toEqual(custom);
      const orderId = await app.clients.placeOrder(customer);
      const response = await invoice(customer, orderId);
      expect(response.headers['content-disposition']).toMatch(new RegExp(`filename="Soul SS-\\d{4}-\\d{5} order ${orderId}\\.pdf"`));
      const text = await pdfText(response.rawPayload);
      expect(text).toContain('Tax invoice');
      expect(text).not.toContain('+37060000000');

      const [confirmation] = (await mailsFor(app.t.database, orderId, 2)).filter((m) => m.kind === 'order_confirmation');
      expect(confirmation).toBeDefined();
      const attached = (
        await app.t.database.db
          .execute(sql`SELECT a->>'filename' AS filename, a->>'base64' AS base64 FROM sent_mail, jsonb_array_elements(attachments) a
        WHERE ref = ${`order:${orderId}`} AND kind = 'order_confirmation'`)
      ).rows as { filename: string; base64: string }[];
      expect(attached.map((a) => a.filename)).toEqual([expect.stringMatching(/^Soul SS-\d{4}-\d{5} order \d+\.pdf$/)]);
      expect(await pdfText(Buffer.from(attached[0]?.base64 ?? '', 'base64'))).toContain('Tax invoice');

      // A file name saved under the older, looser rule falls back alone; the other settings stay.
      await app.t.database.db.execute(
        sql`UPDATE shop_settings SET value = value || '{"pdf_filename": "nope"}'::jsonb WHERE key = 'invoice'`,
      );
      expect((await admin.site('GET', '/wp-json/soul/v1/invoice-settings')).json()).toEqual({ ...custom, pdf_filename: '' });
    } finally {
      await soulPost(app.clients, admin, 'invoice-settings', DEFAULT_INVOICE_SETTINGS);
    }
  });
});

describe('invoice texts per language', () => {
  it('an English title names English invoices only; Lithuanian invoices take their own', async () => {
    const admin = await app.clients.signedIn(DEMO_ACCOUNTS.administrator);
    const { client } = await app.clients.newCustomer();
    try {
      await soulPost(app.clients, admin, 'invoice-settings', { ...DEFAULT_INVOICE_SETTINGS, document_title: 'Tax invoice' });
      const english = await app.clients.placeOrder(client);
      const lithuanian = await app.clients.placeOrder(client);
      await app.t.database.db.execute(sql`UPDATE orders SET lang = 'lt' WHERE id = ${lithuanian}`);
      expect(await pdfText((await invoice(client, english)).rawPayload)).toContain('Tax invoice');
      const lt = await invoice(client, lithuanian);
      expect(await pdfText(lt.rawPayload)).toContain('Sąskaita faktūra');
      expect(await pdfText(lt.rawPayload)).not.toContain('Tax invoice');
      expect(lt.headers['content-disposition']).toMatch(/filename="saskaita-SS-\d{4}-\d{5}\.pdf"/);

      const saved = await soulPost(app.clients, admin, 'invoice-settings', {
        ...DEFAULT_INVOICE_SETTINGS,
        document_title_lt: 'PVM sąskaita faktūra',
        pdf_filename_lt: 'PVM-saskaita-{number}',
      });
      expect(saved.json()).toMatchObject({ document_title: '', document_title_lt: 'PVM sąskaita faktūra' });
      const later = await app.clients.placeOrder(client);
      await app.t.database.db.execute(sql`UPDATE orders SET lang = 'lt' WHERE id = ${later}`);
      const renamed = await invoice(client, later);
      expect(await pdfText(renamed.rawPayload)).toContain('PVM sąskaita faktūra');
      expect(renamed.headers['content-disposition']).toMatch(/filename="PVM-saskaita-SS-\d{4}-\d{5}\.pdf"/);
      // Issued invoices keep the texts they were issued with.
      expect(await pdfText((await invoice(client, english)).rawPayload)).toContain('Tax invoice');
      expect(
        (await soulPost(app.clients, admin, 'invoice-settings', { ...DEFAULT_INVOICE_SETTINGS, pdf_filename_lt: '../x' })).statusCode,
      ).toBe(400);
    } finally {
      await soulPost(app.clients, admin, 'invoice-settings', DEFAULT_INVOICE_SETTINGS);
    }
  });
});

describe('invoice bulk export (admin-ajax)', () => {
  it('lists the orders of a chosen range and status, then answers their invoices as one PDF', async () => {
    const { client } = await app.clients.newCustomer();
    const a = await app.clients.placeOrder(client);
    const b = await app.clients.placeOrder(client);
    const ids = await ajax(client, {
      action: 'wpo_wcpdf_export_get_order_ids',
      date_from: today(),
      date_to: today(),
      status: 'processing',
    });
    expect(ids.json()).toEqual({ success: true, data: [a, b] });
    expect(
      (await ajax(client, { action: 'wpo_wcpdf_export_get_order_ids', date_from: today(), date_to: today(), status: 'completed' })).json(),
    ).toEqual({ success: true, data: [] });
    const backwards = await ajax(client, {
      action: 'wpo_wcpdf_export_get_order_ids',
      date_from: today(),
      date_to: '2020-01-01',
      status: 'any',
    });
    expect(backwards.json()).toMatchObject({ success: false, data: expect.stringContaining('end not before the start') });

    const bulk = await ajax(client, { action: 'wpo_wcpdf_export_bulk', order_ids: `${a},${b}` });
    expect(bulk.headers['content-type']).toBe('application/pdf');
    expect(bulk.headers['content-disposition']).toMatch(/^attachment; filename="invoices-\d{4}-\d{2}-\d{2}\.pdf"/);
    const pages = await pdfPageTexts(bulk.rawPayload);
    expect(pages).toHaveLength(2);
    const numbers = pages.map((page) => /SS-\d{4}-\d{5}/.exec(page)?.[0]);
    expect(new Set(numbers).size).toBe(2);

    const stranger = (await app.clients.newCustomer()).client;
    expect((await ajax(stranger, { action: 'wpo_wcpdf_export_bulk', order_ids: `${a}` })).json()).toMatchObject({
      success: false,
      data: 'Order not found.',
    });
    expect(
      (await ajax(stranger, { action: 'wpo_wcpdf_export_get_order_ids', date_from: today(), date_to: today(), status: 'any' })).json(),
    ).toEqual({ success: true, data: [] });
    const stale = await client.site(
      'POST',
      '/wp-admin/admin-ajax.php',
      new URLSearchParams({ action: 'wpo_wcpdf_export_bulk', order_ids: `${a}`, ajax_nonce: 'old' }).toString(),
      form,
    );
    expect(stale.statusCode).toBe(403);
  });
});
