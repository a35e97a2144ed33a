import type { Language } from '@soul/contracts';
import type { MenuInput } from '@soul/contracts/menu-requests';
import type { Menu } from './menu.ts';

export const MENU_SORTS = ['id', 'menu', 'updated_at'] as const;
export type MenuSort = (typeof MENU_SORTS)[number];

export interface MenuListQuery {
  page: number;
  perPage: number;
  orderby: MenuSort;
  order: 'asc' | 'desc';
  search: string | null;
  language: Language | null;
}

/** Menus in storage (packages/db implements it); every write one statement, so one transaction. */
export interface MenuRepository {
  byId(id: number): Promise<Menu | null>;
  /** The menu with this id in this language. */
  find(menu: string, language: Language): Promise<Menu | null>;
  list(query: MenuListQuery): Promise<{ rows: Menu[]; total: number }>;
  /** `taken` when the menu already exists in that language. */
  create(input: MenuInput): Promise<Menu | 'taken'>;
  /** Replaces the whole shape and bumps the version. */
  update(id: number, input: MenuInput): Promise<Menu | 'taken' | null>;
  delete(id: number): Promise<Menu | null>;
}
