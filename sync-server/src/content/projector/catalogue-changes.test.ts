import { describe, expect, it } from 'vitest';
import { CHANGE_LOG_ENTRIES, changeEntry, expiredChanges } from './catalogue-changes.ts';

const NOW = new Date('2026-11-03T10:00:00.000Z');
const listed = {
  _id: 'p1',
  name: 'Analyser',
  manufacturer: 'Maker',
  visible: true,
  created_at: '2026-10-01T00:00:00.000Z',
  updated_at: '2026-10-01T00:00:00.000Z',
};

describe('changeEntry', () => {
  it('names the changed reader fields and ignores the times', () => {
    const after = { ...listed, updated_at: NOW.toISOString(), price: { min: 1 } };
    expect(changeEntry('p1', '2-a', listed, after, NOW)).toMatchObject({
      kind: 'changed',
      fields: ['price'],
    });
    expect(changeEntry('p1', '2-a', listed, { ...listed, updated_at: NOW.toISOString() }, NOW)).toBeNull();
  });

  it('writes no "added" for a product listed before the period (a projection built again)', () => {
    expect(
      changeEntry('p1', '1-a', undefined, { ...listed, created_at: '2025-01-01T00:00:00.000Z' }, NOW),
    ).toBeNull();
    expect(changeEntry('p1', '1-a', undefined, listed, NOW)).toMatchObject({ kind: 'added' });
  });

  it('derives the id from product and revision only', () => {
    const first = changeEntry('p1', '3-b', listed, null, NOW);
    const again = changeEntry('p1', '3-b', listed, null, new Date(NOW.getTime() + 1000));
    expect(first?._id).toBe(again?._id);
    expect(first?._id).not.toBe(changeEntry('p1', '4-c', listed, null, NOW)?._id);
  });
});

describe('expiredChanges', () => {
  it('drops entries older than twelve months and past the newest entries kept', () => {
    const entries = Array.from({ length: CHANGE_LOG_ENTRIES + 2 }, (_, index) => ({
      _id: `e${index}`,
      created_at: new Date(NOW.getTime() - index * 1000).toISOString(),
    }));
    entries.push({ _id: 'old', created_at: '2025-11-02T00:00:00.000Z' });
    expect(expiredChanges(entries, NOW).sort()).toEqual(
      ['old', `e${CHANGE_LOG_ENTRIES}`, `e${CHANGE_LOG_ENTRIES + 1}`].sort(),
    );
  });
});
