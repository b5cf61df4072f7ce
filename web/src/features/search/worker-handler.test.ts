// The search worker never makes a key wait behind bulk work (the first key after
// "Synced"): a query that arrives while a replacement or a record save is under way is answered
// before that work ends, and changes that arrive mid-replacement are never lost or undone by the
// replacement's older cards. Timers run by hand, so "before" is an order of replies, not a time.
import fc from 'fast-check';
import { IDBFactory } from 'fake-indexeddb';
import { describe, expect, it } from 'vitest';
import { indexedDbColdStartStore, type ColdStartStore } from './cold-start-record.ts';
import { EMPTY_FILTER } from './facets/filter-state.ts';
import type { ProductCard } from './product-card.ts';
import type { SearchRequest, SearchResponse } from './protocol.ts';
import { demoCards } from './test-cards.ts';
import { createSearchHandler, type HandlerTimers } from './worker-handler.ts';

const { cards, masterdata } = demoCards(60);
const owner = { userId: 'user-premium', scope: 'catalogue,masterdata' };
const ALL = 10_000;

/** A handler whose turns and delays run only when the test says so. */
function handlerWithManualTimers(store?: ColdStartStore) {
  const turns: Array<() => void> = [];
  const later: Array<() => void> = [];
  const timers: HandlerTimers = {
    turn: (task) => turns.push(task),
    later: (task) => {
      later.push(task);
      return () => {
        const at = later.indexOf(task);
        if (at >= 0) later.splice(at, 1);
      };
    },
  };
  const replies: SearchResponse[] = [];
  const handle = createSearchHandler((response) => replies.push(response), {
    store,
    timers,
    sliceSize: 5,
    saveDelayMs: 1,
  });
  return {
    handle,
    replies,
    /** Runs one turn; false when none was waiting. */
    turn: (): boolean => {
      const task = turns.shift();
      task?.();
      return task !== undefined;
    },
    settle: () => {
      while (turns.length > 0) turns.shift()!();
    },
    flushLater: () => later.splice(0).forEach((task) => task()),
    waiting: () => [...later],
    kinds: () => replies.filter((reply) => reply.type !== 'changed').map((reply) => [reply.type, reply.seq]),
  };
}

const ask = (seq: number, query = '', limit = ALL): SearchRequest => ({
  type: 'query',
  seq,
  query,
  filter: EMPTY_FILTER,
  limit,
});

/** The answer to `seq`, its card texts read back as cards. */
function answerOf(replies: SearchResponse[], seq: number) {
  const answer = replies.find((reply) => reply.type === 'answer' && reply.seq === seq) as
    Extract<SearchResponse, { type: 'answer' }> | undefined;
  return answer && { ...answer, cards: answer.cardTexts.map((text) => JSON.parse(text) as ProductCard) };
}

/** The held cards as the worker shows them, by id. */
function heldCards(replies: SearchResponse[], seq: number): Map<string, string> {
  const answer = answerOf(replies, seq)!;
  return new Map(answer.cards.map((card) => [card.id, JSON.stringify(card)]));
}

