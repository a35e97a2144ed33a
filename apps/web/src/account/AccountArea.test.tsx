import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { accountProps, fakeApi, json, order, renderAccount, resetOverlays } from './test-support.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  resetOverlays();
});

const list = (orders = [order()]) => json(200, orders, { 'X-WP-Total': String(orders.length), 'X-WP-TotalPages': '1' });

describe('account area routing', () => {
  it('renders the order detail on a deep link to orders/{id}', async () => {
    const api = fakeApi({ 'GET /orders/12': json(200, order()) });
    await renderAccount('/orders/12');
    expect(await screen.findByRole('heading', { level: 2, name: 'Order #12' })).toBeInTheDocument();
    expect(await screen.findByRole('table', { name: 'Items of the order' })).toBeInTheDocument();
    expect(api.callsTo('GET', '/orders/12')).toHaveLength(1);
    expect(api.callsTo('GET', '/orders/12')[0]?.query.get('lang')).toBe('en');
    await waitFor(() => expect(document.title).toBe('Order #12 – My account – Soul Shop'));
  });

  it('marks the current section in the menu, in the server order', async () => {
    fakeApi({ 'GET /orders/12': json(200, order()) });
    await renderAccount('/orders/12');
    const menu = screen.getByRole('navigation', { name: 'Account menu' });
    const links = within(menu).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Dashboard',
      'Orders',
      'Subscriptions',
      'Payments',
      'Invoices',
      'Reports',
      'Statistics',
      'Products',
      'Digital purchases',
      'Points and rewards',
      'Affiliate',
      'Refer a friend',
      'Profile',
      'Settings',
      'Logs',
      'Contact',
    ]);
    expect(within(menu).getByRole('link', { name: 'Orders' })).toHaveAttribute('aria-current', 'page');
    expect(within(menu).getByRole('link', { name: 'Orders' })).toHaveAttribute('href', '/my-account/orders');
    expect(within(menu).getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current');
  });

  it('folds the phone menu with Escape and gives the keyboard back to its button', async () => {
    fakeApi({ 'GET /orders/12': json(200, order()) });
    await renderAccount('/orders/12');
    const menu = screen.getByRole('navigation', { name: 'Account menu' });
    const toggle = within(menu).getByRole('button', { name: /Menu/ });
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    within(menu).getByRole('link', { name: 'Payments' }).focus();
    await userEvent.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });

  it('shows a not-found message with a way back for an unknown path', async () => {
    fakeApi({});
    await renderAccount('/no-such-screen');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to your account dashboard' })).toHaveAttribute('href', '/my-account');
  });

  it('treats a section the server did not list as not found', async () => {
    fakeApi({});
    await renderAccount('/payments', { props: accountProps({ sections: ['dashboard', 'orders', 'profile'] }) });
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Payments' })).toBeNull();
  });

  it('navigates in place and moves focus to the new heading', async () => {
    fakeApi({ 'GET /orders': list(), 'GET /orders/12': json(200, order()) });
    await renderAccount('');
    await userEvent.click(screen.getByRole('link', { name: 'Orders' }));
    const heading = await screen.findByRole('heading', { level: 2, name: 'Orders' });
    expect(window.location.pathname).toBe('/my-account/orders');
    await waitFor(() => expect(heading).toHaveFocus());
    await waitFor(() => expect(document.title).toBe('Orders – My account – Soul Shop'));
  });

  it('greets the user and logs out with a plain form post', async () => {
    fakeApi({ 'GET /orders': list() });
    const { container } = await renderAccount('');
    expect(screen.getByRole('heading', { level: 1, name: 'My account' })).toBeInTheDocument();
    expect((await screen.findAllByText('Hello, Rūta Jonaitė')).length).toBeGreaterThan(0);
    const form = container.querySelector('form[action="/my-account/logout"]');
    expect(form).toHaveAttribute('method', 'post');
    expect(form?.querySelector('input[name="_wpnonce"]')).toHaveValue('logout-nonce');
    expect(within(form as HTMLElement).getByRole('button', { name: 'Log out' })).toHaveAttribute('type', 'submit');
  });

  it('cancels requests still loading when the user logs out, so none comes back 401 on the way out', async () => {
    const api = fakeApi({ 'GET /orders': () => new Promise<Response>(() => {}) });
    const { container } = await renderAccount('');
    await waitFor(() => expect(api.callsTo('GET', '/orders')).toHaveLength(1));
    const form = container.querySelector('form[action="/my-account/logout"]') as HTMLFormElement;
    fireEvent.submit(form);
    await waitFor(() => expect(api.callsTo('GET', '/orders')[0]?.signal?.aborted).toBe(true));
  });

  it('lists the 5 latest orders on the dashboard', async () => {
    const api = fakeApi({ 'GET /orders': list([order(), order({ id: 13, name: '#13' })]) });
    await renderAccount('');
    expect(await screen.findByRole('link', { name: 'View order #13' })).toHaveAttribute('href', '/my-account/orders/13');
    const query = api.callsTo('GET', '/orders')[0]?.query;
    expect(query?.get('per_page')).toBe('5');
    expect(query?.get('orderby')).toBe('date');
    expect(query?.get('order')).toBe('desc');
  });

  it('speaks Lithuanian under /lt/my-account', async () => {
    fakeApi({ 'GET /orders/12': json(200, order()) });
    await renderAccount('/orders/12', { language: 'lt' });
    expect(await screen.findByRole('heading', { level: 2, name: 'Užsakymas #12' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Užsakymai' })).toHaveAttribute('href', '/lt/my-account/orders');
    await waitFor(() => expect(document.title).toBe('Užsakymas #12 – Mano paskyra – Soul Shop'));
  });
});
