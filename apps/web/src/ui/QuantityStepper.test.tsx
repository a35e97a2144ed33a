import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { useNotificationStore } from '../overlays/notification-store.ts';
import { renderWidget } from '../test/render.tsx';
import { QuantityStepper, type QuantityStepperProps } from './QuantityStepper.tsx';

function Harness(props: Partial<QuantityStepperProps> & { initial?: number }) {
  const [value, setValue] = useState(props.initial ?? 1);
  return (
    <>
      <QuantityStepper {...props} value={value} onChange={setValue} label="Quantity" />
      <output data-testid="value">{value}</output>
    </>
  );
}

const input = () => screen.getByRole('textbox', { name: 'Quantity' });
const value = () => screen.getByTestId('value').textContent;

afterEach(() => act(() => useNotificationStore.setState({ current: null })));

describe('QuantityStepper', () => {
  it('keeps digits only while typing', async () => {
    renderWidget(<Harness />);
    await userEvent.clear(input());
    await userEvent.type(input(), '1a2');
    expect(input()).toHaveValue('12');
    expect(value()).toBe('12');
  });

  it('clamps to the maximum while typing', async () => {
    renderWidget(<Harness max={20} />);
    await userEvent.clear(input());
    await userEvent.type(input(), '57');
    expect(input()).toHaveValue('20');
    expect(value()).toBe('20');
  });

  it('caps at 999 without an item maximum', async () => {
    renderWidget(<Harness />);
    await userEvent.clear(input());
    await userEvent.type(input(), '12345');
    expect(value()).toBe('999');
  });

  it.each([
    ['empty', ''],
    ['zero', '0'],
  ])('returns to the minimum on blur when %s', async (_name, typed) => {
    renderWidget(<Harness min={2} initial={5} />);
    fireEvent.change(input(), { target: { value: typed } });
    fireEvent.blur(input());
    expect(input()).toHaveValue('2');
    expect(value()).toBe('2');
  });

  it('steps with the buttons and disables them at the limits', async () => {
    renderWidget(<Harness max={2} />);
    const minus = screen.getByRole('button', { name: 'Decrease quantity' });
    const plus = screen.getByRole('button', { name: 'Increase quantity' });
    expect(minus).toBeDisabled();
    await userEvent.click(plus);
    expect(value()).toBe('2');
    expect(plus).toBeDisabled();
  });

  it('resets a value above the stock to the stock, with the stock alert', async () => {
    renderWidget(<Harness stockQuantity={4} />);
    await userEvent.clear(input());
    await userEvent.type(input(), '9');
    expect(value()).toBe('4');
    expect(await screen.findByText('Stock is limited')).toBeInTheDocument();
    expect(screen.getByText('Inventory limit for this product is 4')).toBeInTheDocument();
  });

  it('speaks Lithuanian', async () => {
    renderWidget(<Harness stockQuantity={2} initial={2} />, 'lt');
    fireEvent.change(input(), { target: { value: '7' } });
    expect(await screen.findByText('Atsargos ribotos')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sumažinti kiekį' })).toBeInTheDocument();
  });
});
