import { accountAreaPropsSchema as contractSchema } from '@soul/contracts';
import { describe, expect, it } from 'vitest';
import island from './island.tsx';
import { parseAccountAreaProps } from './props.ts';
import { accountProps } from './test-support.tsx';

const valid = accountProps();

describe('account area props (contracts accountAreaPropsSchema)', () => {
  it('accepts what the server embeds', () => {
    expect(parseAccountAreaProps(JSON.parse(JSON.stringify(valid)))).toEqual(valid);
    expect(() => island.render(valid)).not.toThrow();
  });

  it.each([
    ['no logout', { ...valid, logout: undefined }],
    ['an unknown section', { ...valid, sections: ['dashboard', 'wishlist'] }],
    ['a permission that is not a boolean', { ...valid, permissions: { permission_edit_orders: 'yes' } }],
    ['a user without e-mail', { ...valid, user: { id: 1, displayName: 'A', role: 'customer' } }],
    ['a category id that is not an integer', { ...valid, productCategories: [{ id: 1.5, slug: 'gut', name: 'Gut' }] }],
    ['no administrator flag', { ...valid, administrator: undefined }],
  ])('rejects %s, as the contract does', (_name, props) => {
    expect(contractSchema.safeParse(props).success).toBe(false);
    expect(() => parseAccountAreaProps(props)).toThrow();
    expect(() => island.render(props)).toThrow();
  });
});
