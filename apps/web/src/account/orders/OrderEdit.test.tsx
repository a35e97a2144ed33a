import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useNotificationStore } from '../../overlays/notification-store.ts';
import { fixture, PRODUCTS_EN } from '../../test/fixtures.ts';
import { accountProps, fakeApi, json, line, order, phoneScreen, renderAccount, resetOverlays } from '../test-support.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  resetOverlays();
});

const editable = order({
  editable: true,
  line_items: [
    line({
      id: 101,
      product_id: 11,
      name: 'Gut Restore',
      quantity: 2,
      subtotal: '3306',
      subtotal_tax: '694',
      total: '3306',
      total_tax: '694',
    }),
    line({
      id: 102,
      product_id: 12,
      variation_id: 44,
      name: 'Collagen Glow – 200G',
      quantity: 1,
      subtotal: '1653',
      subtotal_tax: '347',
      total: '1653',
      total_tax: '347',
    }),
  ],
  subtotal: '6000',
  total: '6399',
  total_tax: '1110',
});

async function openEditor(name: string) {
  await userEvent.click(await screen.findByRole('button', { name: `Edit ${name}` }));
  return screen.getByRole('textbox', { name: `Quantity of ${name}` });
}

/** Daily Detox Greens, €21.99: a simple product in stock. */
const SIMPLE = PRODUCTS_EN.find((product) => product.type === 'simple' && product.is_in_stock)!;

