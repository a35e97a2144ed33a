import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, json, renderAccount, resetOverlays, subscription } from '../test-support.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  resetOverlays();
});

const nbsp = (text: string | null | undefined) => (text ?? '').replace(/\u00a0|\u202f/g, ' ');
const PRODUCT = { id: 77, name: 'Gut Balance', prices: { price: '2990', currency_code: 'EUR' } };

function routes() {
  return {
    'GET /subscriptions/31': json(200, subscription()),
    'GET /wp-json/wc/store/v1/products': json(200, [PRODUCT], { 'X-WP-Total': '1', 'X-WP-TotalPages': '1' }),
    'GET /subscriptions/31/product-price': json(200, {
      product_id: 77,
      variation_id: 0,
      name: 'Gut Balance',
      price: '2691',
      regular_price: '2990',
      renewal: { goods: '4491', shipping: '299', total: '4790' },
    }),
    'POST /add-subscription-product': json(200, subscription({ version: 4 })),
  };
}

describe('the price before adding a product (issue 16 "the price with the plan discount shown before confirming")', () => {
  it('shows the price per renewal with the shop price struck through and the new renewal total, then adds it', async () => {
    const user = userEvent.setup();
    const api = fakeApi(routes());
    await renderAccount('/subscriptions/31');
    await user.click(await screen.findByRole('button', { name: 'Add a product' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a product to the subscription' });
    expect(within(dialog).queryByText(/discount is taken off when the product is added/)).toBeNull();
    await user.click(await within(dialog).findByRole('button', { name: 'Choose Gut Balance' }));

    const heading = within(dialog).getByRole('heading', { name: 'Gut Balance' });
    expect(heading).toHaveFocus();
    const price = await within(dialog).findByText('You pay per renewal');
    const paid = price.nextElementSibling as HTMLElement;
    expect(nbsp(paid.querySelector('s')?.textContent)).toBe('€29.90');
    expect(nbsp(paid.textContent)).toContain('Shop price €29.90, your price €26.91');
    const total = within(dialog).getByText('Each renewal will then be').nextElementSibling as HTMLElement;
    expect(nbsp(total.textContent)).toBe('€47.90Products €44.91 + shipping €2.99');
    expect(api.callsTo('GET', '/subscriptions/31/product-price')[0]?.query.get('product_id')).toBe('77');
    expect(api.callsTo('POST', '/add-subscription-product')).toHaveLength(0);

    await user.click(within(dialog).getByRole('button', { name: 'Add Gut Balance' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.callsTo('POST', '/add-subscription-product')[0]?.json).toEqual({ id: 31, product_id: 77, quantity: 1, version: 3 });
    expect(await screen.findByText('The product is added to the subscription.')).toBeInTheDocument();
  });

  it('goes back to the list without adding, the keyboard on the search', async () => {
    const user = userEvent.setup();
    const api = fakeApi(routes());
    await renderAccount('/subscriptions/31');
    await user.click(await screen.findByRole('button', { name: 'Add a product' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a product to the subscription' });
    await user.click(await within(dialog).findByRole('button', { name: 'Choose Gut Balance' }));
    await within(dialog).findByText('You pay per renewal');
    await user.click(within(dialog).getByRole('button', { name: 'Choose another product' }));
    await waitFor(() => expect(within(dialog).getByLabelText('Search products')).toHaveFocus());
    expect(within(dialog).getByRole('button', { name: 'Choose Gut Balance' })).toBeInTheDocument();
    expect(api.callsTo('POST', '/add-subscription-product')).toHaveLength(0);
  });

  it("shows the server's refusal of the price (a product that is not for subscriptions) and adds nothing", async () => {
    const user = userEvent.setup();
    fakeApi({
      ...routes(),
      'GET /subscriptions/31/product-price': json(400, {
        code: 'soul_subscription_product_invalid',
        message: 'This product cannot be added to a subscription.',
        data: { status: 400 },
      }),
    });
    await renderAccount('/subscriptions/31');
    await user.click(await screen.findByRole('button', { name: 'Add a product' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a product to the subscription' });
    await user.click(await within(dialog).findByRole('button', { name: 'Choose Gut Balance' }));
    expect(await within(dialog).findByText('This product cannot be added to a subscription.')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Add Gut Balance' })).toBeDisabled();
  });

  it('reads in Lithuanian', async () => {
    const user = userEvent.setup();
    fakeApi(routes());
    await renderAccount('/subscriptions/31', { language: 'lt' });
    await user.click(await screen.findByRole('button', { name: 'Pridėti produktą' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pridėti produktą prie prenumeratos' });
    await user.click(await within(dialog).findByRole('button', { name: 'Pasirinkti Gut Balance' }));
    const price = await within(dialog).findByText('Mokėsite kiekvieno atnaujinimo metu');
    expect(nbsp(price.nextElementSibling?.textContent)).toContain('Parduotuvės kaina 29,90 €, jūsų kaina 26,91 €');
    const total = within(dialog).getByText('Kiekvienas atnaujinimas tada kainuos').nextElementSibling;
    expect(nbsp(total?.textContent)).toBe('47,90 €Produktai 44,91 € + pristatymas 2,99 €');
    expect(within(dialog).getByRole('button', { name: 'Pridėti Gut Balance' })).toBeEnabled();
    expect(within(dialog).getByRole('button', { name: 'Pasirinkti kitą produktą' })).toBeInTheDocument();
  });
});
