import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, json, renderAccount, resetOverlays, subscription } from '../test-support.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  resetOverlays();
});

const nbsp = (text: string | null | undefined) => (text ?? '').replace(/\u00a0|\u202f/g, ' ');
const NONE = {
  change_date: false,
  renew_now: false,
  skip: false,
  pause: false,
  resume: false,
  cancel: false,
  reactivate: false,
  change_payment_method: false,
  edit_items: false,
  undo_until: null,
};

describe('subscription detail (issue 16 "Account screens")', () => {
  it('shows lines, next renewal and amount, coming renewals, card, delivery, related orders and the timeline', async () => {
    fakeApi({ 'GET /subscriptions/31': json(200, subscription()) });
    await renderAccount('/subscriptions/31');
    const table = await screen.findByRole('table', { name: 'Products of the subscription' });
    expect(screen.getByRole('heading', { level: 2, name: 'Subscription #31' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Back to subscriptions/ })).toHaveAttribute('href', '/my-account/subscriptions');
    const row = within(table).getByRole('row', { name: /Collagen Glow/ });
    expect(nbsp(row.textContent)).toContain('€18.00');
    const summary = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling;
    expect(summary('Status')).toHaveTextContent('Active');
    expect(nbsp(summary('Next renewal')?.textContent)).toBe('15 Jan 2027€20.99');
    expect(summary('Delivery')).toHaveTextContent('Every 2 months');
    expect(within(screen.getByRole('list', { name: 'Coming renewals' })).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByRole('region', { name: 'Payment' })).toHaveTextContent('Visa ending in 4242');
    const delivery = screen.getByRole('region', { name: 'Delivery' });
    expect(delivery).toHaveTextContent('Gedimino pr. 1');
    expect(delivery).toHaveTextContent('Shipping method: Parcel locker');
    const orders = screen.getByRole('region', { name: 'Orders of this subscription' });
    expect(within(orders).getByRole('link', { name: 'Order #12' })).toHaveAttribute('href', '/my-account/orders/12');
    expect(within(orders).getByRole('link', { name: 'Order #19' })).toHaveAttribute('href', '/my-account/orders/19');
    const timeline = screen.getByRole('list', { name: 'History' });
    expect(timeline).toHaveTextContent('Next renewal moved to 15 Jan 2027.');
    for (const name of ['Skip next delivery', 'Pause', 'Change date', 'Renew now', 'Cancel subscription', 'Change card', 'Add a product']) {
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
    }
    expect(screen.queryByRole('button', { name: 'Resume now' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Reactivate' })).toBeNull();
  });

  it('offers only what abilities allow (a company member without the flag sees no controls; a paused one can resume)', async () => {
    fakeApi({
      'GET /subscriptions/31': json(
        200,
        subscription({ status: 'on-hold', status_label: 'On hold', hold_reason: 'paused', abilities: { ...NONE, resume: true } }),
      ),
    });
    await renderAccount('/subscriptions/31');
    await screen.findByRole('table', { name: 'Products of the subscription' });
    expect(screen.getByText('Paused by you')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Resume now' })).toBeInTheDocument();
    for (const name of ['Skip next delivery', 'Pause', 'Change date', 'Renew now', 'Cancel subscription', 'Change card', 'Add a product']) {
      expect(screen.queryByRole('button', { name })).toBeNull();
    }
    expect(screen.queryByRole('button', { name: /Remove|One more/ })).toBeNull();
  });

  it('skips the next delivery after a preview of the renewals that follow, then undoes it', async () => {
    const user = userEvent.setup();
    const skipped = subscription({
      version: 4,
      next_renewal_date: '2027-03-15T00:00:00.000Z',
      abilities: { ...subscription().abilities, skip: false, undo_until: new Date(Date.now() + 60_000).toISOString() },
    });
    const api = fakeApi({
      'GET /subscriptions/31': json(200, subscription()),
      'GET /subscriptions/31/preview': json(200, {
        action: 'skip',
        next_renewal_date: '2027-03-15T00:00:00.000Z',
        upcoming: [
          { date: '2027-03-15T00:00:00.000Z', goods: '1800', shipping: '299', total: '2099' },
          { date: '2027-05-15T00:00:00.000Z', goods: '1800', shipping: '299', total: '2099' },
        ],
      }),
      'POST /skip-subscription': json(200, skipped),
      'POST /undo-subscription-change': json(200, subscription({ version: 5 })),
    });
    await renderAccount('/subscriptions/31');
    await user.click(await screen.findByRole('button', { name: 'Skip next delivery' }));
    const dialog = await screen.findByRole('dialog', { name: 'Skip the next delivery?' });
    expect(await within(dialog).findByText('The next renewal will then be on 15 Mar 2027. These renewals follow:')).toBeInTheDocument();
    expect(nbsp(within(dialog).getByRole('list', { name: 'Renewals that will follow' }).textContent)).toContain('15 May 2027');
    expect(api.callsTo('GET', '/subscriptions/31/preview')[0]?.query.get('action')).toBe('skip');

    await user.click(within(dialog).getByRole('button', { name: 'Skip it' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const [skip] = api.callsTo('POST', '/skip-subscription');
    expect(skip?.json).toEqual({ id: 31, version: 3 });
    expect(skip?.headers.get('X-WP-Nonce')).toBe('rest-n');
    expect(await screen.findByText(/You can undo this for \d+ more seconds\./)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Skip next delivery' })).toBeNull();
    expect(nbsp(screen.getByText('Next renewal', { selector: 'dt' }).nextElementSibling?.textContent)).toContain('15 Mar 2027');

    await user.click(screen.getByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Undo' })).toBeNull());
    expect(api.callsTo('POST', '/undo-subscription-change')[0]?.json).toEqual({ id: 31, version: 4 });
    expect(screen.getByRole('button', { name: 'Skip next delivery' })).toBeInTheDocument();
  });

  it('pauses for the months chosen, previewing each choice', async () => {
    const user = userEvent.setup();
    const api = fakeApi({
      'GET /subscriptions/31': json(200, subscription()),
      'GET /subscriptions/31/preview': (call) =>
        json(200, { action: 'pause', next_renewal_date: `2027-0${1 + Number(call.query.get('months'))}-15T00:00:00.000Z`, upcoming: [] }),
      'POST /pause-subscription': json(200, subscription({ status: 'on-hold', status_label: 'On hold', hold_reason: 'paused' })),
    });
    await renderAccount('/subscriptions/31');
    await user.click(await screen.findByRole('button', { name: 'Pause' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pause the subscription' });
    await user.click(within(dialog).getByRole('radio', { name: '3 months' }));
    expect(await within(dialog).findByText(/on 15 Apr 2027/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Pause for 3 months' }));
    await waitFor(() => expect(api.callsTo('POST', '/pause-subscription')[0]?.json).toEqual({ id: 31, months: 3, version: 3 }));
    expect(await screen.findByText('Paused by you')).toBeInTheDocument();
  });

  it('cancels after saying until when it runs, and shows the last day', async () => {
    const user = userEvent.setup();
    const api = fakeApi({
      'GET /subscriptions/31': json(200, subscription()),
      'POST /cancel-subscription': json(
        200,
        subscription({
          status: 'pending-cancel',
          status_label: 'Pending cancellation',
          next_renewal_date: null,
          end_date: '2027-01-15T00:00:00.000Z',
          abilities: { ...NONE, reactivate: true },
        }),
      ),
    });
    await renderAccount('/subscriptions/31');
    await user.click(await screen.findByRole('button', { name: 'Cancel subscription' }));
    const prompt = await screen.findByRole('alertdialog', { name: 'Cancel the subscription?' });
    expect(prompt).toHaveTextContent('The subscription runs until 15 Jan 2027');
    await user.click(within(prompt).getByRole('button', { name: 'Cancel subscription' }));
    expect(await screen.findByText('Runs until', { selector: 'dt' })).toBeInTheDocument();
    expect(api.callsTo('POST', '/cancel-subscription')[0]?.json).toEqual({ id: 31, version: 3 });
    expect(screen.getByText('Runs until', { selector: 'dt' }).nextElementSibling).toHaveTextContent('15 Jan 2027');
    expect(screen.getByRole('button', { name: 'Reactivate' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel subscription' })).toBeNull();
    // The button is gone: the keyboard lands on the summary that now says until when it runs.
    await waitFor(() => expect(document.activeElement).toContainElement(screen.getByText('Runs until', { selector: 'dt' })));
  });

  it('moves the renewals to another saved card', async () => {
    const user = userEvent.setup();
    const api = fakeApi({
      'GET /subscriptions/31': json(200, subscription()),
      'GET /subscription-payment-methods/31': json(200, [
        { id: 5, method: 'soul_test_card', brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2030, is_current: true },
        { id: 6, method: 'soul_test_card', brand: 'mastercard', last4: '4444', exp_month: 3, exp_year: 2031, is_current: false },
      ]),
      'POST /change-subscription-payment-method': json(
        200,
        subscription({
          version: 4,
          payment_method: {
            id: 'soul_test_card',
            title: 'Card',
            card: { brand: 'mastercard', last4: '4444', exp_month: 3, exp_year: 2031 },
          },
        }),
      ),
    });
    await renderAccount('/subscriptions/31');
    await user.click(await screen.findByRole('button', { name: 'Change card' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pay the renewals with another card' });
    expect(within(dialog).getByRole('button', { name: 'Use this card' })).toBeDisabled();
    await user.click(await within(dialog).findByRole('radio', { name: /Mastercard ending in 4444/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Use this card' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.callsTo('POST', '/change-subscription-payment-method')[0]?.json).toEqual({
      subscription_id: 31,
      payment_token_id: 6,
      version: 3,
    });
    expect(screen.getByRole('region', { name: 'Payment' })).toHaveTextContent('Mastercard ending in 4444');
  });

  it('changes a quantity and adds a subscription product from the picker', async () => {
    const user = userEvent.setup();
    const product = { id: 77, name: 'Gut Balance', prices: { price: '2990', currency_code: 'EUR' } };
    const api = fakeApi({
      'GET /subscriptions/31': json(200, subscription()),
      'POST /update-subscription-line': json(
        200,
        subscription({ version: 4, lines: [{ ...subscription().lines[0]!, quantity: 2, total: '3600' }] }),
      ),
      'GET /wp-json/wc/store/v1/products': json(200, [product], { 'X-WP-Total': '1', 'X-WP-TotalPages': '1' }),
      'GET /subscriptions/31/product-price': json(200, {
        product_id: 77,
        variation_id: 0,
        name: 'Gut Balance',
        price: '2691',
        regular_price: '2990',
        renewal: { goods: '4491', shipping: '299', total: '4790' },
      }),
      'POST /add-subscription-product': json(200, subscription({ version: 5 })),
    });
    await renderAccount('/subscriptions/31');
    await user.click(await screen.findByRole('button', { name: 'One more Collagen Glow' }));
    await waitFor(() =>
      expect(api.callsTo('POST', '/update-subscription-line')[0]?.json).toEqual({ id: 31, line_id: 401, quantity: 2, version: 3 }),
    );
    expect(await screen.findByText('€36.00')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Add a product' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a product to the subscription' });
    await user.click(await within(dialog).findByRole('button', { name: 'Choose Gut Balance' }));
    await user.click(await within(dialog).findByRole('button', { name: 'Add Gut Balance' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.callsTo('GET', '/wp-json/wc/store/v1/products')[0]?.query.get('type')).toBe('subscription');
    expect(api.callsTo('POST', '/add-subscription-product')[0]?.json).toEqual({ id: 31, product_id: 77, quantity: 1, version: 4 });
  });

  it("shows the server's message when a change is refused (409 changed meanwhile: read again)", async () => {
    const user = userEvent.setup();
    const api = fakeApi({
      'GET /subscriptions/31': (_call, index) => json(200, subscription({ version: 3 + index })),
      'POST /renew-subscription-now': json(409, {
        code: 'soul_subscription_changed',
        message: 'The subscription was changed meanwhile. Please look at it again.',
        data: { status: 409 },
      }),
    });
    await renderAccount('/subscriptions/31');
    await user.click(await screen.findByRole('button', { name: 'Renew now' }));
    const prompt = await screen.findByRole('alertdialog', { name: 'Renew now?' });
    expect(nbsp(prompt.textContent)).toContain('We will charge €20.99 to your card now');
    await user.click(within(prompt).getByRole('button', { name: 'Pay €20.99 now' }));
    expect(await screen.findByText('The subscription was changed meanwhile. Please look at it again.')).toHaveAttribute('role', 'alert');
    await waitFor(() => expect(api.callsTo('GET', '/subscriptions/31')).toHaveLength(2));
  });

  it("shows the refusal's message next to the items when the last line cannot go", async () => {
    const user = userEvent.setup();
    fakeApi({
      'GET /subscriptions/31': json(200, subscription()),
      'POST /update-subscription-line': json(409, {
        code: 'soul_subscription_last_line',
        message: 'A subscription keeps at least one product.',
        data: { status: 409 },
      }),
    });
    await renderAccount('/subscriptions/31');
    await user.click(await screen.findByRole('button', { name: 'Remove Collagen Glow' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Remove' }));
    const items = screen.getByRole('region', { name: 'Products' });
    expect(await within(items).findByRole('alert')).toHaveTextContent('A subscription keeps at least one product.');
  });

  it('changes the next renewal date, showing the new date and amount before saving', async () => {
    const user = userEvent.setup();
    const api = fakeApi({
      'GET /subscriptions/31': json(200, subscription()),
      'POST /update-subscription-renewal': (call) =>
        json(
          200,
          subscription({
            version: 4,
            next_renewal_date: `${String((call.json as { new_renewal_date: string }).new_renewal_date)}T00:00:00.000Z`,
          }),
        ),
    });
    await renderAccount('/subscriptions/31');
    await user.click(await screen.findByRole('button', { name: 'Change date' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change the next renewal date' });
    const input = within(dialog).getByLabelText('Next renewal date');
    const soon = new Date();
    soon.setDate(soon.getDate() + 10);
    const day = `${soon.getFullYear()}-${String(soon.getMonth() + 1).padStart(2, '0')}-${String(soon.getDate()).padStart(2, '0')}`;
    await user.clear(input);
    await user.type(input, day);
    expect(nbsp(within(dialog).getByRole('status').textContent)).toMatch(/The next renewal will be on .+ and charge €20\.99\./);
    await user.click(within(dialog).getByRole('button', { name: 'Save the new date' }));
    await waitFor(() =>
      expect(api.callsTo('POST', '/update-subscription-renewal')[0]?.json).toEqual({ id: 31, new_renewal_date: day, version: 3 }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('reads in Lithuanian', async () => {
    fakeApi({ 'GET /subscriptions/31': json(200, subscription({ status_label: 'Aktyvi' })) });
    await renderAccount('/subscriptions/31', { language: 'lt' });
    await screen.findByRole('table', { name: 'Prenumeratos produktai' });
    expect(screen.getByRole('heading', { level: 2, name: 'Prenumerata #31' })).toBeInTheDocument();
    for (const name of [
      'Praleisti kitą pristatymą',
      'Sustabdyti',
      'Keisti datą',
      'Atnaujinti dabar',
      'Atšaukti prenumeratą',
      'Keisti kortelę',
    ]) {
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
    }
    expect(screen.getByText('Kitas atnaujinimas', { selector: 'dt' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Šios prenumeratos užsakymai' })).toBeInTheDocument();
  });

  it('says plainly when there is no such subscription', async () => {
    fakeApi({
      'GET /subscriptions/99': json(404, { code: 'soul_subscription_not_found', message: 'Not found.', data: { status: 404 } }),
    });
    await renderAccount('/subscriptions/99');
    expect(await screen.findByText('There is no subscription #99 in your account.')).toBeInTheDocument();
  });
});
