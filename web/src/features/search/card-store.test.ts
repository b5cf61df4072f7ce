// The worker's cards held as objects or as their JSON text must read back the same either way,
// and a card sent again is "the same" only when every field is.
import { describe, expect, it } from 'vitest';
import { CardStore } from './card-store.ts';
import { demoCards } from './test-cards.ts';

const { cards } = demoCards(5);

describe('CardStore', () => {
  it('gives back each card equal to the one stored, before and after it became text', () => {
    const store = new CardStore();
    for (const card of cards) store.set(card);
    const { ids, texts } = store.toJson();
    expect(ids).toEqual(cards.map((card) => card.id));
    const restored = CardStore.fromJson(ids, texts);
    for (const card of cards) {
      expect(store.get(card.id)).toEqual(card);
      expect(restored.get(card.id)).toEqual(card);
    }
    expect([...restored.values()]).toEqual(cards);
  });

  it('holds the same card only when every field is equal', () => {
    const store = CardStore.fromJson(
      cards.map((card) => card.id),
      cards.map((card) => JSON.stringify(card)),
    );
    expect(store.holdsSame(structuredClone(cards[1]!))).toBe(true);
    expect(store.holdsSame({ ...cards[1]!, price: (cards[1]!.price ?? 0) + 1 })).toBe(false);
    expect(store.holdsSame({ ...cards[1]!, id: 'unknown' })).toBe(false);
    store.delete(cards[1]!.id);
    expect(store.holdsSame(cards[1]!)).toBe(false);
    expect(store.size).toBe(cards.length - 1);
  });
});
