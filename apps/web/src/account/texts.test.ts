import { myAccount as en } from '@soul/i18n/locales/en/my-account';
import { myAccount as lt } from '@soul/i18n/locales/lt/my-account';
import { reviews as reviewsEn } from '@soul/i18n/locales/en/reviews';
import { reviews as reviewsLt } from '@soul/i18n/locales/lt/reviews';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { ACCOUNT_SECTIONS } from '@soul/contracts';
import { describe, expect, it } from 'vitest';

type Tree = { [key: string]: string | Tree };

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$|test-support/.test(name) ? [path] : [];
  });
}

function partition<T>(items: T[], test: (item: T) => boolean): [T[], T[]] {
  return [items.filter(test), items.filter((item) => !test(item))];
}

function has(tree: Tree, key: string): boolean {
  const parts = key.split('.');
  let node: string | Tree | undefined = tree;
  for (const [index, part] of parts.entries()) {
    if (typeof node !== 'object') return false;
    const last = index === parts.length - 1;
    // A plural key is stored as key_one / key_other.
    node = node[part] ?? (last ? (node[`${part}_one`] ?? node[`${part}_other`]) : undefined);
  }
  return typeof node === 'string';
}

describe('myAccount catalog', () => {
  const keysOf = (files: string[]) =>
    new Set(files.flatMap((file) => [...readFileSync(file, 'utf8').matchAll(/\bt\('([a-zA-Z0-9_.-]+)'/g)].map((match) => match[1] ?? '')));
  // Files that translate with the reviews texts (the menu's "Add a review") are checked against that catalog.
  const [reviewFiles, accountFiles] = partition(sources(import.meta.dirname), (file) =>
    readFileSync(file, 'utf8').includes('useReviewsTexts()'),
  );
  const keys = keysOf(accountFiles);
  // Keys of other namespaces used in the account area.
  const otherNamespaces = new Set(['actions.loading', 'common:errors.network']);

  it('has every key the account area uses, in both languages', () => {
    const used = [...keys].filter((key) => !otherNamespaces.has(key));
    expect(used.length).toBeGreaterThan(100);
    expect(used.filter((key) => !has(en as unknown as Tree, key))).toEqual([]);
    expect(used.filter((key) => !has(lt as unknown as Tree, key))).toEqual([]);
  });

  it('names and describes every account section in both languages (the menu and the dashboard build their keys)', () => {
    const wanted = ACCOUNT_SECTIONS.flatMap((section) =>
      section === 'dashboard' ? ['sections.dashboard'] : [`sections.${section}`, `dashboard.about.${section}`],
    );
    expect(wanted.filter((key) => !has(en as unknown as Tree, key))).toEqual([]);
    expect(wanted.filter((key) => !has(lt as unknown as Tree, key))).toEqual([]);
  });

  it('has every reviews key the account area uses, in both languages', () => {
    const used = [...keysOf(reviewFiles)];
    expect(used.length).toBeGreaterThan(0);
    expect(used.filter((key) => !has(reviewsEn as unknown as Tree, key))).toEqual([]);
    expect(used.filter((key) => !has(reviewsLt as unknown as Tree, key))).toEqual([]);
  });

  it('keeps the spec’s exact English wordings', () => {
    expect(en.errors.invalidAnswer).toBe('Query result data format is not correct');
    expect(en.errors.generic).toBe('Something went wrong. Please try again later');
    expect(en.orders.edit.zeroWarning).toBe('If you update all order item quantities to zero order will get cancelled');
    expect(en.orders.edit.updated).toBe('Update successful');
    expect(en.orders.edit.itemAdded).toBe('Item added to order');
    expect(en.invoices.export.nothing).toBe('Nothing found.');
    expect(en.profile.photo.problems).toEqual({
      type: 'Invalid file type. Only JPEG, PNG, and GIF are allowed.',
      size: 'File size exceeds 5MB limit.',
    });
  });
});
