import { ADMIN_SETTINGS_ID, type AdminSettings } from '@soul/contracts';
import { DEMO_ACCOUNTS } from '@soul/db';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { withAccountApp } from '../../test/account-clients.ts';
import { StoreClient } from '../../test/store-client.ts';
import { createStockedProduct } from '../../test/test-products.ts';

const ctx = withAccountApp();

function settingsOf(html: string): AdminSettings {
  const match = new RegExp(`<script id="${ADMIN_SETTINGS_ID}" type="application/json">(.*?)</script>`, 's').exec(html);
  if (!match?.[1]) throw new Error('no settings in the page');
  return JSON.parse(match[1]) as AdminSettings;
}

describe('/admin, the back office shell (issue 21)', () => {
  it('sends a guest to sign in and back, in the page language', async () => {
    const guest = await new StoreClient(ctx.t.app).start();
    const en = await guest.site('GET', '/admin');
    expect(en.statusCode).toBe(302);
    expect(en.headers.location).toBe('/my-account?redirect_to=%2Fadmin');
    const lt = await guest.site('GET', '/lt/admin/reviews');
    expect(lt.headers.location).toBe('/lt/my-account?redirect_to=%2Flt%2Fadmin%2Freviews');
    // The sign-in form carries the way back.
    const form = await guest.site('GET', '/my-account?redirect_to=%2Fadmin');
    expect(form.statusCode).toBe(200);
    expect(form.body).toContain('name="redirect_to" value="/admin"');
  });

  it('answers a customer and a director with a 403 page', async () => {
    const customer = await ctx.clients.newCustomer();
    const page = await customer.client.site('GET', '/admin');
    expect(page.statusCode).toBe(403);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('For the shop’s staff only');
    expect(page.body).not.toContain(ADMIN_SETTINGS_ID);
    const director = await ctx.clients.signedIn(DEMO_ACCOUNTS.director);
    const lt = await director.site('GET', '/lt/admin/vendors');
    expect(lt.statusCode).toBe(403);
    expect(lt.body).toContain('Tik parduotuvės darbuotojams');
  });

  it("serves a shop manager the app's shell with the REST nonce and user, on every path below it", async () => {
    const manager = await ctx.clients.signedIn(DEMO_ACCOUNTS.manager);
    const page = await manager.site('GET', '/admin');
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.body).toContain('<html lang="en">');
    expect(page.body).toContain('noindex');
    const settings = settingsOf(page.body);
    expect(settings).toMatchObject({
      language: 'en',
      basePath: '/admin',
      paths: { en: '/admin', lt: '/lt/admin' },
      soulRoot: '/wp-json/soul/v1',
      user: { role: 'shop_manager', displayName: 'Mantas Parduotuvininkas' },
    });

    const lt = await manager.site('GET', '/lt/admin/reviews');
    expect(lt.statusCode).toBe(200);
    expect(lt.body).toContain('<title>Soul Shop administravimas</title>');
    expect(settingsOf(lt.body)).toMatchObject({ language: 'lt', basePath: '/lt/admin', locale: 'lt-LT' });

    // The shell's nonce moderates a review (the reviews routes are open to shop managers).
    const product = await createStockedProduct(ctx.t.database, { stock: null });
    const { rows } = await ctx.t.database.db.execute(sql`INSERT INTO reviews (product_id, rating, title, content, author_name, email, lang)
      VALUES (${product}, 5, 'Lovely', 'Works.', 'Rasa', 'rasa-shell@example.lt', 'lt') RETURNING id`);
    const reviewId = (rows[0] as { id: number }).id;
    const approved = await manager.site('PUT', `/wp-json/soul/v1/admin/reviews/${reviewId}`, JSON.stringify({ status: 'approved' }), {
      'x-wp-nonce': settings.nonce,
      'content-type': 'application/json',
    });
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({ id: reviewId, status: 'approved' });
  });

  it('serves an administrator too', async () => {
    const admin = await ctx.clients.signedIn(DEMO_ACCOUNTS.administrator);
    const page = await admin.site('GET', '/admin/vendors');
    expect(page.statusCode).toBe(200);
    expect(settingsOf(page.body).user.role).toBe('administrator');
  });
});
