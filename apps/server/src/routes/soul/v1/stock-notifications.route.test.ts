import { DEMO } from '@soul/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StoreClient } from '../../../test/store-client.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

async function signUp(payload: Record<string, unknown>, options: { lang?: string; nonce?: string } = {}) {
  const client = await new StoreClient(t.app).start();
  const nonces = (
    await client.request('POST', '/wp-admin/admin-ajax.php', 'action=soulel_get_nonce_clientside', {
      'content-type': 'application/x-www-form-urlencoded',
    })
  ).json() as { data: { rest_nonce: string } };
  const response = await client.request(
    'POST',
    `/wp-json/soul/v1/stock-notifications${options.lang ? `?lang=${options.lang}` : ''}`,
    payload,
    {
      'x-wp-nonce': options.nonce ?? nonces.data.rest_nonce,
    },
  );
  return { status: response.statusCode, body: response.json() as { code?: string; message: string; success?: boolean } };
}

describe('POST /wp-json/soul/v1/stock-notifications', () => {
  const productId = DEMO.products.outOfStockSimple;

  it('records a sign-up once; the same e-mail again is "Email already used"', async () => {
    const first = await signUp({ email: 'Ruta@example.com', newsletterConsent: true, productId });
    expect(first.status).toBe(201);
    expect(first.body.success).toBe(true);
    const again = await signUp({ email: 'ruta@example.com', productId });
    expect(again).toMatchObject({ status: 409, body: { code: 'soul_email_already_used', message: 'Email already used' } });
    const rows = await t.database.pool.query('SELECT email, newsletter_consent FROM stock_notifications WHERE product_id = $1', [
      productId,
    ]);
    expect(rows.rows).toContainEqual({ email: 'ruta@example.com', newsletter_consent: true });
  });

  it.each([
    [{ productId }, 'No email provided'],
    [{ email: 'not-an-email', productId }, 'Entered value does not match email format'],
    [{ email: `${'a'.repeat(195)}@x.com`, productId }, 'Entered value does not match email format'],
    [{ email: 'a@b.lt' }, 'No product ID is provided'],
    [{ email: 'a@b.lt', productId: 999_999 }, 'Product is not available. Please reload or try again.'],
  ])('refuses %o: %s', async (payload, message) => {
    const { status, body } = await signUp(payload);
    expect(status).toBeGreaterThanOrEqual(400);
    expect(body.message).toBe(message);
  });

  it('answers in Lithuanian and refuses a missing REST nonce', async () => {
    const lt = await signUp({ email: 'bad', productId }, { lang: 'lt' });
    expect(lt.body.message).toBe('Įvesta reikšmė neatitinka el. pašto formato');
    const noNonce = await signUp({ email: 'x@y.lt', productId }, { nonce: '' });
    expect(noNonce.status).toBe(403);
  });
});
