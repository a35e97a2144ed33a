import type { UserMedia } from '@soul/contracts';
import { onlineManager } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, onTestFinished } from 'vitest';
import { fakeApi, json, profile, renderAccount } from '../test-support.tsx';

function media(overrides: Partial<UserMedia> & { soul: UserMedia['soul'] }): UserMedia {
  const url = 'https://soul.example/review-media/review-0123456789abcdef0123456789abcdef-640.webp';
  return {
    id: 1,
    date: '2026-11-20T12:00:00',
    date_gmt: '2026-11-20T10:00:00',
    modified: '2026-11-20T12:00:00',
    modified_gmt: '2026-11-20T10:00:00',
    guid: { rendered: url },
    slug: 'review-5-photo',
    status: 'inherit',
    type: 'attachment',
    link: url,
    title: { rendered: 'Photo' },
    author: 42,
    caption: { rendered: '' },
    description: { rendered: '' },
    alt_text: '',
    media_type: 'image',
    mime_type: 'image/webp',
    source_url: url,
    media_details: {
      width: 640,
      height: 427,
      file: 'x.webp',
      filesize: 1000,
      sizes: { thumbnail: { file: 't.webp', width: 320, height: 213, mime_type: 'image/webp', source_url: `${url}?thumb` } },
    },
    post: 5,
    ...overrides,
  };
}

const uploads = [
  media({ id: 3, post: null, soul: { source: 'profile_photo', review_status: null, product_name: null } }),
  media({ id: 2, soul: { source: 'review', review_status: 'pending', product_name: 'Energy Complex' } }),
  media({
    id: 1,
    media_type: 'file',
    mime_type: 'video/mp4',
    media_details: { file: 'v.mp4', filesize: 9000, sizes: {} },
    soul: { source: 'review', review_status: 'approved', product_name: 'Energy Complex' },
  }),
];

const page = (items: UserMedia[]) => json(200, items, { 'X-WP-Total': String(items.length), 'X-WP-TotalPages': '1' });

describe('your photos and videos', () => {
  it('lists the user’s uploads under the profile: thumbnail, type, date, where it belongs, its state', async () => {
    const api = fakeApi({ 'GET /profile': json(200, profile()), 'GET /media': page(uploads) });
    await renderAccount('/profile');
    const panel = await screen.findByRole('region', { name: 'Your photos and videos' });
    const items = await within(panel).findAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(items[0]).toHaveTextContent('Photo');
    expect(items[0]).toHaveTextContent('Profile photo');
    expect(items[0]).toHaveTextContent('In use');
    expect(items[1]).toHaveTextContent('Review of Energy Complex');
    expect(items[1]).toHaveTextContent('Waiting for approval');
    expect(within(items[1] as HTMLElement).getByRole('img')).toHaveAttribute('src', expect.stringMatching(/\?thumb$/));
    expect(items[2]).toHaveTextContent('Video');
    expect(items[2]).toHaveTextContent('Approved');
    expect(within(items[2] as HTMLElement).getByRole('img')).toHaveAttribute('src', '/review-media/video-poster.svg');
    expect(items[1]).toHaveTextContent('20 Nov 2026');
    const call = api.callsTo('GET', '/media')[0];
    expect(call?.query.get('per_page')).toBe('20');
    expect(call?.query.get('page')).toBe('1');
  });

  it('says so when there is nothing, in Lithuanian too', async () => {
    fakeApi({ 'GET /profile': json(200, profile()), 'GET /media': page([]) });
    await renderAccount('/profile', { language: 'lt' });
    const panel = await screen.findByRole('region', { name: 'Jūsų nuotraukos ir vaizdo įrašai' });
    expect(await within(panel).findByText(/Dar neįkėlėte nė vienos nuotraukos/)).toBeVisible();
  });

  it('shows the Lithuanian states', async () => {
    fakeApi({ 'GET /profile': json(200, profile()), 'GET /media': page(uploads) });
    await renderAccount('/profile', { language: 'lt' });
    const panel = await screen.findByRole('region', { name: 'Jūsų nuotraukos ir vaizdo įrašai' });
    expect(await within(panel).findByText('Laukia patvirtinimo')).toBeVisible();
    expect(within(panel).getAllByText('Atsiliepimas apie Energy Complex', { selector: 'p' })).toHaveLength(2);
  });

  it('says the query failed when offline and asks again on "Try again"', async () => {
    onlineManager.setOnline(false);
    onTestFinished(() => onlineManager.setOnline(true));
    let online = false;
    const api = fakeApi({
      'GET /profile': json(200, profile()),
      'GET /media': () => {
        if (!online) throw new TypeError('Failed to fetch');
        return page(uploads);
      },
    });
    await renderAccount('/profile');
    const panel = await screen.findByRole('region', { name: 'Your photos and videos' });
    expect(await within(panel).findByText(/Query failed\. Please check your connection/, undefined, { timeout: 5000 })).toBeVisible();
    online = true;
    await userEvent.click(within(panel).getByRole('button', { name: 'Try again' }));
    expect(await within(panel).findAllByRole('listitem')).toHaveLength(3);
    expect(api.callsTo('GET', '/media').length).toBe(2);
  });
});
