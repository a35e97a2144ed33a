import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, json, phoneScreen, renderAccount, resetOverlays, subscription } from '../test-support.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  resetOverlays();
});

const nbsp = (text: string | null | undefined) => (text ?? '').replace(/\u00a0|\u202f/g, ' ');

describe('subscriptions list (issue 16, account §2)', () => {
  it('lists each subscription with its status, products, next renewal and amount, linked to its page; the menu has it after Orders', async () => {
    const api = fakeApi({
      'GET /subscriptions': json(200, [subscription({ events: undefined })], { 'X-WP-Total': '1', 'X-WP-TotalPages': '1' }),
    });
    await renderAccount('/subscriptions');
    const table = await screen.findByRole('table', { name: 'Your subscriptions' });
    const row = within(table).getByRole('row', { name: /#31/ });
    expect(within(row).getByRole('link', { name: 'View subscription #31' })).toHaveAttribute('href', '/my-account/subscriptions/31');
    expect(nbsp(row.textContent)).toContain('Active');
    expect(nbsp(row.textContent)).toContain('Collagen Glow');
    expect(nbsp(row.textContent)).toContain('Every 2 months');
    expect(nbsp(row.textContent)).toContain('15 Jan 2027');
    expect(nbsp(row.textContent)).toContain('€20.99');
    expect(api.callsTo('GET', '/subscriptions')[0]?.query.get('page')).toBe('1');

    const menu = screen.getByRole('navigation', { name: 'Account menu' });
    const entries = within(menu)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(entries.slice(0, 3)).toEqual(['Dashboard', 'Orders', 'Subscriptions']);
    expect(within(menu).getByRole('link', { name: 'Subscriptions' })).toHaveAttribute('aria-current', 'page');
  });

  it('says so when there are none', async () => {
    fakeApi({ 'GET /subscriptions': json(200, [], { 'X-WP-Total': '0', 'X-WP-TotalPages': '0' }) });
    await renderAccount('/subscriptions');
    expect(await screen.findByText(/You have no subscriptions yet/)).toBeInTheDocument();
  });

  it('shows a card per subscription on a phone, in Lithuanian', async () => {
    phoneScreen();
    fakeApi({ 'GET /subscriptions': json(200, [subscription({ events: undefined, status_label: 'Aktyvi' })], { 'X-WP-Total': '1' }) });
    await renderAccount('/subscriptions', { language: 'lt' });
    const list = await screen.findByRole('list', { name: 'Jūsų prenumeratos' });
    expect(within(list).getByRole('link', { name: 'Peržiūrėti prenumeratą #31' })).toHaveAttribute(
      'href',
      '/lt/my-account/subscriptions/31',
    );
    expect(nbsp(list.textContent)).toContain('Kas 2 mėnesius');
    expect(nbsp(list.textContent)).toContain('Kitas atnaujinimas');
    expect(screen.getByRole('heading', { level: 2, name: 'Prenumeratos' })).toBeInTheDocument();
  });
});
