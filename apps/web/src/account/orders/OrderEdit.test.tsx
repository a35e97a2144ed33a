import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useNotificationStore } from '../../overlays/notification-store.ts';
import { PRODUCTS_EN } from '../../test/fixtures.ts';
import { accountProps, fakeApi, json, line, order, renderAccount, resetOverlays } from '../test-support.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  resetOverlays();
});

const editable = order({
  editable: true,
  line_items: [
    line({ id: 101, product_id: 11, name: 'Gut Restore', quantity: 2, subtotal: '3306', subtotal_tax: '694', total: '3306', total_tax: '694' }),
    line({ id: 102, product_id: 12, variation_id: 44, name: 'Collagen Glow – 200G', quantity: 1, subtotal: '1653', subtotal_tax: '347', total: '1653', total_tax: '347' }),
  ],
  subtotal: '6000',
  total: '6399',
  total_tax: '1110',
});

async function openEditor(name: string) {
  await userEvent.click(await screen.findByRole('button', { name: `Edit ${name}` }));
  return screen.getByRole('textbox', { name: `Quantity of ${name}` });
}

const rowOf = (name: string) => within(screen.getByRole('table', { name: 'Items of the order' })).getByRole('row', { name: new RegExp(name) });

describe('order edit (account §4)', () => {
  it('recomputes a changed line and the totals proportionally, in whole cents', async () => {
    fakeApi({ 'GET /orders/12': json(200, editable) });
    await renderAccount('/orders/12');
    const quantity = await openEditor('Gut Restore');
    fireEvent.change(quantity, { target: { value: '3' } });
    expect(within(rowOf('Gut Restore')).getAllByRole('cell').slice(1, 4).map((cell) => cell.textContent)).toEqual([
      '€49.59 (changed, not saved yet)',
      '€49.59 (changed, not saved yet)',
      '€10.41 (changed, not saved yet)',
    ]);
    const totals = screen.getByRole('region', { name: 'Totals' });
    expect(within(totals).getByText('Subtotal').nextElementSibling).toHaveTextContent('€80.00');
    expect(within(totals).getByText('Order total').nextElementSibling).toHaveTextContent('€83.99');
    expect(within(totals).getByText('Tax').nextElementSibling).toHaveTextContent('€14.57');
    expect(within(totals).getByText(/Estimated from your changes/)).toBeInTheDocument();
  });

  it('warns that all-zero cancels the order when a quantity is 0', async () => {
    fakeApi({ 'GET /orders/12': json(200, editable) });
    await renderAccount('/orders/12');
    const quantity = await openEditor('Gut Restore');
    expect(screen.queryByText('If you update all order item quantities to zero order will get cancelled')).toBeNull();
    fireEvent.change(quantity, { target: { value: '0' } });
    expect(await screen.findByText('If you update all order item quantities to zero order will get cancelled')).toBeInTheDocument();
    expect(quantity).toHaveValue('0');
    expect(screen.getByRole('button', { name: 'Decrease quantity' })).toBeDisabled();
  });

  it('removes a line only after confirmation, then saves exactly the edited lines', async () => {
    const saved = order({ editable: true, line_items: [line({ id: 102, product_id: 12, variation_id: 44, name: 'Collagen Glow – 200G', quantity: 2 })], total: '4399' });
    const api = fakeApi({ 'GET /orders/12': json(200, editable), 'POST /update-order': json(200, saved) });
    await renderAccount('/orders/12');
    await openEditor('Gut Restore');
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();

    await userEvent.click(screen.getByRole('button', { name: 'Remove Gut Restore' }));
    const prompt = await screen.findByRole('alertdialog', { name: 'Remove this item?' });
    await userEvent.click(within(prompt).getByRole('button', { name: 'Cancel' }));
    expect(rowOf('Gut Restore')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Remove Gut Restore' }));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(within(screen.getByRole('table', { name: 'Items of the order' })).queryByRole('row', { name: /Gut Restore/ })).toBeNull());

    const quantity = await openEditor('Collagen Glow – 200G');
    fireEvent.change(quantity, { target: { value: '2' } });
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(api.callsTo('POST', '/update-order')).toHaveLength(1));
    const call = api.callsTo('POST', '/update-order')[0];
    expect(call?.headers.get('X-WP-Nonce')).toBe('rest-n');
    expect(call?.headers.get('Content-Type')).toBe('application/json');
    expect(call?.json).toEqual({ id: 12, line_items: [{ id: 102, product_id: 12, variation_id: 44, quantity: 2 }], data: { order: editable } });

    await waitFor(() => expect(useNotificationStore.getState().current).toMatchObject({ tone: 'success', title: 'Update successful', message: 'Order #12 updated' }));
    // The answer replaces the order: one line, quantity 2, no pending edits.
    await waitFor(() => expect(within(rowOf('Collagen Glow')).getAllByRole('cell')[0]).toHaveTextContent('2'));
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    expect(screen.getByText('Order total').nextElementSibling).toHaveTextContent('€43.99');
  });

  it('adds a product through the picker with add-order-item', async () => {
    const product = PRODUCTS_EN[0]!;
    const withNewLine = order({ ...editable, line_items: [...editable.line_items, line({ id: 103, product_id: product.id, name: product.name, quantity: 1 })] });
    const api = fakeApi({
      'GET /orders/12': json(200, editable),
      'GET /wp-json/wc/store/v1/products': json(200, PRODUCTS_EN.slice(0, 3), { 'X-WP-Total': '3', 'X-WP-TotalPages': '1' }),
      'POST /add-order-item': json(200, withNewLine),
    });
    await renderAccount('/orders/12');
    const quantity = await openEditor('Gut Restore');
    fireEvent.change(quantity, { target: { value: '4' } });
    await userEvent.click(screen.getByRole('button', { name: 'Add product' }));
    const picker = await screen.findByRole('dialog', { name: 'Add a product to order #12' });
    await userEvent.click(await within(picker).findByRole('radio', { name: product.name }));
    await userEvent.click(within(picker).getByRole('button', { name: 'Select' }));

    await waitFor(() => expect(api.callsTo('POST', '/add-order-item')).toHaveLength(1));
    expect(api.callsTo('POST', '/add-order-item')[0]?.json).toEqual({
      id: 12,
      data: {
        order: {
          line_items: [
            { id: 101, product_id: 11, variation_id: 0, quantity: 4 },
            { id: 102, product_id: 12, variation_id: 44, quantity: 1 },
            { id: null, product_id: product.id, variation_id: 0, quantity: 1 },
          ],
        },
      },
    });
    await waitFor(() => expect(useNotificationStore.getState().current?.title).toBe('Item added to order'));
    expect(await screen.findByRole('row', { name: new RegExp(product.name) })).toBeInTheDocument();
    // The quantity typed before stays a pending change.
    expect(screen.getByRole('textbox', { name: 'Quantity of Gut Restore' })).toHaveValue('4');
  });

  it('shows a refused save in place', async () => {
    fakeApi({
      'GET /orders/12': json(200, editable),
      'POST /update-order': json(409, { code: 'soul_insufficient_stock', message: 'Not enough stock of Gut Restore.', data: { status: 409 } }),
    });
    await renderAccount('/orders/12');
    fireEvent.change(await openEditor('Gut Restore'), { target: { value: '9' } });
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Not enough stock of Gut Restore.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Quantity of Gut Restore' })).toHaveValue('9');
  });

  it('says a card payment is settled on save', async () => {
    fakeApi({ 'GET /orders/12': json(200, { ...editable, payment_details: { method_id: 'soul_test_card', method_title: 'Credit or debit card', paid: true } }) });
    await renderAccount('/orders/12');
    await openEditor('Gut Restore');
    expect(screen.getByText(/the difference is charged to the same card or refunded to it/)).toBeInTheDocument();
  });

  it('discards every change with Cancel', async () => {
    fakeApi({ 'GET /orders/12': json(200, editable) });
    await renderAccount('/orders/12');
    fireEvent.change(await openEditor('Gut Restore'), { target: { value: '5' } });
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(within(rowOf('Gut Restore')).getAllByRole('cell')[0]).toHaveTextContent('2');
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
  });

  it.each([
    ['the order is not editable', { ...editable, editable: false }, accountProps()],
    ['the user may not edit orders', editable, accountProps({ permissions: { permission_view_orders: true, permission_edit_orders: false } })],
  ])('shows no edit controls when %s', async (_name, answer, props) => {
    fakeApi({ 'GET /orders/12': json(200, answer) });
    await renderAccount('/orders/12', { props });
    await screen.findByRole('table', { name: 'Items of the order' });
    expect(screen.queryByRole('button', { name: /^Edit / })).toBeNull();
    expect(screen.queryByRole('columnheader', { name: 'Actions' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add product' })).toBeNull();
  });
});
