import { act } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { IslandShell } from '../../boot/IslandShell.tsx';
import { createQueryClient } from '../../boot/query-client.ts';
import { createI18n } from '../../i18n/create-i18n.ts';
import { STATIC_RESOURCES } from '../../i18n/static-resources.ts';
import { renderIsland } from '../../ssr/render.tsx';
import island from './island.tsx';

const PROPS = {
  content: { ingredients: 'Magnesium.', howToUse: 'One scoop.', deliveryReturns: 'Same day.\n\nReturns within 14 days.' },
  details: { weight: '0.25 kg', dimensions: '10 × 6 × 16 cm' },
  videos: [
    {
      id: 1,
      title: 'Video',
      src: '/media/videos/a.mp4',
      poster: '/media/videos/a.jpg',
      width: 480,
      height: 480,
      durationSeconds: 6,
      captions: [{ language: 'en', src: '/media/videos/a.en.vtt' }],
    },
  ],
};

const roots: Root[] = [];
afterEach(() => {
  act(() => roots.splice(0).forEach((root) => root.unmount()));
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

describe('product-content island', () => {
  it.each(['en', 'lt'] as const)('renders on the server and hydrates without warnings (%s)', async (language) => {
    const html = renderIsland('product-content', PROPS, language);
    expect(html).toContain('<details open=""');
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
    await act(async () => {
      roots.push(
        hydrateRoot(container, <IslandShell context={context}>{island.render(PROPS)}</IslandShell>, { onRecoverableError: recoverable }),
      );
    });
    expect(recoverable).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
    expect(container.querySelectorAll('details')).toHaveLength(3);
  });

  it('refuses props that are not the content shape', () => {
    expect(() => island.render({ content: null, videos: [] })).toThrow();
  });
});
