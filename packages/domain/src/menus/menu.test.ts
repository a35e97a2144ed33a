import { describe, expect, it } from 'vitest';
import type { MenuNode } from '@soul/contracts';
import { menuInputProblem } from './menu.ts';

const node = (id: number, children: MenuNode[] = []): MenuNode => ({
  id,
  title: `n${id}`,
  url: '/',
  target: '_self',
  description: '',
  children,
});

describe('menuInputProblem', () => {
  it('accepts a three-level tree with unique ids', () => {
    expect(menuInputProblem({ items: [node(1, [node(2, [node(3)])]), node(4)] })).toBeNull();
  });
  it('refuses a repeated id anywhere in the tree', () => {
    expect(menuInputProblem({ items: [node(1, [node(2)]), node(3, [node(2)])] })).toBe('duplicateIds');
  });
  it('refuses a fourth level', () => {
    expect(menuInputProblem({ items: [node(1, [node(2, [node(3, [node(4)])])])] })).toBe('tooDeep');
  });
  it('refuses more than 200 nodes', () => {
    const many = Array.from({ length: 201 }, (_, i) => node(i + 1));
    expect(menuInputProblem({ items: many })).toBe('tooMany');
  });
});
