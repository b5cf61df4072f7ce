// The one read-modify-write and its siblings against the real embedded store: a lost race is
// decided again (updateDocument, updateDocuments), a taken id is an answer (createDocument,
// createDocuments), and ifLostRace turns a lost race into what the caller says it means.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CouchDoc, StoreClient } from '../store/couch-client.ts';
import {
  createDocument,
  createDocuments,
  ifLostRace,
  updateDocument,
  updateDocuments,
} from '../store/update-document.ts';
import { startTestServer, type TestServer } from '../../../test/support/test-server.ts';

const DB = 'server_state';
let server: TestServer;
let store: StoreClient;

beforeAll(async () => {
  server = await startTestServer({ demoProducts: 0 });
  store = server.store;
});
afterAll(async () => {
  await server?.close();
});

interface CountDoc extends CouchDoc {
  count: number;
}

const unique = (name: string): string => `${name}-${Math.random().toString(36).slice(2)}`;

describe('updateDocument', () => {
  it('counts every one of many racing increments: a lost race reads and decides again', async () => {
    const id = unique('count');
    await Promise.all(
      Array.from({ length: 8 }, () =>
        updateDocument<CountDoc>(store, DB, id, (doc) => ({ _id: id, count: (doc?.count ?? 0) + 1 }), {
          retries: 50,
          read: () => store.get<CountDoc>(DB, id),
        }),
      ),
    );
    expect((await store.get<CountDoc>(DB, id))?.count).toBe(8);
  });

  it('deletes with a change that returns a tombstone, and tells the document it replaced', async () => {
    const id = unique('gone');
    await store.put(DB, { _id: id, count: 1 });
    const outcome = await updateDocument<CouchDoc>(store, DB, id, () => ({ _id: id, _deleted: true }), {
      retries: 0,
    });
    expect(outcome.written && outcome.previous?.count).toBe(1);
    expect(await store.get(DB, id)).toBeUndefined();
  });

  it('throws a lost race after its retries, which ifLostRace turns into the caller’s answer', async () => {
    const id = unique('stale');
    const { rev } = await store.put(DB, { _id: id, count: 1 });
    await store.put(DB, { _id: id, _rev: rev, count: 2 });
    const stale = { _id: id, _rev: rev, count: 1 };
    const answer = await ifLostRace(
      updateDocument<CountDoc>(store, DB, id, () => ({ _id: id, count: 3 }), {
        retries: 0,
        read: async () => stale,
      }).then(() => 'written'),
      () => 'lost',
    );
    expect(answer).toBe('lost');
    expect((await store.get<CountDoc>(DB, id))?.count).toBe(2);
  });
});

describe('createDocument', () => {
  it('creates once: the second create of an id writes nothing and says so', async () => {
    const id = unique('claim');
    const results = await Promise.all([
      createDocument(store, DB, { _id: id, by: 'a' }),
      createDocument(store, DB, { _id: id, by: 'b' }),
    ]);
    expect(results.filter((result) => result.created)).toHaveLength(1);
    const stored = await store.get(DB, id);
    expect(results.find((result) => result.created)).toEqual({ created: true, rev: stored?._rev });
  });

  it('takes over a deleted id at its tombstone’s revision', async () => {
    const id = unique('reuse');
    const { rev } = await store.put(DB, { _id: id });
    const deleted = await createDocument(store, DB, { _id: id, _deleted: true }, rev);
    expect(deleted.created).toBe(true);
    expect((await createDocument(store, DB, { _id: id, again: true }, rev)).created).toBe(false);
  });

  it('creates many in one round, naming which ids were taken', async () => {
    const taken = unique('taken');
    await store.put(DB, { _id: taken });
    const fresh = unique('fresh');
    const revs = await createDocuments(store, DB, [{ _id: taken }, { _id: fresh }]);
    expect(revs[0]).toBeUndefined();
    expect(revs[1]).toBe((await store.get(DB, fresh))?._rev);
  });
});

describe('updateDocuments', () => {
  it('writes many at the revisions read and decides those that lost a race again', async () => {
    const ids = [unique('bulk'), unique('bulk')];
    // A first round from a stale read of ids[0]: it loses, is read again and counted on 11.
    const { rev } = await store.put(DB, { _id: ids[0]!, count: 10 });
    await store.put(DB, { _id: ids[0]!, _rev: rev, count: 11 });
    await updateDocuments<CountDoc>(
      store,
      DB,
      ids,
      (id, current) => ({ _id: id, count: (current?.count ?? 0) + 1 }),
      { retries: 3, known: new Map([[ids[0]!, { _id: ids[0]!, _rev: rev, count: 10 }]]) },
    );
    expect((await store.get<CountDoc>(DB, ids[0]!))?.count).toBe(12);
    expect((await store.get<CountDoc>(DB, ids[1]!))?.count).toBe(1);
  });

  it('writes only over the revision a plan read: a lost race is decided again into that answer', async () => {
    const id = unique('planned');
    const { rev: planned } = await store.put(DB, { _id: id, count: 1 });
    // Someone else writes after the plan's read: the first round loses, the second sees their revision.
    const { rev: theirs } = await store.put(DB, { _id: id, _rev: planned, count: 5 });
    const seen: (string | undefined)[] = [];
    const written = await updateDocuments<CountDoc>(
      store,
      DB,
      [id],
      (docId, current) => {
        seen.push(current?._rev);
        return current?._rev === planned ? { _id: docId, count: 2 } : undefined;
      },
      { retries: 3, known: new Map([[id, { _id: id, _rev: planned, count: 1 }]]) },
    );
    expect(seen).toEqual([planned, theirs]);
    expect(written.size).toBe(0);
    expect((await store.get<CountDoc>(DB, id))?.count).toBe(5);
  });

  it('hands each round to the audit before its write and the answers after it, and returns the new revisions', async () => {
    const ids = [unique('audited'), unique('audited')];
    const { rev } = await store.put(DB, { _id: ids[0]!, count: 1 });
    const calls: { docs: string[]; replaced: string[]; answered?: string[] }[] = [];
    const written = await updateDocuments<CountDoc>(
      store,
      DB,
      ids,
      (id, current) => ({ _id: id, count: (current?.count ?? 0) + 1 }),
      {
        retries: 0,
        audit: async (docs, replaced) => {
          const call: (typeof calls)[number] = {
            docs: docs.map((doc) => doc._id),
            replaced: [...replaced.keys()],
          };
          calls.push(call);
          // Nothing is written yet when the audit is asked.
          expect(await store.get(DB, ids[1]!)).toBeUndefined();
          return async (results) => {
            call.answered = results.filter((result) => result.ok).map((result) => result.id);
          };
        },
      },
    );
    expect(calls).toEqual([{ docs: ids, replaced: [ids[0]], answered: ids }]);
    expect(written.get(ids[0]!)).toBe((await store.get(DB, ids[0]!))?._rev);
    expect(written.get(ids[0]!)).not.toBe(rev);
    expect(written.get(ids[1]!)).toBe((await store.get(DB, ids[1]!))?._rev);
  });

  it('writes nothing when the audit refuses', async () => {
    const id = unique('refused');
    await expect(
      updateDocuments<CountDoc>(store, DB, [id], (docId) => ({ _id: docId, count: 1 }), {
        retries: 0,
        audit: async () => {
          throw new Error('audit store down');
        },
      }),
    ).rejects.toThrow('audit store down');
    expect(await store.get(DB, id)).toBeUndefined();
  });
});
