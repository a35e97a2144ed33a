import { message, problem, type Language, type Problem } from '@soul/contracts';
import { type MenuInput } from '@soul/contracts/menu-requests';
import { menuInputProblem, type Menu, type MenuInputReason } from '@soul/domain/menus/menu';
import type { AdminActor } from '@soul/domain/audit/admin-audit';
import type { MenuListQuery, MenuRepository } from '@soul/domain/menus/menu-port';
import type { Answer } from '../answer.ts';

const INPUT_REASON: Record<MenuInputReason, string> = {
  duplicateIds: 'menus.duplicateIds',
  tooDeep: 'menus.tooDeep',
  tooMany: 'menus.tooMany',
};

/**
 * Every page's header reads its menu (the widget's props) and every open
 * of the mega menu may ask the API: a menu is kept this long per instance.
 * A write through this instance drops it at once; another instance's write
 * shows here within this time (menus change rarely, and the browser
 * revalidates by version anyway).
 */
const CACHE_MS = 5_000;

/** Menus: what pages and the storefront API read (cached briefly), what administrators manage. */
export class MenuService {
  private readonly cache = new Map<string, { at: number; menu: Promise<Menu | null> }>();

  constructor(private readonly deps: { menus: MenuRepository; now?: () => number }) {}

  private now(): number {
    return this.deps.now ? this.deps.now() : Date.now();
  }

  /** The menu with this id in this language, or null. */
  find(menu: string, language: Language): Promise<Menu | null> {
    const key = `${language}:${menu}`;
    const hit = this.cache.get(key);
    if (hit && this.now() - hit.at < CACHE_MS) return hit.menu;
    const loaded = this.deps.menus.find(menu, language);
    this.cache.set(key, { at: this.now(), menu: loaded });
    // A failed read is not kept.
    loaded.catch(() => this.cache.delete(key));
    return loaded;
  }

  /** Storefront §5: an identifier is required; an unknown one is not found. */
  async shown(menu: string | undefined, language: Language): Promise<Answer<Menu>> {
    if (!menu || menu.trim() === '') return { ok: false, problem: problem('menuIdRequired') };
    const found = await this.find(menu, language);
    return found ? { ok: true, value: found } : { ok: false, problem: problem('menuNotFound') };
  }

  list(query: MenuListQuery): Promise<{ rows: Menu[]; total: number }> {
    return this.deps.menus.list(query);
  }

  async byId(id: number): Promise<Answer<Menu>> {
    const found = await this.deps.menus.byId(id);
    return found ? { ok: true, value: found } : { ok: false, problem: problem('menuNotFound') };
  }

  async create(input: MenuInput, actor: AdminActor): Promise<Answer<Menu>> {
    const refused = refusal(input);
    if (refused) return { ok: false, problem: refused };
    const created = await this.deps.menus.create(input, actor);
    if (created === 'taken') return { ok: false, problem: problem('menuTaken') };
    this.cache.clear();
    return { ok: true, value: created };
  }

  async update(id: number, input: MenuInput, actor: AdminActor): Promise<Answer<Menu>> {
    const refused = refusal(input);
    if (refused) return { ok: false, problem: refused };
    const updated = await this.deps.menus.update(id, input, actor);
    if (updated === 'taken') return { ok: false, problem: problem('menuTaken') };
    if (!updated) return { ok: false, problem: problem('menuNotFound') };
    this.cache.clear();
    return { ok: true, value: updated };
  }

  async delete(id: number, actor: AdminActor): Promise<Answer<Menu>> {
    const deleted = await this.deps.menus.delete(id, actor);
    if (!deleted) return { ok: false, problem: problem('menuNotFound') };
    this.cache.clear();
    return { ok: true, value: deleted };
  }
}

function refusal(input: MenuInput): Problem | null {
  const reason = menuInputProblem(input);
  return reason ? problem('menuInvalid', { reason: message(INPUT_REASON[reason]) }) : null;
}
