import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PRODUCTS_EN, PRODUCTS_LT } from '../test/fixtures.ts';
import { renderWidget } from '../test/render.tsx';
import ProductPickerModal from './ProductPickerModal.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

const nbsp = (text: string | null | undefined) => (text ?? '').replace(/\u00a0|\u202f/g, ' ');

function products(list: typeof PRODUCTS_EN) {
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(
      async () =>
        new Response(JSON.stringify(list), {
          headers: { 'content-type': 'application/json', 'X-WP-Total': String(list.length), 'X-WP-TotalPages': '1' },
        }),
    ),
  );
}

describe('product picker', () => {
  it('shows each product’s price beside its name, so people see what they add', async () => {
    const simple = PRODUCTS_EN.find((product) => product.type === 'simple')!;
    const variable = PRODUCTS_EN.find(
      (product) => product.prices.price_range && product.prices.price_range.min_amount !== product.prices.price_range.max_amount,
    )!;
    products([simple, variable]);
    const onSelect = vi.fn();
    renderWidget(<ProductPickerModal payload={{ onSelect, title: 'Add a product' }} onClose={() => undefined} />);
    const dialog = await screen.findByRole('dialog', { name: 'Add a product' });
    const option = await within(dialog).findByRole('radio', { name: new RegExp(`^${simple.name}`) });
    const price = `€${(Number(simple.prices.price) / 100).toFixed(2)}`;
    // On sale: the regular price struck through, then what it costs now.
    expect(option.closest('label')).toHaveTextContent(`${simple.name} Regular price €27.99Sale price ${price}`);
    expect(option).toHaveAccessibleName(new RegExp(`^${simple.name} .*${price.replace('.', '\\.')}$`));
    const from = within(dialog)
      .getByRole('radio', { name: new RegExp(`^${variable.name}`) })
      .closest('label');
    expect(from).toHaveTextContent(/From €\d+\.\d\d/);

    await userEvent.click(option);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Select' }));
    expect(onSelect).toHaveBeenCalledWith(simple);
  });

  it('formats the price in the page’s language', async () => {
    const simple = PRODUCTS_LT.find((product) => product.type === 'simple')!;
    products([simple]);
    renderWidget(<ProductPickerModal payload={{ onSelect: () => undefined }} onClose={() => undefined} />, 'lt');
    const option = await screen.findByRole('radio', { name: new RegExp(`^${simple.name}`) });
    expect(nbsp(option.closest('label')?.textContent)).toContain(`${(Number(simple.prices.price) / 100).toFixed(2).replace('.', ',')} €`);
  });
});