/** Add product → pick one in the picker → Select. */
async function pickProduct(name = SIMPLE.name) {
  await userEvent.click(screen.getByRole('button', { name: 'Add product' }));
  const picker = await screen.findByRole('dialog', { name: 'Add a product to order #12' });
  await userEvent.click(await within(picker).findByRole('radio', { name: new RegExp(`^${name}`) }));
  await userEvent.click(within(picker).getByRole('button', { name: 'Select' }));
  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add a product to order #12' })).toBeNull());
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const rowOf = (name: string) =>
  within(screen.getByRole('table', { name: 'Items of the order' })).getByRole('row', { name: new RegExp(name) });

describe('order edit (account §4)', () => {
  it('recomputes a changed line and the totals proportionally, in whole cents', async () => {
    fakeApi({ 'GET /orders/12': json(200, editable) });
    await renderAccount('/orders/12');
    const quantity = await openEditor('Gut Restore');
    fireEvent.change(quantity, { target: { value: '3' } });
    expect(
      within(rowOf('Gut Restore'))
        .getAllByRole('cell')
        .slice(1, 4)
        .map((cell) => cell.textContent),
    ).toEqual(['€49.59 (changed, not saved yet)', '€49.59 (changed, not saved yet)', '€10.41 (changed, not saved yet)']);
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
    const saved = order({
      editable: true,
      line_items: [line({ id: 102, product_id: 12, variation_id: 44, name: 'Collagen Glow – 200G', quantity: 2 })],
      total: '4399',
    });
    const api = fakeApi({ 'GET /orders/12': json(200, editable), 'POST /update-order': json(200, saved) });
    await renderAccount('/orders/12');
    await openEditor('Gut Restore');
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();

    await userEvent.click(screen.getByRole('button', { name: 'Remove Gut Restore' }));
    const prompt = await screen.findByRole('alertdialog', { name: 'Remove this item?' });
    // The safe answer has the focus: Enter does not remove.
    await waitFor(() => expect(within(prompt).getByRole('button', { name: 'Cancel' })).toHaveFocus());
    await userEvent.click(within(prompt).getByRole('button', { name: 'Cancel' }));
    expect(rowOf('Gut Restore')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Remove Gut Restore' }));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Remove' }));
    await waitFor(() =>
      expect(within(screen.getByRole('table', { name: 'Items of the order' })).queryByRole('row', { name: /Gut Restore/ })).toBeNull(),
    );
    // Its row is gone: the keyboard stays in the items block, not on the page's <body>.
    await waitFor(() => expect(document.activeElement).not.toBe(document.body));
    expect(document.activeElement).toContainElement(screen.getByRole('table', { name: 'Items of the order' }));
    expect(document.activeElement).not.toContainElement(screen.getByRole('heading', { level: 2 }));

    const quantity = await openEditor('Collagen Glow – 200G');
    fireEvent.change(quantity, { target: { value: '2' } });
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(api.callsTo('POST', '/update-order')).toHaveLength(1));
    const call = api.callsTo('POST', '/update-order')[0];
    expect(call?.headers.get('X-WP-Nonce')).toBe('rest-n');
    expect(call?.headers.get('Content-Type')).toBe('application/json');
    expect(call?.json).toEqual({
      id: 12,
      line_items: [{ id: 102, product_id: 12, variation_id: 44, quantity: 2 }],
      data: { order: editable },
    });

    await waitFor(() =>
      expect(useNotificationStore.getState().current).toMatchObject({
        tone: 'success',
        title: 'Update successful',
        message: 'Order #12 updated',
      }),
    );
    // The answer replaces the order: one line, quantity 2, no pending edits.
    await waitFor(() => expect(within(rowOf('Collagen Glow')).getAllByRole('cell')[0]).toHaveTextContent('2'));
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    expect(screen.getByText('Order total').nextElementSibling).toHaveTextContent('€43.99');
  });

  it('adds a picked product to the draft only: a new line with a preview, sent with Save in ONE update-order', async () => {
    const api = fakeApi({
      'GET /orders/12': json(200, editable),
      'GET /wp-json/wc/store/v1/products': json(200, [SIMPLE], { 'X-WP-Total': '1', 'X-WP-TotalPages': '1' }),
      'POST /update-order': json(
        200,
        order({
          ...editable,
          line_items: [...editable.line_items, line({ id: 103, product_id: SIMPLE.id, name: SIMPLE.name, quantity: 2 })],
        }),
      ),
    });
    await renderAccount('/orders/12');
    fireEvent.change(await openEditor('Gut Restore'), { target: { value: '3' } });
    await pickProduct();

    // Nothing was sent: the product is a new line of the draft.
    expect(api.callsTo('POST', '/add-order-item')).toHaveLength(0);
    expect(api.callsTo('POST', '/update-order')).toHaveLength(0);
    const row = rowOf(SIMPLE.name);
    expect(row).toHaveTextContent('New');
    expect(row).toHaveTextContent('Added to the order when you save');
    // 21.99 VAT included: 18.17 + 3.82 VAT.
    expect(
      within(row)
        .getAllByRole('cell')
        .slice(1, 4)
        .map((cell) => cell.textContent),
    ).toEqual(['€18.17 (changed, not saved yet)', '€18.17 (changed, not saved yet)', '€3.82 (changed, not saved yet)']);
    const quantity = within(row).getByRole('textbox', { name: `Quantity of ${SIMPLE.name}` });
    fireEvent.change(quantity, { target: { value: '2' } });
    // 6000 + 2000 (Gut Restore 2 → 3) + 4398; VAT 1110 + 347 + 763.
    const totals = screen.getByRole('region', { name: 'Totals' });
    expect(within(totals).getByText('Order total').nextElementSibling).toHaveTextContent('€127.97');
    expect(within(totals).getByText('Tax').nextElementSibling).toHaveTextContent('€22.20');
    expect(within(row).getByRole('button', { name: `Remove ${SIMPLE.name}` })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.callsTo('POST', '/update-order')).toHaveLength(1));
    expect(api.callsTo('POST', '/update-order')[0]?.json).toEqual({
      id: 12,
      line_items: [
        { id: 101, product_id: 11, variation_id: 0, quantity: 3 },
        { id: 102, product_id: 12, variation_id: 44, quantity: 1 },
        { id: null, product_id: SIMPLE.id, variation_id: 0, quantity: 2 },
      ],
      data: { order: editable },
    });
    expect(api.callsTo('POST', '/add-order-item')).toHaveLength(0);
    await waitFor(() =>
      expect(useNotificationStore.getState().current).toMatchObject({
        tone: 'success',
        title: 'Update successful',
        message: 'Order #12 updated. Item added to order.',
      }),
    );
    // The answer replaces the order: the new line is a saved line now.
    await waitFor(() => expect(screen.queryByText('Added to the order when you save')).toBeNull());
    expect(rowOf(SIMPLE.name)).toBeInTheDocument();
  });

  it('asks before leaving an order with unsaved changes: Stay keeps them, Leave goes', async () => {
    fakeApi({ 'GET /orders/12': json(200, editable), 'GET /orders': json(200, [editable], { 'X-WP-Total': '1', 'X-WP-TotalPages': '1' }) });
    await renderAccount('/orders/12');
    fireEvent.change(await openEditor('Gut Restore'), { target: { value: '3' } });

    await userEvent.click(screen.getByRole('link', { name: /Back to orders/ }));
    const prompt = await screen.findByRole('alertdialog', { name: 'Leave without saving?' });
    expect(prompt).toHaveTextContent('Your changes to order #12 have not been saved.');
    await userEvent.click(within(prompt).getByRole('button', { name: 'Stay and keep editing' }));
    expect(window.location.pathname).toBe('/my-account/orders/12');
    expect(screen.getByRole('textbox', { name: 'Quantity of Gut Restore' })).toHaveValue('3');

    await userEvent.click(screen.getByRole('link', { name: /Back to orders/ }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog', { name: 'Leave without saving?' })).getByRole('button', { name: 'Leave' }),
    );
    await waitFor(() => expect(window.location.pathname).toBe('/my-account/orders'));
  });

  it('lets the reader leave freely when nothing was changed', async () => {
    fakeApi({ 'GET /orders/12': json(200, editable), 'GET /orders': json(200, [editable], { 'X-WP-Total': '1', 'X-WP-TotalPages': '1' }) });
    await renderAccount('/orders/12');
    await openEditor('Gut Restore');
    await userEvent.click(screen.getByRole('link', { name: /Back to orders/ }));
    await waitFor(() => expect(window.location.pathname).toBe('/my-account/orders'));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('drops an added product with Cancel, or alone with its Remove, without a call', async () => {
    const api = fakeApi({
      'GET /orders/12': json(200, editable),
      'GET /wp-json/wc/store/v1/products': json(200, [SIMPLE], { 'X-WP-Total': '1', 'X-WP-TotalPages': '1' }),
    });
    await renderAccount('/orders/12');
    await openEditor('Gut Restore');
    await pickProduct();
    await userEvent.click(within(rowOf(SIMPLE.name)).getByRole('button', { name: `Remove ${SIMPLE.name}` }));
    expect(screen.queryByRole('row', { name: new RegExp(SIMPLE.name) })).toBeNull();

    await pickProduct();
    expect(rowOf(SIMPLE.name)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('row', { name: new RegExp(SIMPLE.name) })).toBeNull();
    expect(screen.getByText('Order total').nextElementSibling).toHaveTextContent('€63.99');
    expect(api.calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it('shows in the picker what cannot be added to a placed order, and why: bundles, subscription-only products, sold-out products', async () => {
    const cases = [
      [fixture('energy-starter-bundle'), 'Bundles cannot be added to a placed order'],
      [fixture('immune-shield'), 'Sold by subscription only'],
      [fixture('glow-vitamin-e'), 'Out of stock'],
    ] as const;
    fakeApi({
      'GET /orders/12': json(200, editable),
      'GET /wp-json/wc/store/v1/products': json(200, [...cases.map(([product]) => product), SIMPLE], {
        'X-WP-Total': '4',
        'X-WP-TotalPages': '1',
      }),
    });
    await renderAccount('/orders/12');
    await openEditor('Gut Restore');
    await userEvent.click(screen.getByRole('button', { name: 'Add product' }));
    const picker = await screen.findByRole('dialog', { name: 'Add a product to order #12' });
    for (const [product, reason] of cases) {
      const radio = await within(picker).findByRole('radio', { name: new RegExp(`^${escapeRegExp(product.name)}`) });
      expect(radio).toBeDisabled();
      expect(radio).toHaveAccessibleDescription(reason);
    }
    expect(within(picker).getByRole('radio', { name: new RegExp(`^${SIMPLE.name}`) })).toBeEnabled();
  });

  it('adds a variable product in the size chosen on its new line: price and SKU follow, Save sends the variation', async () => {
    const product = fixture('skin-collagen');
    const api = fakeApi({
      'GET /orders/12': json(200, editable),
      'GET /wp-json/wc/store/v1/products': json(200, [product], { 'X-WP-Total': '1', 'X-WP-TotalPages': '1' }),
      'POST /update-order': json(200, editable),
    });
    await renderAccount('/orders/12');
    await openEditor('Gut Restore');
    await pickProduct(product.name);
    const row = rowOf(product.name);
    const size = within(row).getByRole('combobox', { name: `Size of ${product.name}` });
    // The first size in stock, lightest first: 40G at €11.99.
    expect(size).toHaveDisplayValue('40G – €11.99');
    expect(within(row).getAllByRole('cell')[2]).toHaveTextContent('€9.91');
    await userEvent.selectOptions(size, '10600');
    // The same row and control: someone choosing with the keyboard keeps their place.
    expect(size).toBeInTheDocument();
    expect(size).toHaveDisplayValue('200G – €34.99');
    expect(within(row).getAllByRole('cell')[2]).toHaveTextContent('€28.92');
    expect(within(row).getByRole('textbox', { name: `Quantity of ${product.name} 200G` })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.callsTo('POST', '/update-order')).toHaveLength(1));
    expect((api.callsTo('POST', '/update-order')[0]?.json as { line_items: unknown[] }).line_items.at(-1)).toEqual({
      id: null,
      product_id: product.id,
      variation_id: 10600,
      quantity: 1,
    });
  });

  it('asks before a Save that leaves nothing (the server cancels the order), then says it was cancelled', async () => {
    const api = fakeApi({
      'GET /orders/12': json(200, {
        ...editable,
        payment_details: { method_id: 'soul_test_card', method_title: 'Credit or debit card', paid: true },
      }),
      'POST /update-order': json(200, order({ ...editable, status: 'cancelled', editable: false })),
    });
    await renderAccount('/orders/12');
    fireEvent.change(await openEditor('Gut Restore'), { target: { value: '0' } });
    expect(screen.getByText('If you update all order item quantities to zero order will get cancelled')).toBeInTheDocument();
    fireEvent.change(await openEditor('Collagen Glow – 200G'), { target: { value: '0' } });
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    const prompt = await screen.findByRole('alertdialog', { name: 'Cancel order #12?' });
    expect(prompt).toHaveTextContent('The order will be cancelled and the card payment refunded. This cannot be undone.');
    await userEvent.click(within(prompt).getByRole('button', { name: 'Keep order' }));
    expect(api.callsTo('POST', '/update-order')).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog', { name: 'Cancel order #12?' })).getByRole('button', { name: 'Cancel order' }),
    );
    await waitFor(() => expect(api.callsTo('POST', '/update-order')).toHaveLength(1));
    expect((api.callsTo('POST', '/update-order')[0]?.json as { line_items: unknown }).line_items).toEqual([
      { id: 101, product_id: 11, variation_id: 0, quantity: 0 },
      { id: 102, product_id: 12, variation_id: 44, quantity: 0 },
    ]);
    await waitFor(() =>
      expect(useNotificationStore.getState().current).toMatchObject({ tone: 'success', title: 'Order #12 has been cancelled' }),
    );
  });

  it('saves a partial zero without asking', async () => {
    const api = fakeApi({ 'GET /orders/12': json(200, editable), 'POST /update-order': json(200, editable) });
    await renderAccount('/orders/12');
    fireEvent.change(await openEditor('Gut Restore'), { target: { value: '0' } });
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.callsTo('POST', '/update-order')).toHaveLength(1));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('moves focus to the quantity on Edit, and to the items heading after Save and after Cancel', async () => {
    fakeApi({ 'GET /orders/12': json(200, editable), 'POST /update-order': json(200, editable) });
    await renderAccount('/orders/12');
    const quantity = await openEditor('Gut Restore');
    expect(quantity).toHaveFocus();

    fireEvent.change(quantity, { target: { value: '3' } });
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    const heading = screen.getByRole('heading', { name: 'Items' });
    expect(heading).toHaveFocus();
    expect(heading).toHaveAttribute('tabindex', '-1');

    fireEvent.change(await openEditor('Gut Restore'), { target: { value: '3' } });
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Save' })).toBeNull());
    expect(screen.getByRole('heading', { name: 'Items' })).toHaveFocus();
  });

  it('shows each line as a card on a phone, with name, quantity stepper, amounts and actions as labelled rows', async () => {
    phoneScreen();
    fakeApi({ 'GET /orders/12': json(200, editable) });
    await renderAccount('/orders/12');
    const lines = await screen.findByRole('list', { name: 'Items of the order' });
    expect(screen.queryByRole('table', { name: 'Items of the order' })).toBeNull();
    const card = within(lines).getAllByRole('listitem')[0]!;
    expect(card).toHaveTextContent('Gut Restore');
    expect(card).toHaveTextContent('SKU GUT-1');
    const fact = (label: string) => within(card).getByText(label, { selector: 'dt' }).nextElementSibling;
    expect(fact('Quantity')).toHaveTextContent('2');
    expect(fact('Subtotal')).toHaveTextContent('€33.06');
    expect(fact('Total')).toHaveTextContent('€33.06');
    expect(fact('Tax')).toHaveTextContent('€6.94');

    await userEvent.click(within(card).getByRole('button', { name: 'Edit Gut Restore' }));
    const quantity = within(card).getByRole('textbox', { name: 'Quantity of Gut Restore' });
    expect(quantity).toHaveFocus();
    fireEvent.change(quantity, { target: { value: '3' } });
    expect(fact('Subtotal')).toHaveTextContent('€49.59 (changed, not saved yet)');
    expect(within(fact('Actions') as HTMLElement).getByRole('button', { name: 'Remove Gut Restore' })).toBeInTheDocument();
  });

  it('shows a refused save in place', async () => {
    fakeApi({
      'GET /orders/12': json(200, editable),
      'POST /update-order': json(409, {
        code: 'soul_insufficient_stock',
        message: 'Not enough stock of Gut Restore.',
        data: { status: 409 },
      }),
    });
    await renderAccount('/orders/12');
    fireEvent.change(await openEditor('Gut Restore'), { target: { value: '9' } });
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Not enough stock of Gut Restore.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Quantity of Gut Restore' })).toHaveValue('9');
  });

  it('says a card payment is settled on save, not before', async () => {
    fakeApi({
      'GET /orders/12': json(200, {
        ...editable,
        payment_details: { method_id: 'soul_test_card', method_title: 'Credit or debit card', paid: true },
      }),
    });
    await renderAccount('/orders/12');
    await openEditor('Gut Restore');
    expect(
      screen.getByText(/nothing is charged until you save; when you save, the difference is charged to the same card or refunded to it/),
    ).toBeInTheDocument();
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
    [
      'the user may not edit orders',
      editable,
      accountProps({ permissions: { permission_view_orders: true, permission_edit_orders: false } }),
    ],
  ])('shows no edit controls when %s', async (_name, answer, props) => {
    fakeApi({ 'GET /orders/12': json(200, answer) });
    await renderAccount('/orders/12', { props });
    await screen.findByRole('table', { name: 'Items of the order' });
    expect(screen.queryByRole('button', { name: /^Edit / })).toBeNull();
    expect(screen.queryByRole('columnheader', { name: 'Actions' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add product' })).toBeNull();
  });
});
