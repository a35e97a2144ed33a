import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { accountProps, fakeApi, json, line, order, paymentDetail, renderAccount, resetOverlays } from '../test-support.tsx';
import { presetAmount } from './refund-presets.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  resetOverlays();
});

const admin = accountProps({ administrator: true });

describe('payment detail', () => {
  it('shows the payment and its real timeline with translated kinds and dates', async () => {
    fakeApi({
      'GET /payments/5': json(
        200,
        paymentDetail({
          events: [
            { id: 1, kind: 'created', detail: '', amount: null, date: '2026-11-02T10:15:30.000Z' },
            { id: 2, kind: 'succeeded', detail: 'tc_abc123', amount: '4399', date: '2026-11-02T10:16:00.000Z' },
            { id: 3, kind: 'refunded', detail: 're_1', amount: '1000', date: '2026-11-03T08:00:00.000Z' },
          ],
        }),
      ),
    });
    await renderAccount('/payments/5');
    const timeline = await screen.findByRole('list', { name: 'Activity' });
    const entries = within(timeline).getAllByRole('listitem');
    expect(entries.map((entry) => entry.querySelector('span.font-semibold')?.textContent)).toEqual([
      'Payment started',
      'Payment successful€43.99',
      'Refund complete€10.00',
    ]);
    expect(entries[2]).toHaveTextContent('3 Nov 2026');
    expect(entries[1]).toHaveTextContent('Reference: tc_abc123');
    const detail = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling;
    expect(detail('Gateway')).toHaveTextContent('Card');
    expect(detail('Amount')).toHaveTextContent('€43.99');
    expect(detail('Card')).toHaveTextContent('Visa ending in 4242');
    expect(detail('Status')).toHaveTextContent('Successful');
    expect(detail('Order')?.querySelector('a')).toHaveAttribute('href', '/my-account/orders/12');
    await userEvent.click(screen.getByRole('button', { name: 'Invoice for order #12' }));
    expect(await screen.findByTitle('Invoice of Order #12 (PDF)')).toHaveAttribute('src', '/wp-json/soul/v1/invoice/12');
  });

  it('shows its order in a modal that never edits or cancels, with a link to the order page', async () => {
    const changeable = order({
      editable: true,
      cancellable: true,
      line_items: [line({ id: 102, name: 'Collagen Glow – 200G', quantity: 2 })],
    });
    fakeApi({ 'GET /payments/5': json(200, paymentDetail()), 'GET /orders/12': json(200, changeable) });
    await renderAccount('/payments/5');
    await userEvent.click(await screen.findByRole('button', { name: 'Show order' }));
    const dialog = await screen.findByRole('dialog', { name: 'Order #12' });
    expect(await within(dialog).findByRole('table', { name: 'Items of the order' })).toHaveTextContent('Collagen Glow – 200G');
    expect(within(dialog).getByText('To change or cancel this order, open its page.')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: /^Edit / })).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Add product' })).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Cancel order' })).toBeNull();
    await userEvent.click(within(dialog).getByRole('link', { name: 'Open the order page' }));
    expect(window.location.pathname).toBe('/my-account/orders/12');
    expect(await screen.findByRole('button', { name: 'Edit Collagen Glow – 200G' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('offers no refund to a customer', async () => {
    fakeApi({ 'GET /payments/5': json(200, paymentDetail()) });
    await renderAccount('/payments/5');
    await screen.findByRole('list', { name: 'Activity' });
    expect(screen.queryByRole('button', { name: 'Refund' })).toBeNull();
  });

  it('offers no refund when nothing is left to refund', async () => {
    fakeApi({ 'GET /payments/5': json(200, paymentDetail({ refundable: '0', refunded: '4399' })) });
    await renderAccount('/payments/5', { props: admin });
    await screen.findByRole('list', { name: 'Activity' });
    expect(screen.queryByRole('button', { name: 'Refund' })).toBeNull();
  });

  it('computes the presets in whole cents of what is refundable', () => {
    expect([100, 50, 25].map((percent) => presetAmount('1999', percent))).toEqual([1999, 999, 499]);
    expect(presetAmount('1', 25)).toBe(0);
    expect(presetAmount('0', 100)).toBe(0);
  });

  it('refunds a preset after confirmation, busy while the gateway works, then shows success', async () => {
    let finish: (response: Response) => void = () => undefined;
    const api = fakeApi({
      'GET /payments/5': json(200, paymentDetail({ refundable: '1999' })),
      'POST /refund-payment': () => new Promise<Response>((resolve) => (finish = resolve)),
    });
    await renderAccount('/payments/5', { props: admin });
    const toggle = await screen.findByRole('button', { name: 'Refund' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');

    const presets = screen.getByRole('group', { name: 'Amount to refund' });
    expect(
      within(presets)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.querySelector('[data-cents]')?.getAttribute('data-cents')),
    ).toEqual(['1999', '999', '499']);
    await userEvent.click(within(presets).getByRole('radio', { name: /50 %/ }));
    expect(screen.getByText('You are refunding €9.99.')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: 'Reason (optional)' }), 'Damaged jar');
    await userEvent.click(screen.getByRole('button', { name: 'Refund €9.99' }));
    expect(api.callsTo('POST', '/refund-payment')).toHaveLength(0);
    await userEvent.click(
      within(await screen.findByRole('alertdialog', { name: 'Refund €9.99?' })).getByRole('button', { name: 'Refund' }),
    );

    await waitFor(() => expect(api.callsTo('POST', '/refund-payment')).toHaveLength(1));
    expect(api.callsTo('POST', '/refund-payment')[0]?.json).toEqual({ payment_id: 5, amount: 999, reason: 'Damaged jar' });
    expect(api.callsTo('POST', '/refund-payment')[0]?.headers.get('X-WP-Nonce')).toBe('rest-n');
    expect(await screen.findByText(/Refunding through the payment gateway/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Refund €9.99' })).toHaveAttribute('aria-disabled', 'true');

    finish(
      json(
        200,
        paymentDetail({
          refundable: '1000',
          refunded: '999',
          events: [...paymentDetail().events, { id: 3, kind: 'refunded', detail: 're_9', amount: '999', date: '2026-11-04T09:00:00.000Z' }],
        }),
      ),
    );
    expect(await screen.findByText('Refund of €9.99 complete.')).toBeInTheDocument();
    expect(screen.getByText('Still refundable: €10.00')).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Activity' })).getAllByRole('listitem')).toHaveLength(3);
  });

  it('shows a refused refund in the panel', async () => {
    fakeApi({
      'GET /payments/5': json(200, paymentDetail()),
      'POST /refund-payment': json(502, {
        code: 'soul_refund_failed',
        message: 'The payment could not be refunded.',
        data: { status: 502 },
      }),
    });
    await renderAccount('/payments/5', { props: admin });
    await userEvent.click(await screen.findByRole('button', { name: 'Refund' }));
    await userEvent.click(screen.getByRole('button', { name: 'Refund €43.99' }));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Refund' }));
    expect(await screen.findByText('The payment could not be refunded.')).toBeInTheDocument();
  });

  it('writes card brands as the brands do', async () => {
    fakeApi({ 'GET /payments/5': json(200, paymentDetail({ card: { brand: 'amex', last4: '0005' } })) });
    await renderAccount('/payments/5');
    await screen.findByRole('list', { name: 'Activity' });
    expect(screen.getByText('Card', { selector: 'dt' }).nextElementSibling).toHaveTextContent('American Express ending in 0005');
  });

  it.each([
    ['4399', 'Refunded'],
    ['1000', 'Partly refunded'],
  ])('shows a payment with %s refunded as %s', async (refunded, badge) => {
    fakeApi({ 'GET /payments/5': json(200, paymentDetail({ refunded, refundable: String(4399 - Number(refunded)) })) });
    await renderAccount('/payments/5');
    await screen.findByRole('list', { name: 'Activity' });
    expect(screen.getByText('Status', { selector: 'dt' }).nextElementSibling).toHaveTextContent(badge);
  });

  it('keeps the success message after the last refund, with nothing left to refund', async () => {
    const api = fakeApi({
      'GET /payments/5': json(200, paymentDetail({ refundable: '4399' })),
      'POST /refund-payment': json(200, paymentDetail({ refundable: '0', refunded: '4399' })),
    });
    await renderAccount('/payments/5', { props: admin });
    await userEvent.click(await screen.findByRole('button', { name: 'Refund' }));
    await userEvent.click(screen.getByRole('button', { name: 'Refund €43.99' }));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Refund' }));
    await waitFor(() => expect(api.callsTo('POST', '/refund-payment')).toHaveLength(1));
    expect(await screen.findByText('Refund of €43.99 complete.')).toBeInTheDocument();
    expect(screen.getByText('The whole payment has been refunded.')).toBeInTheDocument();
    expect(screen.getByText('Refund of €43.99 complete.').parentElement).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Refund' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Refund €/ })).toBeNull();
    expect(screen.getByText('Status', { selector: 'dt' }).nextElementSibling).toHaveTextContent('Refunded');
  });
});
