import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Language } from '../i18n/resources.ts';
import { testContext } from '../test/render.tsx';
import type { Island } from './island.ts';
import { mountIsland } from './runtime.tsx';

/** The render-crash fallback every island gets from the boot runtime (storefront §8). */

const crashing: Island = {
  render: () => {
    function Broken(): never {
      throw new TypeError("Cannot read properties of undefined (reading 'price')");
    }
    return <Broken />;
  },
};
const working: Island = { render: () => <button type="button">Add to cart</button> };
const strictProps: Island = {
  render: (props) => {
    if (typeof props !== 'object' || props === null || !('productId' in props)) throw new Error('productId: expected a number');
    return <p>ok</p>;
  },
};

const containers: HTMLElement[] = [];
function container(name: string): HTMLElement {
  const element = document.createElement('div');
  element.dataset.soulWidget = name;
  document.body.append(element);
  containers.push(element);
  return element;
}

beforeEach(() => {
  // React logs each caught error too; the assertions are on what the page shows and reports.
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.restoreAllMocks();
  containers.splice(0).forEach((element) => element.remove());
});

async function mount(language: Language, island: Island, props: unknown = {}) {
  const report = vi.fn();
  const context = { ...testContext(language), report };
  const broken = container('product-detail');
  const other = container('cart-drawer');
  await act(async () => {
    mountIsland(broken, island, props, context, 'product-detail');
    mountIsland(other, working, {}, context, 'cart-drawer');
  });
  return { report, broken, other };
}

describe('a widget that throws while rendering', () => {
  it.each([
    ['en', 'Oops. Something went wrong', 'Try reloading the page or try again later'],
    ['lt', 'Oi. Kažkas nepavyko', 'Perkraukite puslapį arba bandykite vėliau'],
  ] as const)('shows the fallback in its place (%s), the rest of the page keeps working', async (language, title, text) => {
    const { broken, other } = await mount(language, crashing);
    const alert = within(broken).getByRole('alert');
    expect(alert).toHaveTextContent(title);
    expect(alert).toHaveTextContent(text);
    expect(broken).toHaveAttribute('data-soul-ready');
    expect(within(other).getByRole('button', { name: 'Add to cart' })).toBeInTheDocument();
    expect(other).toHaveAttribute('data-soul-ready');
  });

  it('is reported once, with the widget it happened in', async () => {
    const { report } = await mount('en', crashing);
    expect(report).toHaveBeenCalledTimes(1);
    expect(report).toHaveBeenCalledWith(expect.objectContaining({ message: "Cannot read properties of undefined (reading 'price')" }), {
      widget: 'product-detail',
    });
  });

  it('props that fail the island’s check are a render crash too (no empty container)', async () => {
    const { broken, report } = await mount('en', strictProps, { wrong: true });
    expect(within(broken).getByRole('alert')).toHaveTextContent('Oops. Something went wrong');
    expect(report).toHaveBeenCalledWith(expect.objectContaining({ message: 'productId: expected a number' }), { widget: 'product-detail' });
  });

  it('a working island shows no fallback and reports nothing', async () => {
    const { report } = await mount('en', strictProps, { productId: 5 });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByText('ok')).toBeInTheDocument();
    expect(report).not.toHaveBeenCalled();
  });
});
