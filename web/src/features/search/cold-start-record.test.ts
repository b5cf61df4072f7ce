// The cold-start record: one IndexedDB record per user that the search worker answers
// from before the local database opens. It must round-trip, be ignored when it belongs to another
// user, another set of collections or an older format, be replaced by the next save, and be gone
// after the device's wipe.
import { IDBFactory } from 'fake-indexeddb';
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { wipeLocalData } from '../../db/storage/wipe-local-data.ts';
import {
  COLD_START_VERSION,
  coldStartDatabaseName,
  indexedDbColdStartStore,
  type ColdStartRecord,
} from './cold-start-record.ts';
import { EMPTY_FILTER } from './facets/filter-state.ts';
import type { ProductCard } from './product-card.ts';
import type { SearchResponse } from './protocol.ts';
import { SearchCatalogue } from './search-catalogue.ts';
import { demoCards } from './test-cards.ts';
import { createSearchHandler, type HandlerTimers } from './worker-handler.ts';

const { cards, masterdata } = demoCards(30);
const owner = { userId: 'user-premium', scope: 'catalogue,masterdata,publications' };

function recordOf(overrides: Partial<ColdStartRecord> = {}): ColdStartRecord {
  return {
    ...owner,
    version: COLD_START_VERSION,
    savedAt: '2026-11-25T03:00:00.000Z',
    catalogue: new SearchCatalogue(cards, masterdata).exportState(),
    ...overrides,
  };
}

/** Timers the test runs by hand: `turn` tasks at once, `later` tasks when flushed. */
function manualTimers() {
  const later: Array<() => void> = [];
  const timers: HandlerTimers = {
    turn: (task) => task(),
    later: (task) => {
      later.push(task);
      return () => later.splice(later.indexOf(task), 1);
    },
  };
  return { timers, flush: () => later.splice(0).forEach((task) => task()) };
}

describe('cold-start record store', () => {
  it('round-trips the record of its user', async () => {
    const store = indexedDbColdStartStore(new IDBFactory());
    await store.save(recordOf());
    expect(await store.load(owner)).toEqual(recordOf());
  });

  it('ignores a record of another user, another scope or another version', async () => {
    const factory = new IDBFactory();
    const store = indexedDbColdStartStore(factory);
    await store.save(recordOf());
    expect(await store.load({ ...owner, userId: 'user-other' })).toBeNull();
    expect(await store.load({ ...owner, scope: 'catalogue,masterdata' })).toBeNull();
    await store.save(recordOf({ version: COLD_START_VERSION - 1 }));
    expect(await store.load(owner)).toBeNull();
    // A record of the first format (cards as objects, no indexes) is ignored, not misread.
    await store.save({
      ...owner,
      version: 1,
      savedAt: '2026-11-01T00:00:00.000Z',
      cards,
      masterdata,
    } as never);
    expect(await store.load(owner)).toBeNull();
  });

  it('a later save replaces the record', async () => {
    const store = indexedDbColdStartStore(new IDBFactory());
    await store.save(recordOf());
    await store.save(
      recordOf({ catalogue: new SearchCatalogue(cards.slice(0, 2), masterdata).exportState() }),
    );
    expect((await store.load(owner))?.catalogue.cardIds).toEqual(cards.slice(0, 2).map((card) => card.id));
  });

  it("is deleted by the device's wipe (sign-out, 403)", async () => {
    const store = indexedDbColdStartStore(indexedDB);
    await store.save(recordOf());
    expect((await indexedDB.databases()).map((info) => info.name)).toContain(
      coldStartDatabaseName(owner.userId),
    );
    const storage = { removeItem: () => {} } as unknown as Storage;
    await wipeLocalData(storage);
    expect((await indexedDB.databases()).map((info) => info.name)).not.toContain(
      coldStartDatabaseName(owner.userId),
    );
    expect(await store.load(owner)).toBeNull();
  });
});

/** A search worker (its handler) over a cold-start store holding `record`, and what it replied. */
async function workerOver(record: ColdStartRecord) {
  const store = indexedDbColdStartStore(new IDBFactory());
  await store.save(record);
  const replies: SearchResponse[] = [];
  const handle = createSearchHandler((response) => replies.push(response), {
    store,
    timers: manualTimers().timers,
  });
  return { handle, replies };
}

