import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PRODUCTS_EN } from '../../test/fixtures.ts';
import { renderWidget } from '../../test/render.tsx';
import { AddReviewMenuItem } from './AddReviewMenuItem.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('account menu: Add a review', () => {
  it('opens the product picker, then the form for the chosen product, prefilled with the customer', async () => {
    const product = PRODUCTS_EN[0]!;
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(async () => new Response(JSON.stringify([product]), { headers: { 'content-type': 'application/json' } })),
    );
    const user = userEvent.setup();
    renderWidget(
      <ul>
        <AddReviewMenuItem user={{ displayName: 'Ona Onaitė', email: 'ona@example.com' }} />
      </ul>,
    );
    await user.click(screen.getByRole('button', { name: 'Add a review' }));
    const picker = await screen.findByRole('dialog', { name: 'Choose the product to review' });
    await user.click(await screen.findByRole('radio', { name: new RegExp(`^${product.name}`) }));
    await user.click(screen.getByRole('button', { name: 'Select' }));
    expect(picker).not.toBeInTheDocument();
    const form = await screen.findByRole('dialog', { name: 'Write a review' });
    expect(form).toHaveTextContent(product.name);
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Ona Onaitė');
    expect(screen.getByRole('textbox', { name: 'E-mail' })).toHaveValue('ona@example.com');
  });
});
