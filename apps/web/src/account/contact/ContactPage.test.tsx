import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, json, order, renderAccount, resetOverlays } from '../test-support.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  resetOverlays();
});

const orders = json(200, [order(), order({ id: 13, name: '#13' })], { 'X-WP-Total': '2', 'X-WP-TotalPages': '1' });

describe('contact', () => {
  it('sends the message about an order and shows the shop’s answer', async () => {
    const api = fakeApi({
      'GET /orders': orders,
      'POST /contact': json(200, { success: true, message: 'Thank you, we will reply within one working day.' }),
    });
    await renderAccount('/contact');
    await screen.findByRole('textbox', { name: 'Subject' });
    expect(screen.getByText('Name', { selector: 'dt' }).nextElementSibling).toHaveTextContent('Rūta Jonaitė');
    expect(screen.getByText('E-mail address', { selector: 'dt' }).nextElementSibling).toHaveTextContent('ruta@example.com');
    await userEvent.type(screen.getByRole('textbox', { name: 'Subject' }), 'Delivery');
    await userEvent.type(screen.getByRole('textbox', { name: 'Message' }), 'Where is my parcel, please?');
    await userEvent.selectOptions(
      await screen.findByRole('combobox', { name: 'About order (optional)' }),
      await screen.findByRole('option', { name: /Order #13/ }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Send message' }));

    expect(await screen.findByText('Thank you, we will reply within one working day.')).toBeInTheDocument();
    const call = api.callsTo('POST', '/contact')[0];
    expect(call?.json).toEqual({ subject: 'Delivery', message: 'Where is my parcel, please?', order_id: 13 });
    expect(call?.headers.get('X-WP-Nonce')).toBe('rest-n');
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Subject' })).toHaveValue(''));
  });

  it('checks the fields first and shows the rate limit in place', async () => {
    const api = fakeApi({
      'GET /orders': orders,
      'POST /contact': json(429, {
        code: 'soul_too_many_messages',
        message: 'You have sent too many messages. Please try again later.',
        data: { status: 429 },
      }),
    });
    await renderAccount('/contact');
    await userEvent.type(await screen.findByRole('textbox', { name: 'Message' }), 'Too short');
    await userEvent.click(screen.getByRole('button', { name: 'Send message' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Subject' })).toHaveAccessibleDescription('This field is required.'));
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveAccessibleDescription(/Please enter at least 10 characters\./);
    expect(api.callsTo('POST', '/contact')).toHaveLength(0);

    await userEvent.type(screen.getByRole('textbox', { name: 'Subject' }), 'Hello');
    await userEvent.type(screen.getByRole('textbox', { name: 'Message' }), ' and more words');
    await userEvent.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('You have sent too many messages. Please try again later.')).toBeInTheDocument();
    const sent = api.callsTo('POST', '/contact')[0]?.json;
    expect(sent).toEqual({ subject: 'Hello', message: 'Too short and more words' });
  });
});
