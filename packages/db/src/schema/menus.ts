import { sql } from 'drizzle-orm';
import { check, integer, jsonb, pgSequence, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * Every menu write takes its next version from one sequence: a menu deleted
 * and created again never repeats a version a browser has cached.
 */
export const menuVersions = pgSequence('menu_versions');

/**
 * Menus (issue 19; storefront §2, §3): one row per menu id and language
 * (WPML style, like categories), the node tree as JSON (checked by the
 * contracts' schemas when read and written), the layout, and the version
 * the API answers as `X-Menu-Version`.
 */
export const menus = pgTable(
  'menus',
  {
    id: serial('id').primaryKey(),
    menu: text('menu').notNull(),
    language: text('language', { enum: ['en', 'lt'] }).notNull(),
    columns: integer('columns').notNull().default(3),
    banner: jsonb('banner'),
    bottomLink: jsonb('bottom_link'),
    items: jsonb('items')
      .notNull()
      .default(sql`'[]'::jsonb`),
    version: integer('version')
      .notNull()
      .default(sql`nextval('menu_versions')`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('menus_menu_language').on(t.menu, t.language), check('menus_columns', sql`${t.columns} BETWEEN 1 AND 4`)],
);
