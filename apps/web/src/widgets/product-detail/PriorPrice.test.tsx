import type { StoreProduct } from '@soul/contracts';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fixture } from '../../test/fixtures.ts';
import { renderWidget } from '../../test/render.tsx';
import { ProductDetail } from './ProductDetail.tsx';

/** The EU 30-day prior price under a sale price, as the product page's island shows it. */
function render(product: StoreProduct, language: 'en' | 'lt' = 'en') {
  return renderWidget(
    <ProductDetail productId={product.id} variations={product.extensions.variations ?? []} product={product} />,
    language,
  );
}

describe('lowest price of the last 30 days on the product page', () => {
  it('shows the product’s prior price under its sale price', () => {
    const product = fixture('detox-greens');
    render({ ...product, extensions: { ...product.extensions, soul: { lowest_price_30_days: product.prices.regular_price } } });
    const regular = (Number(product.prices.regular_price) / 100).toFixed(2);
    expect(screen.getByText(`Lowest price in the last 30 days: €${regular}`)).toBeInTheDocument();
  });

  it('follows the chosen variation: shown for the one on sale, not for the others', async () => {
    const product = fixture('skin-collagen');
    const variations = (product.extensions.variations ?? []).map((v) =>
      v.id === 10601 ? { ...v, on_sale: true, price: '999', sale_price: '999', lowest_price_30_days: '1099' } : v,
    );
    render({ ...product, extensions: { ...product.extensions, variations } });
    const sale = variations.find((v) => v.id === 10601);
    const other = variations.find((v) => v.id !== 10601);
    if (!sale || !other) throw new Error('fixture changed');
    await userEvent.click(screen.getByRole('radio', { name: new RegExp(`^${other.attributes[0]?.option ?? ''}`) }));
    expect(screen.queryByText(/Lowest price in the last 30 days/)).toBeNull();
    await userEvent.click(screen.getByRole('radio', { name: new RegExp(`^${sale.attributes[0]?.option ?? ''}`) }));
    expect(screen.getByText('Lowest price in the last 30 days: €10.99')).toBeInTheDocument();
  });
});
