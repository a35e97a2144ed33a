import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { useNotificationStore } from '../../overlays/notification-store.ts';
import { fixture } from '../../test/fixtures.ts';
import { renderWidget } from '../../test/render.tsx';
import { ProductDetail } from './ProductDetail.tsx';

function renderProduct(slug: string, language: 'en' | 'lt' = 'en') {
  const product = fixture(slug, language);
  return renderWidget(<ProductDetail productId={product.id} variations={product.extensions.variations ?? []} product={product} />, language);
}

const sizeNames = () => within(screen.getByRole('group', { name: 'Choose size' })).getAllByRole('radio').map((r) => r.getAttribute('value'));

afterEach(() => act(() => useNotificationStore.setState({ current: null })));

describe('variations', () => {
  it('are sorted numerically by the first option and default to the first', () => {
    renderProduct('gut-restore');
    expect(sizeNames()).toEqual(['25G', '40G', '200G', '250G']);
    expect(screen.getByRole('radio', { name: '25G' })).toBeChecked();
  });

  it('mark out-of-stock variations', () => {
    renderProduct('gut-restore');
    expect(screen.getByRole('radio', { name: /^200G.*Out of stock/ })).toBeInTheDocument();
  });

  it("adding an out-of-stock variation opens 'Ooops' / 'Variation is out of stock'", async () => {
    renderProduct('gut-restore');
    await userEvent.click(screen.getByRole('radio', { name: /^200G.*Out of stock/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(await screen.findByText('Ooops')).toBeInTheDocument();
    expect(screen.getByText('Variation is out of stock')).toBeInTheDocument();
  });
});

describe('purchase mode', () => {
  it('starts with the first available mode: one-time when the twin exists', () => {
    renderProduct('gut-restore');
    expect(screen.getByRole('radio', { name: /One-time purchase/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: /Subscribe & Save/ })).not.toBeChecked();
    expect(screen.getByText('Save up to 30%')).toBeInTheDocument();
    expect(screen.getByText('Most Popular')).toBeInTheDocument();
    // '2 month plan': €12.99 → €6.49 per month (half, rounded down).
    expect(screen.getByText('2 month plan')).toBeInTheDocument();
    expect(screen.getByText('€6.49 / month')).toBeInTheDocument();
  });

  it('a product without a one-time twin is subscription only', () => {
    renderProduct('immune-shield');
    expect(screen.queryByRole('radio', { name: /One-time purchase/ })).toBeNull();
    expect(screen.getByText('Available by subscription only')).toBeInTheDocument();
    // Brand plan: monthly 10 %, quarterly 3 jars 20 %, annual 12 jars 30 %.
    expect(screen.getByRole('group', { name: 'Choose your plan' })).toBeInTheDocument();
    expect(screen.getByText('Every 3 months')).toBeInTheDocument();
  });

  it('shows tier prices: unit × jars × (100 − discount) / 100', async () => {
    renderProduct('gut-restore');
    await userEvent.click(screen.getByRole('radio', { name: '40G' }));
    await userEvent.click(screen.getByRole('radio', { name: /Subscribe & Save/ }));
    const plans = screen.getByRole('group', { name: 'Choose your plan' });
    // 40G = €29.99: 1 jar −10 % = €26.99; 2 jars −20 % = €47.98; 6 jars −30 % = €125.96.
    expect(within(plans).getByText(/€26\.99/)).toBeInTheDocument();
    expect(within(plans).getByText(/€47\.98/)).toBeInTheDocument();
    expect(within(plans).getByText(/€125\.96/)).toBeInTheDocument();
  });

  it('frequency plans offer 2 to 12 months', async () => {
    renderProduct('serenity-magnesium');
    await userEvent.click(screen.getByRole('radio', { name: /Subscribe & Save/ }));
    const select = screen.getByRole('combobox', { name: 'Deliver every' });
    expect(within(select).getAllByRole('option').map((o) => o.getAttribute('value'))).toEqual(['2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12']);
    await userEvent.selectOptions(select, '6');
    expect(select).toHaveValue('6');
  });

  it('choosing one-time resets the quantity to 1 when there are no variations', async () => {
    renderProduct('serenity-magnesium');
    await userEvent.click(screen.getByRole('radio', { name: /Subscribe & Save/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Increase quantity' }));
    await userEvent.click(screen.getByRole('button', { name: 'Increase quantity' }));
    expect(screen.getByRole('textbox', { name: 'Quantity' })).toHaveValue('3');
    await userEvent.click(screen.getByRole('radio', { name: /One-time purchase/ }));
    expect(screen.getByRole('textbox', { name: 'Quantity' })).toHaveValue('1');
  });

  it('simple and bundle products show a single price and no chooser', () => {
    renderProduct('energy-starter-bundle');
    expect(screen.queryByRole('radio', { name: /One-time purchase/ })).toBeNull();
    expect(screen.getByText('This bundle includes')).toBeInTheDocument();
    expect(screen.getByText('20% bundle discount')).toBeInTheDocument();
  });
});

describe('add to cart', () => {
  it('a valid selection shows nothing yet (the cart is the next issue)', async () => {
    renderProduct('detox-greens');
    await userEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(useNotificationStore.getState().current).toBeNull();
  });

  it("an out-of-stock product opens 'Product is out of stock'", async () => {
    renderProduct('glow-vitamin-e');
    await userEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(await screen.findByText('Product is out of stock')).toBeInTheDocument();
  });
});

describe('Query Error', () => {
  it('shows the panel when the product cannot load', async () => {
    const original = globalThis.fetch;
    globalThis.fetch = async () => new Response('{"code":"x","message":"Invalid product ID.","data":{"status":404}}', { status: 404 });
    try {
      renderWidget(<ProductDetail productId={999} variations={[]} product={null} />);
      expect(await screen.findByText('Query Error')).toBeInTheDocument();
      expect(screen.getByText('Invalid product ID.')).toBeInTheDocument();
    } finally {
      globalThis.fetch = original;
    }
  });
});
