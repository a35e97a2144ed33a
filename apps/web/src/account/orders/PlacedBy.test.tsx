import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { accountProps, fakeApi, json, order, renderAccount, resetOverlays } from '../test-support.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  resetOverlays();
});

const page = (headers = { 'X-WP-Total': '2', 'X-WP-TotalPages': '1' }) =>
  json(
    200,
    [order({ placed_by: { id: 41, name: 'Vita Žiūrovė' } }), order({ id: 13, name: '#13', placed_by: { id: 3, name: 'Darius' } })],
    headers,
  );

describe('orders of a company: placed by (issue 20)', () => {
  it('shows a director who placed each order and filters by the company’s people', async () => {
    const api = fakeApi({
      'GET /orders': page(),
      'GET /multiusers': json(200, [
        {
          id: 41,
          first_name: 'Vita',
          last_name: 'Žiūrovė',
          username: 'v@example.lt',
          email: 'v@example.lt',
          position: '',
          status: 'active',
          b2b_permissions: {},
        },
      ]),
    });
    const props = accountProps({ user: { id: 3, displayName: 'Darius', email: 'd@example.lt', role: 'director' } });
    await renderAccount('/orders', { props });
    const table = await screen.findByRole('table');
    expect(within(table).getByRole('columnheader', { name: 'Placed by' })).toBeInTheDocument();
    expect(within(table).getByText('Vita Žiūrovė')).toBeInTheDocument();
    const filter = screen.getByRole('combobox', { name: 'Placed by' });
    await waitFor(() => expect(within(filter).getByRole('option', { name: 'Vita Žiūrovė' })).toBeInTheDocument());
    expect(within(filter).getByRole('option', { name: 'Darius (you)' })).toBeInTheDocument();
    await userEvent.selectOptions(filter, 'Vita Žiūrovė');
    await waitFor(() => expect(api.callsTo('GET', '/orders').at(-1)?.query.get('placed_by')).toBe('41'));
    expect(window.location.search).toContain('by=41');
  });

  it('shows neither to a customer reading their own orders', async () => {
    fakeApi({ 'GET /orders': page() });
    await renderAccount('/orders');
    const table = await screen.findByRole('table');
    expect(within(table).queryByRole('columnheader', { name: 'Placed by' })).toBeNull();
    expect(screen.queryByRole('combobox', { name: 'Placed by' })).toBeNull();
  });
});
