import type { AccountEvent } from '@soul/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { accountProps, fakeApi, json, phoneScreen, renderAccount, resetOverlays } from '../test-support.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  resetOverlays();
});

const event = (overrides: Partial<AccountEvent>): AccountEvent => ({
  id: 1,
  user_id: 7,
  type: 'login',
  subject: 'session',
  subject_id: null,
  created_at: '2026-11-20T10:00:00Z',
  ...overrides,
});

const EVENTS = [
  event({ id: 3, type: 'modified', subject: 'order', subject_id: 42 }),
  event({ id: 2, type: 'viewed', subject: 'invoice', subject_id: 42 }),
  event({ id: 1 }),
];

describe('logs', () => {
  it('lists the events with links to what they were about, pages at 20 and filters by type', async () => {
    const api = fakeApi({
      'POST /events': (call) => {
        const body = call.json as { paged: number; query_args: { type?: string } };
        if (body.query_args.type === 'viewed') return json(200, [EVENTS[1]], { 'X-WP-Total': '1', 'X-WP-TotalPages': '1' });
        if (body.paged === 2) return json(200, [event({ id: 99, type: 'logout' })], { 'X-WP-Total': '21', 'X-WP-TotalPages': '2' });
        return json(200, EVENTS, { 'X-WP-Total': '21', 'X-WP-TotalPages': '2' });
      },
    });
    await renderAccount('/logs');
    const table = await screen.findByRole('table', { name: 'Account events' });
    const rows = within(table).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('Changed');
    expect(within(rows[1] as HTMLElement).getByRole('link', { name: 'Order #42' })).toHaveAttribute('href', '/my-account/orders/42');
    expect(rows[2]).toHaveTextContent('Invoice of order #42');
    expect(rows[3]).toHaveTextContent('Signed in');
    expect(rows[3]).toHaveTextContent('Your account');
    expect(api.calls[0]?.json).toMatchObject({ paged: 1, per_page: 20, query_args: {} });

    await userEvent.click(screen.getByRole('button', { name: /Next/ }));
    await vi.waitFor(() =>
      expect(within(screen.getByRole('table', { name: 'Account events' })).getAllByRole('row')[1]).toHaveTextContent('Signed out'),
    );
    expect(api.calls.at(-1)?.json).toMatchObject({ paged: 2 });

    await userEvent.selectOptions(screen.getByLabelText('Event type'), 'viewed');
    await vi.waitFor(() => expect(within(screen.getByRole('table', { name: 'Account events' })).getAllByRole('row')).toHaveLength(2));
    expect(api.calls.at(-1)?.json).toMatchObject({ paged: 1, query_args: { type: 'viewed' } });
    expect(api.calls.at(-1)?.headers.get('X-WP-Nonce')).toBe('rest-n');
  });

  it('shows cards on a phone, in Lithuanian, and says when there is nothing yet', async () => {
    phoneScreen();
    fakeApi({
      'POST /events': json(200, [event({ type: 'modified', subject: 'profile' })], { 'X-WP-Total': '1', 'X-WP-TotalPages': '1' }),
    });
    await renderAccount('/logs', { language: 'lt' });
    const cards = await screen.findByRole('list', { name: 'Paskyros įvykiai' });
    expect(cards).toHaveTextContent('Pakeista');
    expect(cards).toHaveTextContent('Profilis');
  });

  it('says when the log is empty', async () => {
    fakeApi({ 'POST /events': json(200, [], { 'X-WP-Total': '0', 'X-WP-TotalPages': '0' }) });
    await renderAccount('/logs');
    expect(await screen.findByText('No events yet.')).toBeVisible();
  });

  it('lets a director read a staff member’s log', async () => {
    const api = fakeApi({
      'GET /multiusers': json(200, [
        {
          id: 31,
          first_name: 'Bronė',
          last_name: 'Pirkimai',
          username: 'b@example.lt',
          email: 'b@example.lt',
          position: '',
          status: 'active',
          b2b_permissions: {},
        },
      ]),
      'POST /events': (call) => {
        const body = call.json as { user_id?: number };
        return json(200, body.user_id === 31 ? [event({ id: 5, user_id: 31, type: 'logout' })] : EVENTS, {
          'X-WP-Total': '1',
          'X-WP-TotalPages': '1',
        });
      },
    });
    const props = accountProps({ user: { id: 9, displayName: 'Darius', email: 'd@example.lt', role: 'director' } });
    await renderAccount('/logs', { props });
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Whose log' }), 'Bronė Pirkimai');
    const table = await screen.findByRole('table', { name: 'Account events' });
    expect(await within(table).findByText('Signed out')).toBeVisible();
    expect(api.callsTo('POST', '/events').at(-1)?.json).toMatchObject({ user_id: 31, paged: 1 });
  });
});
