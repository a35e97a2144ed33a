import type { Menu } from '@soul/domain/menus/menu';

/** A menu as administrators read it (GET/POST/PUT/DELETE soul/v1/admin/menus). */
export function serializeAdminMenu(menu: Menu) {
  return {
    id: menu.id,
    menu: menu.menu,
    language: menu.language,
    columns: menu.columns,
    banner: menu.banner,
    bottomLink: menu.bottomLink,
    items: menu.items,
    version: menu.version,
    updatedAt: menu.updatedAt.toISOString(),
  };
}

/** The menu's entity tag: its row and version, so a menu deleted and made again never matches an old tag. */
export function menuEtag(menu: Menu): string {
  return `"menu-${menu.id}-${menu.version}"`;
}

/**
 * Whether the client's copy is still current (RFC 9110 §13.2.2): If-None-Match
 * decides when sent (a weak comparison, `*` matching any); otherwise
 * If-Modified-Since, at the one-second precision of HTTP dates.
 */
export function menuNotModified(
  menu: Menu,
  headers: { 'if-none-match'?: string | undefined; 'if-modified-since'?: string | undefined },
): boolean {
  const ifNoneMatch = headers['if-none-match'];
  if (ifNoneMatch !== undefined) {
    const tag = menuEtag(menu);
    return ifNoneMatch.split(',').some((raw) => {
      const candidate = raw.trim().replace(/^W\//, '');
      return candidate === '*' || candidate === tag;
    });
  }
  const since = headers['if-modified-since'] ? Date.parse(headers['if-modified-since']) : Number.NaN;
  if (Number.isNaN(since)) return false;
  return Math.floor(menu.updatedAt.getTime() / 1000) * 1000 <= since;
}
