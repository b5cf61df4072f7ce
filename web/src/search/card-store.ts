// The search worker's product cards by id. A card restored from the cold-start record stays the
// JSON text it was saved as until an answer shows it: structured clone copies 40,000 strings in a
// moment, where 40,000 cards as object graphs took seconds to read back (issue 15), and a first
// answer needs only a page of them. The text also makes comparing a card sent by the feed cheap.
import type { ProductCard } from './product-card.ts';

interface Held {
  card?: ProductCard;
  json?: string;
}

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

  get(id: string): ProductCard | undefined {
    const held = this.held.get(id);
    if (!held) return undefined;
    held.card ??= JSON.parse(held.json!) as ProductCard;
    return held.card;
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
    const held = this.held.get(card.id);
    return held !== undefined && this.jsonOf(held) === JSON.stringify(card);
  }

  /** Every card's id and JSON text, in the store's order (for the cold-start record). */
  toJson(): { ids: string[]; texts: string[] } {
    const ids: string[] = [];
    const texts: string[] = [];
    for (const [id, held] of this.held) {
      ids.push(id);
      texts.push(this.jsonOf(held));
    }
    return { ids, texts };
  }

  private jsonOf(held: Held): string {
    held.json ??= JSON.stringify(held.card);
    return held.json;
  }
}
