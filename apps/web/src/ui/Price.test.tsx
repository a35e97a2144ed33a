import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWidget } from '../test/render.tsx';
import { Price } from './Price.tsx';

const nbsp = (text: string) => text.replace(/\u00a0|\u202f/g, ' ');

describe('Price', () => {
  it('formats minor units in en-GB', () => {
    const { container } = renderWidget(<Price amount={2999} />);
    expect(container.textContent).toBe('€29.99');
  });

  it('formats minor units in lt-LT', () => {
    const { container } = renderWidget(<Price amount={2999} />, 'lt');
    expect(nbsp(container.textContent ?? '')).toBe('29,99 €');
  });

  it('strikes through the regular price on sale, with spoken labels', () => {
    const { container } = renderWidget(<Price amount={2199} regular={2799} />);
    const del = container.querySelector('del');
    expect(del).toHaveTextContent('Regular price €27.99');
    expect(screen.getByText(/€21\.99/)).toHaveTextContent('Sale price €21.99');
  });

  it('shows no struck price when the regular price is not higher', () => {
    const { container } = renderWidget(<Price amount={2199} regular={2199} />);
    expect(container.querySelector('del')).toBeNull();
  });

  it("prefixes 'From' for ranges", () => {
    const { container } = renderWidget(<Price amount={1299} from />, 'lt');
    expect(nbsp(container.textContent ?? '')).toBe('Nuo 12,99 €');
  });

  it('shows the lowest price of the last 30 days under a sale price (EU Omnibus prior price)', () => {
    const { container } = renderWidget(<Price amount={2199} regular={2799} lowest={2499} />);
    expect(container).toHaveTextContent('Lowest price in the last 30 days: €24.99');
    const lt = renderWidget(<Price amount={2199} regular={2799} lowest={2499} />, 'lt');
    expect(nbsp(lt.container.textContent ?? '')).toContain('Mažiausia kaina per pastarąsias 30 dienų: 24,99 €');
  });

  it('shows no prior price beside a price that is not reduced', () => {
    const { container } = renderWidget(<Price amount={2199} regular={2199} lowest={2199} />);
    expect(container).not.toHaveTextContent('Lowest price');
  });
});
