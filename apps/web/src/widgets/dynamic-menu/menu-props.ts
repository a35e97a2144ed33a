import { MENU_LIMITS, type MenuWidgetProps } from '@soul/contracts/menus';
import { isRecord } from '../../shared/is-record.ts';

const text = (value: unknown, fallback = ''): string => (typeof value === 'string' ? value : fallback);

/**
 * The island's props (pages/components/menu-mount.tsx), checked by hand:
 * a few strings and numbers, not worth zod classes in the first-load chunk
 * (docs/architecture.md "Contracts in the browser"). Missing parts take
 * storefront §9's defaults; a banner or bottom link without its URL is off.
 */
export function readMenuProps(raw: unknown): MenuWidgetProps {
  const props = isRecord(raw) ? raw : {};
  const banner = isRecord(props.banner) ? props.banner : null;
  const bottom = isRecord(props.bottomLink) ? props.bottomLink : null;
  const settings = isRecord(props.settings) ? props.settings : {};
  const alternates = isRecord(props.alternates) ? props.alternates : {};
  const number = (value: unknown, fallback: number) => (typeof value === 'number' && Number.isFinite(value) ? value : fallback);
  return {
    menuId: text(props.menuId),
    triggerSelector: text(props.triggerSelector),
    buttonSelector: text(props.buttonSelector),
    version: number(props.version, 0),
    columns: Math.min(MENU_LIMITS.maxColumns, Math.max(MENU_LIMITS.minColumns, Math.trunc(number(props.columns, 3)))),
    banner:
      banner && banner.enabled !== false && text(banner.image) && text(banner.link)
        ? {
            enabled: true,
            image: text(banner.image),
            link: text(banner.link),
            isExternal: banner.isExternal === true,
            alt: text(banner.alt),
          }
        : null,
    bottomLink:
      bottom && bottom.enabled !== false && text(bottom.url)
        ? { enabled: true, label: text(bottom.label), url: text(bottom.url), isExternal: bottom.isExternal === true }
        : null,
    settings: {
      closeDelay: number(settings.closeDelay, MENU_LIMITS.closeDelayMs),
      minWidth: number(settings.minWidth, MENU_LIMITS.minWidth),
      maxWidth: number(settings.maxWidth, MENU_LIMITS.maxWidth),
    },
    alternates: { en: text(alternates.en, '/'), lt: text(alternates.lt, '/lt/') },
    accountUrl: text(props.accountUrl),
  };
}
