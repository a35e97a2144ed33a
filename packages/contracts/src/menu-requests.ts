import { z } from 'zod/mini';
import { MENU_LIMITS, MENU_TARGETS, type MenuNode } from './menus.ts';

/**
 * The menu requests only the server parses (administrators' writes and
 * list query): kept apart from `menus.ts`, which the widget imports.
 */

export const menuSlugSchema = /* @__PURE__ */ z.string().check(z.regex(/^[a-z0-9][a-z0-9_-]{0,63}$/));

/** A URL an administrator may link to: a path on the shop or an http(s) address. */
const menuUrlSchema = /* @__PURE__ */ z.string().check(z.maxLength(500), z.regex(/^(\/(?!\/)|https?:\/\/)\S*$/));

export const menuNodeInputSchema: z.ZodMiniType<MenuNode> = /* @__PURE__ */ z.object({
  id: z.number().check(z.int(), z.positive(), z.maximum(2_147_483_647)),
  title: z.string().check(z.trim(), z.minLength(1), z.maxLength(120)),
  url: menuUrlSchema,
  target: z._default(z.enum(MENU_TARGETS), '_self'),
  description: z._default(z.string().check(z.maxLength(300)), ''),
  get children() {
    return z._default(z.array(menuNodeInputSchema).check(z.maxLength(MENU_LIMITS.maxNodes)), []);
  },
});

export const menuBannerInputSchema = /* @__PURE__ */ z.object({
  image: menuUrlSchema,
  link: menuUrlSchema,
  isExternal: z._default(z.boolean(), false),
  alt: z._default(z.string().check(z.maxLength(200)), ''),
});

export const menuBottomLinkInputSchema = /* @__PURE__ */ z.object({
  label: z._default(z.string().check(z.maxLength(120)), ''),
  url: z._default(z.string().check(z.maxLength(500), z.regex(/^((\/(?!\/)|https?:\/\/)\S*)?$/)), ''),
  isExternal: z._default(z.boolean(), false),
});

/** What an administrator creates or replaces (PUT sends the whole shape). */
export const menuInputSchema = /* @__PURE__ */ z.object({
  menu: menuSlugSchema,
  language: z.enum(['en', 'lt']),
  columns: z._default(z.number().check(z.int(), z.minimum(MENU_LIMITS.minColumns), z.maximum(MENU_LIMITS.maxColumns)), 3),
  banner: z._default(z.nullable(menuBannerInputSchema), null),
  bottomLink: z._default(z.nullable(menuBottomLinkInputSchema), null),
  items: z.array(menuNodeInputSchema).check(z.maxLength(MENU_LIMITS.maxNodes)),
});
export type MenuInput = z.infer<typeof menuInputSchema>;

/** GET soul/v1/admin/menus (the admin convention: paging, sort, search, filters). */
export const adminMenuQuerySchema = /* @__PURE__ */ z.object({
  language: z.optional(z.enum(['en', 'lt'])),
  search: z.optional(z.string().check(z.trim(), z.maxLength(100))),
  orderby: z._default(z.enum(['id', 'menu', 'updated_at']), 'id'),
  order: z._default(z.enum(['asc', 'desc']), 'asc'),
  page: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(100_000)), 1),
  per_page: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(100)), 20),
});
