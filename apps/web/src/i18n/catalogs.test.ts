import { describe, expect, it } from 'vitest';
import { STATIC_RESOURCES } from './static-resources.ts';

type Tree = { [key: string]: string | Tree };

function leaves(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) => (typeof value === 'string' ? [`${prefix}${key}`] : leaves(value, `${prefix}${key}.`)));
}

/** A plural key's base ("left_one" → "left"); other keys unchanged. */
const base = (key: string) => key.replace(/_(zero|one|two|few|many|other)$/, '');

describe('widget catalogs', () => {
  for (const ns of ['common', 'catalogue'] as const) {
    const en = leaves(STATIC_RESOURCES.en[ns] as Tree);
    const lt = leaves(STATIC_RESOURCES.lt[ns] as Tree);

    it(`${ns}: Lithuanian has every English text`, () => {
      const ltBases = new Set(lt.map(base));
      expect(en.map(base).filter((key) => !ltBases.has(key))).toEqual([]);
    });

    it(`${ns}: Lithuanian plurals have _one, _few and _other`, () => {
      const plurals = new Set(lt.filter((key) => key !== base(key)).map(base));
      for (const key of plurals) {
        expect([`${key}_one`, `${key}_few`, `${key}_other`].every((k) => lt.includes(k)), key).toBe(true);
      }
    });
  }
});