describe('search worker with a cold-start record', () => {
  it('answers from the record before any card arrives from the local database', async () => {
    const { handle, replies } = await workerOver(recordOf());
    handle({ type: 'open', seq: 1, owner });
    handle({ type: 'query', seq: 2, query: cards[4]!.name, filter: EMPTY_FILTER, limit: 1 });
    await expect
      .poll(() => replies.find((reply) => reply.type === 'answer'), { timeout: 15_000 })
      .toBeTruthy();
    const answer = replies.find((reply) => reply.type === 'answer');
    expect(answer).toMatchObject({ seq: 2, cardTexts: [JSON.stringify(cards[4])] });
    // The page learns the master data from the record, to name the facets and the cards' facts.
    expect(replies.find((reply) => reply.type === 'changed')).toMatchObject({ size: cards.length });
  });

  it('applies changes that arrive while the record loads after it, never under it', async () => {
    const { handle, replies } = await workerOver(recordOf());
    handle({ type: 'open', seq: 1, owner });
    handle({ type: 'remove', seq: 2, ids: [cards[4]!.id] });
    handle({ type: 'query', seq: 3, query: cards[4]!.name, filter: EMPTY_FILTER, limit: 30 });
    await expect
      .poll(() => replies.find((reply) => reply.type === 'answer'), { timeout: 15_000 })
      .toBeTruthy();
    const answer = replies.find((reply) => reply.type === 'answer') as Extract<
      SearchResponse,
      { type: 'answer' }
    >;
    expect(answer.cardTexts.map((text) => (JSON.parse(text) as ProductCard).id)).not.toContain(cards[4]!.id);
  });

  it('saves what it holds after a quiet moment once the sync caught up, for the same owner only', async () => {
    const store = indexedDbColdStartStore(new IDBFactory());
    const { timers, flush } = manualTimers();
    const handle = createSearchHandler(() => {}, { store, timers });
    handle({ type: 'open', seq: 1, owner });
    await expect.poll(async () => (await store.load(owner)) === null).toBe(true);
    handle({ type: 'masterdata', seq: 2, masterdata });
    handle({ type: 'replace', seq: 3, cards: cards.slice(0, 10), last: true });
    handle({ type: 'upsert', seq: 4, cards: cards.slice(10, 12) });
    // Mid-sync nothing is written, however long it takes.
    flush();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(await store.load(owner)).toBeNull();
    handle({ type: 'caught-up', seq: 5, caughtUp: true });
    flush();
    await expect
      .poll(async () => (await store.load(owner))?.catalogue.cardIds.length, { timeout: 15_000 })
      .toBe(12);
    expect(await store.load({ ...owner, userId: 'someone-else' })).toBeNull();
  });

  it('never saves halfway through a replacement that comes in parts', async () => {
    const store = indexedDbColdStartStore(new IDBFactory());
    const { timers, flush } = manualTimers();
    const handle = createSearchHandler(() => {}, { store, timers });
    handle({ type: 'open', seq: 1, owner });
    await expect.poll(async () => (await store.load(owner)) === null).toBe(true);
    handle({ type: 'caught-up', seq: 2, caughtUp: true });
    handle({ type: 'masterdata', seq: 3, masterdata });
    handle({ type: 'replace', seq: 4, cards: cards.slice(0, 10), last: false });
    // The quiet time passes between two parts: nothing is written.
    flush();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(await store.load(owner)).toBeNull();
    handle({ type: 'replace', seq: 4, cards: cards.slice(10, 20), last: true });
    flush();
    await expect
      .poll(async () => (await store.load(owner))?.catalogue.cardIds.length, { timeout: 15_000 })
      .toBe(20);
  });

  it('ignores a record saved for another user', async () => {
    const { handle, replies } = await workerOver(recordOf({ userId: 'user-other' }));
    handle({ type: 'open', seq: 1, owner: { ...owner } });
    handle({ type: 'query', seq: 2, query: cards[4]!.name, filter: EMPTY_FILTER, limit: 5 });
    await expect
      .poll(() => replies.find((reply) => reply.type === 'answer'), { timeout: 15_000 })
      .toBeTruthy();
    expect(replies.find((reply) => reply.type === 'answer')).toMatchObject({ total: 0, cardTexts: [] });
  });
});
