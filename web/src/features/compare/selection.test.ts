import { afterEach, describe, expect, it } from 'vitest';
import { COMPARISON_MAX_PRODUCTS } from '@poct/schemas';
import { createSelection, selectionKey } from './selection.ts';

const made: Array<{ dispose(): void }> = [];
function selection(userId = 'user-1', max?: number) {
  const created = createSelection(window.localStorage, userId, max);
  made.push(created);
  return created;
}

afterEach(() => {
  for (const created of made.splice(0)) created.dispose();
});

describe('comparison selection', () => {
  it('allows ten products by default', () => {
    expect(COMPARISON_MAX_PRODUCTS).toBe(10);
    expect(selection().max).toBe(10);
  });

  it('keeps the order of choosing and survives a reload (a new store on the same storage)', () => {
    const first = selection();
    expect(first.add('p-3')).toBe('added');
    expect(first.add('p-1')).toBe('added');
    expect(first.add('p-3')).toBe('already');
    expect(first.toggle('p-2')).toBe('added');
    first.dispose();
    expect(selection().getSnapshot().ids).toEqual(['p-3', 'p-1', 'p-2']);
  });

  it('is kept per user', () => {
    selection('user-1').add('p-1');
    selection('user-2').add('p-2');
    expect(selection('user-1').getSnapshot().ids).toEqual(['p-1']);
    expect(selection('user-2').getSnapshot().ids).toEqual(['p-2']);
    expect(window.localStorage.getItem(selectionKey('user-2'))).toBe('["p-2"]');
  });

  it('refuses a product beyond the limit, reports which one, and forgets the refusal on the next change', () => {
    const store = selection('user-1', 3);
    for (const id of ['a', 'b', 'c']) store.add(id);
    let notified = 0;
    store.subscribe(() => notified++);
    expect(store.toggle('d')).toBe('full');
    expect(store.getSnapshot()).toEqual({ ids: ['a', 'b', 'c'], refused: 'd' });
    expect(notified).toBe(1);
    expect(store.toggle('b')).toBe('removed');
    expect(store.getSnapshot()).toEqual({ ids: ['a', 'c'], refused: null });
    expect(store.add('d')).toBe('added');
    expect(store.getSnapshot().ids).toEqual(['a', 'c', 'd']);
  });

  it('clears everything and removes the stored entry', () => {
    const store = selection();
    store.add('p-1');
    store.clear();
    expect(store.getSnapshot().ids).toEqual([]);
    expect(window.localStorage.getItem(selectionKey('user-1'))).toBeNull();
  });

  it('follows a change made in another tab', () => {
    const store = selection();
    store.add('p-1');
    window.localStorage.setItem(selectionKey('user-1'), JSON.stringify(['p-1', 'p-9']));
    window.dispatchEvent(new StorageEvent('storage', { key: selectionKey('user-1') }));
    expect(store.getSnapshot().ids).toEqual(['p-1', 'p-9']);
  });

  it('reads damaged or oversized stored values safely', () => {
    window.localStorage.setItem(selectionKey('user-1'), '{not json');
    expect(selection('user-1').getSnapshot().ids).toEqual([]);
    window.localStorage.setItem(selectionKey('user-2'), JSON.stringify(['a', 'a', 7, '', 'b', 'c', 'd']));
    expect(selection('user-2', 3).getSnapshot().ids).toEqual(['a', 'b', 'c']);
  });
});
