import { MENU_LIMITS, type Language, type MenuBanner, type MenuBottomLink, type MenuNode } from '@soul/contracts';
import { type MenuInput } from '@soul/contracts/menu-requests';

/**
 * A stored menu (issue 19; storefront §2, §3): one per menu id and
 * language, its node tree, layout (1 to 4 columns, optional banner and
 * bottom link) and a version that every change bumps (the browser's cache
 * key, `X-Menu-Version`).
 */
export interface Menu {
  id: number;
  menu: string;
  language: Language;
  columns: number;
  banner: MenuBanner | null;
  bottomLink: MenuBottomLink | null;
  items: MenuNode[];
  version: number;
  updatedAt: Date;
}

export type MenuInputReason = 'duplicateIds' | 'tooDeep' | 'tooMany';

/**
 * What the schema cannot say about a tree: node ids unique in the whole
 * menu (the widget keys and focuses by them), at most MENU_LIMITS.maxDepth
 * levels, at most MENU_LIMITS.maxNodes nodes in all.
 */
export function menuInputProblem(input: Pick<MenuInput, 'items'>): MenuInputReason | null {
  const seen = new Set<number>();
  let tooDeep = false;
  const walk = (nodes: readonly MenuNode[], depth: number): boolean => {
    for (const node of nodes) {
      if (seen.has(node.id)) return false;
      seen.add(node.id);
      if (node.children.length > 0 && depth >= MENU_LIMITS.maxDepth) tooDeep = true;
      if (!walk(node.children, depth + 1)) return false;
    }
    return true;
  };
  if (!walk(input.items, 1)) return 'duplicateIds';
  if (tooDeep) return 'tooDeep';
  if (seen.size > MENU_LIMITS.maxNodes) return 'tooMany';
  return null;
}
