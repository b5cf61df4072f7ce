import { describe, expect, it } from 'vitest';
import type { RxDocData } from './couch-documents.ts';
import { ownWrites } from './own-writes.ts';

function memoryStorage(): Pick<Storage, 'getItem' | 'setItem'> & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
  };
}

const product = (name: string, id = 'prod-1'): RxDocData => ({ id, _deleted: false, name, tags: ['a'] });

describe('own writes', () => {
  it('knows a sent version whose answer never came, by content, also after a reload', async () => {
    const storage = memoryStorage();
    await ownWrites(storage, 'k').sending([product('Mine')]);
    const reloaded = ownWrites(storage, 'k');
    // Key order and RxDB's metadata are no content.
    expect(
      await reloaded.isOwn({ tags: ['a'], name: 'Mine', _deleted: false, id: 'prod-1', _rev: 'x' }, '2-a'),
    ).toBe(true);
    expect(await reloaded.isOwn(product('Theirs'), '2-a')).toBe(false);
    expect(await reloaded.isOwn(product('Mine', 'prod-2'), '2-a')).toBe(false);
  });

  it('once the server answered, only the revision it gave is this device’s', async () => {
    const writes = ownWrites(memoryStorage(), 'k');
    await writes.sending([product('Mine')]);
    writes.stored([{ id: 'prod-1', rev: '2-mine' }]);
    expect(await writes.isOwn(product('Mine'), '2-mine')).toBe(true);
    // Someone else wrote the same content later (a revert to it): that version is theirs.
    expect(await writes.isOwn(product('Mine'), '4-theirs')).toBe(false);
  });

  it('tells a deletion from a version with the same fields', async () => {
    const writes = ownWrites(memoryStorage(), 'k');
    await writes.sending([{ ...product('Mine'), _deleted: true }]);
    expect(await writes.isOwn(product('Mine'), undefined)).toBe(false);
    expect(await writes.isOwn({ id: 'prod-1', _deleted: true }, undefined)).toBe(true);
  });

  it('keeps the newest 500 documents and goes on when storage is full', async () => {
    const storage = memoryStorage();
    const writes = ownWrites(storage, 'k');
    await writes.sending(Array.from({ length: 501 }, (_, index) => product('Mine', `prod-${index}`)));
    expect(await writes.isOwn(product('Mine', 'prod-0'), undefined)).toBe(false);
    expect(await writes.isOwn(product('Mine', 'prod-500'), undefined)).toBe(true);
    expect(JSON.parse(storage.data.get('k')!) as unknown[]).toHaveLength(500);

    // Oldest first also with ids that look like numbers (an object would read those first).
    const numbered = ownWrites(memoryStorage(), 'k');
    await numbered.sending([product('Mine', 'x-old')]);
    await numbered.sending([product('Mine', '1000')]);
    await numbered.sending(Array.from({ length: 499 }, (_, index) => product('Mine', `y-${index}`)));
    expect(await numbered.isOwn(product('Mine', 'x-old'), undefined)).toBe(false);
    expect(await numbered.isOwn(product('Mine', '1000'), undefined)).toBe(true);

    const full = {
      getItem: () => null,
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
    };
    await expect(ownWrites(full, 'k').sending([product('Mine')])).resolves.toBeUndefined();
  });
});
