import { describe, expect, it } from 'vitest';
import { breaksTree, createsCycle, parentChoices } from './tree-items.ts';

const item = (id: string, parent_id?: string) => ({ id, type: 'tree_item' as const, parent_id });
const items = [item('a'), item('b', 'a'), item('c', 'a'), item('d'), item('e')];

describe('tree items: standalone, parent or child, never both, no cycles', () => {
  it('offers as parents only items that are not children, never the item itself', () => {
    expect(parentChoices(items, 'e').map((i) => i.id)).toEqual(['a', 'd']);
    expect(parentChoices(items, 'b').map((i) => i.id)).toEqual(['a', 'd', 'e']);
  });

  it('offers no parent to an item that already has children', () => {
    expect(parentChoices(items, 'a')).toEqual([]);
  });

  it('finds cycles through the parent chain', () => {
    expect(createsCycle(items, 'a', 'a')).toBe(true);
    expect(createsCycle(items, 'a', 'b')).toBe(true);
    expect(createsCycle(items, 'd', 'a')).toBe(false);
    expect(createsCycle([item('x', 'y'), item('y', 'x')], 'z', 'x')).toBe(true);
  });

  it('refuses a child of a child, a parent that becomes a child, and self-parenting', () => {
    expect(breaksTree(items, item('e', 'b'))).toBe(true); // b is a child already
    expect(breaksTree(items, item('a', 'd'))).toBe(true); // a has children
    expect(breaksTree(items, item('d', 'd'))).toBe(true);
    expect(breaksTree(items, item('e', 'a'))).toBe(false);
    expect(breaksTree(items, item('e'))).toBe(false);
    expect(breaksTree(items, { id: 'p', type: 'parameter', parent_id: undefined })).toBe(false);
  });
});
