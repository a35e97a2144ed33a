import { accountPaymentSchema } from '@soul/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, json, paymentDetail, renderAccount, resetOverlays } from '../test-support.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  resetOverlays();
});

const payment = accountPaymentSchema.parse(paymentDetail());

describe('payments list', () => {
  it('lists payments with a link to each and to its order, filters by status, pages', async () => {
    const api = fakeApi({ 'GET /payments': json(200, [payment, { ...payment, id: 6, transaction_id: '', status: 'pending', gateway: 'bacs' }], { 'X-WP-Total': '12', 'X-WP-TotalPages': '2' }) });
    await renderAccount('/payments');
    const table = await screen.findByRole('table', { name: 'Your payments' });
    expect(within(table).getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Transaction', 'Order', 'Amount', 'Currency', 'Title', 'Gateway', 'Date', 'Status']);
    expect(within(table).getByRole('link', { name: 'tc_abc123' })).toHaveAttribute('href', '/my-account/payments/5');
    expect(within(table).getByRole('link', { name: 'Payment 6' })).toHaveAttribute('href', '/my-account/payments/6');
    expect(within(table).getAllByRole('link', { name: '#12' })[0]).toHaveAttribute('href', '/my-account/orders/12');
    expect(within(table).getByText('Bank transfer')).toBeInTheDocument();
    expect(within(table).getByText('Successful')).toBeInTheDocument();
    expect(within(table).getByText('Pending')).toBeInTheDocument();

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'failed');
    await waitFor(() => expect(api.callsTo('GET', '/payments').at(-1)?.query.toString()).toBe('lang=en&status=failed&page=1&per_page=10'));
    expect(window.location.search).toBe('?status=failed');
    await userEvent.click(await screen.findByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(api.callsTo('GET', '/payments').at(-1)?.query.get('page')).toBe('2'));
  });
});
