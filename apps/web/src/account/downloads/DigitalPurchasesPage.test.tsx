import type { DigitalPurchase } from '@soul/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, json, phoneScreen, renderAccount, resetOverlays } from '../test-support.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  resetOverlays();
});

const purchase = (overrides: Partial<DigitalPurchase>): DigitalPurchase => ({
  id: 1,
  product_id: 181,
  name: 'Gut Health Guide (PDF)',
  purchased_at: '2026-11-20T10:00:00Z',
  file_name: 'gut-health-guide.pdf',
  type: 'file',
  access_expires: '2027-11-20T10:00:00Z',
  order_id: 42,
  total: 990,
  currency: 'EUR',
  downloads_remaining: 3,
  state: 'available',
  url: '/digital-downloads/1?e=1&l=abcdefghijklmnop&s=x',
  ...overrides,
});

describe('digital purchases', () => {
  it('lists every column of account §2 with a download link, a video player button and why a file is refused', async () => {
    fakeApi({
      'GET /digital-downloads': json(200, [
        purchase({}),
        purchase({
          id: 2,
          product_id: 182,
          name: 'Morning Energy Video Course',
          type: 'video',
          file_name: 'course.mp4',
          downloads_remaining: null,
          url: '/digital-downloads/2?e=1&l=abcdefghijklmnop&s=y',
        }),
        purchase({ id: 3, state: 'used_up', downloads_remaining: 0, url: null }),
      ]),
    });
    await renderAccount('/downloads');
    const table = await screen.findByRole('table', { name: 'Your digital purchases' });
    const rows = within(table).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('Gut Health Guide (PDF)');
    expect(rows[1]).toHaveTextContent('gut-health-guide.pdf');
    expect(rows[1]).toHaveTextContent('#42');
    expect(rows[1]).toHaveTextContent('€9.90');
    expect(within(rows[1] as HTMLElement).getByRole('link', { name: 'Download' })).toHaveAttribute(
      'href',
      '/digital-downloads/1?e=1&l=abcdefghijklmnop&s=x',
    );
    expect(rows[2]).toHaveTextContent('Unlimited');
    expect(rows[3]).toHaveTextContent('No downloads left');
    await userEvent.click(within(rows[2] as HTMLElement).getByRole('button', { name: 'Watch' }));
    const dialog = await screen.findByRole('dialog', { name: 'Morning Energy Video Course' });
    expect(dialog.querySelector('video')?.getAttribute('src') ?? dialog.querySelector('source')?.getAttribute('src')).toContain(
      '/digital-downloads/2',
    );
  });

  it('shows cards on a phone and says so in Lithuanian when there is nothing yet', async () => {
    phoneScreen();
    fakeApi({ 'GET /digital-downloads': json(200, []) });
    await renderAccount('/downloads', { language: 'lt' });
    expect(await screen.findByText(/Skaitmeninių pirkinių dar neturite/)).toBeVisible();
  });
});
