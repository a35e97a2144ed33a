import { type Language } from '@soul/contracts';
import { menuBannerInputSchema, menuBottomLinkInputSchema, menuNodeInputSchema, type MenuInput } from '@soul/contracts/menu-requests';
import type { Menu } from '@soul/domain/menus/menu';
import type { AdminActor } from '@soul/domain/audit/admin-audit';
import type { MenuListQuery, MenuRepository } from '@soul/domain/menus/menu-port';
import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod/mini';
import type { Database } from '../connection.ts';
import { recordAdminChange } from './audit-log.ts';
import { countRows } from './count-rows.ts';
import { containsPattern } from './like-pattern.ts';
import { pgCode } from './orders/pg-errors.ts';

const storedItems = z.array(menuNodeInputSchema);
const storedBanner = z.nullable(menuBannerInputSchema);
const storedBottomLink = z.nullable(menuBottomLinkInputSchema);

interface MenuRow {
  id: number;
  menu: string;
  language: Language;
  columns: number;
  banner: unknown;
  bottom_link: unknown;
  items: unknown;
  version: number;
  updated_at: Date | string;
}

/** Stored JSON is input too (an older build or a hand edit may have written it): checked against the contracts. */
function toMenu(row: MenuRow): Menu {
  return {
    id: row.id,
    menu: row.menu,
    language: row.language,
    columns: row.columns,
    banner: storedBanner.parse(row.banner),
    bottomLink: storedBottomLink.parse(row.bottom_link),
    items: storedItems.parse(row.items),
    version: Number(row.version),
    updatedAt: new Date(row.updated_at),
  };
}

const SORT_COLUMNS: Record<MenuListQuery['orderby'], SQL> = { id: sql`id`, menu: sql`menu`, updated_at: sql`updated_at` };

const json = (value: unknown) => (value === null ? sql`NULL` : sql`${JSON.stringify(value)}::jsonb`);

/**
 * Menus; every write is one transaction with its audit row (issue 21); a
 * taken (menu, language) is answered, not thrown.
 */
export class PgMenuRepository implements MenuRepository {
  constructor(private readonly db: Database) {}

  private async rows(query: SQL, on: Pick<Database, 'execute'> = this.db): Promise<Menu[]> {
    return ((await on.execute(query)).rows as unknown as MenuRow[]).map(toMenu);
  }

  async byId(id: number): Promise<Menu | null> {
    return (await this.rows(sql`SELECT * FROM menus WHERE id = ${id}`))[0] ?? null;
  }

  async find(menu: string, language: Language): Promise<Menu | null> {
    return (await this.rows(sql`SELECT * FROM menus WHERE menu = ${menu} AND language = ${language}`))[0] ?? null;
  }

  async list(query: MenuListQuery): Promise<{ rows: Menu[]; total: number }> {
    const where: SQL[] = [sql`true`];
    if (query.language) where.push(sql`language = ${query.language}`);
    if (query.search) where.push(sql`(menu ILIKE ${containsPattern(query.search)} OR items::text ILIKE ${containsPattern(query.search)})`);
    const filter = sql.join(where, sql` AND `);
    const direction = query.order === 'asc' ? sql`ASC` : sql`DESC`;
    const rows = await this.rows(sql`SELECT * FROM menus WHERE ${filter}
      ORDER BY ${SORT_COLUMNS[query.orderby]} ${direction}, id ${direction}
      LIMIT ${query.perPage} OFFSET ${(query.page - 1) * query.perPage}`);
    const total = await countRows(this.db, sql`SELECT count(*) AS n FROM menus WHERE ${filter}`);
    return { rows, total };
  }

  async create(input: MenuInput, actor: AdminActor): Promise<Menu | 'taken'> {
    try {
      return await this.db.transaction(async (tx) => {
        const rows = await this.rows(
          sql`INSERT INTO menus (menu, language, columns, banner, bottom_link, items)
          VALUES (${input.menu}, ${input.language}, ${input.columns}, ${json(input.banner)}, ${json(input.bottomLink)}, ${json(input.items)})
          RETURNING *`,
          tx,
        );
        const created = rows[0];
        if (!created) throw new Error('menus insert returned no row');
        await recordAdminChange(tx, { actor, entity: 'menu', id: created.id, action: 'create', before: null, after: created });
        return created;
      });
    } catch (error) {
      if (pgCode(error) === '23505') return 'taken';
      throw error;
    }
  }

  async update(id: number, input: MenuInput, actor: AdminActor): Promise<Menu | 'taken' | null> {
    try {
      return await this.db.transaction(async (tx) => {
        const before = (await this.rows(sql`SELECT * FROM menus WHERE id = ${id} FOR UPDATE`, tx))[0];
        if (!before) return null;
        // clock_timestamp(), not now(): two writes in one transaction still get distinct Last-Modified values.
        const rows = await this.rows(
          sql`UPDATE menus SET menu = ${input.menu}, language = ${input.language}, columns = ${input.columns},
            banner = ${json(input.banner)}, bottom_link = ${json(input.bottomLink)}, items = ${json(input.items)},
            version = nextval('menu_versions'), updated_at = clock_timestamp()
          WHERE id = ${id} RETURNING *`,
          tx,
        );
        const after = rows[0] ?? null;
        if (after) await recordAdminChange(tx, { actor, entity: 'menu', id, action: 'update', before, after });
        return after;
      });
    } catch (error) {
      if (pgCode(error) === '23505') return 'taken';
      throw error;
    }
  }

  async delete(id: number, actor: AdminActor): Promise<Menu | null> {
    return this.db.transaction(async (tx) => {
      const deleted = (await this.rows(sql`DELETE FROM menus WHERE id = ${id} RETURNING *`, tx))[0] ?? null;
      if (deleted) await recordAdminChange(tx, { actor, entity: 'menu', id, action: 'delete', before: deleted, after: null });
      return deleted;
    });
  }
}
