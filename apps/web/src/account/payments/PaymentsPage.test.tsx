import { accountPaymentSchema } from '@soul/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { accountProps, fakeApi, json, paymentDetail, phoneScreen, renderAccount, resetOverlays } from '../test-support.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  resetOverlays();
});

const payment = accountPaymentSchema.parse(paymentDetail());

describe('payments list', () => {
  it('lists payments with a link to each and to its order, filters by status, pages', async () => {
    const api = fakeApi({
      'GET /payments': json(200, [payment, { ...payment, id: 6, transaction_id: '', status: 'pending', gateway: 'bacs' }], {
        'X-WP-Total': '12',
        'X-WP-TotalPages': '2',
      }),
    });
    await renderAccount('/payments');
    const table = await screen.findByRole('table', { name: 'Your payments' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Transaction', 'Order', 'Amount', 'Currency', 'Title', 'Gateway', 'Date', 'Status']);
    expect(within(table).getByRole('link', { name: 'tc_abc123' })).toHaveAttribute('href', '/my-account/payments/5');
    expect(within(table).getByRole('link', { name: 'Payment 6' })).toHaveAttribute('href', '/my-account/payments/6');
    expect(within(table).getAllByRole('link', { name: '#12' })[0]).toHaveAttribute('href', '/my-account/orders/12');
    expect(within(table).getByText('Bank transfer')).toBeInTheDocument();
    expect(within(table).getByText('Successful')).toBeInTheDocument();
    expect(within(table).getByText('Pending')).toBeInTheDocument();

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'failed');
    await waitFor(() => expect(api.callsTo('GET', '/payments').at(-1)?.query.toString()).toBe('lang=en&status=failed&page=1&per_page=10'));
    expect(window.location.search).toBe('?status=failed');
    // Refunded payments have a filter of their own (their badge no longer says Successful).
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Refunded (in full or in part)');
    await waitFor(() =>
      expect(api.callsTo('GET', '/payments').at(-1)?.query.toString()).toBe('lang=en&status=refunded&page=1&per_page=10'),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(api.callsTo('GET', '/payments').at(-1)?.query.get('page')).toBe('2'));
  });

  it('marks refunded payments: Refunded when all went back, Partly refunded when some did', async () => {
    fakeApi({
      'GET /payments': json(200, [payment, { ...payment, id: 6, refunded: '4399' }, { ...payment, id: 7, refunded: '1000' }], {
        'X-WP-Total': '3',
        'X-WP-TotalPages': '1',
      }),
    });
    await renderAccount('/payments');
    const table = await screen.findByRole('table', { name: 'Your payments' });
    const statusOf = (id: number) => within(table).getAllByRole('row')[[5, 6, 7].indexOf(id) + 1]!.lastElementChild;
    expect(statusOf(5)).toHaveTextContent('Successful');
    expect(statusOf(6)).toHaveTextContent('Refunded');
    expect(statusOf(7)).toHaveTextContent('Partly refunded');
  });

  it('shows each payment as a card on a phone, amount and status without scrolling', async () => {
    phoneScreen();
    fakeApi({ 'GET /payments': json(200, [{ ...payment, refunded: '4399' }], { 'X-WP-Total': '1', 'X-WP-TotalPages': '1' }) });
    await renderAccount('/payments');
    const list = await screen.findByRole('list', { name: 'Your payments' });
    expect(screen.queryByRole('table')).toBeNull();
    const card = within(list).getByRole('listitem');
    expect(within(card).getByRole('link', { name: 'tc_abc123' })).toHaveAttribute('href', '/my-account/payments/5');
    expect(card).toHaveTextContent('€43.99');
    expect(within(card).getByText('Status', { selector: 'dt' }).nextElementSibling).toHaveTextContent('Refunded');
  });

  it('says "Payments", not "Your payments", to an administrator', async () => {
    fakeApi({ 'GET /payments': json(200, [payment], { 'X-WP-Total': '1', 'X-WP-TotalPages': '1' }) });
    await renderAccount('/payments', { props: accountProps({ administrator: true }) });
    expect(await screen.findByRole('table', { name: 'Payments' })).toBeInTheDocument();
  });
});
