import { MENU_LIMITS, SHOP_MENU_ID, type Language, type MenuWidgetProps } from '@soul/contracts';
import type { Menu } from '@soul/domain/menus/menu';
import type { Translate } from '../../i18n.ts';
import { links } from '../../links.ts';
import { safeJson } from './json-script.tsx';

/** The header's "Shop" link and the phone menu button (header.tsx). */
export const SHOP_MENU_TRIGGER = '#soul-shop-menu-trigger';
export const MENU_BUTTON = '#soul-menu-button';

/**
 * The dynamic-menu island's props (storefront §3 "Mega menu props") from
 * the stored menu, with storefront §9's defaults filled in: the banner's
 * alt text, the bottom link's label and URL in the page's language.
 * Without a stored menu the version is 0 and the widget shows the API's
 * error when opened.
 */
export function menuWidgetProps(
  menu: Menu | null,
  language: Language,
  t: Translate,
  alternates: Record<Language, string>,
): MenuWidgetProps {
  return {
    menuId: menu?.menu ?? SHOP_MENU_ID,
    triggerSelector: SHOP_MENU_TRIGGER,
    buttonSelector: MENU_BUTTON,
    version: menu?.version ?? 0,
    columns: menu?.columns ?? 3,
    banner: menu?.banner ? { enabled: true, ...menu.banner, alt: menu.banner.alt || t('menus.bannerAlt') } : null,
    bottomLink: menu?.bottomLink
      ? {
          enabled: true,
          label: menu.bottomLink.label || t('menus.bottomLink'),
          url: menu.bottomLink.url || links.shop(language),
          isExternal: menu.bottomLink.isExternal,
        }
      : null,
    settings: { closeDelay: MENU_LIMITS.closeDelayMs, minWidth: MENU_LIMITS.minWidth, maxWidth: MENU_LIMITS.maxWidth },
    alternates,
    accountUrl: links.myAccount(language),
  };
}

/** The dynamic menu container (storefront §2) with its props as JSON beside it; the widget renders only in the browser. */
export function MenuMount({ props }: { props: MenuWidgetProps }) {
  return (
    <>
      <div id="soul-dynamic-menu" data-soul-widget="dynamic-menu" data-soul-props="soul-props-dynamic-menu" />
      <script id="soul-props-dynamic-menu" type="application/json" dangerouslySetInnerHTML={{ __html: safeJson(props) }} />
    </>
  );
}
