import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useNotificationStore } from '../../overlays/notification-store.ts';
import { fakeApi, json, line, order, renderAccount, resetOverlays } from '../test-support.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  resetOverlays();
});

const nbsp = (text: string | null | undefined) => (text ?? '').replace(/\u00a0|\u202f/g, ' ');

describe('order detail (account §2)', () => {
  it('shows every block of the spec', async () => {
    fakeApi({
      'GET /orders/12': json(
        200,
        order({ coupon_lines: [{ code: 'SOUL10', discount: '400' }], total_discount: '400', invoice_number: '2026-0007' }),
      ),
    });
    await renderAccount('/orders/12');
    await screen.findByRole('table', { name: 'Items of the order' });
    expect(screen.getByRole('link', { name: /Back to orders/ })).toHaveAttribute('href', '/my-account/orders');
    expect(screen.getByRole('heading', { level: 2, name: 'Order #12' })).toBeInTheDocument();
    const summary = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling;
    expect(summary('Order number')).toHaveTextContent('#12');
    expect(summary('Placed on')).toHaveTextContent('2 Nov 2026');
    expect(summary('Status')).toHaveTextContent('Processing');
    expect(summary('Amount')).toHaveTextContent('€43.99');
    expect(summary('Billing e-mail')).toHaveTextContent('ruta@example.com');
    expect(summary('Invoice')).toHaveTextContent('No. 2026-0007');
    expect(screen.getByRole('button', { name: 'View invoice' })).toBeInTheDocument();

    const table = screen.getByRole('table', { name: 'Items of the order' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Product', 'Quantity', 'Subtotal', 'Total', 'Tax']);
    const row = within(table).getByRole('row', { name: /Gut Restore/ });
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['2', '€33.06', '€33.06', '€6.94']);

    const delivery = screen.getByRole('region', { name: 'Delivery' });
    expect(within(delivery).getByText('Parcel locker')).toBeInTheDocument();
    expect(within(delivery).getByText('SOUL10')).toBeInTheDocument();
    const totals = screen.getByRole('region', { name: 'Totals' });
    expect(
      within(totals)
        .getAllByRole('term')
        .map((dt) => dt.textContent),
    ).toEqual(['Subtotal', 'Shipping', 'Tax', 'Total discount', 'Order total']);
    expect(within(totals).getByText('Order total').nextElementSibling).toHaveTextContent('€43.99');
    expect(within(totals).getByText('Total discount').nextElementSibling).toHaveTextContent('€4.00');

    for (const name of ['Billing address', 'Shipping address']) {
      const block = screen.getByRole('region', { name });
      expect(block).toHaveTextContent('Gedimino pr. 1');
      expect(block).toHaveTextContent('LT-01103 Vilnius');
      expect(block).toHaveTextContent('Lithuania');
    }
    expect(screen.getByRole('region', { name: 'Order note' })).toHaveTextContent('Please ring twice.');
    expect(screen.queryByRole('button', { name: 'Cancel order' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Edit / })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Pay for this order' })).toBeNull();
  });

  it('offers its owner the pay-for-order page when the order waits for payment', async () => {
    const url = '/checkout/order-pay/12/?pay_for_order=true&key=wc_order_abc';
    fakeApi({ 'GET /orders/12': json(200, order({ status: 'failed', needs_payment: true, payment_url: url })) });
    await renderAccount('/orders/12');
    expect(await screen.findByRole('link', { name: 'Pay for this order' })).toHaveAttribute('href', url);
    expect(screen.getByText('The payment for this order did not go through. You can pay for it again.')).toBeInTheDocument();
  });

  it('shows no pay link to a reader who is not the owner (the server leaves payment_url empty)', async () => {
    fakeApi({ 'GET /orders/12': json(200, order({ status: 'pending', needs_payment: true, payment_url: null })) });
    await renderAccount('/orders/12');
    await screen.findByRole('table', { name: 'Items of the order' });
    expect(screen.queryByRole('link', { name: 'Pay for this order' })).toBeNull();
  });

  it('after a refund, shows what was refunded and what was paid in the end under the order total', async () => {
    fakeApi({ 'GET /orders/12': json(200, order({ status: 'refunded', total_refunded: '2500' })) });
    await renderAccount('/orders/12');
    const totals = await screen.findByRole('region', { name: 'Totals' });
    expect(
      within(totals)
        .getAllByRole('term')
        .map((dt) => dt.textContent),
    ).toEqual(['Subtotal', 'Shipping', 'Tax', 'Total discount', 'Order total', 'Refunded', 'Paid after refunds']);
    expect(within(totals).getByText('Order total').nextElementSibling).toHaveTextContent('€43.99');
    expect(within(totals).getByText('Refunded').nextElementSibling).toHaveTextContent('−€25.00');
    expect(within(totals).getByText('Paid after refunds').nextElementSibling).toHaveTextContent('€18.99');
  });

  it('shows bundle items indented under their bundle, without edit controls', async () => {
    const bundle = order({
      editable: true,
      line_items: [line({ id: 201, name: 'Gut Bundle', quantity: 1 }), line({ id: 202, name: 'Probiotic', quantity: 2, parent_id: 201 })],
    });
    fakeApi({ 'GET /orders/12': json(200, bundle) });
    await renderAccount('/orders/12');
    const table = await screen.findByRole('table', { name: 'Items of the order' });
    expect(within(table).getByRole('rowheader', { name: /Probiotic.*part of Gut Bundle/ })).toBeInTheDocument();
    expect(within(table).getByRole('button', { name: 'Edit Gut Bundle' })).toBeInTheDocument();
    expect(within(table).queryByRole('button', { name: 'Edit Probiotic' })).toBeNull();
  });

  it("says 'Query result data format is not correct' when the answer holds no order", async () => {
    fakeApi({ 'GET /orders/12': json(200, { order: null }) });
    await renderAccount('/orders/12');
    expect(await screen.findByText('Query result data format is not correct')).toBeInTheDocument();
    expect(screen.getByText('Query Error')).toBeInTheDocument();
  });

  it('says plainly that an unknown or foreign order is not there, asked once (a 404 is not retried)', async () => {
    const api = fakeApi({
      'GET /orders/99': json(404, { code: 'soul_order_not_found', message: 'Order not found.', data: { status: 404 } }),
    });
    await renderAccount('/orders/99');
    expect(await screen.findByRole('heading', { level: 2, name: 'Order not found' })).toBeInTheDocument();
    expect(screen.getByText('There is no order #99 that you can see. It may belong to another account.')).toBeInTheDocument();
    expect(screen.queryByText('Query Error')).toBeNull();
    expect(api.callsTo('GET', '/orders/99')).toHaveLength(1);
  });

  it('opens the invoice in the invoice view modal', async () => {
    fakeApi({ 'GET /orders/12': json(200, order()) });
    await renderAccount('/orders/12');
    await userEvent.click(await screen.findByRole('button', { name: 'View invoice' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invoice – Order #12' });
    expect(within(dialog).getByTitle('Invoice of Order #12 (PDF)')).toHaveAttribute('src', '/wp-json/soul/v1/invoice/12');
    expect(within(dialog).getByRole('link', { name: 'Download' })).toHaveAttribute('href', '/wp-json/soul/v1/invoice/12?download=1');
    expect(within(dialog).getByRole('link', { name: /Open in a new tab/ })).toHaveAttribute('target', '_blank');
  });

  it('cancels after a confirmation and shows the cancelled order', async () => {
    const api = fakeApi({
      'GET /orders/12': json(200, order({ cancellable: true })),
      'GET /cancel-order/12': json(200, order({ status: 'cancelled' })),
    });
    await renderAccount('/orders/12');
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel order' }));
    const prompt = await screen.findByRole('alertdialog', { name: 'Cancel order #12?' });
    expect(api.callsTo('GET', '/cancel-order/12')).toHaveLength(0);
    await userEvent.click(within(prompt).getByRole('button', { name: 'Cancel order' }));
    await waitFor(() => expect(api.callsTo('GET', '/cancel-order/12')).toHaveLength(1));
    expect(api.callsTo('GET', '/cancel-order/12')[0]?.headers.get('X-WP-Nonce')).toBe('rest-n');
    const summary = await screen.findByText('Order number', { selector: 'dt' });
    await waitFor(() => expect(summary.closest('dl')).toHaveTextContent('Cancelled'));
    expect(screen.queryByRole('button', { name: 'Cancel order' })).toBeNull();
    expect(useNotificationStore.getState().current?.title).toBe('Order #12 has been cancelled');
  });

  it('keeps the order when the confirmation is declined, and shows a refusal in place', async () => {
    const api = fakeApi({
      'GET /orders/12': json(200, order({ cancellable: true })),
      'GET /cancel-order/12': json(409, {
        code: 'soul_order_not_cancellable',
        message: 'This order can no longer be cancelled.',
        data: { status: 409 },
      }),
    });
    await renderAccount('/orders/12');
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel order' }));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Keep order' }));
    expect(api.callsTo('GET', '/cancel-order/12')).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel order' }));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Cancel order' }));
    expect(await screen.findByText('This order can no longer be cancelled.')).toBeInTheDocument();
  });

  it('formats in Lithuanian', async () => {
    fakeApi({ 'GET /orders/12': json(200, order()) });
    await renderAccount('/orders/12', { language: 'lt' });
    const total = await screen.findByText('Užsakymo suma');
    expect(nbsp(total.nextElementSibling?.textContent)).toBe('43,99 €');
    expect(screen.getByRole('region', { name: 'Pristatymo adresas' })).toHaveTextContent('Lietuva');
  });

  it('lets a long e-mail address wrap after the @ and before dots, not inside a word', async () => {
    const email = 'director@soulshop.example';
    fakeApi({ 'GET /orders/12': json(200, order({ billing_address: { ...order().billing_address, email } })) });
    await renderAccount('/orders/12');
    await screen.findByRole('table', { name: 'Items of the order' });
    const value = screen.getByText('Billing e-mail', { selector: 'dt' }).nextElementSibling as HTMLElement;
    expect(value).toHaveTextContent(email);
    // Break opportunities only at "director@ | soulshop | .example".
    const pieces = [...value.querySelectorAll('span')[0]!.childNodes]
      .map((node) => (node.nodeName === 'WBR' ? '|' : node.textContent))
      .join('');
    expect(pieces).toBe('director@|soulshop|.example');
    expect(value.innerHTML).not.toContain('break-all');
  });
});
