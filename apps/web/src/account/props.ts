import type { AccountAreaProps } from '@soul/contracts';
import { z } from 'zod/mini';

/** The account §2 sections the contract knows (contracts' ACCOUNT_SECTIONS). */
export const ACCOUNT_SECTIONS = ['dashboard', 'orders', 'payments', 'invoices', 'products', 'profile', 'contact'] as const;

/**
 * zod/mini mirror of the contracts' accountAreaPropsSchema (see
 * api/schemas.ts for why the browser checks with mirrors); the type check
 * below and props.test.ts keep the two in step.
 */
export const accountAreaPropsSchema = z.object({
  basePath: z.string(),
  user: z.object({ id: z.number().check(z.int()), displayName: z.string(), email: z.string(), role: z.string() }),
  // A record of booleans, checked below by hand (z.record would add its class to every page's first load).
  permissions: z.looseObject({}),
  sections: z.array(z.enum(ACCOUNT_SECTIONS)),
  administrator: z.boolean(),
  logout: z.object({ url: z.string(), nonce: z.string() }),
  productCategories: z.array(z.object({ id: z.number().check(z.int()), slug: z.string(), name: z.string() })),
});

type Assignable<T extends U, U> = T;
export type CheckedAccountAreaProps = Assignable<Omit<z.output<typeof accountAreaPropsSchema>, 'permissions'> & { permissions: Record<string, boolean> }, AccountAreaProps>;

/** The props JSON the account page embeds; throws when it does not match. */
export function parseAccountAreaProps(json: unknown): AccountAreaProps {
  const props = accountAreaPropsSchema.parse(json);
  const permissions: Record<string, boolean> = {};
  for (const [flag, value] of Object.entries(props.permissions)) {
    if (typeof value !== 'boolean') throw new TypeError(`Account area props: permissions.${flag} must be a boolean`);
    permissions[flag] = value;
  }
  return { ...props, permissions };
}
