import type { MenuNode, MenuWidgetProps } from '@soul/contracts/menus';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWidget } from '../../test/render.tsx';
import { DynamicMenuIsland } from './DynamicMenuIsland.tsx';
import { clearMenuCache } from './menu-cache.ts';
import { MENU_REFRESH_EVENT } from './use-menu-data.ts';

const node = (id: number, title: string, children: MenuNode[] = [], target: MenuNode['target'] = '_self'): MenuNode => ({
  id,
  title,
  url: `/${title.toLowerCase().replace(/\W+/g, '-')}`,
  target,
  description: '',
  children,
});
const NODES: MenuNode[] = [
  node(1, 'Categories', [node(11, 'Energy'), node(12, 'Gut Health')]),
  node(2, 'Needs', [node(21, 'Vegan')]),
  node(3, 'Learn', [node(31, 'Reference', [], '_blank')]),
];
const PROPS: MenuWidgetProps = {
  menuId: 'shop',
  triggerSelector: '#trigger',
  buttonSelector: '#menu-button',
  version: 7,
  columns: 3,
  banner: { enabled: true, image: '/media/x.webp', link: '/products?sort=popular', isExternal: false, alt: 'Take our 60-second quiz' },
  bottomLink: { enabled: true, label: 'View All Products', url: '/products', isExternal: false },
  settings: { closeDelay: 120, minWidth: 640, maxWidth: 1100 },
  alternates: { en: '/products', lt: '/lt/products' },
  accountUrl: '/my-account',
};

/** matchMedia with a switch: wide and fine (the mega menu's screens) or not. */
function stubScreen(initial: boolean) {
  let matches = initial;
  const listeners = new Set<() => void>();
  vi.stubGlobal('matchMedia', (query: string) => ({
    media: query,
    get matches() {
      return matches;
    },
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
  }));
  return (next: boolean) => {
    matches = next;
    act(() => listeners.forEach((listener) => listener()));
  };
}

function stubFetch(answer: () => Promise<Response> = async () => menuResponse()) {
  const fetchImpl = vi.fn<typeof fetch>(answer);
  vi.stubGlobal('fetch', fetchImpl);
  return fetchImpl;
}

const menuResponse = (status = 200, body: unknown = NODES) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', 'x-menu-version': '7', 'last-modified': 'Thu, 03 Dec 2026 10:00:00 GMT' },
  });

function header({ withTrigger = true } = {}) {
  const root = document.createElement('header');
  root.innerHTML = `${withTrigger ? '<a id="trigger" href="/products">Shop</a>' : ''}<a id="menu-button" href="/products">Menu</a><a id="elsewhere" href="/x">Elsewhere</a>`;
  document.body.append(root);
  return root;
}

const trigger = () => document.getElementById('trigger')!;
const panel = () => document.querySelector<HTMLElement>('[data-soul-mega-menu]');

beforeEach(() => clearMenuCache());
afterEach(() => {
  document.querySelectorAll('header').forEach((h) => h.remove());
  vi.useRealTimers();
});

