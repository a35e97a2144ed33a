/**
 * The dynamic shop menu (storefront §2, §8, §9): the mega menu and the phone
 * drawer. Loaded with the menu's lazy chunk, never on first load.
 */
export const menu = {
  /** Storefront §4 and §8's own words. */
  loading: 'Loading menu…',
  unableToLoad: 'Unable to load menu',
  failedToLoad: 'Failed to load menu {{id}}',
  retry: 'Try again',
  panelLabel: 'Shop menu',
  newTab: '(opens in a new tab)',
  drawerTitle: 'Menu',
  close: 'Close the menu',
  viewAll: 'All of {{title}}',
  language: 'Language',
  account: 'My account',
};