describe('search worker: keys before bulk work', () => {
  it('answers a query that arrives mid-replacement before the replacement ends', () => {
    const worker = handlerWithManualTimers();
    worker.handle({ type: 'masterdata', seq: 1, masterdata });
    worker.handle({ type: 'replace', seq: 2, cards: cards.slice(0, 30), last: false });
    worker.handle({ type: 'replace', seq: 2, cards: cards.slice(30), last: true });
    worker.turn();
    worker.turn();
    worker.handle(ask(3, cards[0]!.name, 5));
    worker.settle();
    const order = worker.kinds().map(([type, seq]) => `${type}:${seq}`);
    expect(order.indexOf('answer:3')).toBeGreaterThanOrEqual(0);
    expect(order.indexOf('answer:3')).toBeLessThan(order.indexOf('applied:2'));
    // It answered from what the worker held then: the first slices.
    expect(answerOf(worker.replies, 3)!.cards.map((card) => card.id)).toContain(cards[0]!.id);
    // And the replacement ends with every card, told by `changed`, so the page asks again.
    worker.handle(ask(4));
    worker.settle();
    expect(answerOf(worker.replies, 4)!.total).toBe(cards.length);
    worker.flushLater();
    const applied = worker.replies.findIndex((reply) => reply.type === 'applied' && reply.seq === 2);
    expect(worker.replies.slice(applied)).toContainEqual(
      expect.objectContaining({ type: 'changed', size: cards.length }),
    );
  });

  it('answers a query that arrives mid-save before the save ends, and saves what it holds', async () => {
    const store = indexedDbColdStartStore(new IDBFactory());
    const worker = handlerWithManualTimers(store);
    worker.handle({ type: 'open', seq: 1, owner });
    await expect.poll(() => worker.replies.some((reply) => reply.type === 'applied')).toBe(true);
    worker.handle({ type: 'masterdata', seq: 2, masterdata });
    worker.handle({ type: 'replace', seq: 3, cards, last: true });
    worker.settle();
    worker.handle({ type: 'caught-up', seq: 4, caughtUp: true });
    worker.flushLater();
    // The save's export runs in slices: a key between two of them is answered at the next turn.
    worker.turn();
    worker.handle(ask(5, cards[1]!.name, 3));
    expect(answerOf(worker.replies, 5)).toBeUndefined();
    worker.turn();
    expect(answerOf(worker.replies, 5)).toBeDefined();
    expect(await store.load(owner)).toBeNull();
    worker.settle();
    await expect.poll(async () => (await store.load(owner))?.catalogue.cardIds.length).toBe(cards.length);
  });

  it('abandons a save when a change arrives during it, and saves the newer state after', async () => {
    const store = indexedDbColdStartStore(new IDBFactory());
    const worker = handlerWithManualTimers(store);
    worker.handle({ type: 'open', seq: 1, owner });
    await expect.poll(() => worker.replies.some((reply) => reply.type === 'applied')).toBe(true);
    worker.handle({ type: 'masterdata', seq: 2, masterdata });
    worker.handle({ type: 'replace', seq: 3, cards: cards.slice(0, 40), last: true });
    worker.settle();
    worker.handle({ type: 'caught-up', seq: 4, caughtUp: true });
    worker.flushLater();
    worker.turn();
    worker.handle({ type: 'upsert', seq: 5, cards: cards.slice(40, 45) });
    worker.settle();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(await store.load(owner)).toBeNull();
    worker.flushLater();
    worker.settle();
    await expect.poll(async () => (await store.load(owner))?.catalogue.cardIds.length).toBe(45);
  });
});

/** A change during the replacement: an upsert of some card (maybe a new version) or a removal. */
type Change = { at: number; upsert: ProductCard } | { at: number; remove: string };

describe('search worker: changes during a replacement', () => {
  const pool = demoCards(50, 3).cards;
  const version = (card: ProductCard, price: number): ProductCard => ({ ...card, price });
  const change: fc.Arbitrary<Change> = fc.oneof(
    fc
      .record({ at: fc.nat(12), card: fc.constantFrom(...pool), price: fc.nat(9_999) })
      .map(({ at, card, price }) => ({ at, upsert: version(card, price) })),
    fc
      .record({ at: fc.nat(12), card: fc.constantFrom(...pool) })
      .map(({ at, card }) => ({ at, remove: card.id })),
  );

  it('ends equal to the replacement with every later change applied in order (naive model)', () => {
    fc.assert(
      fc.property(
        fc.subarray(pool),
        fc.subarray(pool),
        fc.array(change, { maxLength: 12 }),
        fc.integer({ min: 3, max: 20 }),
        (held, replacement, changes, partSize) => {
          const worker = handlerWithManualTimers();
          worker.handle({ type: 'masterdata', seq: 1, masterdata: demoCards(50, 3).masterdata });
          worker.handle({ type: 'upsert', seq: 2, cards: held });
          worker.settle();
          const parts: ProductCard[][] = [];
          for (let from = 0; from < replacement.length; from += partSize)
            parts.push(replacement.slice(from, from + partSize));
          if (parts.length === 0) parts.push([]);
          parts.forEach((part, i) =>
            worker.handle({ type: 'replace', seq: 3, cards: part, last: i === parts.length - 1 }),
          );
          // The changes come while the parts are worked through, each after `at` turns.
          const naive = new Map(replacement.map((card) => [card.id, JSON.stringify(card)]));
          const sorted = [...changes].sort((a, b) => a.at - b.at);
          let turns = 0;
          for (const [i, next] of sorted.entries()) {
            while (turns < next.at && worker.turn()) turns++;
            if ('upsert' in next) {
              worker.handle({ type: 'upsert', seq: 10 + i, cards: [next.upsert] });
              naive.set(next.upsert.id, JSON.stringify(next.upsert));
            } else {
              worker.handle({ type: 'remove', seq: 10 + i, ids: [next.remove] });
              naive.delete(next.remove);
            }
          }
          worker.settle();
          worker.handle(ask(99));
          worker.settle();
          expect(heldCards(worker.replies, 99)).toEqual(naive);
          expect(worker.replies.some((reply) => reply.type === 'error')).toBe(false);
        },
      ),
      { numRuns: 60 },
    );
  });
});

