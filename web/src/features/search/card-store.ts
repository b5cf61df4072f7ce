// The search worker's product cards by id. A card restored from the cold-start record stays the
// JSON text it was saved as until an answer shows it: structured clone copies 40,000 strings in a
// moment, where 40,000 cards as object graphs took seconds to read back, and a first
// answer needs only a page of them. The text also makes comparing a card sent by the feed cheap.
// A card is held either as the object it arrived as or, once it was compared or saved, as its
// text alone (parsing a page of 20 per answer costs microseconds; both would double the memory).
import type { ProductCard } from './product-card.ts';

type Held = { card: ProductCard; json?: undefined } | { json: string; card?: undefined };

export class CardStore {
  private readonly held = new Map<string, Held>();

  /** Cards as saved by `toJson`: ids and texts in the same order. */
  static fromJson(ids: readonly string[], texts: readonly string[]): CardStore {
    const store = new CardStore();
    ids.forEach((id, i) => store.held.set(id, { json: texts[i]! }));
    return store;
  }

  get size(): number {
    return this.held.size;
  }

  has(id: string): boolean {
    return this.held.has(id);
  }

  get(id: string): ProductCard | undefined {
    const held = this.held.get(id);
    if (!held) return undefined;
    return held.card ?? (JSON.parse(held.json) as ProductCard);
  }

  set(card: ProductCard): void {
    this.held.set(card.id, { card });
  }

  delete(id: string): void {
    this.held.delete(id);
  }

  keys(): IterableIterator<string> {
    return this.held.keys();
  }

  *values(): IterableIterator<ProductCard> {
    for (const id of this.held.keys()) yield this.get(id)!;
  }

  /** Whether the held card with `card`'s id equals it, field for field. */
  holdsSame(card: ProductCard): boolean {
    return this.held.has(card.id) && this.jsonOf(card.id) === JSON.stringify(card);
  }

  /** Every card's id and JSON text, in the store's order (for the cold-start record). */
  toJson(): { ids: string[]; texts: string[] } {
    const ids: string[] = [];
    const texts: string[] = [];
    for (const id of this.held.keys()) {
      ids.push(id);
      texts.push(this.jsonOf(id));
    }
    return { ids, texts };
  }

  /** The held card's text (for the cold-start record); from now on it is held as that text only. */
  textOf(id: string): string {
    return this.jsonOf(id);
  }

  private jsonOf(id: string): string {
    const held = this.held.get(id)!;
    if (held.json !== undefined) return held.json;
    const json = JSON.stringify(held.card);
    this.held.set(id, { json });
    return json;
  }
}
