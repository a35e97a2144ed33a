import type { AdminActor } from '../audit/admin-audit.ts';
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

/** Menus in storage (packages/db implements it); every write one transaction with its audit row (the actor's). */
export interface MenuRepository {
  byId(id: number): Promise<Menu | null>;
  /** The menu with this id in this language. */
  find(menu: string, language: Language): Promise<Menu | null>;
  list(query: MenuListQuery): Promise<{ rows: Menu[]; total: number }>;
  /** `taken` when the menu already exists in that language. */
  create(input: MenuInput, actor: AdminActor): Promise<Menu | 'taken'>;
  /** Replaces the whole shape and bumps the version. */
  update(id: number, input: MenuInput, actor: AdminActor): Promise<Menu | 'taken' | null>;
  delete(id: number, actor: AdminActor): Promise<Menu | null>;
}
