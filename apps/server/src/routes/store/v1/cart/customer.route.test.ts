import { type Cart } from '@soul/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StoreClient } from '../../../../test/store-client.ts';
import { createTestApp, type TestApp } from '../../../../test/test-app.ts';

/** POST /cart/update-customer checks addresses per country as WooCommerce's address schema does. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const shopper = () => new StoreClient(t.app).start();
const body = (response: { json(): unknown }) =>
  response.json() as Cart & { code: string; message: string; data: { status: number; cart?: Cart; params?: Record<string, string> } };

/** A variation of the demo's upsell product 162 (40 g). */
const LARGE = 1622;

describe('update-customer address validation (AbstractAddressSchema::validate_callback, WC_Validation::is_postcode, ValidationUtils)', () => {
  it.each([
    ['DE', 'ABCDE'],
    ['DE', '00123'],
    ['FI', '1234'],
    ['EE', '1234A'],
    ['PL', '12345678'],
    ['LT', '1234'],
    ['DE', '10115!'],
  ])('a %s postcode %j → 400 rest_invalid_param naming shipping_address, cart unchanged', async (country, postcode) => {
    const client = await shopper();
    await client.add(LARGE);
    const response = await client.request('POST', '/cart/update-customer', { shipping_address: { country, postcode } });
    expect(response.statusCode).toBe(400);
    const answer = body(response) as ReturnType<typeof body> & { data: { details: Record<string, { code: string }> } };
    expect(answer.code).toBe('rest_invalid_param');
    expect(answer.message).toBe('Invalid parameter(s): shipping_address');
    expect(answer.data.params?.shipping_address).toMatch(/^The provided postcode \/ ZIP is not valid/);
    expect(answer.data.details.shipping_address?.code).toBe('invalid_postcode');
    expect(response.headers.nonce).toBeTruthy();
    expect((await client.cart()).shipping_address.country).toBe('');
  });

  it.each([
    ['DE', '10115', '10115'],
    ['DE', '01067', '01067'],
    ['FI', '00100', '00100'],
    ['EE', '10111', '10111'],
    ['PL', '00950', '00-950'],
    ['PL', '00-950', '00-950'],
    ['LV', '1050', 'LV-1050'],
    ['LT', '01100', 'LT-01100'],
    ['LT', 'lt-93121', 'LT-93121'],
  ])('a %s postcode %j is accepted and stored as WooCommerce formats it (%j)', async (country, postcode, stored) => {
    const client = await shopper();
    await client.add(LARGE);
    const response = await client.request('POST', '/cart/update-customer', { shipping_address: { country, postcode } });
    expect(response.statusCode).toBe(200);
    expect(body(response).shipping_address).toMatchObject({ country, postcode: stored });
  });

  it('checks a postcode sent alone against the country the cart already has, and the billing address too', async () => {
    const client = await shopper();
    await client.request('POST', '/cart/update-customer', { shipping_address: { country: 'DE' } });
    const alone = await client.request('POST', '/cart/update-customer', { shipping_address: { postcode: 'ABCDE' } });
    expect(alone.statusCode).toBe(400);
    const billing = await client.request('POST', '/cart/update-customer', { billing_address: { country: 'DE', postcode: 'ABCDE' } });
    expect(billing.statusCode).toBe(400);
    expect(body(billing).message).toBe('Invalid parameter(s): billing_address');
  });

  it('validates states per country: a German state by code or name becomes its code, an unknown one → 400 invalid_state', async () => {
    const client = await shopper();
    const byName = await client.request('POST', '/cart/update-customer', { shipping_address: { country: 'DE', state: 'bavaria' } });
    expect(body(byName).shipping_address.state).toBe('DE-BY');
    const byCode = await client.request('POST', '/cart/update-customer', { shipping_address: { country: 'DE', state: 'de-be' } });
    expect(body(byCode).shipping_address.state).toBe('DE-BE');
    const unknown = await client.request('POST', '/cart/update-customer', { shipping_address: { country: 'DE', state: 'Narnia' } });
    expect(unknown.statusCode).toBe(400);
    const answer = body(unknown) as ReturnType<typeof body> & { data: { details: Record<string, { code: string }> } };
    expect(answer.data.details.shipping_address?.code).toBe('invalid_state');
    expect(answer.data.params?.shipping_address).toBe(
      'The provided state (NARNIA) is not valid. Must be one of: ' +
        'DE-BW, DE-BY, DE-BE, DE-BB, DE-HB, DE-HH, DE-HE, DE-MV, DE-NI, DE-NW, DE-RP, DE-SL, DE-SN, DE-ST, DE-SH, DE-TH',
    );
    // Countries WooCommerce lists without states take any state text.
    const lithuania = await client.request('POST', '/cart/update-customer', {
      shipping_address: { country: 'LT', state: 'Vilniaus apskritis' },
    });
    expect(body(lithuania).shipping_address.state).toBe('Vilniaus apskritis');
  });

  it('says it in Lithuanian for lang=lt', async () => {
    const client = await shopper();
    const postcode = await client.request('POST', '/cart/update-customer?lang=lt', {
      shipping_address: { country: 'DE', postcode: 'ABCDE' },
    });
    expect(body(postcode).data.params?.shipping_address).toBe('Pateiktas pašto kodas netinkamas');
    const lithuanian = await client.request('POST', '/cart/update-customer?lang=lt', {
      shipping_address: { country: 'LT', postcode: '123' },
    });
    expect(body(lithuanian).data.params?.shipping_address).toMatch(/LT-XXXXX/);
    const state = await client.request('POST', '/cart/update-customer?lang=lt', { shipping_address: { country: 'DE', state: 'Narnia' } });
    expect(body(state).data.params?.shipping_address).toMatch(/^Pateiktas regionas \(NARNIA\) netinkamas/);
  });
});
