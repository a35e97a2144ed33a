import { z } from 'zod/mini';
import type { Language } from './language.ts';

/**
 * The dynamic shop menu (storefront §2, §3, §7, §9): what `GET soul/v1/menus/{menu}`
 * answers (an array of menu nodes) and the mega menu widget's props. The
 * widget imports this module, so it holds only plain objects, arrays and
 * strings (docs/architecture.md "Contracts in the browser"); what only the
 * server parses is in `menu-requests.ts`.
 */

export const MENU_LIMITS = {
  /** Storefront §2: menu columns are 1 to 4. */
  minColumns: 1,
  maxColumns: 4,
  /** Top level (a column's heading), its links, and one level under a link. */
  maxDepth: 3,
  maxNodes: 200,
  /** Storefront §9: the close delay, the panel's min and max width, the cache lifetime. */
  closeDelayMs: 120,
  minWidth: 640,
  maxWidth: 1100,
  cacheMs: 15 * 60 * 1000,
  /** Storefront §9: the trigger lookup retries every 100 ms up to 20 times. */
  triggerRetryMs: 100,
  triggerRetries: 20,
  /** Storefront §9: it opens only on a fine pointer at 1024 px or wider. */
  mediaQuery: '(min-width: 1024px) and (pointer: fine)',
} as const;

/** The shop's one menu of the demo (the header's "Shop"). */
export const SHOP_MENU_ID = 'shop';

export const MENU_TARGETS = ['_self', '_blank'] as const;
export type MenuTarget = (typeof MENU_TARGETS)[number];

/** Storefront §3 "Menu node": id, title, url, target, description, children. */
export interface MenuNode {
  id: number;
  title: string;
  url: string;
  target: MenuTarget;
  description: string;
  children: MenuNode[];
}

export const menuNodeSchema: z.ZodMiniType<MenuNode> = /* @__PURE__ */ z.object({
  id: z.number(),
  title: z.string(),
  url: z.string(),
  target: z.enum(MENU_TARGETS),
  description: z.string(),
  get children() {
    return z.array(menuNodeSchema);
  },
});

/** The answer of GET soul/v1/menus/{menu}. */
export const menuNodesSchema = /* @__PURE__ */ z.array(menuNodeSchema);

/** Storefront §3 "Mega menu props" banner (null in storage when the menu has none). */
export interface MenuBanner {
  image: string;
  link: string;
  isExternal: boolean;
  /** Empty: the catalog's 'Take our 60-second quiz'. */
  alt: string;
}

/** Storefront §3 "Mega menu props" bottomLink (null in storage when the menu has none). */
export interface MenuBottomLink {
  /** Empty: the catalog's 'View All Products'. */
  label: string;
  /** Empty: the shop's product list in the page's language (/products, /lt/products). */
  url: string;
  isExternal: boolean;
}

/**
 * The dynamic-menu island's props, written by the page next to its container:
 * which menu, its trigger, the layout the administrator chose and the stored
 * version (the browser's cache key), plus the phone drawer's extra links.
 */
export interface MenuWidgetProps {
  menuId: string;
  triggerSelector: string;
  /** The phone and touch menu button (header). */
  buttonSelector: string;
  /** The stored menu's version; 0 when there is no such menu (the widget then shows the API's error). */
  version: number;
  columns: number;
  banner: (MenuBanner & { enabled: boolean }) | null;
  bottomLink: (MenuBottomLink & { enabled: boolean }) | null;
  settings: { closeDelay: number; minWidth: number; maxWidth: number };
  /** The phone drawer's language switch and account link. */
  alternates: Record<Language, string>;
  accountUrl: string;
}
