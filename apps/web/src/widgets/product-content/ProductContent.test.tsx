import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useModalStore } from '../../overlays/modal-store.ts';
import { renderWidget } from '../../test/render.tsx';
import { ProductContent } from './ProductContent.tsx';
import { AUTO_COLLAPSE_MS } from './use-auto-collapse.ts';
import { parseProductContentProps, type ProductContentProps } from './props.ts';

const PROPS: ProductContentProps = parseProductContentProps({
  content: {
    ingredients: 'Magnesium citrate, rhodiola.\n\nFree from gluten.',
    howToUse: 'One scoop a day.',
    deliveryReturns: 'Leaves the same day.',
  },
  details: { weight: '0.25 kg', dimensions: '10 × 6 × 16 cm' },
  videos: [
    {
      id: 1,
      title: 'Energy Complex in 6 seconds',
      src: '/media/videos/energy-complex.mp4',
      poster: '/media/videos/energy-complex-poster.jpg',
      width: 480,
      height: 480,
      durationSeconds: 6,
      captions: [
        { language: 'en', src: '/media/videos/energy-complex.en.vtt' },
        { language: 'lt', src: '/media/videos/energy-complex.lt.vtt' },
      ],
    },
  ],
});

const panel = (name: string) => screen.getByText(name, { selector: 'summary' }).closest('details') as HTMLDetailsElement;

afterEach(() => {
  vi.useRealTimers();
  act(() => useModalStore.setState({ current: null }));
});

describe('ProductContent', () => {
  it('shows the accordion open on ingredients, then collapses it 2.5 s after it loads', () => {
    vi.useFakeTimers();
    renderWidget(<ProductContent {...PROPS} />);
    expect(panel('Ingredients').open).toBe(true);
    expect(panel('How to use').open).toBe(false);
    expect(screen.getByText('Free from gluten.').tagName).toBe('P');
    act(() => vi.advanceTimersByTime(AUTO_COLLAPSE_MS - 100));
    expect(panel('Ingredients').open).toBe(true);
    act(() => vi.advanceTimersByTime(100));
    expect(panel('Ingredients').open).toBe(false);
  });

  it('leaves alone a panel the shopper opened before the collapse', () => {
    vi.useFakeTimers();
    renderWidget(<ProductContent {...PROPS} />);
    const delivery = panel('Delivery and returns');
    act(() => {
      within(delivery).getByText('Delivery and returns').click();
    });
    expect(delivery.open).toBe(true);
    act(() => vi.advanceTimersByTime(AUTO_COLLAPSE_MS));
    expect(delivery.open).toBe(true);
    expect(panel('Ingredients').open).toBe(false);
    // Weight and size are in the delivery panel too.
    expect(within(delivery).getByText('0.25 kg')).toBeInTheDocument();
    expect(within(delivery).getByText('Package size')).toBeInTheDocument();
  });

  it('opens the video player modal with the video, its poster and both captions tracks', async () => {
    renderWidget(<ProductContent {...PROPS} />);
    const link = screen.getByRole('link', { name: 'Play video: Energy Complex in 6 seconds' });
    // Without JavaScript the link is the file itself.
    expect(link).toHaveAttribute('href', '/media/videos/energy-complex.mp4');
    await userEvent.click(link);
    const dialog = await screen.findByRole('dialog', { name: 'Energy Complex in 6 seconds' });
    const video = dialog.querySelector('video') as HTMLVideoElement;
    expect(video).toHaveAttribute('poster', '/media/videos/energy-complex-poster.jpg');
    expect(video.querySelector('source')).toHaveAttribute('src', '/media/videos/energy-complex.mp4');
    const tracks = [...video.querySelectorAll('track')];
    expect(tracks.map((track) => [track.srclang, track.label, track.default])).toEqual([
      ['en', 'English', true],
      ['lt', 'Lithuanian', false],
    ]);
    // The player's frame takes focus, so its keys work at once.
    expect(within(dialog).getByRole('group', { name: 'Energy Complex in 6 seconds' })).toHaveFocus();
    expect(within(dialog).getByText(/Space or K play and pause/)).toBeInTheDocument();
  });

  it('speaks Lithuanian', async () => {
    renderWidget(<ProductContent {...PROPS} />, 'lt');
    expect(screen.getByText('Sudėtis', { selector: 'summary' })).toBeInTheDocument();
    expect(screen.getByText('Pristatymas ir grąžinimas', { selector: 'summary' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Paleisti vaizdo įrašą: Energy Complex in 6 seconds' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Klaviatūra:')).toBeInTheDocument();
    expect([...dialog.querySelectorAll('track')].map((track) => track.label)).toEqual(['Anglų', 'Lietuvių']);
  });
});
