import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, json, renderAccount, resetOverlays, subscription } from '../test-support.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  resetOverlays();
});

const CARDS = [{ id: 5, method: 'soul_test_card', brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2030, is_current: true }];
const onNewCard = subscription({
  version: 4,
  payment_method: { id: 'soul_test_card', title: 'Card', card: { brand: 'mastercard', last4: '4444', exp_month: 11, exp_year: 2031 } },
});

async function openNewCard(language: 'en' | 'lt', routes: Parameters<typeof fakeApi>[0]) {
  const user = userEvent.setup();
  const api = fakeApi({
    'GET /subscriptions/31': json(200, subscription()),
    'GET /subscription-payment-methods/31': json(200, CARDS),
    ...routes,
  });
  await renderAccount('/subscriptions/31', { language });
  const en = language === 'en';
  await user.click(await screen.findByRole('button', { name: en ? 'Change card' : 'Keisti kortelę' }));
  const dialog = await screen.findByRole('dialog', {
    name: en ? 'Pay the renewals with another card' : 'Mokėti už atnaujinimus kita kortele',
  });
  await user.click(await within(dialog).findByRole('radio', { name: en ? 'A new card' : 'Nauja kortelė' }));
  return { user, api, dialog };
}

describe('a new card for the renewals (issue 16 "add a new card"; POST add-payment-method)', () => {
  it("checks the card with the checkout's rules, then saves it and shows the subscription on it", async () => {
    const { user, api, dialog } = await openNewCard('en', { 'POST /add-payment-method': json(200, onNewCard) });
    const number = within(dialog).getByLabelText('Card number');
    const expiry = within(dialog).getByLabelText('Expiry (MM/YY)');
    const cvc = within(dialog).getByLabelText('Security code (CVC)');

    await user.type(number, '5555 5555 5555 4445');
    await user.type(expiry, '13/31');
    await user.type(cvc, '32');
    await user.click(within(dialog).getByRole('button', { name: 'Save the card and use it' }));
    expect(number).toHaveAccessibleDescription(expect.stringContaining('Please check the card number.'));
    expect(expiry).toHaveAccessibleDescription('Enter the expiry date as MM/YY, for example 12/30.');
    expect(cvc).toHaveAccessibleDescription('The security code is the 3 or 4 digits on the back of the card.');
    expect(number).toHaveFocus();
    expect(api.callsTo('POST', '/add-payment-method')).toHaveLength(0);

    await user.clear(number);
    await user.type(number, '5555 5555 5555 4444');
    await user.clear(expiry);
    await user.type(expiry, '11/31');
    await user.type(cvc, '1');
    await user.click(within(dialog).getByRole('button', { name: 'Save the card and use it' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const [call] = api.callsTo('POST', '/add-payment-method');
    expect(call?.json).toEqual({
      subscription_id: 31,
      version: 3,
      payment_data: [
        { key: 'card_number', value: '5555555555554444' },
        { key: 'card_expiry', value: '11/31' },
        { key: 'card_cvc', value: '321' },
      ],
    });
    expect(call?.headers.get('X-WP-Nonce')).toBe('rest-n');
    expect(screen.getByRole('region', { name: 'Payment' })).toHaveTextContent('Mastercard ending in 4444');
    expect(await screen.findByText('The renewals will be charged to the new card.')).toBeInTheDocument();
  });

  it('an expired card is stopped in the form, the keyboard on its expiry', async () => {
    const { user, api, dialog } = await openNewCard('en', {});
    await user.type(within(dialog).getByLabelText('Card number'), '4242424242424242');
    await user.type(within(dialog).getByLabelText('Expiry (MM/YY)'), '01/20');
    await user.type(within(dialog).getByLabelText('Security code (CVC)'), '123');
    await user.click(within(dialog).getByRole('button', { name: 'Save the card and use it' }));
    expect(within(dialog).getByText('This card has expired. Please use another card.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Expiry (MM/YY)')).toHaveFocus();
    expect(api.callsTo('POST', '/add-payment-method')).toHaveLength(0);
  });

  it("shows a declined card's message under the form and puts the keyboard back on the card number (402 soul_card_declined)", async () => {
    const { user, api, dialog } = await openNewCard('en', {
      'POST /add-payment-method': json(402, {
        code: 'soul_card_declined',
        message: 'The card was declined. Please use another card.',
        data: { status: 402 },
      }),
    });
    const number = within(dialog).getByLabelText('Card number');
    await user.type(number, '4000 0000 0000 0002');
    await user.type(within(dialog).getByLabelText('Expiry (MM/YY)'), '11/31');
    await user.type(within(dialog).getByLabelText('Security code (CVC)'), '321');
    await user.click(within(dialog).getByRole('button', { name: 'Save the card and use it' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('The card was declined. Please use another card.');
    // Under the fields, inside the form, not at the foot of the dialog.
    expect(alert.closest('form')).toContainElement(number);
    await waitFor(() => expect(number).toHaveFocus());
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(api.callsTo('POST', '/add-payment-method')).toHaveLength(1);

    // Typing another card clears the refusal.
    await user.type(number, '1');
    expect(within(dialog).queryByRole('alert')).toBeNull();
  });

  it('reads in Lithuanian, with the checks and the refusal in Lithuanian', async () => {
    const { user, dialog } = await openNewCard('lt', {
      'POST /add-payment-method': json(402, {
        code: 'soul_card_declined',
        message: 'Kortelė atmesta. Naudokite kitą kortelę.',
        data: { status: 402 },
      }),
    });
    const number = within(dialog).getByLabelText('Kortelės numeris');
    await user.type(number, '1234');
    await user.click(within(dialog).getByRole('button', { name: 'Išsaugoti kortelę ir ją naudoti' }));
    expect(within(dialog).getByText('Patikrinkite kortelės numerį.')).toBeInTheDocument();
    expect(within(dialog).getByText('Įveskite galiojimo datą: mėnuo ir metai, pavyzdžiui, 12/30.')).toBeInTheDocument();
    await user.clear(number);
    await user.type(number, '4000000000000002');
    await user.type(within(dialog).getByLabelText('Galioja iki (mėn./metai)'), '11/31');
    await user.type(within(dialog).getByLabelText('Saugos kodas (CVC)'), '321');
    await user.click(within(dialog).getByRole('button', { name: 'Išsaugoti kortelę ir ją naudoti' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Kortelė atmesta. Naudokite kitą kortelę.');
    await waitFor(() => expect(number).toHaveFocus());
  });

  it('with no saved card the new card is the choice from the start', async () => {
    const user = userEvent.setup();
    fakeApi({ 'GET /subscriptions/31': json(200, subscription()), 'GET /subscription-payment-methods/31': json(200, []) });
    await renderAccount('/subscriptions/31');
    await user.click(await screen.findByRole('button', { name: 'Change card' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pay the renewals with another card' });
    expect(await within(dialog).findByRole('radio', { name: 'A new card' })).toBeChecked();
    expect(within(dialog).getByLabelText('Card number')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Save the card and use it' })).toBeInTheDocument();
  });
});
