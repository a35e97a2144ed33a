import type { ChatMessage, ChatThread } from '@soul/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, json, order, renderAccount, resetOverlays } from '../../test-support.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  resetOverlays();
});

function message(overrides: Partial<ChatMessage> = {}): ChatMessage {
  return {
    id: 1,
    author: 'customer',
    author_name: 'Rūta Jonaitė',
    mine: true,
    subject: null,
    message: 'When will it ship?',
    created_at: '2026-11-03T09:15:00.000Z',
    read: true,
    ...overrides,
  };
}

const thread = (messages: ChatMessage[], unread = 0): ChatThread => ({ order_id: 12, messages, unread });

describe('order messages (account §7)', () => {
  it('shows the thread with the shop’s new answer set apart, and sends a message', async () => {
    const reply = message({ id: 2, author: 'shop', author_name: 'Soul Shop', mine: false, message: 'Tomorrow!', read: false });
    const api = fakeApi({
      'GET /orders/12': json(200, order()),
      'GET /chat': json(200, thread([message({ subject: 'Parcel' }), reply], 1)),
      'POST /chat': (call) =>
        json(201, thread([message(), { ...reply, read: true }, message({ id: 3, message: (call.json as { message: string }).message })])),
    });
    await renderAccount('/orders/12');
    const panel = await screen.findByRole('region', { name: 'Messages' });
    const list = await within(panel).findByRole('list', { name: 'Messages about order #12' });
    expect(api.callsTo('GET', '/chat')[0]?.query.get('id')).toBe('12');
    expect(within(panel).getByText('1 new')).toBeInTheDocument();
    const items = within(list).getAllByRole('article');
    expect(items.map((item) => item.dataset.author)).toEqual(['customer', 'shop']);
    expect(items[0]).toHaveTextContent('You');
    expect(items[0]).toHaveTextContent('Subject: Parcel');
    expect(items[1]).toHaveTextContent('Soul Shop');
    expect(items[1]).toHaveTextContent('Tomorrow!');
    expect(within(items[1] as HTMLElement).getByText('New')).toBeInTheDocument();
    expect(items[1]?.className).toContain('bg-brand-50');

    await userEvent.type(within(panel).getByRole('textbox', { name: 'Your message' }), '  Thank you!  ');
    await userEvent.click(within(panel).getByRole('button', { name: 'Send' }));
    expect(await within(panel).findByText('Your message was sent. We will answer here.')).toBeInTheDocument();
    const sent = api.callsTo('POST', '/chat')[0];
    expect(sent?.json).toEqual({ id: 12, message: 'Thank you!' });
    expect(sent?.headers.get('X-WP-Nonce')).toBe('rest-n');
    await waitFor(() => expect(within(panel).getAllByRole('article')).toHaveLength(3));
    expect(within(panel).getByRole('textbox', { name: 'Your message' })).toHaveValue('');
  });

  it('refuses an empty message under the field, and shows the server’s refusal there too (Lithuanian)', async () => {
    const api = fakeApi({
      'GET /orders/12': json(200, order()),
      'GET /chat': json(200, thread([])),
      'POST /chat': json(400, {
        code: 'rest_invalid_param',
        message: 'Žinutė gali būti ne ilgesnė nei 2000 simbolių.',
        data: { status: 400, params: { message: 'Žinutė gali būti ne ilgesnė nei 2000 simbolių.' } },
      }),
    });
    await renderAccount('/orders/12', { language: 'lt' });
    const panel = await screen.findByRole('region', { name: 'Žinutės' });
    expect(await within(panel).findByText('Žinučių apie šį užsakymą dar nėra.')).toBeInTheDocument();
    const field = within(panel).getByRole('textbox', { name: 'Jūsų žinutė' });
    await userEvent.type(field, '   ');
    await userEvent.click(within(panel).getByRole('button', { name: 'Siųsti' }));
    await waitFor(() => expect(field).toHaveAccessibleDescription(/Pirmiausia parašykite žinutę\./));
    expect(api.callsTo('POST', '/chat')).toHaveLength(0);

    await userEvent.type(field, 'Labas');
    await userEvent.click(within(panel).getByRole('button', { name: 'Siųsti' }));
    await waitFor(() => expect(field).toHaveAccessibleDescription(/Žinutė gali būti ne ilgesnė nei 2000 simbolių\./));
  });

  it('says the query failed and tries again', async () => {
    let attempts = 0;
    fakeApi({
      'GET /orders/12': json(200, order()),
      'GET /chat': () => {
        attempts += 1;
        if (attempts === 1) throw new TypeError('Failed to fetch');
        return json(200, thread([message()]));
      },
    });
    await renderAccount('/orders/12');
    const panel = await screen.findByRole('region', { name: 'Messages' });
    expect(await within(panel).findByText(/Query failed/)).toBeInTheDocument();
    await userEvent.click(within(panel).getByRole('button', { name: 'Try again' }));
    expect(await within(panel).findByText('When will it ship?')).toBeInTheDocument();
  });
});
