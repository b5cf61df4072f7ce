// The server's one in-memory copy of what premium devices replicate: the `catalogue`,
// `masterdata` and `publications` projections (visible products, no staff-only fields), current
// through their _changes (follow-changes.ts), started from their snapshots when the server
// has them. The MCP tools and the assistant answer from it (`snapshot()`: the product list and
// the vocabulary, rebuilt lazily after a change); the guests' preview search keeps its index
// from its changes (`subscribe`, assistant/preview/preview-index.ts). One copy: at 40,000 products each copy
// of the catalogue held about 190 MB of the server's heap, and every major collection walks it.
import {
  buildVocabulary,
  fromCouchDoc,
  type Link,
  type MasterData,
  type Product,
  type Vocabulary,
} from '@poct/schemas';
import type { CouchDoc, StoreClient } from '../../platform/store/couch-client.ts';
import { followChanges, type SnapshotOf } from './follow-changes.ts';

/** What the tools show of a publication; the abstracts and authors are not kept (~90 MB at 40,000). */
export type MirroredLink = Pick<
  Link,
  'id' | 'product_id' | 'title' | 'url' | 'published_at' | 'signal' | 'category' | 'type' | 'visible'
>;

export interface CatalogueSnapshot {
  products: readonly Product[];
  byId: ReadonlyMap<string, Product>;
  masterdata: ReadonlyMap<string, MasterData>;
  vocabulary: Vocabulary;
  publicationsOf(productId: string): MirroredLink[];
}

/**
 * Products and master data as they changed: the new value, or null for one that is gone. Read
 * during the call only: the first call hands the mirror's own maps.
 */
export interface CatalogueChanges {
  products: ReadonlyMap<string, Product | null>;
  masterdata: ReadonlyMap<string, MasterData | null>;
}

export interface CatalogueMirror {
  snapshot(): CatalogueSnapshot;
  /** The product now held, if any. */
  product(id: string): Product | undefined;
  /** Every product now held. */
  products(): IterableIterator<Product>;
  /**
   * Tells `listener` of every later change of products and master data, after handing it what
   * the mirror holds now (as changes), so it may subscribe at any time.
   */
  subscribe(listener: (changes: CatalogueChanges) => void): () => void;
  /** Resolves once the mirror has held all three databases as the store had them (tests, bench). */
  ready: Promise<void>;
  stop(): void;
}

/** A projected document as the shared type (the store's `_id`/`_rev` dropped). */
const plain = <T>(doc: CouchDoc): T => fromCouchDoc(doc) as unknown as T;

function mirroredLink(doc: CouchDoc): MirroredLink {
  const link = doc as unknown as Link;
  const { product_id, title, url, published_at, signal, category, type, visible } = link;
  return { id: doc._id, product_id, title, url, published_at, signal, category, type, visible };
}

const NONE: ReadonlyMap<string, never> = new Map<string, never>();

export function startCatalogueMirror(store: StoreClient, snapshotOf?: SnapshotOf): CatalogueMirror {
  const products = new Map<string, Product>();
  const masterdata = new Map<string, MasterData>();
  const links = new Map<string, MirroredLink>();
  const listeners = new Set<(changes: CatalogueChanges) => void>();
  let cached: CatalogueSnapshot | null = null;

  const into =
    <T>(
      map: Map<string, T>,
      tell?: (changed: ReadonlyMap<string, T | null>) => CatalogueChanges,
      make: (doc: CouchDoc) => T = plain,
    ) =>
    (changes: Array<{ id: string; doc: CouchDoc | null }>) => {
      const changed = new Map<string, T | null>();
      for (const { id, doc } of changes) {
        const value = doc ? make(doc) : null;
        if (value) map.set(id, value);
        else map.delete(id);
        changed.set(id, value);
      }
      if (changes.length === 0) return;
      cached = null;
      if (tell) for (const listener of listeners) listener(tell(changed));
    };
  const caughtUp: Array<Promise<void>> = [];
  const follow = (db: string, apply: ReturnType<typeof into>) => {
    let done!: () => void;
    caughtUp.push(new Promise<void>((resolve) => (done = resolve)));
    return followChanges(store, db, apply, done, () => snapshotOf?.(db));
  };
  const stops = [
    follow(
      'catalogue',
      into(products, (changed) => ({ products: changed, masterdata: NONE })),
    ),
    follow(
      'masterdata',
      into(masterdata, (changed) => ({ products: NONE, masterdata: changed })),
    ),
    follow('publications', into(links, undefined, mirroredLink)),
  ];
  return {
    snapshot() {
      if (cached) return cached;
      const list = [...products.values()];
      const byProduct = new Map<string, MirroredLink[]>();
      for (const link of links.values()) {
        const held = byProduct.get(link.product_id);
        if (held) held.push(link);
        else byProduct.set(link.product_id, [link]);
      }
      cached = {
        products: list,
        byId: new Map(products),
        masterdata: new Map(masterdata),
        vocabulary: buildVocabulary(
          [...masterdata.values()],
          list.map((p) => p.manufacturer),
        ),
        publicationsOf: (id) => byProduct.get(id) ?? [],
      };
      return cached;
    },
    ready: Promise.all(caughtUp).then(() => undefined),
    product: (id) => products.get(id),
    products: () => products.values(),
    subscribe(listener) {
      listeners.add(listener);
      if (products.size > 0 || masterdata.size > 0) listener({ products, masterdata });
      return () => listeners.delete(listener);
    },
    stop() {
      listeners.clear();
      for (const stop of stops) stop();
    },
  };
}
