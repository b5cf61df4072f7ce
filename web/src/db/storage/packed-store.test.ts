import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { CHUNK_SIZE, openPackedStore, type PackedDoc } from './packed-store.ts';

let counter = 0;
const storeName = () => `poct-packed-test-${++counter}--packed`;

const doc = (id: string, rev = '1-a'): PackedDoc => ({ doc: { id, _deleted: false, name: id }, rev });
const gone = (id: string): PackedDoc => ({ doc: { id, _deleted: true }, rev: '' });
const ids = (count: number, from = 0) => Array.from({ length: count }, (_, i) => `p${from + i}`);

async function reload(name: string, collection = 'catalogue') {
  const store = await openPackedStore(name);
  const packer = store.packer(collection);
  const loaded = await store.load(collection);
  packer.adopt(loaded.chunks, loaded.seq);
  return { store, packer };
}

describe('the packed store', () => {
  it('keeps nothing of a collection before its first flush, and everything with its sequence after it', async () => {
    const name = storeName();
    const store = await openPackedStore(name);
    const packer = store.packer('catalogue');
    packer.apply(
      ids(1_234).map((id) => doc(id)),
      '17',
    );
    store.close();

    const before = await reload(name);
    expect(before.packer.seq).toBeNull();
    expect(before.packer.docs.size).toBe(0);
    before.packer.apply(
      ids(1_234).map((id) => doc(id)),
      '17',
    );
    const notice = await before.packer.flush();
    // 1,234 documents in chunks of 500: three records, and nothing to write a second time.
    expect(notice?.chunks).toEqual([0, 1, 2]);
    expect(await before.packer.flush()).toBeNull();
    before.store.close();

    const after = await reload(name);
    expect(after.packer.seq).toBe('17');
    expect([...after.packer.docs.keys()].sort()).toEqual(ids(1_234).sort());
    after.store.close();
  });

  it('writes only the chunks a change touched, refills a chunk a deletion opened, and reloads the same', async () => {
    const name = storeName();
    const { store, packer } = await reload(name);
    packer.apply(
      ids(CHUNK_SIZE * 3).map((id) => doc(id)),
      1,
    );
    await packer.flush();

    packer.apply([doc('p3', '2-b'), gone(`p${CHUNK_SIZE * 2 + 1}`)], 2);
    expect((await packer.flush())?.chunks.sort()).toEqual([0, 2]);
    // The new document takes the place the deletion freed, in chunk 2, not a fourth chunk.
    packer.apply([doc('new')], 3);
    expect((await packer.flush())?.chunks).toEqual([2]);
    store.close();

    const again = await reload(name);
    expect(again.packer.seq).toBe(3);
    expect(again.packer.docs.size).toBe(CHUNK_SIZE * 3);
    expect(again.packer.docs.get('p3')?.rev).toBe('2-b');
    expect(again.packer.docs.has(`p${CHUNK_SIZE * 2 + 1}`)).toBe(false);
    expect(again.packer.docs.has('new')).toBe(true);
    again.store.close();
  });

  it("brings another tab's copy up to date from the chunks a flush names", async () => {
    const name = storeName();
    const leader = await reload(name);
    leader.packer.apply(
      ids(1_200).map((id) => doc(id)),
      'a',
    );
    await leader.packer.flush();
    const follower = await reload(name);

    leader.packer.apply([doc('p1', '2-x'), gone('p700'), doc('p2000')], 'b');
    const notice = (await leader.packer.flush())!;
    const chunks = await follower.store.readChunks('catalogue', notice.chunks);
    const { upserted, removed } = follower.packer.refresh(notice, chunks);

    expect(upserted.map((packed) => packed.doc.id).sort()).toEqual(['p1', 'p2000']);
    expect(removed).toEqual(['p700']);
    expect(follower.packer.seq).toBe('b');
    expect([...follower.packer.docs].map(([id, packed]) => `${id}@${packed.rev}`).sort()).toEqual(
      [...leader.packer.docs].map(([id, packed]) => `${id}@${packed.rev}`).sort(),
    );
    leader.store.close();
    follower.store.close();
  });

  it('refuses to claim a flush once the browser deleted the database', async () => {
    const name = storeName();
    const { store, packer } = await reload(name);
    packer.apply([doc('p1')], 1);
    await new Promise<void>((resolve) => {
      const request = indexedDB.deleteDatabase(name);
      request.onsuccess = request.onerror = () => resolve();
    });
    expect(store.lost).toBe(true);
    await expect(packer.flush()).rejects.toThrow(/closed/);
  });
});