describe('search worker: reconcile by revision', () => {
  it('wants only what it does not hold at the revision, and the replacement that follows removes the rest', () => {
    const worker = handlerWithManualTimers();
    worker.handle({ type: 'masterdata', seq: 1, masterdata });
    const held = cards.slice(0, 20);
    worker.handle({ type: 'upsert', seq: 2, cards: held, revs: held.map(() => '1-a') });
    // The device now: 0–9 unchanged, 10–14 at a new revision, 15–19 gone, 20–24 new.
    const now = cards.slice(0, 15).concat(cards.slice(20, 25));
    const revs = now.map((_, i) => (i < 10 ? '1-a' : '2-b'));
    worker.handle({ type: 'reconcile', seq: 3, ids: now.map((card) => card.id), revs });
    const wanted = worker.replies.find((reply) => reply.type === 'wanted');
    expect(wanted).toMatchObject({ seq: 3, ids: now.slice(10).map((card) => card.id) });
    worker.handle({ type: 'replace', seq: 4, cards: now.slice(10), revs: revs.slice(10), last: true });
    worker.settle();
    worker.handle(ask(5));
    worker.settle();
    expect(heldCards(worker.replies, 5)).toEqual(new Map(now.map((card) => [card.id, JSON.stringify(card)])));
    // Asked again with the same revisions: nothing is wanted.
    worker.handle({ type: 'reconcile', seq: 6, ids: now.map((card) => card.id), revs });
    expect(worker.replies.at(-1)).toEqual({ type: 'wanted', seq: 6, ids: [] });
  });
});

describe('search worker: the record save waits for a pause in typing', () => {
  it('a key during the quiet time puts the save off; the pause after the last key saves', async () => {
    const store = indexedDbColdStartStore(new IDBFactory());
    const worker = handlerWithManualTimers(store);
    worker.handle({ type: 'open', seq: 1, owner });
    await expect.poll(() => worker.replies.some((reply) => reply.type === 'applied')).toBe(true);
    worker.handle({ type: 'masterdata', seq: 2, masterdata });
    worker.handle({ type: 'replace', seq: 3, cards, last: true });
    worker.settle();
    worker.handle({ type: 'caught-up', seq: 4, caughtUp: true });
    const [saveAfterSync] = worker.waiting().slice(-1);
    // Each key cancels the waiting save and waits again; only the last wait remains.
    worker.handle(ask(5, 'c', 3));
    expect(worker.waiting()).not.toContain(saveAfterSync);
    worker.handle(ask(6, 'cr', 3));
    worker.settle();
    expect(answerOf(worker.replies, 6)).toBeDefined();
    worker.flushLater();
    worker.settle();
    await expect.poll(async () => (await store.load(owner))?.catalogue.cardIds.length).toBe(cards.length);
  });
});