describe('the mega menu (fine pointer, ≥ 1024 px)', () => {
  it('opens on hover with "Loading menu…", shows columns, banner and bottom link, and closes 120 ms after the pointer leaves', async () => {
    stubScreen(true);
    let release: (r: Response) => void = () => {};
    const fetchImpl = stubFetch(() => new Promise((resolve) => (release = resolve)));
    header();
    renderWidget(<DynamicMenuIsland props={PROPS} />);
    fireEvent.pointerEnter(trigger());
    expect(await screen.findByText('Loading menu…')).toBeInTheDocument();
    expect(trigger()).toHaveAttribute('aria-expanded', 'true');
    expect(fetchImpl).toHaveBeenCalledWith('/wp-json/soul/v1/menus/shop?lang=en', expect.objectContaining({ credentials: 'same-origin' }));
    await act(async () => release(menuResponse()));
    const shown = panel()!;
    expect(await within(shown).findByRole('link', { name: 'Energy' })).toBeInTheDocument();
    expect(within(shown).getByRole('link', { name: 'View All Products' })).toHaveAttribute('href', '/products');
    expect(within(shown).getByRole('img', { name: 'Take our 60-second quiz' })).toBeInTheDocument();
    expect(within(shown).getByRole('link', { name: /^Reference\s+\(opens in a new tab\)$/ })).toHaveAttribute('target', '_blank');
    expect(shown.style.minWidth).toBe('640px');
    expect(shown.style.maxWidth).toBe('1100px');

    fireEvent.pointerLeave(trigger());
    fireEvent.pointerEnter(shown); // moving into the panel keeps it open
    await new Promise((r) => setTimeout(r, 160));
    expect(shown).toBeVisible();
    fireEvent.pointerLeave(shown);
    await new Promise((r) => setTimeout(r, 60));
    expect(shown).toBeVisible();
    await waitFor(() => expect(shown).not.toBeVisible());
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');
  });

  it('does not open on a coarse pointer or a narrow screen', async () => {
    stubScreen(false);
    const fetchImpl = stubFetch();
    header();
    renderWidget(<DynamicMenuIsland props={PROPS} />);
    fireEvent.pointerEnter(trigger());
    fireEvent.focus(trigger());
    fireEvent.keyDown(trigger(), { key: 'Enter' });
    await new Promise((r) => setTimeout(r, 50));
    expect(panel()).not.toBeVisible();
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');
    expect(fetchImpl).not.toHaveBeenCalled();
  });

  it('keyboard: focus opens, ArrowDown enters, arrows move between links and columns, Escape closes back to the trigger, Tab leaves', async () => {
    stubScreen(true);
    stubFetch();
    header();
    const user = userEvent.setup();
    renderWidget(<DynamicMenuIsland props={PROPS} />);
    act(() => trigger().focus());
    await screen.findByRole('link', { name: 'Energy' });
    expect(panel()).toBeVisible();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('link', { name: 'Categories' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('link', { name: 'Energy' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('link', { name: 'Needs' })).toHaveFocus();
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(screen.getByRole('link', { name: 'View All Products' })).toHaveFocus();
    await user.keyboard('{Home}');
    expect(screen.getByRole('link', { name: 'Categories' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(panel()).not.toBeVisible();
    expect(trigger()).toHaveFocus();
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');
    // Enter and Space toggle it.
    await user.keyboard('{Enter}');
    expect(panel()).toBeVisible();
    await user.keyboard(' ');
    expect(trigger()).toHaveFocus();
    expect(panel()).not.toBeVisible();
    await user.keyboard('{Enter}');
    // Tab out of the panel to the rest of the page closes it.
    act(() => screen.getByRole('link', { name: 'View All Products' }).focus());
    await user.tab();
    expect(panel()).not.toBeVisible();
  });

  it('closes on a press outside, on scroll, and when the screen stops qualifying', async () => {
    const setScreen = stubScreen(true);
    stubFetch();
    header();
    renderWidget(<DynamicMenuIsland props={PROPS} />);
    fireEvent.pointerEnter(trigger());
    await screen.findByRole('link', { name: 'Energy' });
    fireEvent.pointerDown(panel()!);
    expect(panel()).toBeVisible();
    fireEvent.pointerDown(document.getElementById('elsewhere')!);
    expect(panel()).not.toBeVisible();
    fireEvent.pointerEnter(trigger());
    expect(panel()).toBeVisible();
    fireEvent.scroll(window);
    expect(panel()).not.toBeVisible();
    fireEvent.pointerEnter(trigger());
    expect(panel()).toBeVisible();
    setScreen(false);
    expect(panel()).not.toBeVisible();
  });

  it("shows the API's message, or 'Unable to load menu' when the error has none", async () => {
    stubScreen(true);
    stubFetch(async () => menuResponse(404, { code: 'soul_menu_not_found', message: 'No menu found', data: { status: 404 } }));
    header();
    renderWidget(<DynamicMenuIsland props={PROPS} />);
    fireEvent.pointerEnter(trigger());
    expect(await screen.findByText('No menu found')).toHaveAttribute('role', 'alert');
    stubFetch(() => Promise.reject(new Error('')));
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Unable to load menu')).toHaveAttribute('role', 'alert');
  });

  it('keeps the menu 15 minutes in memory and sessionStorage by version; the refresh event clears it and reloads', async () => {
    stubScreen(true);
    const fetchImpl = stubFetch();
    header();
    const first = renderWidget(<DynamicMenuIsland props={PROPS} />);
    fireEvent.pointerEnter(trigger());
    await screen.findByRole('link', { name: 'Energy' });
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    const stored = JSON.parse(sessionStorage.getItem('soul-menu:en:shop:7')!) as { version: number; expiresAt: number; storedAt: number };
    expect(stored.version).toBe(7);
    expect(stored.expiresAt - stored.storedAt).toBe(15 * 60 * 1000);
    first.unmount();

    renderWidget(<DynamicMenuIsland props={PROPS} />);
    fireEvent.pointerEnter(trigger());
    await waitFor(() => expect(screen.getAllByRole('link', { name: 'Energy' }).length).toBeGreaterThan(0));
    expect(fetchImpl).toHaveBeenCalledTimes(1);

    act(() => void window.dispatchEvent(new Event(MENU_REFRESH_EVENT)));
    await waitFor(() => expect(fetchImpl).toHaveBeenCalledTimes(2));
  });

  it('finds a trigger a theme renders late (looked up every 100 ms, up to 20 times)', async () => {
    const setScreen = stubScreen(false);
    stubFetch();
    const root = header({ withTrigger: false });
    const user = userEvent.setup();
    renderWidget(<DynamicMenuIsland props={PROPS} />);
    // The drawer loads the menu's chunk first; the "Shop" trigger is not there yet.
    await user.click(document.getElementById('menu-button')!);
    await user.click(await screen.findByRole('button', { name: 'Close the menu' }));
    await new Promise((r) => setTimeout(r, 350));
    root.insertAdjacentHTML('afterbegin', '<a id="trigger" href="/products">Shop</a>');
    await waitFor(() => expect(trigger()).toHaveAttribute('aria-expanded', 'false'));
    setScreen(true);
    fireEvent.pointerEnter(trigger());
    expect(await within(panel()!).findByRole('link', { name: 'Energy' })).toBeVisible();
  });
});

describe('the phone and touch drawer', () => {
  it('opens from the menu button with nested sections, the language switch and the account link (lt)', async () => {
    stubScreen(false);
    const fetchImpl = stubFetch();
    header();
    const user = userEvent.setup();
    renderWidget(<DynamicMenuIsland props={{ ...PROPS, accountUrl: '/lt/my-account' }} />, 'lt');
    await user.click(document.getElementById('menu-button')!);
    const dialog = await screen.findByRole('dialog', { name: 'Meniu' });
    expect(fetchImpl).toHaveBeenCalledWith('/wp-json/soul/v1/menus/shop?lang=lt', expect.anything());
    const section = await within(dialog).findByRole('button', { name: 'Categories' });
    expect(section).toHaveAttribute('aria-expanded', 'false');
    expect(within(dialog).queryByRole('link', { name: 'Energy' })).toBeNull();
    await user.click(section);
    expect(section).toHaveAttribute('aria-expanded', 'true');
    expect(within(dialog).getByRole('link', { name: 'Energy' })).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Visi: Categories' })).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Mano paskyra' })).toHaveAttribute('href', '/lt/my-account');
    const languages = within(dialog).getByRole('navigation', { name: 'Kalba' });
    expect(within(languages).getByRole('link', { name: 'Lietuvių' })).toHaveAttribute('aria-current', 'page');
    expect(within(languages).getByRole('link', { name: 'English' })).toHaveAttribute('href', '/products');
    await user.click(within(dialog).getByRole('button', { name: 'Uždaryti meniu' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.getElementById('menu-button')).toHaveFocus();
  });
});
