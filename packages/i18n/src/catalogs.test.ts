import { describe, expect, it } from 'vitest';
import { catalogs } from './catalogs.ts';

type Tree = { [key: string]: string | Tree };

function leaves(tree: Tree, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [[`${prefix}${key}`, value] as [string, string]] : leaves(value, `${prefix}${key}.`),
  );
}

/** A plural key's base ("left_one" → "left"); other keys unchanged. */
const base = (key: string) => key.replace(/_(zero|one|two|few|many|other)$/, '');
const variables = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

describe('catalogs: Lithuanian is as complete as English', () => {
  for (const ns of Object.keys(catalogs.en) as (keyof typeof catalogs.en)[]) {
    const en = leaves(catalogs.en[ns] as unknown as Tree);
    const lt = leaves(catalogs.lt[ns] as unknown as Tree);
    const ltKeys = new Set(lt.map(([key]) => key));

    it(`${ns}: every English text exists in Lithuanian, none empty`, () => {
      const ltBases = new Set(lt.map(([key]) => base(key)));
      expect(en.map(([key]) => base(key)).filter((key) => !ltBases.has(key))).toEqual([]);
      expect(lt.filter(([, text]) => text.trim() === '').map(([key]) => key)).toEqual([]);
    });

    it(`${ns}: Lithuanian plurals have _one, _few and _other`, () => {
      const plurals = new Set(
        lt
          .map(([key]) => key)
          .filter((key) => key !== base(key))
          .map(base),
      );
      for (const key of plurals) {
        expect(
          [`${key}_one`, `${key}_few`, `${key}_other`].every((k) => ltKeys.has(k)),
          key,
        ).toBe(true);
      }
    });

    it(`${ns}: translations use the same {{variables}}`, () => {
      // Plural forms may legitimately drop {{count}} ("Every month"), so compare per base key, all forms together.
      const byBase = (entries: [string, string][]) => {
        const map = new Map<string, Set<string>>();
        for (const [key, text] of entries) {
          const set = map.get(base(key)) ?? new Set<string>();
          for (const name of variables(text)) set.add(name ?? '');
          map.set(base(key), set);
        }
        return map;
      };
      const enVars = byBase(en);
      const ltVars = byBase(lt);
      const mismatched = [...enVars].filter(([key, names]) => [...names].sort().join() !== [...(ltVars.get(key) ?? [])].sort().join());
      expect(mismatched.map(([key]) => key)).toEqual([]);
    });
  }
});
