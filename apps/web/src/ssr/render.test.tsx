import { act } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mountIsland } from '../boot/runtime.tsx';
import { createI18n } from '../i18n/create-i18n.ts';
import { STATIC_RESOURCES } from '../i18n/static-resources.ts';
import { createQueryClient } from '../boot/query-client.ts';
import { CATEGORIES_EN, PRODUCTS_EN, PRODUCTS_LT, fixture } from '../test/fixtures.ts';
import productDetail from '../widgets/product-detail/island.tsx';
import productList from '../widgets/product-list/island.tsx';
import { DEFAULT_LIST_QUERY } from '@soul/contracts/product-list-query';
import { IslandShell } from '../boot/IslandShell.tsx';
import { parseIslandProps, renderIsland } from './render.tsx';

const roots: Root[] = [];
afterEach(() => {
  act(() => roots.splice(0).forEach((root) => root.unmount()));
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

function detailProps(slug: string, language: 'en' | 'lt' = 'en') {
  const product = fixture(slug, language);
  return { productId: product.id, variations: product.extensions.variations ?? [], product };
}

const listProps = (language: 'en' | 'lt') => ({
  initialQuery: DEFAULT_LIST_QUERY,
  initialProducts: language === 'lt' ? PRODUCTS_LT : PRODUCTS_EN,
  total: 8,
  totalPages: 1,
  categories: CATEGORIES_EN,
});

/** Server HTML into a container, then hydrate exactly as the boot script does; any console.error fails. */
async function hydrateCheck(widget: 'product-detail' | 'product-list', props: unknown, language: 'en' | 'lt') {
  const html = renderIsland(widget, props, language);
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  const errors = vi.spyOn(console, 'error');
  const recoverable = vi.fn();
  const context = {
    i18n: createI18n(language, STATIC_RESOURCES[language]),
    queryClient: createQueryClient(),
    env: { language, storeRoot: '/wp-json/wc/store/v1', soulRoot: '/wp-json/soul/v1' },
  };
  context.queryClient.setDefaultOptions({ queries: { staleTime: Infinity } });
  const island = widget === 'product-detail' ? productDetail : productList;
  await act(async () => {
    roots.push(
      hydrateRoot(container, <IslandShell context={context}>{island.render(props)}</IslandShell>, { onRecoverableError: recoverable }),
    );
  });
  expect(recoverable).not.toHaveBeenCalled();
  expect(errors).not.toHaveBeenCalled();
  return { html, container };
}

describe('renderIsland → hydrateRoot', () => {
  it.each([
    ['gut-restore', 'en'],
    ['gut-restore', 'lt'],
    ['serenity-magnesium', 'en'],
    ['energy-starter-bundle', 'lt'],
    ['immune-shield', 'en'],
    ['detox-greens', 'en'],
    ['skin-collagen', 'lt'],
  ] as const)('product-detail %s (%s) hydrates without warnings', async (slug, language) => {
    const { html, container } = await hydrateCheck('product-detail', detailProps(slug, language), language);
    expect(html).toContain(fixture(slug, language).name);
    // Hydration kept the server's markup.
    expect(container.querySelector('h1')?.textContent).toBe(fixture(slug, language).name);
  });

  it.each(['en', 'lt'] as const)('product-list (%s) hydrates without warnings', async (language) => {
    const { html } = await hydrateCheck('product-list', listProps(language), language);
    expect(html).toContain(language === 'lt' ? 'Pridėti pasirinktus' : 'Add Selected');
  });

  it('boot mountIsland hydrates when the container holds server HTML', async () => {
    const props = detailProps('gut-restore');
    const container = document.createElement('div');
    container.innerHTML = renderIsland('product-detail', props, 'en');
    const before = container.innerHTML;
    document.body.append(container);
    const errors = vi.spyOn(console, 'error');
    const context = {
      i18n: createI18n('en', STATIC_RESOURCES.en),
      queryClient: createQueryClient(),
      env: { language: 'en' as const, storeRoot: '/s', soulRoot: '/x' },
    };
    context.queryClient.setDefaultOptions({ queries: { staleTime: Infinity } });
    await act(async () => mountIsland(container, productDetail, props, context));
    expect(errors).not.toHaveBeenCalled();
    expect(container.innerHTML).toBe(before);
  });

  it('the check does catch a mismatch (server en, client lt)', async () => {
    const props = detailProps('gut-restore');
    const container = document.createElement('div');
    container.innerHTML = renderIsland('product-detail', props, 'en');
    document.body.append(container);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const recoverable = vi.fn();
    const context = {
      i18n: createI18n('lt', STATIC_RESOURCES.lt),
      queryClient: createQueryClient(),
      env: { language: 'lt' as const, storeRoot: '/s', soulRoot: '/x' },
    };
    context.queryClient.setDefaultOptions({ queries: { staleTime: Infinity } });
    await act(async () => {
      roots.push(
        hydrateRoot(container, <IslandShell context={context}>{productDetail.render(props)}</IslandShell>, {
          onRecoverableError: recoverable,
        }),
      );
    });
    expect(recoverable).toHaveBeenCalled();
  });

  it('parseIslandProps rejects props that do not match', () => {
    expect(() => parseIslandProps('product-detail', { productId: 'x' })).toThrow();
    expect(() => renderIsland('product-list', { initialProducts: [] }, 'en')).toThrow();
  });
});
