import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { accountProps, fakeApi, json, renderAccount, resetOverlays } from '../test-support.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  resetOverlays();
});

const buyer = (language: 'en' | 'lt' = 'en') =>
  accountProps(
    { user: { id: 5, displayName: 'Birutė', email: 'b@example.lt', role: 'staff' }, sections: ['dashboard', 'bulk-order'] },
    language,
  );

describe('bulk order', () => {
  it('sends the pasted lines and shows each line’s result', async () => {
    const api = fakeApi({
      'POST /bulkorder': json(200, {
        added: 1,
        failed: 1,
        items_count: 3,
        lines: [
          { line: 1, sku: 'ENERGY-40', quantity: 3, ok: true, product_id: 9, name: 'Energy Complex', message: 'Added to the cart.' },
          { line: 2, sku: 'NOPE', quantity: 1, ok: false, product_id: null, name: '', message: 'No product has this SKU.' },
        ],
      }),
    });
    await renderAccount('/bulk-order', { props: buyer() });
    await userEvent.click(await screen.findByRole('button', { name: 'Add to cart' }));
    expect(await screen.findByRole('textbox', { name: 'SKUs and quantities' })).toHaveAccessibleDescription(/Enter at least one line\./);
    await userEvent.type(screen.getByRole('textbox', { name: 'SKUs and quantities' }), 'sku;quantity{enter}ENERGY-40;3{enter}NOPE');
    await userEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    const table = await screen.findByRole('table', { name: 'Result per line' });
    expect(within(table).getByText('Energy Complex: Added to the cart.')).toBeInTheDocument();
    expect(within(table).getByText('No product has this SKU.')).toBeInTheDocument();
    expect(screen.getByText('1 line added to the cart.')).toBeInTheDocument();
    expect(api.callsTo('POST', '/bulkorder')[0]?.json).toEqual({
      lines: [
        { sku: 'ENERGY-40', quantity: '3' },
        { sku: 'NOPE', quantity: '1' },
      ],
    });
  });

  it('fills the box from a CSV file, in Lithuanian', async () => {
    fakeApi({});
    await renderAccount('/bulk-order', { props: buyer('lt'), language: 'lt' });
    const file = new File(['sku,quantity\nGUT-25,2\n'], 'order.csv', { type: 'text/csv' });
    fireEvent.change(await screen.findByLabelText('CSV failas'), { target: { files: [file] } });
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Prekių kodai ir kiekiai' })).toHaveValue('sku,quantity\nGUT-25,2\n'));
  });
});
